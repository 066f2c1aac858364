// What a quiz question's image may be, decided by its bytes (decision 132), as class resources'
// content is (decision 131's content-check.ts): file-type reads the magic numbers. Only raster
// formats every browser shows; SVG is refused because it can carry script. The uploader's name is
// not kept, so its extension is not compared: the stored type and the URL's extension are the
// content's. file-type loads with the first upload (decision 129).

export interface ImageContent {
  contentType: string;
  /** The extension the image is served under: one per type, so a URL names one stored file. */
  extension: QuizImageExtension;
}

export const QUIZ_IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type QuizImageExtension = keyof typeof QUIZ_IMAGE_TYPES;

const BY_MIME = new Map<string, QuizImageExtension>(Object.entries(QUIZ_IMAGE_TYPES).map(([extension, mime]) => [mime, extension as QuizImageExtension]));

/** The image's type when its bytes are one a question may show, else null. */
export async function checkImageContent(bytes: Buffer): Promise<ImageContent | null> {
  const { fileTypeFromBuffer } = await import('file-type/core');
  const sniffed = await fileTypeFromBuffer(bytes);
  const extension = sniffed ? BY_MIME.get(sniffed.mime) : undefined;
  return extension ? { contentType: QUIZ_IMAGE_TYPES[extension], extension } : null;
}
