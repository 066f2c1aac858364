// The drawing pieces the receipt (decision 121) and the tax invoice (decision 141) share: label and
// value pairs, section headings, rules and the amounts table. One copy, so the two documents keep
// the same look; each passes its own spacing, so the bytes each one renders stay as they were.
import { BRAND_COLORS } from '../mail/brand';
import { loadPdfKit } from './pdfkit';
import { pdfBytes } from './pdf-bytes';
import { receiptFonts } from './receipt-font';

export interface PdfLayoutFonts {
  regular: string;
  bold: string;
}

/** The metadata a document prints: fixed, with no "now" anywhere, so the file id (a hash of it) and the bytes are stable. */
export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
  /** The one date the file carries (creation and change). */
  date: Date;
}

/** An A4 page with the given margin and metadata, the embedded fonts registered under `fonts`, and its bytes once `doc.end()` is called. */
export async function openA4Pdf(meta: PdfMeta, margin: number, fonts: PdfLayoutFonts) {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: meta.author,
      Producer: meta.author,
      CreationDate: meta.date,
      ModDate: meta.date,
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  const done = pdfBytes(doc, receiptFonts(), fonts);
  return { doc, done };
}

export interface PdfTableRow {
  label: string;
  /** The optional middle column (the invoice's SAC). */
  detail?: string;
  value: string;
  strong?: boolean;
}

export interface PdfTableColumns {
  valueWidth: number;
  /** A middle column between the description and the amount, when the document has one. */
  detail?: { header: string; width: number };
}

/** The helpers bound to one document, its fonts and its text column (left edge and width). */
export function pdfLayout(doc: PDFKit.PDFDocument, fonts: PdfLayoutFonts, left: number, width: number) {
  const right = left + width;

  /** A horizontal line across the column at the current y. */
  const rule = (color: string, lineWidth: number) => {
    doc.save().moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(lineWidth).strokeColor(color).stroke().restore();
  };

  /** Label (muted) and value rows; `gap` is the space after each row, in lines. */
  const pairs = (rows: Array<[string, string]>, { labelWidth, gap }: { labelWidth: number; gap: number }) => {
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font(fonts.regular).fontSize(10).fillColor(BRAND_COLORS.muted).text(label, left, y, { width: labelWidth });
      doc
        .font(fonts.regular)
        .fontSize(10)
        .fillColor(BRAND_COLORS.text)
        .text(value, left + labelWidth, y, { width: width - labelWidth });
      doc.moveDown(gap);
    }
  };

  /** A section heading with `before` and `after` lines of space. */
  const heading = (text: string, { before, after }: { before: number; after: number }) => {
    doc.moveDown(before);
    doc.font(fonts.bold).fontSize(11).fillColor(BRAND_COLORS.brandDark).text(text, left);
    doc.moveDown(after);
  };

  /** Description, the optional middle column and amount (right-aligned), with a header band in the brand colour. */
  const table = (columns: PdfTableColumns, rows: PdfTableRow[]) => {
    const { valueWidth, detail } = columns;
    const labelWidth = width - valueWidth - (detail?.width ?? 0) - 24;
    const pad = 7;
    let y = doc.y;
    doc.save().rect(left, y, width, 22).fill(BRAND_COLORS.brand).restore();
    doc.font(fonts.bold).fontSize(10).fillColor('#ffffff');
    doc.text('Description', left + pad, y + 6, { width: labelWidth });
    if (detail) doc.text(detail.header, left + pad + labelWidth + 6, y + 6, { width: detail.width });
    doc.text('Amount', left + width - valueWidth - pad, y + 6, { width: valueWidth, align: 'right' });
    y += 22;
    for (const row of rows) {
      const font = row.strong ? fonts.bold : fonts.regular;
      doc.font(font).fontSize(row.strong ? 11 : 10);
      const height = Math.max(doc.heightOfString(row.label, { width: labelWidth }), doc.heightOfString(row.value, { width: valueWidth })) + 2 * pad;
      if (row.strong) doc.save().rect(left, y, width, height).fill(BRAND_COLORS.surfaceAlt).restore();
      doc.font(font).fillColor(BRAND_COLORS.text);
      doc.text(row.label, left + pad, y + pad, { width: labelWidth });
      if (detail && row.detail) doc.text(row.detail, left + pad + labelWidth + 6, y + pad, { width: detail.width });
      doc.text(row.value, left + width - valueWidth - pad, y + pad, { width: valueWidth, align: 'right' });
      y += height;
      doc
        .save()
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(BRAND_COLORS.border)
        .stroke()
        .restore();
    }
    doc.x = left;
    doc.y = y + 6;
  };

  return { rule, pairs, heading, table };
}
