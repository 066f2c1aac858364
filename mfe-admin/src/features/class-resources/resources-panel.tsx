// A class's files (decision 131): the list with size and upload time in India time, an upload
// whose refusal (wrong type, too large, a bad name) is shown under the file input in the API's
// words, a download through a short-lived signed link, and removal after a confirmation.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, errorMessage, theme, toast } from 'mfe-shared';
import { RESOURCE_TYPES_TEXT } from 'mfe-shared/contracts';
import type { AdminClassResource } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StoredFileActions } from '../../components/stored-file-actions';
import { toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { deleteClassResource } from './api/delete-class-resource';
import { useClassResources } from './api/get-class-resources';
import { getClassResourceLink } from './api/get-class-resource-link';
import { uploadClassResource } from './api/upload-class-resource';
import { formatFileSize } from '../../lib/file-size';

export const NO_FILE_CHOSEN = 'Choose a file to upload.';

// On a phone the table scrolls sideways inside its own box, never the page (as the data tables
// do); a long file name without spaces breaks anywhere rather than widening its column.
const TableBox = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin: 1rem 0;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid ${theme.color.border}; }
  td:first-child { overflow-wrap: anywhere; min-width: 8rem; }
`;
const UploadForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin: 1rem 0;
`;

function FileRow({ file, courseId, classId, onRemoved }: { file: AdminClassResource; courseId: number; classId: number; onRemoved: () => Promise<unknown> }) {
  const download = async () => {
    try {
      const url = await getClassResourceLink(courseId, classId, file.id);
      // The link answers with Content-Disposition: attachment, so the page stays where it is.
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      toastError(error);
    }
  };
  const remove = async () => {
    try {
      await deleteClassResource(courseId, classId, file.id);
      toast.success(`${file.name} removed.`);
      await onRemoved();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <tr>
      <td>{file.name}</td>
      <td>{formatFileSize(file.size_bytes)}</td>
      <td>{formatDateTime(file.created_at)}</td>
      <td>
        <StoredFileActions
          name={file.name}
          onDownload={() => void download()}
          onRemove={remove}
          removeDescription="Students no longer see it under the class, and download links already handed out stop working."
          confirmLabel="Remove file"
        />
      </td>
    </tr>
  );
}

export function ResourcesPanel({ courseId, classId }: { courseId: number; classId: number }) {
  const { data, error, mutate } = useClassResources(courseId, classId);
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = input.current?.files?.[0];
    if (!file) return setUploadError(NO_FILE_CHOSEN);
    setUploadError(null);
    setUploading(true);
    try {
      const created = await uploadClassResource(courseId, classId, file);
      toast.success(`${created.name} uploaded.`);
      form.reset();
      await mutate();
    } catch (failure) {
      // A 401 has already ended the session and said so.
      if (!(failure instanceof ApiError && failure.status === 401)) setUploadError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ results }) =>
          results.length === 0 ? (
            <p>No files yet.</p>
          ) : (
            <TableBox>
              <Table aria-label="Class files">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Size</th>
                    <th scope="col">Uploaded</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((file) => (
                    <FileRow key={file.id} file={file} courseId={courseId} classId={classId} onRemoved={mutate} />
                  ))}
                </tbody>
              </Table>
            </TableBox>
          )
        }
      </QueryState>
      <UploadForm onSubmit={(event) => void upload(event)} aria-label="Upload a file" noValidate>
        <TextField ref={input} type="file" name="file" label="File" hint={`${RESOURCE_TYPES_TEXT}.`} error={uploadError ?? undefined} />
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload file'}
        </Button>
      </UploadForm>
    </>
  );
}
