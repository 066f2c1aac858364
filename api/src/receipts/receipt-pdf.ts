// The receipt of a paid order as a one-page A4 PDF: the business, the student, the
// course, list price, discount and amount paid in INR, and the provider's ids. The same order
// gives the same bytes: every date in the file is the payment's, and pdfkit derives the file id
// from them.
import { loadPdfKit } from './pdfkit';
import { BRAND_COLORS, type Brand } from '../mail/brand';
import { formatDateTime, formatMoney } from '../mail/format';
import type { ReceiptDetails } from '../repositories/student-orders';
import { pdfBytes } from './pdf-bytes';
import { receiptFonts } from './receipt-font';
import { receiptNumber } from './receipt-number';

const PAGE_MARGIN = 50;
const REGULAR = 'Receipt-Regular';
const BOLD = 'Receipt-Bold';

const PROVIDER_NAMES: Record<string, string> = { razorpay: 'Razorpay', test: 'Test provider (no money moved)' };
export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;

/** The figures a receipt shows, in the order's currency. */
export function receiptFigures(receipt: Pick<ReceiptDetails, 'listPrice' | 'amount' | 'currency' | 'couponCode'>) {
  const discount = Math.max(0, receipt.listPrice - receipt.amount);
  return {
    listPrice: formatMoney(receipt.listPrice, receipt.currency),
    discount: formatMoney(discount, receipt.currency),
    discountLabel: receipt.couponCode ? `Discount (coupon ${receipt.couponCode})` : 'Discount',
    amount: formatMoney(receipt.amount, receipt.currency),
    currency: receipt.currency.toUpperCase(),
    hasDiscount: discount > 0,
  };
}

export async function renderReceiptPdf(receipt: ReceiptDetails, brand: Brand): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const number = receiptNumber(receipt.id, receipt.paidAt);
  const figures = receiptFigures(receipt);
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    // Fixed metadata: no "now" anywhere, so the file id (a hash of this) is stable.
    info: {
      Title: `Receipt ${number}`,
      Author: brand.name,
      Subject: `Payment receipt for ${receipt.course.title}`,
      Creator: brand.name,
      Producer: brand.name,
      CreationDate: receipt.paidAt,
      ModDate: receipt.paidAt,
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  const done = pdfBytes(doc, fonts, { regular: REGULAR, bold: BOLD });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const right = left + width;

  // The business, from the settings.
  doc.font(BOLD).fontSize(20).fillColor(BRAND_COLORS.brand).text(brand.name, left, PAGE_MARGIN);
  doc.font(REGULAR).fontSize(9.5).fillColor(BRAND_COLORS.muted).text(brand.address);
  const contact = [brand.email && `E-mail: ${brand.email}`, brand.phone && `Phone: ${brand.phone}`].filter(Boolean).join('   ·   ');
  if (contact) doc.text(contact);
  doc.text(brand.siteUrl.replace(/^https?:\/\//, ''));
  doc.moveDown(0.8);
  rule(doc, left, right, BRAND_COLORS.brand, 1.5);

  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(24).fillColor(BRAND_COLORS.text).text('Receipt', left);
  doc.moveDown(0.4);

  const pairs = (rows: Array<[string, string]>, labelWidth = 130) => {
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.muted).text(label, left, y, { width: labelWidth });
      doc
        .font(REGULAR)
        .fontSize(10)
        .fillColor(BRAND_COLORS.text)
        .text(value, left + labelWidth, y, { width: width - labelWidth });
      doc.moveDown(0.25);
    }
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font(BOLD).fontSize(11).fillColor(BRAND_COLORS.brandDark).text(text, left);
    doc.moveDown(0.3);
  };

  pairs([
    ['Receipt number', number],
    ['Date paid', formatDateTime(receipt.paidAt)],
    ['Status', receipt.status === 'paid' ? 'Paid' : 'Paid, refund due (this payment will be refunded)'],
  ]);

  heading('Billed to');
  doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.text).text(receipt.student.name, left).text(receipt.student.email);

  heading('Order');
  pairs([['Course', receipt.course.title]]);
  doc.moveDown(0.4);
  table(doc, left, width, [
    { label: 'List price', value: figures.listPrice },
    { label: figures.discountLabel, value: figures.hasDiscount ? `\u2212${figures.discount}` : figures.discount },
    { label: 'Amount paid', value: figures.amount, strong: true },
  ]);
  doc.font(REGULAR).fontSize(9).fillColor(BRAND_COLORS.muted).text(`All amounts in ${figures.currency}.`, left);

  heading('Payment');
  pairs([
    ['Currency', figures.currency],
    ['Payment provider', providerName(receipt.provider)],
    ['Provider order id', receipt.orderId],
    ['Payment id', receipt.providerPaymentId],
  ]);

  doc.moveDown(2);
  rule(doc, left, right, BRAND_COLORS.border, 0.75);
  doc.moveDown(0.6);
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(BRAND_COLORS.muted)
    .text(`A receipt for a payment received online by ${brand.name}, generated electronically; no signature is needed.`, left, doc.y, { width })
    .text(`Questions about this payment? ${contact || brand.siteUrl}`, { width });

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, from: number, to: number, color: string, lineWidth: number) {
  doc.save().moveTo(from, doc.y).lineTo(to, doc.y).lineWidth(lineWidth).strokeColor(color).stroke().restore();
}

/** Two columns, description and amount (right-aligned), with a header band in the brand colour. */
function table(doc: PDFKit.PDFDocument, left: number, width: number, rows: Array<{ label: string; value: string; strong?: boolean }>) {
  const valueWidth = 140;
  const labelWidth = width - valueWidth - 24;
  const pad = 7;
  let y = doc.y;
  doc.save().rect(left, y, width, 22).fill(BRAND_COLORS.brand).restore();
  doc.font(BOLD).fontSize(10).fillColor('#ffffff');
  doc.text('Description', left + pad, y + 6, { width: labelWidth });
  doc.text('Amount', left + width - valueWidth - pad, y + 6, { width: valueWidth, align: 'right' });
  y += 22;
  for (const row of rows) {
    const font = row.strong ? BOLD : REGULAR;
    doc.font(font).fontSize(row.strong ? 11 : 10);
    const height = Math.max(doc.heightOfString(row.label, { width: labelWidth }), doc.heightOfString(row.value, { width: valueWidth })) + 2 * pad;
    if (row.strong) doc.save().rect(left, y, width, height).fill(BRAND_COLORS.surfaceAlt).restore();
    doc.font(font).fillColor(BRAND_COLORS.text);
    doc.text(row.label, left + pad, y + pad, { width: labelWidth });
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
}
