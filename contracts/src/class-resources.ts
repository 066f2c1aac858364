// Class resources (decision 131): files a class carries, listed under the video, downloaded
// through short-lived signed links. The texts are the API's answers, shared with the screens.
import { z } from 'zod';

const id = z.number().int().positive();

/** What a student sees of a class's file: its name, size and type; never where it is stored. */
export const classResourceSchema = z.object({
  id,
  name: z.string(),
  size_bytes: z.number().int().positive(),
  content_type: z.string(),
});
export type ClassResource = z.infer<typeof classResourceSchema>;

/** GET …/resources/{resourceId}/link and the back office's own: a download link that soon expires. */
export const fileLinkResponseSchema = z.object({ url: z.string(), expires_at: z.string() });
export type FileLinkResponse = z.infer<typeof fileLinkResponseSchema>;

/** The file types a class resource may be, as the upload form lists them. */
export const RESOURCE_TYPES_TEXT = 'PDF, PNG, JPEG, WebP, Excel (.xlsx), Word (.docx), PowerPoint (.pptx), CSV or plain text';

export const RESOURCE_MESSAGES = {
  noFile: 'Attach one file as the "file" field of a multipart form.',
  empty: 'The file is empty.',
  wrongType: `This file's content is not one of the allowed types: ${RESOURCE_TYPES_TEXT}.`,
  extensionMismatch: (label: string, extensions: readonly string[]) =>
    `The file's content is ${label}, but its name does not end in ${extensions.map((e) => `.${e}`).join(' or ')}.`,
  tooLarge: (maxBytes: number) => `The file is larger than the limit of ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  badName: 'The file name must be a plain name: no folders, no leading dot, no ".." and no control characters.',
  longName: (max: number) => `The file name must have at most ${max} characters.`,
  linkInvalid: 'This download link is not valid.',
  linkExpired: 'This download link has expired; open the class again for a new one.',
  fileGone: 'This file is no longer available.',
  storageUnavailable: 'Files cannot be stored or read right now. Please try again in a minute.',
} as const;
