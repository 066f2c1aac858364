// The orders and students lists as CSV (decision 026), shaped like the leads export: every row the
// list's filters match, oldest first, read 500 at a time by id so an export of any size holds one
// batch in memory. Each export is audited before the first row leaves (personal data leaving the
// system, as for leads and invoices). Cells are values; lib/csv.ts writes dates in IST and guards
// formulas.
import { ORDER_CSV_COLUMNS, STUDENT_CSV_COLUMNS, type AdminOrderCsvQuery, type AdminStudentCsvQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import type { Cell } from '../lib/csv';
import { adminOrdersRepository, toAdminOrder, type OrderRow } from '../repositories/admin-orders';
import { adminStudentsRepository, type StudentRow } from '../repositories/admin-students';
import { recordAudit } from '../repositories/audit';
import { rupees } from './invoice-export';

export const EXPORT_BATCH = 500;

/** A keyset walk over `read`, one batch in memory at a time. */
async function* walk<R>(read: (afterId: number) => Promise<R[]>, idOf: (row: R) => number, batch: number): AsyncGenerator<R> {
  for (let afterId = 0; ;) {
    const rows = await read(afterId);
    yield* rows;
    if (rows.length < batch) return;
    afterId = idOf(rows[rows.length - 1]!);
  }
}

export function orderCsvRow(row: OrderRow): Cell[] {
  const order = toAdminOrder(row);
  const cells: Record<(typeof ORDER_CSV_COLUMNS)[number], Cell> = {
    id: order.id,
    // The row's Dates, not the API's UTC text: the file writes times in IST (lib/csv.ts).
    created_at: row.payment.createdAt,
    paid_at: row.payment.paidAt,
    receipt_number: order.receipt_number,
    order_id: order.order_id,
    status: order.status,
    student_id: order.student?.id ?? null,
    student_name: order.student?.name ?? null,
    student_email: order.student?.email ?? null,
    course_id: order.course.id,
    course_title: order.course.course_title,
    coupon_code: order.coupon_code,
    list_price_rupees: rupees(order.list_price),
    amount_rupees: rupees(order.amount),
    currency: order.currency,
    provider: order.provider,
    provider_payment_id: order.provider_payment_id,
    refund_reason: order.refund_reason,
    company_id: order.company?.id ?? null,
    company_name: order.company?.name ?? null,
    seats: order.seats,
    invoice_number: order.invoice_number,
  };
  return ORDER_CSV_COLUMNS.map((column) => cells[column]);
}

export function studentCsvRow(row: StudentRow): Cell[] {
  const cells: Record<(typeof STUDENT_CSV_COLUMNS)[number], Cell> = {
    id: row.id,
    created_at: row.createdAt,
    name: row.name,
    email: row.email,
    email_verified: row.emailVerified,
    enrolment_count: row.enrolmentCount,
  };
  return STUDENT_CSV_COLUMNS.map((column) => cells[column]);
}

export function listExportsService({ db }: { db: Db }, batch = EXPORT_BATCH) {
  return {
    /** Audits the export, then gives its rows as they are read. */
    async orders(actorUserId: number, filter: AdminOrderCsvQuery): Promise<AsyncGenerator<Cell[]>> {
      await recordAudit(db, { actorUserId, action: 'order.export', entity: 'order', entityId: 'export', before: null, after: { filters: filter } });
      const repo = adminOrdersRepository(db);
      return (async function* () {
        for await (const row of walk(
          (afterId) => repo.batchAfter(filter, afterId, batch),
          (row) => row.payment.id,
          batch,
        ))
          yield orderCsvRow(row);
      })();
    },

    async students(actorUserId: number, filter: AdminStudentCsvQuery): Promise<AsyncGenerator<Cell[]>> {
      await recordAudit(db, { actorUserId, action: 'student.export', entity: 'student', entityId: 'export', before: null, after: { filters: filter } });
      const repo = adminStudentsRepository(db);
      return (async function* () {
        for await (const row of walk(
          (afterId) => repo.batchAfter(filter, afterId, batch),
          (row) => row.id,
          batch,
        ))
          yield studentCsvRow(row);
      })();
    },
  };
}
