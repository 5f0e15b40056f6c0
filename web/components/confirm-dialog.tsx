import type { ReactNode } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's icon, replaced by a spinner while the action runs. */
  icon: ReactNode;
  pending: boolean;
  /** Off while there is nothing to act on yet. */
  disabled?: boolean;
  onConfirm: () => void;
}

/** Asks before a destructive action (« Annuler » or the red button), as an alert dialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  icon,
  pending,
  disabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle className="pr-8 [overflow-wrap:anywhere]">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogActions label={confirmLabel} icon={icon} pending={pending} disabled={disabled} variant="destructive" onClick={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}
