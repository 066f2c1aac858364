// Coupons, their redemptions, payments and the webhook replay guard (decision 103).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, parentId, version } from './columns';
import { students, users } from './accounts';
import { batches } from './batches';
import { courses } from './catalogue';
import { companies } from './companies';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0), // paise
    discountPercent: integer('discount_percent').notNull().default(0),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }), // null: all courses
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'), // null: unlimited
    perStudentLimit: integer('per_student_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_percent_range', sql`${t.discountPercent} between 0 and 100`),
    check('coupons_amount_nonnegative', sql`${t.discountAmount} >= 0`),
    check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    /** The buyer: a student, or null for a company order (decision 154; exactly one of the two). */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** A company order's buyer (decision 154): N seats for the company's pool, no student enrolled. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    courseId: parentId('course_id', () => courses.id),
    /** 1 for a student's order; a company order's seats, whose list_price is then per seat. */
    seats: integer('seats').notNull().default(1),
    /** A company's purchase-order reference; '' otherwise. */
    purchaseReference: text('purchase_reference').notNull().default(''),
    /** The staff member who raised a company order. */
    raisedBy: integer('raised_by').references(() => users.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    listPrice: integer('list_price').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    // created → paid | cancelled (superseded) | expired; a payment that arrives for an order whose
    // coupon or course can no longer be honoured is kept as refund_due (decision 106).
    status: text('status').notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An open order stops holding its coupon use after this (ORDER_TTL_MINUTES). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Why a payment was refused after the money moved (refund_due), for the back office. */
    refundReason: text('refund_reason'),
    /** "I need a GST invoice" as given at checkout (decision 141): the invoice shows this, not later edits. */
    billing: jsonb('billing').$type<{ gstin: string; legal_name: string; address: string; state: string }>(),
    /** The live batch this order buys a seat in (decision 146); the seat is taken when it is paid. */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_student_course_idx').on(t.studentId, t.courseId),
    // At most one open order per student and course: joining twice never charges twice.
    uniqueIndex('payments_one_open_order_key')
      .on(t.studentId, t.courseId)
      .where(sql`${t.status} = 'created'`),
    index('payments_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'created'`),
    index('payments_company_idx')
      .on(t.companyId)
      .where(sql`${t.companyId} is not null`),
    // A company's open order for a batch holds its seats there (decision 155): counted per batch.
    index('payments_company_batch_idx')
      .on(t.batchId)
      .where(sql`${t.companyId} is not null and ${t.status} = 'created'`),
    check('payments_one_buyer', sql`(${t.studentId} is null) <> (${t.companyId} is null)`),
    check('payments_seats', sql`${t.seats} >= 1 and (${t.companyId} is not null or ${t.seats} = 1)`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: parentId('coupon_id', () => coupons.id),
    studentId: parentId('student_id', () => students.id),
    courseId: parentId('course_id', () => courses.id),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_student_idx').on(t.couponId, t.studentId),
    // An order holds at most one use: its redemption row.
    uniqueIndex('coupon_redemptions_payment_key').on(t.paymentId),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(), // replay protection: a second insert conflicts
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
