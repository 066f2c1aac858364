// Refunds and GST credit notes (decision 142): a refund is asked of Razorpay from the back office
// and moves pending → processed | failed; a processed refund of an invoiced order issues a credit
// note from its own gap-free series per financial year, never updated (a trigger refuses it).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { payments } from './commerce';
import { invoices } from './invoices';

export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(), // paise
    currency: text('currency').notNull(),
    status: text('status').$type<RefundState>().notNull().default('pending'),
    reason: text('reason').notNull(),
    /** The staff member asked to take the course away with the money (done when it is asked). */
    revokeEnrolment: boolean('revoke_enrolment').notNull().default(false),
    /** A company order's unused seats this refund took back from the company's pool (decision 154). */
    seats: integer('seats').notNull().default(0),
    /** Razorpay's rfnd_… id; null until its answer (or its webhook) names it. */
    providerRefundId: text('provider_refund_id').unique(),
    /** Why Razorpay refused or failed it, for the back office. */
    failure: text('failure'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_seats', sql`${t.seats} >= 0`),
    check('refunds_status_known', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/** One counter per financial year, like invoice_series: its row lock keeps the series gap-free. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: integer('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    refundId: integer('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'set null' }),
    /** The invoice it corrects (its number and date are printed from there; invoices are never removed). */
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The buyer's account, for their downloads; null once the account is gone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    financialYear: integer('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_notes_year_serial_key').on(t.financialYear, t.serial),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_adds_up', sql`${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total}`),
  ],
);

export const OFFLINE_METHODS = ['bank_transfer', 'upi', 'cheque'] as const;

/** A payment staff received outside Razorpay and recorded against an order (decision 142): one per order. */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    method: text('method').$type<(typeof OFFLINE_METHODS)[number]>().notNull(),
    reference: text('reference').notNull(),
    /** The day the money arrived, in India (YYYY-MM-DD). */
    receivedOn: text('received_on').notNull(),
    amount: integer('amount').notNull(),
    /** The proof (a transfer slip, a cheque scan) in the file storage, checked by content. */
    proofKey: text('proof_key').notNull(),
    proofType: text('proof_type').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('offline_payments_method_known', sql`${t.method} in ('bank_transfer', 'upi', 'cheque')`)],
);
