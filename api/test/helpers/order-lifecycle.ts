// Operations and invariants for the order-lifecycle property test (decision 106): each operation
// is what a student, the provider or the expiry job can do; the invariants are checked on the
// tables after every run.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { MESSAGES } from '../../src/config/constants';
import { couponRedemptions, coupons, courseStudents, outbox, payments } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { DomainError } from '../../src/domain/errors';
import { priceWith } from '../../src/services/coupons';
import { settlePayment } from '../../src/services/enrolment';
import type { TestClock } from './app';
import type { StudentSession } from './fixtures';
import { capturedEvent, checkoutResult, orderPaidEvent, webhookRequest } from './payments';
import { accountApi } from '@sap-academy/contracts/paths';

export const COUPON_CODES = ['PA', 'PB', 'PC'] as const;
const MINUTE = 60_000;

export interface World {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  students: StudentSession[];
  /** Paid and free courses: their ids and list prices. */
  courses: Array<{ id: number; price: number }>;
}

export type Op =
  | { kind: 'join'; student: number; course: number; coupon: number | null }
  | { kind: 'pay'; student: number; course: number; order: number; variant: number }
  | { kind: 'webhook'; student: number; course: number; order: number; variant: number; orderPaid: boolean }
  | { kind: 'expire'; minutes: number }
  /** The student cancels one of their orders on the Orders page. */
  | { kind: 'cancel'; student: number; course: number; order: number };

export const couponArb = fc.record({
  usageLimit: fc.integer({ min: 1, max: 2 }),
  discountPercent: fc.constantFrom(0, 10, 50, 100),
  discountAmount: fc.constantFrom(0, 500, 30_000),
  /** Some coupons stop being valid while orders are open; null: no end. */
  validForMinutes: fc.option(fc.integer({ min: 10, max: 60 })),
});

/** Mostly the first of them, so one student's orders for one course pile up and interact. */
const mostlyFirst = (n: number) => fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(n - 1) });

export type CouponSpec = typeof couponArb extends fc.Arbitrary<infer T> ? T : never;

export function opArb(students: number, courses: number): fc.Arbitrary<Op> {
  const who = { student: mostlyFirst(students), course: mostlyFirst(courses) };
  const which = { order: fc.nat(5), variant: fc.nat(1) };
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('join' as const), ...who, coupon: fc.option(fc.nat(COUPON_CODES.length - 1)) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), ...who, ...which }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('webhook' as const), ...who, ...which, orderPaid: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), minutes: fc.integer({ min: 0, max: 40 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), ...who, order: fc.nat(5) }) },
  );
}

/** A step is one operation or a few at once (they race on PostgreSQL, interleave on PGlite). */
export const stepArb = (students: number, courses: number) =>
  fc.oneof(
    { weight: 3, arbitrary: opArb(students, courses).map((op) => [op]) },
    { weight: 1, arbitrary: fc.array(opArb(students, courses), { minLength: 2, maxLength: 4 }) },
  );

let eventCounter = 0;

/** One of the student's orders for the course (any status), by index: current or superseded. */
async function pickOrder(world: World, op: { student: number; course: number; order: number }) {
  const rows = await world.db
    .select()
    .from(payments)
    .where(sql`${payments.studentId} = ${world.students[op.student]!.studentId} and ${payments.courseId} = ${world.courses[op.course]!.id}`)
    .orderBy(payments.id);
  return rows.length === 0 ? undefined : rows[op.order % rows.length];
}

/** Runs one operation; throws only on an answer the API must never give (5xx, unexpected codes). */
export async function run(world: World, op: Op): Promise<void> {
  const { app, clock } = world;
  if (op.kind === 'expire') {
    clock.advance(op.minutes * MINUTE);
    await app.orders.expireDue();
    return;
  }
  const student = world.students[op.student]!;
  const course = world.courses[op.course]!;
  if (op.kind === 'join') {
    const payload = op.coupon === null ? {} : { coupon: COUPON_CODES[op.coupon] };
    const res = await app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload });
    // 400: the coupon's window closed; 409: used up, or already used by this student.
    const refused = res.statusCode === 400 || res.statusCode === 409;
    if (!(res.statusCode === 200 || res.statusCode === 201 || (refused && typeof res.json().detail === 'string'))) {
      throw new Error(`join answered ${res.statusCode} ${res.body}`);
    }
    return;
  }
  const order = await pickOrder(world, op);
  if (!order) return;
  if (op.kind === 'cancel') {
    const res = await app.inject({ method: 'POST', url: accountApi.orderCancel(order.id), headers: student.auth, payload: {} });
    // 200 for an open or already closed order; 409 once money was taken (paid or refund_due).
    if (!(res.statusCode === 200 || (res.statusCode === 409 && typeof res.json().detail === 'string'))) {
      throw new Error(`cancel answered ${res.statusCode} ${res.body}`);
    }
    return;
  }
  // variant 0 is "the" payment of this order (a retry repeats it); 1 is a second, different one.
  const paymentId = `pay_${order.orderId}_${op.variant}`;
  if (op.kind === 'pay') {
    const result = checkoutResult(order.orderId, paymentId);
    if (!app.payments.verifyPaymentSignature(result.order_id, result.payment_id, result.signature)) {
      throw new Error('the test provider signature did not verify');
    }
    await settlePayment(app.db, order.orderId, paymentId, { now: clock.now() }).catch((err: unknown) => {
      if (!(err instanceof DomainError) || err.kind !== 'conflict') throw err;
    });
    return;
  }
  const event = (op.orderPaid ? orderPaidEvent : capturedEvent)(order.orderId, paymentId, order.amount);
  const res = await app.inject(webhookRequest(event, `evt_${process.pid}_${eventCounter++}`));
  // 409 only when one provider payment id is sent for two orders; a second payment of a paid order
  // is kept as refund_due and answered 200 (decision 120).
  if (res.statusCode !== 200 && !(res.statusCode === 409 && res.json().detail === MESSAGES.paymentConflict)) {
    throw new Error(`webhook answered ${res.statusCode} ${res.body}`);
  }
}

