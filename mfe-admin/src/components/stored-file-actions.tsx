// A stored file's two actions in the back office (a class's file, an assignment's template): download
// through a fresh signed link, and remove after a confirmation that says what removing it undoes.
import { Button } from 'mfe-shared';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { Actions } from './page';

interface StoredFileActionsProps {
  name: string;
  onDownload: () => void;
  onRemove: () => Promise<void>;
  /** What removing it means for students, said in the confirmation. */
  removeDescription: string;
  /** The confirmation's button: "Remove file", "Remove template". */
  confirmLabel: string;
}

export function StoredFileActions({ name, onDownload, onRemove, removeDescription, confirmLabel }: StoredFileActionsProps) {
  return (
    <Actions>
      <Button type="button" $variant="secondary" aria-label={`Download ${name}`} onClick={onDownload}>
        Download
      </Button>
      <ConfirmDialog
        trigger={
          <Button type="button" $variant="ghost" aria-label={`Remove ${name}`}>
            Remove
          </Button>
        }
        title={`Remove ${name}?`}
        description={removeDescription}
        confirmLabel={confirmLabel}
        onConfirm={onRemove}
      />
    </Actions>
  );
}
