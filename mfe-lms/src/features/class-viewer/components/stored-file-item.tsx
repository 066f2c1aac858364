// One stored file a student may download (a class's resource, an assignment's template, a file of
// a submitted version): name, type and size, and a Download that asks the API for a signed link at
// the click (decision 131: a link is never older than the click). A refused link (not enrolled,
// file removed, storage down) says why beside that file.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme } from 'mfe-shared';
import { FormError } from 'mfe-shared/ui/form-error';
import { DOWNLOAD } from './resource-texts';
import { fileSizeLabel, fileTypeLabel } from '../hooks/file-facts';
import { followDownloadLink } from '../hooks/follow-download-link';

// Name and facts wrap under each other and the button drops below them on a narrow screen: a
// long file name breaks anywhere rather than pushing the page sideways.
const FileItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  > div { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
  strong { display: block; }
  small { color: ${theme.color.muted}; }
`;

export function StoredFileItem({
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
