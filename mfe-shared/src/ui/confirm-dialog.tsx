// A confirmation before a step that is hard or impossible to undo (`mfe-shared/ui/confirm-dialog`).
// Radix AlertDialog (decision 011): focus moves to Cancel, Escape and Cancel close it without
// acting, and focus returns to the button that opened it.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from 'mfe-shared';
import { NarrowPanel, Overlay } from './dialog-frame';

export const CANCEL_LABEL = 'Cancel';

export type ConfirmDialogProps = {
  /** The button that opens the dialog (rendered as is, so it keeps its own label and state). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Destructive for a step that cannot be undone; primary for one that can (archive). */
  confirmVariant?: 'destructive' | 'primary';
  onConfirm: () => void | Promise<void>;
};

export function ConfirmDialog({ trigger, title, description, confirmLabel, confirmVariant = 'destructive', onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <Overlay as={AlertDialog.Overlay} />
        <NarrowPanel as={AlertDialog.Content}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className="actions">
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {CANCEL_LABEL}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" $variant={confirmVariant} onClick={() => void onConfirm()}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </NarrowPanel>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
