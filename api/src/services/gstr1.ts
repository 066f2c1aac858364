// A month's invoices and credit notes as GSTR-1's tables (decision 153, which states every rule
// for the accountant). Pure: the rows in, the JSON out, so the rules are tested without a
// database. Every sum is taken in paise and turned into rupees once, so no rounding enters.
import { B2CL_LIMIT_PAISE, GSTR1_DOC_TYPES, type Gstr1 } from '@sap-academy/contracts/admin';
import type { CreditNoteRow, InvoiceRow } from '../repositories/invoices';

const IST_OFFSET_MS = 330 * 60_000;

/** The figures GSTR-1 needs of an invoice. */
export type Gstr1Invoice = Pick<
  InvoiceRow,
  'number' | 'serial' | 'issuedAt' | 'buyer' | 'placeOfSupply' | 'regime' | 'sac' | 'rateBp' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'
>;
export type Gstr1CreditNote = Pick<CreditNoteRow, 'number' | 'serial' | 'issuedAt' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>;

/** SAC 999293's description, within the tool's 30 characters. */
const SAC_DESCRIPTIONS: Record<string, string> = { '999293': 'Commercial training & coaching' };
/** Services are not counted in units: the tool's "NA" unit and quantity 0. */
const SERVICE_UQC = 'NA';

/** Paise → rupees as a JSON number; paise / 100 prints as the exact two-decimal amount. */
const rupees = (paise: number) => paise / 100;
/** "27-11-2026": the date in India, the tool's format. */
const gstDate = (at: Date) => {
  const [y, m, d] = new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
};
const rate = (rateBp: number) => rateBp / 100;
/** The tool numbers an item line by its rate: 1801 for 18%. */
const itemNumber = (rateBp: number) => rateBp + 1;

type Kind = 'b2b' | 'b2cl' | 'b2cs';
/** B2B: the buyer gave a GSTIN. B2CL: unregistered, inter-state, above the limit. B2CS: the rest. */
export function kindOf(invoice: Pick<Gstr1Invoice, 'buyer' | 'regime' | 'total'>): Kind {
  if (invoice.buyer.gstin) return 'b2b';
  return invoice.regime === 'inter_state' && invoice.total > B2CL_LIMIT_PAISE ? 'b2cl' : 'b2cs';
}

interface Heads {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}
const add = (a: Heads, b: Heads, sign: 1 | -1): Heads => ({
  taxable: a.taxable + sign * b.taxable,
  cgst: a.cgst + sign * b.cgst,
  sgst: a.sgst + sign * b.sgst,
  igst: a.igst + sign * b.igst,
  total: a.total + sign * b.total,
});
const ZERO: Heads = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };

const itemOf = (rateBp: number, heads: Heads) => ({
  num: itemNumber(rateBp),
  itm_det: { rt: rate(rateBp), txval: rupees(heads.taxable), iamt: rupees(heads.igst), camt: rupees(heads.cgst), samt: rupees(heads.sgst), csamt: 0 },
});
const interStateItemOf = (rateBp: number, heads: Heads) => ({
  num: itemNumber(rateBp),
  itm_det: { rt: rate(rateBp), txval: rupees(heads.taxable), iamt: rupees(heads.igst), csamt: 0 },
});

/** Groups rows by a key, keeping first-seen order (issue order in, issue order out). */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** One doc_issue line per number series (prefix and year): serials are gapless, so none is cancelled. */
function documentLines(documents: Array<{ number: string; serial: number }>) {
  return [...groupBy(documents, (doc) => doc.number.replace(/\/\d+$/, '')).values()].map((series, index) => {
    const sorted = [...series].sort((a, b) => a.serial - b.serial);
    return { num: index + 1, from: sorted[0]!.number, to: sorted.at(-1)!.number, totnum: sorted.length, cancel: 0, net_issue: sorted.length };
  });
}

