// One file of the assignment (its template, or a file of a version): name, type and size, and a
// Download that asks the API for a signed link at the click (decision 131: a link is never older
// than the click), as class resources do. A refused link says why beside that file.
import { useState } from 'react';
import { Button, errorMessage } from 'mfe-shared';
import { FormError } from 'mfe-shared/ui/form-error';
import { DOWNLOAD } from '../resource-texts';
import { fileSizeLabel, fileTypeLabel } from '../../hooks/file-facts';
import { followDownloadLink } from '../../hooks/follow-download-link';
import { FileItem } from './assignment-styles';

export function AssignmentFile({
  file,
  label,
  getLink,
}: {
  file: { name: string; size_bytes: number; content_type: string };
  /** The button's accessible name, unique on the page. */
  label: string;
  getLink: () => Promise<{ url: string }>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      followDownloadLink((await getLink()).url);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileItem>
      <div>
        <strong>{file.name}</strong>
        <small>
          {fileTypeLabel(file.content_type)} · {fileSizeLabel(file.size_bytes)}
        </small>
      </div>
      <Button type="button" $variant="secondary" aria-label={label} disabled={busy} onClick={() => void download()}>
        {DOWNLOAD}
      </Button>
      <FormError message={error} />
    </FileItem>
  );
}
