// GST tax invoices (decision 141): a buyer's remembered billing details, the gap-free series per
// financial year, and the invoices themselves, written once inside the settlement transaction and
// never updated (the repository has no update; a trigger refuses one).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { payments } from './commerce';

/** What a buyer gave for "I need a GST invoice", remembered for their next checkout. */
export interface BillingSnapshot {
  gstin: string;
  legal_name: string;
  address: string;
  state: string;
}

/** The seller as printed on an invoice: the tax settings when the order became paid. */
export interface SellerSnapshot {
  legal_name: string;
  address: string;
  state: string;
  gstin: string;
}

/** The buyer as printed: their billing details, or their account's name when they gave none (`state` null). */
export interface BuyerSnapshot {
  name: string;
  email: string;
  gstin: string;
  address: string;
  state: string | null;
}

export const billingDetails = pgTable('billing_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gstin: text('gstin').notNull().default(''),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  state: text('state').notNull(),
  updatedAt: updatedAt(),
});

/** One counter per financial year: the row lock taken by its upsert serialises concurrent settlements. */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: integer('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    /** Null only if the order row is ever removed: the invoice itself must be kept (CGST Act s.36). */
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    /** The buyer's account, for their downloads; null once the account is gone (the invoice stays). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    regime: text('regime').notNull(),
    sac: text('sac').notNull(),
    rateBp: integer('rate_bp').notNull(),
    courseTitle: text('course_title').notNull(),
    /** The line's quantity: a company order's seats (decision 154), 1 otherwise. */
    quantity: integer('quantity').notNull().default(1),
    /** Price per unit as sold, in paise; null for a one-item invoice (its total is the price). */
    unitPrice: integer('unit_price'),
    /** Whether unitPrice includes GST (quantity × unit = total) or not (quantity × unit = taxable). */
    unitPriceIncludesGst: boolean('unit_price_includes_gst'),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_year_serial_key').on(t.financialYear, t.serial),
    check('invoices_adds_up', sql`${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`),
    check('invoices_regime_known', sql`${t.regime} in ('intra_state', 'inter_state')`),
    check('invoices_quantity', sql`${t.quantity} >= 1`),
    check(
      'invoices_line_adds_up',
      sql`${t.unitPrice} is null or (${t.unitPriceIncludesGst} and ${t.unitPrice}::bigint * ${t.quantity} = ${t.total}) or (not ${t.unitPriceIncludesGst} and ${t.unitPrice}::bigint * ${t.quantity} = ${t.taxable})`,
    ),
  ],
);
