// Reads a PDF back as text with unpdf (pdf.js), as a person's viewer would show it.
import { extractText, getDocumentProxy } from 'unpdf';

/** The PDF's text, whitespace collapsed (pdf.js splits lines where the layout wraps). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
