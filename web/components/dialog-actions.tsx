import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

interface DialogActionsProps {
  label: string;
  /** The action button's icon, replaced by a spinner while the action runs. */
  icon: ReactNode;
  pending: boolean;
  /** Off while there is nothing to act on yet. */
  disabled?: boolean;
  variant?: ComponentProps<typeof Button>['variant'];
  /** Without it the action button submits the dialog's form. */
  onClick?: () => void;
}

/** The bottom row of a dialog: « Annuler », which closes it, and the action button (stacked on a phone). */
export function DialogActions({ label, icon, pending, disabled = false, variant, onClick }: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Annuler
        </Button>
      </DialogClose>
      <Button type={onClick ? 'button' : 'submit'} variant={variant} disabled={pending || disabled} onClick={onClick}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
        {label}
      </Button>
    </div>
  );
}
