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
import { batches, companies, courses, students, users, type BuyerSnapshot } from '../db/schema';
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
 * A company order's line (decision 154): N seats at the price per seat it was raised at. With
 * prices including GST, N × unit is the total; with GST on top, N × unit is the taxable value.
 * The figures come from invoiceBreakdown on the whole line (one rounding), so the unit price is
 * printed only when N × unit is exactly one of the two; if the tax settings changed between the
 * order and its payment so that neither holds, the invoice has the quantity without a unit price.
 */
export function invoiceLine(quantity: number, unitPaise: number, figures: Pick<GstBreakdown, 'taxablePaise' | 'totalPaise'>) {
  const line = quantity * unitPaise;
  if (line === figures.totalPaise) return { unitPrice: unitPaise, unitPriceIncludesGst: true };
  if (line === figures.taxablePaise) return { unitPrice: unitPaise, unitPriceIncludesGst: false };
  return { unitPrice: null, unitPriceIncludesGst: null };
}

/** Who an invoice is made out to, and the account that may download it (none for a company). */
async function buyerOf(tx: Db, payment: PaymentRow): Promise<{ buyer: BuyerSnapshot; userId: number | null }> {
  if (payment.companyId !== null) {
    // A company order: the company as it stands when the invoice is issued (the settlement holds
    // the company row's lock), so a GSTIN corrected before the money came is the one printed.
    const [company] = await tx.select().from(companies).where(eq(companies.id, payment.companyId));
    return {
      buyer: {
        name: company?.name ?? '',
        email: company?.contactEmail ?? '',
        gstin: company?.gstin ?? '',
        address: company?.billingAddress ?? '',
        state: company?.state ?? null,
      },
      userId: null,
    };
  }
  const [account] = payment.studentId
    ? await tx
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.id, payment.studentId))
    : [];
  const billing = payment.billing;
  const buyer: BuyerSnapshot = billing
    ? { name: billing.legal_name, email: account?.email ?? '', gstin: billing.gstin, address: billing.address, state: billing.state }
    : { name: account?.name ?? '', email: account?.email ?? '', gstin: '', address: '', state: null };
  return { buyer, userId: account?.userId ?? null };
}

/**
 * Issues the invoice of an order that has just become paid, in that transaction (`now` is its paid
 * time, which decides the financial year). Null while the business is not registered.
 */
export async function issueTaxInvoice(tx: Db, payment: PaymentRow, now: Date): Promise<InvoiceRow | null> {
  const tax = await readTaxSettings(tx);
  if (!issuesTaxInvoices(tax)) return null;
  const { buyer, userId } = await buyerOf(tx, payment);
  const [course] = await tx.select({ title: courses.courseTitle }).from(courses).where(eq(courses.id, payment.courseId));
  // A company's seats in a batch (decision 155): the line names the batch ("SAP FICO — May weekend — 12 seats").
  const [batch] =
    payment.companyId !== null && payment.batchId !== null
      ? await tx.select({ title: batches.title }).from(batches).where(eq(batches.id, payment.batchId))
      : [];
  const place = placeOfSupply({
    sellerState: tax.state,
    buyerGstinState: buyer.gstin ? gstinState(buyer.gstin) : null,
    buyerState: buyer.state as GstStateCode | null,
  });
  const figures = invoiceBreakdown(payment.amount, tax, place);
  const line = payment.companyId !== null ? invoiceLine(payment.seats, payment.listPrice, figures) : { unitPrice: null, unitPriceIncludesGst: null };
  const repo = invoicesRepository(tx);
  const financialYear = financialYearOf(now);
  const serial = await repo.allocateSerial(financialYear);
  return repo.insert({
    number: formatInvoiceNumber(tax.invoice_prefix, financialYear, serial),
    paymentId: payment.id,
    userId,
    financialYear,
    serial,
    issuedAt: now,
    seller: { legal_name: tax.legal_name, address: tax.address, state: tax.state, gstin: tax.gstin },
    buyer,
    placeOfSupply: figures.placeOfSupply,
    regime: figures.regime,
    sac: tax.sac,
    rateBp: figures.rateBasisPoints,
    courseTitle: batch ? `${course?.title ?? ''} — ${batch.title}` : (course?.title ?? ''),
    quantity: payment.seats,
    unitPrice: line.unitPrice,
    unitPriceIncludesGst: line.unitPriceIncludesGst,
    taxable: figures.taxablePaise,
    cgst: figures.cgstPaise,
    sgst: figures.sgstPaise,
    igst: figures.igstPaise,
    total: figures.totalPaise,
  });
}
