// One way to turn a pdfkit document into bytes with the site's embedded fonts, shared by the
// receipts (decision 121) and the catalogue (decision 207): both stream into memory and are stored.
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The document's bytes once `doc.end()` has been called; registers the regular and bold faces under the given names. */
export function pdfBytes(doc: Doc, fonts: { regular: Buffer; bold: Buffer }, names: { regular: string; bold: string }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(names.regular, fonts.regular);
  doc.registerFont(names.bold, fonts.bold);
  return done;
}
