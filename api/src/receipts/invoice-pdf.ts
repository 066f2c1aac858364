// The GST tax invoice of a paid order as a one-page A4 PDF (decision 141), beside the receipt
// (decision 121). It prints only the invoice row, which is never edited after issue, so the same
// invoice always gives the same bytes (every date in the file is the issue date). The fields are
// CGST Rules 2017, rule 46, in its order:
//   (a) supplier's name, address and GSTIN   (b) invoice number   (c) date of issue
//   (d) recipient's name, address and GSTIN, if registered
//   (e) for an unregistered recipient: name, address and the state (with its code)
//   (g) SAC   (h) description (and, for a company's seats, the quantity and unit price)   (j) taxable value   (k) rate of tax   (l) amount of each tax head
//   (m) place of supply with the state's name   (p) whether tax is payable on reverse charge
//   (q) signature of the supplier or an authorised representative
// The total is also written in words, as the accountant expects.
import { GST_STATES, amountInWords, formatGstRate, type GstStateCode } from '@sap-academy/contracts/gst';
import { BRAND_COLORS } from '../mail/brand';
import { formatDate, formatMoney } from '../mail/format';
import type { InvoiceRow } from '../repositories/invoices';
import type { CreditNoteRow } from '../repositories/refunds';
import { openA4Pdf, pdfLayout } from './pdf-layout';

const PAGE_MARGIN = 50;
const REGULAR = 'Invoice-Regular';
const BOLD = 'Invoice-Bold';

/** "Karnataka (29)": a state as rule 46(e) and (m) print it. */
export const stateWithCode = (code: string) => `${GST_STATES[code as GstStateCode] ?? code} (${code})`;

/** The tax heads an invoice shows: CGST and SGST for a supply within the state, IGST otherwise. */
export function taxHeads(invoice: Pick<InvoiceRow, 'regime' | 'rateBp' | 'cgst' | 'sgst' | 'igst'>) {
  return invoice.regime === 'intra_state'
    ? [
        { label: `CGST @ ${formatGstRate(invoice.rateBp / 2)}`, paise: invoice.cgst },
        { label: `SGST @ ${formatGstRate(invoice.rateBp / 2)}`, paise: invoice.sgst },
      ]
    : [{ label: `IGST @ ${formatGstRate(invoice.rateBp)}`, paise: invoice.igst }];
}

/** The file name a download or an attachment gets: slashes are not allowed in one. */
export const invoiceFilename = (number: string) => `tax-invoice-${number.replace(/\//g, '-')}.pdf`;

/** A credit note's download name, like the invoice's. */
export const creditNoteFilename = (number: string) => `credit-note-${number.replace(/\//g, '-')}.pdf`;

/**
 * The invoice, or with `creditNote` the GST credit note of a refund of it (decision 142; CGST Act
 * s.34, rules 53(1A)): the same supplier, recipient, place of supply and SAC, the note's own
 * number and date, the original invoice's number and date, and the figures credited.
 */
