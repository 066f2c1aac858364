// A month's tax invoices for the accountant (decision 141): one row per invoice, in issue order,
// the month and the dates in India time, amounts in rupees with two decimals (the form GSTR-1 and
// the books use). Exporting buyers' names and GSTINs is audited, like the leads export.
import { GSTR1_MESSAGES, INVOICE_CSV_COLUMNS, type Gstr1 } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { invoicesRepository, type InvoiceRow } from '../repositories/invoices';
import { stateWithCode } from '../receipts/invoice-pdf';
import { buildGstr1 } from './gstr1';
import { readTaxSettings } from './tax-settings';

const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11" → the instants [1 Nov 00:00 IST, 1 Dec 00:00 IST). */
export function indiaMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

/** Paise → "11800.00": plain digits for a spreadsheet, no symbol, no grouping. */
export const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** "2026-11-27": the invoice's date in India. */
const indiaDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export function invoiceCsvRow(invoice: InvoiceRow): string[] {
  const row: Record<(typeof INVOICE_CSV_COLUMNS)[number], string> = {
    'Invoice number': invoice.number,
    'Invoice date': indiaDate(invoice.issuedAt),
    'Buyer name': invoice.buyer.name,
    'Buyer GSTIN': invoice.buyer.gstin,
    'Place of supply': stateWithCode(invoice.placeOfSupply),
    SAC: invoice.sac,
    'Taxable value': rupees(invoice.taxable),
    CGST: rupees(invoice.cgst),
    SGST: rupees(invoice.sgst),
    IGST: rupees(invoice.igst),
    Total: rupees(invoice.total),
  };
  return INVOICE_CSV_COLUMNS.map((column) => row[column]);
}

export async function exportMonthInvoices(db: Db, actorUserId: number, month: string): Promise<string[][]> {
  const { from, to } = indiaMonthRange(month);
  await recordAudit(db, { actorUserId, action: 'invoice.export', entity: 'order', entityId: 'invoices', before: null, after: { month } });
  return (await invoicesRepository(db).issuedBetween(from, to)).map(invoiceCsvRow);
}

/**
 * The month as GSTR-1's tables (decision 153): the seller's GSTIN from the month's invoices, or
 * the tax settings when it issued none. Audited like the CSV: it names buyers' GSTINs.
 */
export async function exportMonthGstr1(db: Db, actorUserId: number, month: string): Promise<Gstr1> {
  const { from, to } = indiaMonthRange(month);
  const repo = invoicesRepository(db);
  const [invoices, creditNotes, tax] = await Promise.all([repo.issuedBetween(from, to), repo.creditNotesIssuedBetween(from, to), readTaxSettings(db)]);
  const gstin = invoices[0]?.seller.gstin ?? tax.gstin;
  if (!gstin) throw new DomainError('conflict', GSTR1_MESSAGES.notRegistered);
  await recordAudit(db, { actorUserId, action: 'invoice.export_gstr1', entity: 'order', entityId: 'invoices', before: null, after: { month } });
  return buildGstr1({ gstin, month, invoices, creditNotes });
}
