// The receipt of a paid order as a one-page A4 PDF: the business, the student, the
// course, list price, discount and amount paid in INR, and the provider's ids. The same order
// gives the same bytes: every date in the file is the payment's, and pdfkit derives the file id
// from them.
import { BRAND_COLORS, type Brand } from '../mail/brand';
import { formatDateTime, formatMoney } from '../mail/format';
import type { ReceiptDetails } from '../repositories/student-orders';
import { openA4Pdf, pdfLayout } from './pdf-layout';
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
  const number = receiptNumber(receipt.id, receipt.paidAt);
  const figures = receiptFigures(receipt);
  const { doc, done } = await openA4Pdf(
    { title: `Receipt ${number}`, author: brand.name, subject: `Payment receipt for ${receipt.course.title}`, date: receipt.paidAt },
    PAGE_MARGIN,
    { regular: REGULAR, bold: BOLD },
  );

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const { rule, pairs, heading, table } = pdfLayout(doc, { regular: REGULAR, bold: BOLD }, left, width);

  // The business, from the settings.
  doc.font(BOLD).fontSize(20).fillColor(BRAND_COLORS.brand).text(brand.name, left, PAGE_MARGIN);
  doc.font(REGULAR).fontSize(9.5).fillColor(BRAND_COLORS.muted).text(brand.address);
  const contact = [brand.email && `E-mail: ${brand.email}`, brand.phone && `Phone: ${brand.phone}`].filter(Boolean).join('   ·   ');
  if (contact) doc.text(contact);
  doc.text(brand.siteUrl.replace(/^https?:\/\//, ''));
  doc.moveDown(0.8);
  rule(BRAND_COLORS.brand, 1.5);

  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(24).fillColor(BRAND_COLORS.text).text('Receipt', left);
  doc.moveDown(0.4);

  const pairRows = (rows: Array<[string, string]>) => pairs(rows, { labelWidth: 130, gap: 0.25 });
  const section = (text: string) => heading(text, { before: 0.8, after: 0.3 });

  pairRows([
    ['Receipt number', number],
    ['Date paid', formatDateTime(receipt.paidAt)],
    ['Status', receipt.status === 'paid' ? 'Paid' : 'Paid, refund due (this payment will be refunded)'],
  ]);

  section('Billed to');
  doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.text).text(receipt.student.name, left).text(receipt.student.email);

  section('Order');
  pairRows([['Course', receipt.course.title]]);
  doc.moveDown(0.4);
  table({ valueWidth: 140 }, [
    { label: 'List price', value: figures.listPrice },
    { label: figures.discountLabel, value: figures.hasDiscount ? `\u2212${figures.discount}` : figures.discount },
    { label: 'Amount paid', value: figures.amount, strong: true },
  ]);
  doc.font(REGULAR).fontSize(9).fillColor(BRAND_COLORS.muted).text(`All amounts in ${figures.currency}.`, left);

  section('Payment');
  pairRows([
    ['Currency', figures.currency],
    ['Payment provider', providerName(receipt.provider)],
    ['Provider order id', receipt.orderId],
    ['Payment id', receipt.providerPaymentId],
  ]);

  doc.moveDown(2);
  rule(BRAND_COLORS.border, 0.75);
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
