// The assignment's template (decision 134): the file students download to start from. Uploaded
// like a class file (decision 131), the refusal shown under the file input in the API's words;
// downloaded through a short-lived signed link; removed after a confirmation. The assignment must
// be saved first: the template belongs to its row.
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, errorMessage, toast } from 'mfe-shared';
import { RESOURCE_TYPES_TEXT } from 'mfe-shared/contracts';
import { ASSIGNMENT_AUTHOR_MESSAGES, type AdminAssignment } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { StoredFileActions } from '../../components/stored-file-actions';
import { toastError } from '../../lib/api';
import { formatFileSize } from '../../lib/file-size';
import { openDownload } from '../../lib/open-download';
import { deleteAssignmentTemplate } from './api/delete-assignment-template';
import { getAssignmentTemplateLink } from './api/get-assignment-template-link';
import { uploadAssignmentTemplate } from './api/upload-assignment-template';

export const NO_TEMPLATE_CHOSEN = 'Choose a file to upload.';

const UploadForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin: 1rem 0;
`;
const Name = styled.p`
  overflow-wrap: anywhere;
`;

export function TemplatePanel({
  courseId,
  classId,
  assignment,
  onChanged,
}: {
  courseId: number;
  classId: number;
  assignment: AdminAssignment | null;
  /** The assignment as the API returned it after an upload or removal (its version moved on). */
  onChanged: (assignment: AdminAssignment) => Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  if (!assignment) return <p>{ASSIGNMENT_AUTHOR_MESSAGES.saveFirst}</p>;
  const template = assignment.template;

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = input.current?.files?.[0];
    if (!file) return setUploadError(NO_TEMPLATE_CHOSEN);
    setUploadError(null);
    setUploading(true);
    try {
      const saved = await uploadAssignmentTemplate(courseId, classId, file);
      toast.success(`${file.name} uploaded.`);
      form.reset();
      await onChanged(saved);
    } catch (failure) {
      // A 401 has already ended the session and said so.
      if (!(failure instanceof ApiError && failure.status === 401)) setUploadError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };
  const download = async () => {
    try {
      openDownload(await getAssignmentTemplateLink(courseId, classId));
    } catch (error) {
      toastError(error);
    }
  };
  const remove = async () => {
    try {
      const saved = await deleteAssignmentTemplate(courseId, classId);
      toast.success('Template removed.');
      await onChanged(saved);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <>
      {template ? (
        <>
          <Name>
            <strong>{template.name}</strong> ({formatFileSize(template.size_bytes)})
          </Name>
          <StoredFileActions
            name={template.name}
            onDownload={() => void download()}
            onRemove={remove}
            removeDescription="Students no longer get it with the assignment, and download links already handed out stop working."
            confirmLabel="Remove template"
          />
        </>
      ) : (
        <p>No template yet.</p>
      )}
      <UploadForm onSubmit={(event) => void upload(event)} aria-label="Upload a template" noValidate>
        <TextField
          ref={input}
          type="file"
          name="file"
          label="Template file"
          hint={`${RESOURCE_TYPES_TEXT}. A new file replaces the current one.`}
          error={uploadError ?? undefined}
        />
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload template'}
        </Button>
      </UploadForm>
    </>
  );
}
