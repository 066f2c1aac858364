// A student's own orders (GET /lms/orders) and what a receipt shows (its PDF and its mail).
// Read-only; the order lifecycle itself is repositories/payments.ts and services/enrolment.ts.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@sap-academy/contracts/account';
import type { Db } from '../db/client';
import { coupons, courses, invoices, payments, students, users } from '../db/schema';

/** Money was taken: such an order has a receipt (a refund_due one too, until it is refunded). */
export const RECEIPT_STATUSES = ['paid', 'refund_due'] as const satisfies readonly OrderStatus[];

export interface ReceiptDetails {
  /** payments.id: the receipt number's serial. */
  id: number;
  status: (typeof RECEIPT_STATUSES)[number];
  provider: string;
  /** The provider's order id (Razorpay `order_…`). */
  orderId: string;
  providerPaymentId: string;
  paidAt: Date;
  listPrice: number;
  amount: number;
  currency: string;
  couponCode: string | null;
  course: { id: number; title: string };
  student: { name: string; email: string };
}

const orderColumns = {
  id: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  status: payments.status,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  expiresAt: payments.expiresAt,
  listPrice: payments.listPrice,
  amount: payments.amount,
  currency: payments.currency,
  couponCode: coupons.code,
  courseId: courses.id,
  courseTitle: courses.courseTitle,
};

export type StudentOrderRow = Awaited<ReturnType<ReturnType<typeof studentOrdersRepository>['list']>>[number];

export function studentOrdersRepository(db: Db) {
  return {
    /** Every order of the student, newest first. */
    async list(studentId: number) {
      return db
        .select({ ...orderColumns, invoiceNumber: invoices.number })
        .from(payments)
        .innerJoin(courses, eq(courses.id, payments.courseId))
        .leftJoin(coupons, eq(coupons.id, payments.couponId))
        .leftJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(eq(payments.studentId, studentId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /**
     * The receipt of an order that took money; undefined when there is none. With `studentId`,
     * only that student's order: someone else's looks exactly like a missing one.
     */
    async receipt(paymentId: number, studentId?: number): Promise<ReceiptDetails | undefined> {
      const [row] = await db
        .select({ ...orderColumns, studentName: users.name, studentEmail: users.email })
        .from(payments)
        .innerJoin(courses, eq(courses.id, payments.courseId))
        .innerJoin(students, eq(students.id, payments.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .leftJoin(coupons, eq(coupons.id, payments.couponId))
        .where(
          and(
            eq(payments.id, paymentId),
            inArray(payments.status, [...RECEIPT_STATUSES]),
            studentId === undefined ? undefined : eq(payments.studentId, studentId),
          ),
        );
      if (!row || !row.paidAt || !row.providerPaymentId) return undefined;
      return {
        id: row.id,
        status: row.status as ReceiptDetails['status'],
        provider: row.provider,
        orderId: row.orderId,
        providerPaymentId: row.providerPaymentId,
        paidAt: row.paidAt,
        listPrice: row.listPrice,
        amount: row.amount,
        currency: row.currency,
        couponCode: row.couponCode,
        course: { id: row.courseId, title: row.courseTitle },
        student: { name: row.studentName, email: row.studentEmail },
      };
    },
  };
}
