// GST tax invoices (decision 141). Every order that becomes paid while the business is registered
// (a GSTIN in the tax settings) gets one, issued inside the transaction that marks it paid: the
// serial comes from the financial year's counter row under its lock, so concurrent settlements
// take consecutive numbers, and a settlement that rolls back takes its number back with it (no
// gap, no duplicate). The invoice copies the seller, the buyer and every figure, and is never
// edited afterwards; the tax is computed only by the gst module's rules (decision 140).
import {
  financialYearOf,
  formatInvoiceNumber,
  gstBreakdown,
  gstinState,
  placeOfSupply,
  type GstBreakdown,
  type GstStateCode,
} from '@sap-academy/contracts/gst';
import type { TaxSettings } from '@sap-academy/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, students, users, type BuyerSnapshot } from '../db/schema';
import { invoicesRepository, type InvoiceRow } from '../repositories/invoices';
import type { PaymentRow } from '../repositories/payments';
import { issuesTaxInvoices, readTaxSettings } from './tax-settings';

/**
 * The figures of an invoice whose total is `chargedPaise`, the amount the provider took. With
 * prices including GST that amount is the price. With GST added on top the checkout charged
 * price + GST, so the price is the one whose total is the charge (the total only grows with the
 * price, so there is at most one); if none fits (the settings changed between checkout and
 * payment), the charge is treated as GST-inclusive, so the invoice still equals what was paid.
 */
export function invoiceBreakdown(chargedPaise: number, tax: Pick<TaxSettings, 'prices_include_gst' | 'rate_bp' | 'state'>, place: GstStateCode): GstBreakdown {
  const rules = { rateBasisPoints: tax.rate_bp, sellerState: tax.state, placeOfSupply: place };
  if (!tax.prices_include_gst) {
    const estimate = Math.floor((chargedPaise * 10_000) / (10_000 + tax.rate_bp));
    for (const price of [estimate - 1, estimate, estimate + 1]) {
      if (price < 0) continue;
      const breakdown = gstBreakdown({ ...rules, pricePaise: price, pricesIncludeGst: false });
      if (breakdown.totalPaise === chargedPaise) return breakdown;
    }
  }
  return gstBreakdown({ ...rules, pricePaise: chargedPaise, pricesIncludeGst: true });
}

/** What the checkout charges for a price (decision 141): GST added on top when prices exclude it. */
export function chargeFor(pricePaise: number, tax: TaxSettings): number {
  if (!issuesTaxInvoices(tax) || tax.prices_include_gst || pricePaise === 0) return pricePaise;
  const state = tax.state;
  return gstBreakdown({ pricePaise, pricesIncludeGst: false, rateBasisPoints: tax.rate_bp, sellerState: state, placeOfSupply: state }).totalPaise;
}

/**
 * Issues the invoice of an order that has just become paid, in that transaction (`now` is its paid
 * time, which decides the financial year). Null while the business is not registered.
 */
export async function issueTaxInvoice(tx: Db, payment: PaymentRow, now: Date): Promise<InvoiceRow | null> {
  const tax = await readTaxSettings(tx);
  if (!issuesTaxInvoices(tax)) return null;
  const [account] = await tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, payment.studentId));
  const [course] = await tx.select({ title: courses.courseTitle }).from(courses).where(eq(courses.id, payment.courseId));
  const billing = payment.billing;
  const buyer: BuyerSnapshot = billing
    ? { name: billing.legal_name, email: account?.email ?? '', gstin: billing.gstin, address: billing.address, state: billing.state }
    : { name: account?.name ?? '', email: account?.email ?? '', gstin: '', address: '', state: null };
  const place = placeOfSupply({
    sellerState: tax.state,
    buyerGstinState: buyer.gstin ? gstinState(buyer.gstin) : null,
    buyerState: buyer.state as GstStateCode | null,
  });
  const figures = invoiceBreakdown(payment.amount, tax, place);
  const repo = invoicesRepository(tx);
  const financialYear = financialYearOf(now);
  const serial = await repo.allocateSerial(financialYear);
  return repo.insert({
    number: formatInvoiceNumber(tax.invoice_prefix, financialYear, serial),
    paymentId: payment.id,
    userId: account?.userId ?? null,
    financialYear,
    serial,
    issuedAt: now,
    seller: { legal_name: tax.legal_name, address: tax.address, state: tax.state, gstin: tax.gstin },
    buyer,
    placeOfSupply: figures.placeOfSupply,
    regime: figures.regime,
    sac: tax.sac,
    rateBp: figures.rateBasisPoints,
    courseTitle: course?.title ?? '',
    taxable: figures.taxablePaise,
    cgst: figures.cgstPaise,
    sgst: figures.sgstPaise,
    igst: figures.igstPaise,
    total: figures.totalPaise,
  });
}
