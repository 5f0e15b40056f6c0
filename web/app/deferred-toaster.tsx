import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * sonner's Toaster, loaded the first time a screen may show a toast rather than with `/` (decision 031). A toast
 * sent before the Toaster has subscribed is lost, so callers wait for `requestToaster()` before calling `toast`.
 */
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

/** Loads and mounts the Toaster (once); resolves when toasts sent from now on will show. */
export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return mounted;
}

/** Resolves once the Toaster listens (for a screen that must not toast before it). */
export const toasterMounted = mounted;

const AppToaster = lazy(() => import('./toaster'));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function DeferredToaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster onMounted={markMounted} />
    </Suspense>
  );
}
