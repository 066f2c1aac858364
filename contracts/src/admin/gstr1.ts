// GET /admin/invoices/gstr1?month=2026-11 (decision 153): a month's tax invoices and credit notes
// as a GSTR-1-shaped JSON. The shape is the one GSTN's Returns Offline Tool reads and writes for
// GSTR-1 (gst.gov.in → Downloads → Offline Tools → GSTR-1 Offline Tool; the tool's JSON, format
// version GST3.x): gstin, fp "MMYYYY", and the tables b2b, b2cl, b2cs, cdnr, cdnur, hsn and
// doc_issue. GSTN publishes no machine-readable schema; this zod schema is our reading of the
// tool's format for the tables we fill (the others are left out, as the tool does with an empty
// table), checked by the API's tests. Amounts are rupees as JSON numbers with at most two
// decimals, as the tool writes them.
import { z } from 'zod';

/** A rupee amount with at most two decimals (the tool's number format), from exact paise. */
const rupees = z
  .number()
  .finite()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'at most two decimals' });
const stateCode = z.string().regex(/^\d{2}$/);
const gstin = z.string().regex(/^\d{2}[0-9A-Z]{10}[0-9A-Z]Z[0-9A-Z]$/);
/** DD-MM-YYYY, the tool's date format. */
const gstDate = z.string().regex(/^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-\d{4}$/);
/** The GST rate in percent (18 for 18%). */
const rate = z.number().nonnegative().max(100);

const itemDetail = z.strictObject({ rt: rate, txval: rupees, iamt: rupees, camt: rupees, samt: rupees, csamt: rupees });
/** `num` follows the tool's habit: the rate times 100, plus 1 (1801 for the 18% line). */
const item = z.strictObject({ num: z.number().int().positive(), itm_det: itemDetail });
const interStateItem = z.strictObject({
  num: z.number().int().positive(),
  itm_det: z.strictObject({ rt: rate, txval: rupees, iamt: rupees, csamt: rupees }),
});

export const gstr1B2bSchema = z.strictObject({
  ctin: gstin,
  inv: z.array(
    z.strictObject({
      inum: z.string().min(1).max(16),
      idt: gstDate,
      val: rupees,
      pos: stateCode,
      rchrg: z.enum(['Y', 'N']),
      inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE']),
      itms: z.array(item).min(1),
    }),
  ),
});

export const gstr1B2clSchema = z.strictObject({
  pos: stateCode,
  inv: z.array(z.strictObject({ inum: z.string().min(1).max(16), idt: gstDate, val: rupees, itms: z.array(interStateItem).min(1) })),
});

export const gstr1B2csSchema = z.strictObject({
  sply_ty: z.enum(['INTRA', 'INTER']),
  pos: stateCode,
  typ: z.literal('OE'),
  rt: rate,
  txval: rupees,
  iamt: rupees,
  camt: rupees,
  samt: rupees,
  csamt: rupees,
});

const note = {
  ntty: z.enum(['C', 'D']),
  nt_num: z.string().min(1).max(16),
  nt_dt: gstDate,
  val: rupees,
};

export const gstr1CdnrSchema = z.strictObject({
  ctin: gstin,
  nt: z.array(
    z.strictObject({ ...note, pos: stateCode, rchrg: z.enum(['Y', 'N']), inv_typ: z.enum(['R', 'SEWP', 'SEWOP', 'DE']), itms: z.array(item).min(1) }),
  ),
});

export const gstr1CdnurSchema = z.strictObject({ ...note, typ: z.enum(['B2CL', 'EXPWP', 'EXPWOP']), pos: stateCode, itms: z.array(interStateItem).min(1) });

export const gstr1HsnRowSchema = z.strictObject({
  num: z.number().int().positive(),
  hsn_sc: z.string().regex(/^\d{4,8}$/),
  desc: z.string().max(30),
  uqc: z.string().min(1),
  qty: z.number().nonnegative(),
  rt: rate,
  val: rupees,
  txval: rupees,
  iamt: rupees,
  camt: rupees,
  samt: rupees,
  csamt: rupees,
});

/** doc_num 1: invoices for outward supply; 5: credit notes (the tool's document types). */
export const GSTR1_DOC_TYPES = { invoices: 1, creditNotes: 5 } as const;

export const gstr1DocIssueSchema = z.strictObject({
  doc_det: z.array(
    z.strictObject({
      doc_num: z.number().int().positive(),
      docs: z.array(
        z.strictObject({
          num: z.number().int().positive(),
          from: z.string().min(1).max(16),
          to: z.string().min(1).max(16),
          totnum: z.number().int().nonnegative(),
          cancel: z.number().int().nonnegative(),
          net_issue: z.number().int().nonnegative(),
        }),
      ),
    }),
  ),
});

export const gstr1Schema = z.strictObject({
  gstin,
  /** The return period, MMYYYY. */
  fp: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  b2b: z.array(gstr1B2bSchema),
  b2cl: z.array(gstr1B2clSchema),
  b2cs: z.array(gstr1B2csSchema),
  cdnr: z.array(gstr1CdnrSchema),
  cdnur: z.array(gstr1CdnurSchema),
  hsn: z.strictObject({ data: z.array(gstr1HsnRowSchema) }),
  doc_issue: gstr1DocIssueSchema,
});
export type Gstr1 = z.infer<typeof gstr1Schema>;

export const GSTR1_MESSAGES = {
  /** The export names the seller's GSTIN; without one there is nothing to file (decision 141). */
  notRegistered: 'Add the business GSTIN in the tax settings before exporting GSTR-1.',
} as const;

/**
 * B2CL: an inter-state invoice to an unregistered buyer above ₹1,00,000 is reported invoice by
 * invoice (CGST notification 12/2024 lowered the limit from ₹2,50,000 from 1 August 2024).
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** GSTR1_<gstin>_<MMYYYY>.json, the name the download gets. */
export const gstr1FileName = (sellerGstin: string, fp: string) => `GSTR1_${sellerGstin}_${fp}.json`;
