// An uploader's file name is shown and offered on download, never used as a path (decision 131):
// one with a folder in it, a dot-name, control characters or too many characters is refused,
// so what staff see is what students get.
export const MAX_FILE_NAME_LENGTH = 160;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/;

/** Null when `name` may be kept as a display name; otherwise why not. */
export function fileNameIssue(name: string): 'empty' | 'path' | 'long' | null {
  if (!name.trim()) return 'empty';
  if (name.length > MAX_FILE_NAME_LENGTH) return 'long';
  if (UNSAFE.test(name) || name.startsWith('.') || name.includes('..') || name !== name.trim()) return 'path';
  return null;
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback for old clients and the UTF-8
 * name percent-encoded, so no quote, semicolon or line break in a name can change the header.
 */
export function attachmentDisposition(name: string): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