export async function renderInvoicePdf(invoice: InvoiceRow, creditNote?: CreditNoteRow): Promise<Buffer> {
  const { seller, buyer } = invoice;
  const kind = creditNote ? 'Credit Note' : 'Tax Invoice';
  const figures = creditNote ?? invoice;
  const issuedAt = creditNote?.issuedAt ?? invoice.issuedAt;
  const { doc, done } = await openA4Pdf(
    { title: `${kind} ${figures.number}`, author: seller.legal_name, subject: `${kind} for ${invoice.courseTitle}`, date: issuedAt },
    PAGE_MARGIN,
    { regular: REGULAR, bold: BOLD },
  );
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const { rule, pairs, heading, table } = pdfLayout(doc, { regular: REGULAR, bold: BOLD }, left, width);
  const money = (paise: number) => formatMoney(paise, 'INR');

  // (a) The supplier.
  doc.font(BOLD).fontSize(16).fillColor(BRAND_COLORS.brand).text(seller.legal_name, left, PAGE_MARGIN);
  doc.font(REGULAR).fontSize(9.5).fillColor(BRAND_COLORS.text).text(seller.address);
  doc.text(`GSTIN: ${seller.gstin}`).text(`State: ${stateWithCode(seller.state)}`);
  doc.moveDown(0.6);
  rule(BRAND_COLORS.brand, 1.5);
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(20).fillColor(BRAND_COLORS.text).text(kind, left);
  doc.moveDown(0.3);

  // (b), (c), (m), (p)
  const pairRows = (rows: Array<[string, string]>) => pairs(rows, { labelWidth: 150, gap: 0.2 });
  const section = (text: string) => heading(text, { before: 0.6, after: 0.2 });
  pairRows([
    ...((creditNote
      ? [
          ['Credit note number', creditNote.number],
          ['Credit note date', formatDate(creditNote.issuedAt)],
          ['Original invoice', `${invoice.number} of ${formatDate(invoice.issuedAt)}`],
          ['Reason', creditNote.reason],
        ]
      : [
          ['Invoice number', invoice.number],
          ['Invoice date', formatDate(invoice.issuedAt)],
        ]) as Array<[string, string]>),
    ['Place of supply', stateWithCode(invoice.placeOfSupply)],
    ['Reverse charge', 'Whether tax is payable on reverse charge: No'],
  ]);

  // (d) or (e): the recipient.
  section('Bill to');
  pairRows([
    ['Name', buyer.name],
    ...(buyer.address ? ([['Address', buyer.address]] as Array<[string, string]>) : []),
    ['GSTIN', buyer.gstin || 'Unregistered'],
    ...(buyer.state ? ([['State', stateWithCode(buyer.state)]] as Array<[string, string]>) : []),
    ...(buyer.email ? ([['E-mail', buyer.email]] as Array<[string, string]>) : []),
  ]);

  // (g), (h), (j), (k), (l) and the total.
  section('Supply');
  // A company order's line (decision 154): N seats at a price per seat, with the figures of the whole line.
  const seats = invoice.quantity > 1 || invoice.unitPrice !== null;
  if (seats) {
    pairRows([
      ['Quantity', `${invoice.quantity} seat${invoice.quantity === 1 ? '' : 's'}`],
      ...(invoice.unitPrice !== null
        ? ([['Unit price', `${money(invoice.unitPrice)} per seat (${invoice.unitPriceIncludesGst ? 'GST included' : 'before GST'})`]] as Array<
            [string, string]
          >)
        : []),
    ]);
  }
  doc.moveDown(0.2);
  const heads = { regime: invoice.regime, rateBp: invoice.rateBp, cgst: figures.cgst, sgst: figures.sgst, igst: figures.igst };
  const description = seats ? `${invoice.courseTitle} — ${invoice.quantity} seat${invoice.quantity === 1 ? '' : 's'}` : invoice.courseTitle;
  table({ valueWidth: 120, detail: { header: 'SAC', width: 90 } }, [
    { label: `${description} (online training)${creditNote ? ', refunded' : ''}`, detail: invoice.sac, value: money(figures.taxable) },
    ...taxHeads(heads).map((head) => ({ label: head.label, detail: '', value: money(head.paise) })),
    { label: creditNote ? 'Total credited' : 'Total', detail: '', value: money(figures.total), strong: true },
  ]);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(BRAND_COLORS.text)
    .text(`Total in words: ${amountInWords(figures.total)}`, left, doc.y, { width });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(BRAND_COLORS.muted)
    .text(`Taxable value ${money(figures.taxable)}; GST rate ${formatGstRate(invoice.rateBp)}. All amounts in INR.`, { width });

  // (q) The signature.
  doc.moveDown(2.5);
  doc.font(BOLD).fontSize(10).fillColor(BRAND_COLORS.text).text(`For ${seller.legal_name}`, left, doc.y, { width, align: 'right' });
  doc.moveDown(2);
  doc.font(REGULAR).fontSize(10).text('Authorised signatory', left, doc.y, { width, align: 'right' });
  doc.moveDown(1.5);
  rule(BRAND_COLORS.border, 0.75);
  doc.moveDown(0.5);
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(BRAND_COLORS.muted)
    .text(
      creditNote
        ? 'This credit note is issued electronically for a refund of the invoice above; it is never altered after issue.'
        : 'This tax invoice is issued electronically for a supply already paid for; it is never altered after issue.',
      left,
      doc.y,
      { width },
    );

  doc.end();
  return done;
}
