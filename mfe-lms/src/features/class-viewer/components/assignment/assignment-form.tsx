// A new version of the student's work (decision 134): an answer and up to max_files files, sent
// as multipart. Only the count is checked here; the API checks each file by its bytes, and its
// refusal shows where it belongs: a file's type (415) or size (413) under Files, anything else
// (422 empty or too long, 409 already under review or accepted) above the button.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, Button, errorMessage } from 'mfe-shared';
import { ASSIGNMENT_MESSAGES } from '@sap-academy/contracts/assignments';
// Wired by hand from the fields' pieces: TextField would bring the password toggle into this chunk.
import { FieldBox, FieldMessages, fieldWiring } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { submitAssignment } from '../../api/submit-assignment';
import { ASSIGNMENT_TEXTS, filesHint } from './assignment-texts';
import { Form } from './assignment-styles';

/** What the file input offers; the API decides by content (SUBMISSION_TYPES_TEXT). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.xlsx,.csv,application/pdf,image/png,image/jpeg,image/webp,text/csv';

const fileRefusal = (error: unknown) => error instanceof ApiError && (error.status === 413 || error.status === 415);

export function AssignmentForm({
  courseId,
  classId,
  maxFiles,
  resubmit,
  onSubmitted,
  onConflict,
}: {
  courseId: string;
  classId: number;
  maxFiles: number;
  /** After a returned version: the heading says it is a new version. */
  resubmit: boolean;
  onSubmitted: () => void;
  /** 409: the state moved on elsewhere (another tab submitted, a trainer decided). */
  onConflict: () => void;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const answerId = useId();
  const filesId = useId();
  const hint = filesHint(maxFiles);

  const tooMany = (count: number) => (count > maxFiles ? ASSIGNMENT_MESSAGES.tooManyFiles(maxFiles) : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(chosen);
    setFilesError(tooMany(chosen.length));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = tooMany(files.length);
    if (count) {
      setFilesError(count);
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setFilesError(null);
    try {
      await submitAssignment(courseId, classId, text, files);
      onSubmitted();
    } catch (refusal) {
      if (fileRefusal(refusal)) {
        setFilesError(errorMessage(refusal));
        fileInput.current?.focus();
      } else setFailure(errorMessage(refusal));
      if (refusal instanceof ApiError && refusal.status === 409) onConflict();
    } finally {
      setBusy(false);
    }
  };

  const heading = resubmit ? ASSIGNMENT_TEXTS.resubmitHeading : ASSIGNMENT_TEXTS.formHeading;
  return (
    <Form aria-labelledby="assignment-form-title" noValidate onSubmit={(event) => void submit(event)}>
      <h3 id="assignment-form-title">{heading}</h3>
      <FieldBox>
        <label htmlFor={answerId}>{ASSIGNMENT_TEXTS.answerLabel}</label>
        <textarea rows={8} {...fieldWiring(answerId)} value={text} onChange={(event) => setText(event.target.value)} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={filesId}>{ASSIGNMENT_TEXTS.filesLabel}</label>
        <input ref={fileInput} type="file" multiple accept={ACCEPT} {...fieldWiring(filesId, filesError ?? undefined, hint)} onChange={choose} />
        <FieldMessages id={filesId} error={filesError ?? undefined} hint={hint} />
      </FieldBox>
      <FormError message={failure} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? ASSIGNMENT_TEXTS.submitting : ASSIGNMENT_TEXTS.submit}
        </Button>
      </div>
    </Form>
  );
}
