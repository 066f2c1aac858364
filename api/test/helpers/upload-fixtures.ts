// Small files of every kind a class resource may be, and some it may not, built from their real
// formats (magic numbers, a zip with the Office parts), plus a multipart body as a browser sends one.
import { strToU8, zipSync } from 'fflate';

const officeZip = (mainType: string, part: string) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
      ),
      [part]: strToU8('<root/>'),
    }),
  );

/** A 1×1 PNG (its real bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const FILES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: PNG,
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(32, 1), Buffer.from([0xff, 0xd9])]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(18, 0)]),
  xlsx: officeZip('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl/workbook.xml'),
  docx: officeZip('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', 'word/document.xml'),
  pptx: officeZip('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml', 'ppt/presentation.xml'),
  csv: Buffer.from('T-code,Description\nME21N,Create purchase order\nFB60,Enter vendor invoice ₹\n'),
  txt: Buffer.from('MM configuration notes\n\tPlant 1000 → storage location 0001\n'),
  // Refused kinds:
  zip: Buffer.from(zipSync({ 'notes.txt': strToU8('a plain zip, not an Office file') })),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('This program cannot be run in DOS mode.')]),
  latin1: Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'),
  binary: Buffer.from([0x00, 0x01, 0x02, 0x03, 0x10, 0x20, 0x30, 0x00, 0xff]),
};

/** One file as a multipart/form-data body, as a browser's form sends it. */
export function multipart(fileName: string, bytes: Buffer, field = 'file', type = 'application/octet-stream') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
