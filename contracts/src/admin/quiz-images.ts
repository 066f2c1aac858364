// A quiz question's picture uploaded to the API's own storage (decision 132): the upload's answer
// and the path it gives, which a question's image_url may hold instead of an outside http(s) link.
import { z } from 'zod';

/** Pictures in a question are screenshots and diagrams: 5 MB is plenty (a class resource may be 20). */
export const QUIZ_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The types a question image may be, as the upload form lists them. SVG is not one: it can carry script. */
export const QUIZ_IMAGE_TYPES_TEXT = 'PNG, JPEG, WebP or GIF';
/** What the file input offers; the API decides by the bytes, not by this list. */
export const QUIZ_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export const QUIZ_IMAGE_MESSAGES = {
  wrongType: `This file's content is not an image a question can show: ${QUIZ_IMAGE_TYPES_TEXT}.`,
  notFound: 'This image does not exist.',
} as const;

/**
 * The path the API serves an uploaded image at (`/files/quiz-images/{course}/{class}/{uuid}.{ext}`),
 * relative to the API's own address, as the course posters' are: the browser resolves it against
 * the API URL it already calls (mfe-shared's `apiUrl`), so a stored quiz survives a change of host.
 */
export const QUIZ_IMAGE_PATH =
  /^\/files\/quiz-images\/[1-9][0-9]{0,9}\/[1-9][0-9]{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** POST /admin/courses/{id}/classes/{classId}/quiz/images (multipart `file`) → 201. */
export const quizImageUploadResponseSchema = z.object({
  /** The value to put in a question's image_url. */
  url: z.string().regex(QUIZ_IMAGE_PATH),
  content_type: z.string(),
  size_bytes: z.number().int().positive(),
});
export type QuizImageUpload = z.infer<typeof quizImageUploadResponseSchema>;
