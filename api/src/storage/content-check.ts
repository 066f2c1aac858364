// What a class resource may be, decided by its bytes (decision 131): file-type reads the magic
// numbers (and, for the Office formats, the zip's own entries); a file it does not recognise is
// accepted only as UTF-8 text. The name's extension must agree with the content, so a file never
// downloads under a name that lies about it. file-type loads with the first upload (decision 129).

export interface CheckedContent {
  contentType: string;
  /** The extensions a file of this content may be named with. */
  extensions: readonly string[];
  label: string;
}

const BINARY_TYPES: Record<string, CheckedContent> = {
  'application/pdf': { contentType: 'application/pdf', extensions: ['pdf'], label: 'a PDF' },
  'image/png': { contentType: 'image/png', extensions: ['png'], label: 'a PNG image' },
  'image/jpeg': { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'a JPEG image' },
  'image/webp': { contentType: 'image/webp', extensions: ['webp'], label: 'a WebP image' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'an Excel workbook',
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'a Word document',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    label: 'a PowerPoint presentation',
  },
};
const CSV: CheckedContent = { contentType: 'text/csv; charset=utf-8', extensions: ['csv'], label: 'a CSV file' };
const TEXT: CheckedContent = { contentType: 'text/plain; charset=utf-8', extensions: ['txt'], label: 'a text file' };

export const ALLOWED_RESOURCE_EXTENSIONS = [...Object.values(BINARY_TYPES).flatMap((t) => t.extensions), 'csv', 'txt'];

/** Control characters a text file does not hold (tab, line feed, form feed and carriage return do). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function isUtf8Text(bytes: Buffer): boolean {
  try {
    return !BINARY_CONTROL.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return false;
  }
}

export type ContentVerdict =
  { ok: true; content: CheckedContent } | { ok: false; reason: 'type'; detected?: string } | { ok: false; reason: 'extension'; content: CheckedContent };

export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * What an assignment submission may be (decision 134): documents and pictures of the work, and
 * spreadsheets; not Word, PowerPoint or plain text, which a trainer would have to open blind.
 */
export const SUBMISSION_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV.contentType,
]);

/**
 * The content's type if it is one a resource may be (or, with `accept`, one of those types) and
 * `fileName`'s extension agrees.
 */
export async function checkResourceContent(bytes: Buffer, fileName: string, accept?: ReadonlySet<string>): Promise<ContentVerdict> {
  const { fileTypeFromBuffer } = await import('file-type/core');
  const sniffed = await fileTypeFromBuffer(bytes);
  let content: CheckedContent | undefined;
  if (sniffed) content = BINARY_TYPES[sniffed.mime];
  else if (isUtf8Text(bytes)) content = extensionOf(fileName) === 'csv' ? CSV : TEXT;
  if (!content || (accept && !accept.has(content.contentType))) return { ok: false, reason: 'type', detected: sniffed?.mime };
  if (!content.extensions.includes(extensionOf(fileName))) return { ok: false, reason: 'extension', content };
  return { ok: true, content };
}
