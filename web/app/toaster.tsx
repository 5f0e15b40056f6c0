import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** The app's one Toaster; `onMounted` runs after sonner has subscribed to its toasts (its effect runs first). */
export default function AppToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  // Raised above the composers and footers that sit at the bottom of the chat and studio screens.
  return <Toaster position="bottom-right" richColors closeButton offset={{ bottom: 96, right: 16 }} mobileOffset={{ bottom: 88 }} />;
}
