// GET /admin/invoices.csv?month=2026-11 (decision 141): a month's tax invoices for the accountant,
// one row per invoice, the month in India time. Amounts are rupees with two decimals.
import { z } from 'zod';

export const INVOICE_CSV_MESSAGES = { month: 'month must be a month like 2026-11.' } as const;

export const invoicesCsvQuerySchema = z.object({
  month: z.string({ error: INVOICE_CSV_MESSAGES.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: INVOICE_CSV_MESSAGES.month }),
});
export type InvoicesCsvQuery = z.infer<typeof invoicesCsvQuerySchema>;

/** The CSV's columns, in order. */
export const INVOICE_CSV_COLUMNS = [
  'Invoice number',
  'Invoice date',
  'Buyer name',
  'Buyer GSTIN',
  'Place of supply',
  'SAC',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;
