// A confirmation before a destructive step (Radix AlertDialog: focus moves in, Escape cancels,
// focus returns to the button that opened it).
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from 'mfe-shared';
import { Overlay, Panel } from './dialog-styles';

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'destructive',
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Destructive for a step that cannot be undone; primary for one that can (archive). */
  confirmVariant?: 'destructive' | 'primary';
  onConfirm: () => void | Promise<void>;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <Overlay as={AlertDialog.Overlay} />
        <Panel as={AlertDialog.Content}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className="actions">
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" $variant={confirmVariant} onClick={() => void onConfirm()}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </Panel>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
