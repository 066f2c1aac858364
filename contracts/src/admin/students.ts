// Back-office students and orders.
import { z } from 'zod';
import { courseProgressSchema } from '../courses.ts';
import { idQuerySchema, idSchema, listQuerySchema, pageOf, roleSchema, timestampSchema } from './common.ts';

export const adminStudentSchema = z.object({
  id: idSchema, // the student id
  user_id: idSchema,
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  role: roleSchema,
  enrolment_count: z.number().int().nonnegative(),
  created_at: timestampSchema,
});
export type AdminStudent = z.infer<typeof adminStudentSchema>;
/** GET /admin/students?q=&sort=name|-created_at */
export const adminStudentListResponseSchema = pageOf(adminStudentSchema);

/** GET /admin/students.csv: the list's search, every match (no paging). */
export const adminStudentCsvQuerySchema = z.object({ q: listQuerySchema.shape.q });
export type AdminStudentCsvQuery = z.infer<typeof adminStudentCsvQuerySchema>;
/** The students CSV's columns, in order; created_at in India time with its offset. */
export const STUDENT_CSV_COLUMNS = ['id', 'created_at', 'name', 'email', 'email_verified', 'enrolment_count'] as const;

export const adminEnrolmentSchema = z.object({
  course_student_id: idSchema,
  course_id: idSchema,
  course_title: z.string(),
  /** How it came about: a paid order, a free or 100 % coupon enrolment, or staff. */
  source: z.enum(['paid', 'free', 'staff']),
  progress: courseProgressSchema,
  created_at: timestampSchema,
});
export type AdminEnrolment = z.infer<typeof adminEnrolmentSchema>;

export const ORDER_STATUSES = ['created', 'paid', 'cancelled', 'expired', 'refund_due'] as const;

export const adminOrderSchema = z.object({
  id: idSchema,
  /** The number on the student's receipt (SAPA-2026-000123), the one a student quotes; null
   * until the order is paid (the orders table leads with it). */
  receipt_number: z.string().nullable(),
  order_id: z.string(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  /** The buyer: a student, or (a company order, decision 154) null with `company` set. */
  student: z.object({ id: idSchema, name: z.string(), email: z.string() }).nullable(),
  company: z.object({ id: idSchema, name: z.string() }).nullable(),
  course: z.object({ id: idSchema, course_title: z.string() }),
  /** The batch the order is for (decision 146 for a student's seat, 155 for a company's seats); null for none. */
  batch: z.object({ id: idSchema, title: z.string(), starts_on: z.string(), ends_on: z.string() }).nullable(),
  /** Seats bought: 1 for a student's order, N for a company order (whose list_price is per seat). */
  seats: z.number().int().min(1),
  /** A company's purchase-order reference; '' for a student's order. */
  purchase_reference: z.string(),
  /** The tax invoice issued when it was paid (decision 141); null without one. */
  invoice_number: z.string().nullable(),
  coupon_code: z.string().nullable(),
  list_price: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  refund_reason: z.string().nullable(),
  paid_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
/** GET /admin/orders?status=&student_id=&q=&sort=-created_at|amount */
export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  student_id: idQuerySchema.optional(),
  /** refund_due: refund_due orders not refunded in full; refund_failed: orders whose last refund failed (decision 142). */
  attention: z.enum(['refund_due', 'refund_failed']).optional(),
});
export const adminOrderListResponseSchema = pageOf(adminOrderSchema);

/** GET /admin/orders.csv: the list's filters and search, every match (no paging). */
export const adminOrderCsvQuerySchema = adminOrderListQuerySchema.extend({ q: listQuerySchema.shape.q });
export type AdminOrderCsvQuery = z.infer<typeof adminOrderCsvQuerySchema>;
/**
 * The orders CSV's columns, in order. Money is in rupees with two decimals (`amount_rupees`:
 * 1180.00 for 118000 paise), the figure a spreadsheet sums; times in India time with their offset.
 */
export const ORDER_CSV_COLUMNS = [
  'id',
  'created_at',
  'paid_at',
  'receipt_number',
  'order_id',
  'status',
  'student_id',
  'student_name',
  'student_email',
  'course_id',
  'course_title',
  'coupon_code',
  'list_price_rupees',
  'amount_rupees',
  'currency',
  'provider',
  'provider_payment_id',
  'refund_reason',
  'company_id',
  'company_name',
  'seats',
  'invoice_number',
] as const;

/** GET /admin/students/{id} */
export const adminStudentDetailSchema = adminStudentSchema.extend({
  enrolments: z.array(adminEnrolmentSchema),
  orders: z.array(adminOrderSchema),
});
export type AdminStudentDetail = z.infer<typeof adminStudentDetailSchema>;

/** POST /admin/students/{id}/enrolments: grant; DELETE /admin/students/{id}/enrolments/{courseId}: revoke. */
export const enrolmentGrantSchema = z.object({ course_id: idSchema });
export type EnrolmentGrant = z.infer<typeof enrolmentGrantSchema>;
