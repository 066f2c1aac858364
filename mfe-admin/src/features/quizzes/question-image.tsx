// A question's picture: a link typed in, or a file uploaded to the API (decision 132), whose
// path fills the link field. A refused upload (not an image by its bytes, over 5 MB) shows the
// API's words under the file input. The preview resolves the API's path against the API's URL.
import { useState, type ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { ApiError, apiUrl, errorMessage } from 'mfe-shared';
import { QUIZ_IMAGE_ACCEPT, QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_TYPES_TEXT } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { uploadQuizImage } from './api/upload-quiz-image';
import { Preview } from './quiz-layout';
import { optionalText, type QuizForm } from './quiz-form-values';

export const UPLOADING_IMAGE = 'Uploading the image…';

/** The preview's address, or null while the field holds something that is not an http(s) link yet. */
function previewSrc(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = apiUrl(value);
    return /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}

export function QuestionImage({
  courseId,
  classId,
  questionIndex,
  imageUrl,
  register,
  setValue,
  errors,
}: {
  courseId: number;
  classId: number;
  questionIndex: number;
  imageUrl: string | null;
  register: UseFormRegister<QuizForm>;
  setValue: UseFormSetValue<QuizForm>;
  errors: NonNullable<FieldErrors<QuizForm>['questions']>[number] | undefined;
}) {
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const name = `questions.${questionIndex}.image_url` as const;
  const src = previewSrc(imageUrl);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(undefined);
    setUploading(true);
    try {
      const { url } = await uploadQuizImage(courseId, classId, file);
      setValue(name, url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) setUploadError(errorMessage(error));
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  return (
    <>
      <TextField
        label="Image URL"
        type="text"
        inputMode="url"
        hint="Optional: an https:// link, or upload a file below."
        error={errors?.image_url?.message}
        {...register(name, { setValueAs: optionalText })}
      />
      <TextField
        type="file"
        label="Upload an image"
        accept={QUIZ_IMAGE_ACCEPT}
        hint={uploading ? UPLOADING_IMAGE : `${QUIZ_IMAGE_TYPES_TEXT}, up to ${QUIZ_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`}
        error={uploadError}
        disabled={uploading}
        onChange={(event) => void upload(event)}
      />
      {src && <Preview src={src} alt={`Image of question ${questionIndex + 1}`} />}
    </>
  );
}