/** How many orders ended each way, to show the runs reach every branch of the lifecycle. */
export async function countOutcomes(db: Db, into: Map<string, number>) {
  const orders = await db.select().from(payments);
  const count = (outcome: string) => into.set(outcome, (into.get(outcome) ?? 0) + 1);
  for (const order of orders) {
    count(order.status);
    if (order.refundReason) count(`refund_due:${order.refundReason.split(':')[0]}`);
    const superseded = orders.some((o) => o.studentId === order.studentId && o.courseId === order.courseId && o.id > order.id);
    if (order.status === 'paid' && superseded) count('paid after being superseded');
  }
}

const key = (studentId: number, courseId: number) => `${studentId}:${courseId}`;

/** The invariants of decision 106; `settled`: every open order has been expired. */
export async function checkInvariants(world: World, settled = false): Promise<void> {
  const [couponRows, redemptions, orders, enrolments, receiptMails] = await Promise.all([
    world.db.select().from(coupons),
    world.db.select().from(couponRedemptions),
    world.db.select().from(payments),
    world.db.select().from(courseStudents),
    world.db
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} = 'receipt'`),
  ]);
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const priceOf = new Map(world.courses.map((c) => [c.id, c.price]));

  // (1) used_count = redemptions = uses held by open orders + paid orders + free enrolments.
  for (const coupon of couponRows) {
    const mine = redemptions.filter((r) => r.couponId === coupon.id);
    const held = mine.filter((r) => r.paymentId !== null && orderById.get(r.paymentId)?.status === 'created');
    const paid = mine.filter((r) => r.paymentId !== null && orderById.get(r.paymentId)?.status === 'paid');
    const free = mine.filter((r) => r.paymentId === null);
    expect({ code: coupon.code, used: coupon.usedCount }).toEqual({ code: coupon.code, used: mine.length });
    expect(held.length + paid.length + free.length).toBe(mine.length);
    expect(coupon.usedCount).toBeLessThanOrEqual(coupon.usageLimit!);
    // A free course never takes a use; a coupon-paid free enrolment has its enrolment.
    for (const r of free) {
      expect(priceOf.get(r.courseId)).toBeGreaterThan(0);
      expect(enrolments.some((e) => e.studentId === r.studentId && e.courseId === r.courseId)).toBe(true);
    }
    if (settled) expect(held).toHaveLength(0);
  }
  for (const order of orders) {
    const uses = redemptions.filter((r) => r.paymentId === order.id);
    const holds = order.couponId !== null && (order.status === 'created' || order.status === 'paid');
    expect({ order: order.id, status: order.status, uses: uses.length }).toEqual({ order: order.id, status: order.status, uses: holds ? 1 : 0 });
    if (holds) expect(uses[0]!.couponId).toBe(order.couponId);
    // (3) what is paid is the §5 price with the order's own coupon.
    if (order.status === 'paid') {
      const coupon = couponRows.find((c) => c.id === order.couponId);
      expect(order.amount).toBe(priceWith(order.listPrice, coupon));
      expect(order.providerPaymentId).not.toBeNull();
    }
    if (order.status === 'refund_due') {
      expect(order.providerPaymentId).not.toBeNull();
      expect(order.refundReason).toEqual(expect.any(String));
    }
    if (settled) expect(order.status).not.toBe('created');
    // (4) one receipt mail per paid order, queued by whichever settlement made it paid; none for
    // an order that never was, or whose money goes back.
    const receipts = receiptMails.filter((m) => (m.payload as { data?: { paymentId?: number } }).data?.paymentId === order.id);
    expect({ order: order.id, status: order.status, receipts: receipts.length }).toEqual({
      order: order.id,
      status: order.status,
      receipts: order.status === 'paid' ? 1 : 0,
    });
  }
  expect(receiptMails.every((m) => orderById.has((m.payload as { data: { paymentId: number } }).data.paymentId))).toBe(true);

  // (2) one enrolment per student and course, each bought by one paid order, or free.
  const seen = new Set<string>();
  for (const e of enrolments) {
    expect(seen.has(key(e.studentId, e.courseId))).toBe(false);
    seen.add(key(e.studentId, e.courseId));
    const paidOrders = orders.filter((o) => o.studentId === e.studentId && o.courseId === e.courseId && o.status === 'paid');
    const freeJoin = priceOf.get(e.courseId) === 0 || redemptions.some((r) => r.paymentId === null && r.studentId === e.studentId && r.courseId === e.courseId);
    expect({ enrolment: e.id, paid: paidOrders.length, free: freeJoin && paidOrders.length === 0 }).toEqual({
      enrolment: e.id,
      paid: freeJoin ? 0 : 1,
      free: freeJoin,
    });
    // Enrolled: nothing left open to pay for that course.
    expect(orders.some((o) => o.studentId === e.studentId && o.courseId === e.courseId && o.status === 'created')).toBe(false);
  }
  for (const o of orders) {
    if (o.status === 'paid') expect(seen.has(key(o.studentId!, o.courseId))).toBe(true);
  }
}
