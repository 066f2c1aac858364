// Orders for the back office: the payments table with the
// student, course and coupon each order names.
import { and, asc, count, eq, gt, or, type SQL } from 'drizzle-orm';
import type { AdminOrder, ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { batches, companies, coupons, courses, invoices, payments, students, users } from '../db/schema';
import { RECEIPT_PREFIX, receiptNumber } from '../receipts/receipt-number';
import { iso, isoOrNull, matchesAny, orderBy, pageWindow } from './admin-list';
import { refundDueOpen, refundFailedOpen } from './refunds';
import { RECEIPT_STATUSES } from './student-orders';

export const ORDER_SORTS = { created_at: payments.createdAt, amount: payments.amount };

export interface OrderFilter {
  status?: AdminOrder['status'];
  student_id?: number;
  /** A company's orders (decision 154). */
  company_id?: number;
  q?: string;
  /** What needs staff (decision 142): refund_due orders not refunded in full, or a failed last refund. */
  attention?: 'refund_due' | 'refund_failed';
}

const columns = {
  payment: payments,
  studentId: students.id,
  studentName: users.name,
  studentEmail: users.email,
  companyName: companies.name,
  courseTitle: courses.courseTitle,
  couponCode: coupons.code,
  invoiceNumber: invoices.number,
  batchTitle: batches.title,
  batchStartsOn: batches.startsOn,
  batchEndsOn: batches.endsOn,
};

/** The buyer is a student or, for a company order (decision 154), a company: the other side is null. */
export type OrderRow = {
  payment: typeof payments.$inferSelect;
  studentId: number | null;
  studentName: string | null;
  studentEmail: string | null;
  companyName: string | null;
  courseTitle: string;
  couponCode: string | null;
  invoiceNumber: string | null;
  batchTitle: string | null;
  batchStartsOn: string | null;
  batchEndsOn: string | null;
};

export function toAdminOrder(r: OrderRow): AdminOrder {
  const p = r.payment;
  // As the student's own orders page numbers it (routes/lms/orders.ts): paid or refund due.
  const receipt = (RECEIPT_STATUSES as readonly string[]).includes(p.status) && p.paidAt ? receiptNumber(p.id, p.paidAt) : null;
  return {
    id: p.id,
    receipt_number: receipt,
    order_id: p.orderId,
    provider: p.provider,
    provider_payment_id: p.providerPaymentId,
    student: r.studentId === null ? null : { id: r.studentId, name: r.studentName ?? '', email: r.studentEmail ?? '' },
    company: p.companyId === null ? null : { id: p.companyId, name: r.companyName ?? '' },
    course: { id: p.courseId, course_title: r.courseTitle },
    batch: p.batchId === null ? null : { id: p.batchId, title: r.batchTitle ?? '', starts_on: r.batchStartsOn ?? '', ends_on: r.batchEndsOn ?? '' },
    seats: p.seats,
    purchase_reference: p.purchaseReference,
    invoice_number: r.invoiceNumber,
    coupon_code: r.couponCode,
    list_price: p.listPrice,
    amount: p.amount,
    currency: p.currency,
    status: p.status as AdminOrder['status'],
    refund_reason: p.refundReason,
    paid_at: isoOrNull(p.paidAt),
    created_at: iso(p.createdAt),
  };
}

const RECEIPT_NUMBER = new RegExp(`^${RECEIPT_PREFIX}-\\d{4}-(\\d{1,9})$`, 'i');

function whereOf(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.student_id) conditions.push(eq(payments.studentId, filter.student_id));
  if (filter.company_id) conditions.push(eq(payments.companyId, filter.company_id));
  if (filter.attention === 'refund_due') conditions.push(refundDueOpen);
  if (filter.attention === 'refund_failed') conditions.push(refundFailedOpen);
  if (filter.q) {
    const text = matchesAny(filter.q, [payments.orderId, payments.providerPaymentId, users.email, companies.name, payments.purchaseReference]);
    // A receipt number (SAPA-2026-000123) names its order's id: the number a student quotes finds it.
    const receipt = RECEIPT_NUMBER.exec(filter.q.trim());
    conditions.push(receipt ? (or(text, eq(payments.id, Number(receipt[1]))) as SQL) : text);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function adminOrdersRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(payments)
      .leftJoin(students, eq(students.id, payments.studentId))
      .leftJoin(users, eq(users.id, students.userId))
      .leftJoin(companies, eq(companies.id, payments.companyId))
      .innerJoin(courses, eq(courses.id, payments.courseId))
      .leftJoin(coupons, eq(coupons.id, payments.couponId))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .leftJoin(batches, eq(batches.id, payments.batchId));

  return {
    async list(query: ListQuery & OrderFilter) {
      const where = whereOf(query);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(...orderBy(query.sort, ORDER_SORTS, '-created_at', payments.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(payments)
          .leftJoin(students, eq(students.id, payments.studentId))
          .leftJoin(users, eq(users.id, students.userId))
          .leftJoin(companies, eq(companies.id, payments.companyId))
          .where(where),
      ]);
      return { results: rows.map(toAdminOrder), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
    },

    /** The export's rows in id order, `batch` at a time after `afterId`: a keyset walk, so memory stays flat however many orders match. */
    async batchAfter(filter: OrderFilter, afterId: number, batch: number): Promise<OrderRow[]> {
      return base()
        .where(and(whereOf(filter), gt(payments.id, afterId)))
        .orderBy(asc(payments.id))
        .limit(batch);
    },

    /** One company's orders, newest first (the company's page, decision 154). */
    async ofCompany(companyId: number) {
      const rows = await base()
        .where(eq(payments.companyId, companyId))
        .orderBy(...orderBy(undefined, ORDER_SORTS, '-created_at', payments.id));
      return rows.map(toAdminOrder);
    },

    /** One order as the list shows it. */
    async one(id: number) {
      const [row] = await base().where(eq(payments.id, id));
      return row ? toAdminOrder(row) : undefined;
    },

    /** One student's orders, newest first (the student's page). */
    async ofStudent(studentId: number) {
      const rows = await base()
        .where(eq(payments.studentId, studentId))
        .orderBy(...orderBy(undefined, ORDER_SORTS, '-created_at', payments.id));
      return rows.map(toAdminOrder);
    },
  };
}