export function buildGstr1(input: {
  gstin: string;
  month: string;
  invoices: Gstr1Invoice[];
  creditNotes: Array<{ note: Gstr1CreditNote; invoice: Gstr1Invoice }>;
}): Gstr1 {
  const [year, month] = input.month.split('-') as [string, string];

  const b2b = [
    ...groupBy(
      input.invoices.filter((i) => kindOf(i) === 'b2b'),
      (i) => i.buyer.gstin,
    ).entries(),
  ].map(([ctin, rows]) => ({
    ctin,
    inv: rows.map((i) => ({
      inum: i.number,
      idt: gstDate(i.issuedAt),
      val: rupees(i.total),
      pos: i.placeOfSupply,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: [itemOf(i.rateBp, i)],
    })),
  }));

  const b2cl = [
    ...groupBy(
      input.invoices.filter((i) => kindOf(i) === 'b2cl'),
      (i) => i.placeOfSupply,
    ).entries(),
  ].map(([pos, rows]) => ({
    pos,
    inv: rows.map((i) => ({ inum: i.number, idt: gstDate(i.issuedAt), val: rupees(i.total), itms: [interStateItemOf(i.rateBp, i)] })),
  }));

  // B2CS is a net figure per supply type, place and rate: a credit note to an unregistered buyer
  // (of a B2CS invoice, this month's or earlier) is subtracted from its invoice's line.
  const b2csLines = new Map<string, { regime: string; pos: string; rateBp: number; heads: Heads }>();
  const intoB2cs = (invoice: Gstr1Invoice, heads: Heads, sign: 1 | -1) => {
    const key = `${invoice.regime}|${invoice.placeOfSupply}|${invoice.rateBp}`;
    const line = b2csLines.get(key) ?? { regime: invoice.regime, pos: invoice.placeOfSupply, rateBp: invoice.rateBp, heads: ZERO };
    b2csLines.set(key, { ...line, heads: add(line.heads, heads, sign) });
  };
  for (const invoice of input.invoices) if (kindOf(invoice) === 'b2cs') intoB2cs(invoice, invoice, 1);
  for (const { note, invoice } of input.creditNotes) if (kindOf(invoice) === 'b2cs') intoB2cs(invoice, note, -1);
  const b2cs = [...b2csLines.values()].map((line) => ({
    sply_ty: line.regime === 'intra_state' ? ('INTRA' as const) : ('INTER' as const),
    pos: line.pos,
    typ: 'OE' as const,
    rt: rate(line.rateBp),
    txval: rupees(line.heads.taxable),
    iamt: rupees(line.heads.igst),
    camt: rupees(line.heads.cgst),
    samt: rupees(line.heads.sgst),
    csamt: 0,
  }));

  const note = (n: Gstr1CreditNote) => ({ ntty: 'C' as const, nt_num: n.number, nt_dt: gstDate(n.issuedAt), val: rupees(n.total) });
  const cdnr = [
    ...groupBy(
      input.creditNotes.filter(({ invoice }) => kindOf(invoice) === 'b2b'),
      ({ invoice }) => invoice.buyer.gstin,
    ).entries(),
  ].map(([ctin, rows]) => ({
    ctin,
    nt: rows.map(({ note: n, invoice }) => ({
      ...note(n),
      pos: invoice.placeOfSupply,
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: [itemOf(invoice.rateBp, n)],
    })),
  }));
  const cdnur = input.creditNotes
    .filter(({ invoice }) => kindOf(invoice) === 'b2cl')
    .map(({ note: n, invoice }) => ({ ...note(n), typ: 'B2CL' as const, pos: invoice.placeOfSupply, itms: [interStateItemOf(invoice.rateBp, n)] }));

  // HSN/SAC summary: per SAC and rate, the month's invoices less the month's credit notes.
  const hsnLines = new Map<string, { sac: string; rateBp: number; heads: Heads }>();
  const intoHsn = (invoice: Gstr1Invoice, heads: Heads, sign: 1 | -1) => {
    const key = `${invoice.sac}|${invoice.rateBp}`;
    const line = hsnLines.get(key) ?? { sac: invoice.sac, rateBp: invoice.rateBp, heads: ZERO };
    hsnLines.set(key, { ...line, heads: add(line.heads, heads, sign) });
  };
  for (const invoice of input.invoices) intoHsn(invoice, invoice, 1);
  for (const { note: n, invoice } of input.creditNotes) intoHsn(invoice, n, -1);
  const hsn = {
    data: [...hsnLines.values()].map((line, index) => ({
      num: index + 1,
      hsn_sc: line.sac,
      desc: SAC_DESCRIPTIONS[line.sac] ?? '',
      uqc: SERVICE_UQC,
      qty: 0,
      rt: rate(line.rateBp),
      val: rupees(line.heads.total),
      txval: rupees(line.heads.taxable),
      iamt: rupees(line.heads.igst),
      camt: rupees(line.heads.cgst),
      samt: rupees(line.heads.sgst),
      csamt: 0,
    })),
  };

  const docDet = [
    { doc_num: GSTR1_DOC_TYPES.invoices, docs: documentLines(input.invoices) },
    { doc_num: GSTR1_DOC_TYPES.creditNotes, docs: documentLines(input.creditNotes.map(({ note: n }) => n)) },
  ].filter((line) => line.docs.length > 0);

  return { gstin: input.gstin, fp: `${month}${year}`, b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue: { doc_det: docDet } };
}
