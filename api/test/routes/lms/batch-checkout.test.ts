// Buying a seat in a live batch through the checkout (decision 146): the order names the batch and
// its price, the seat is decided in the settlement's transaction (a waitlist place when the batch
// filled meanwhile, never an oversold seat), and free batches still seat at once.
import { eq } from 'drizzle-orm';
import { BATCH_MESSAGES, joinResponseSchema } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { batchMembers, batches, courseStudents, outbox, payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { batchMember, courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUpVerified, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { capturedEvent, checkoutResult, fakePaymentId, webhookRequest } from '../../helpers/payments';
import { signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('buying a batch seat on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: StudentSession;
  let student: StudentSession;
  let course: CourseFixture;

  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
    student = await signUpVerified(t.app, t.db);
    course = await insertCourse(t.db, { price: 100_000 });
  });

  const join = (courseId: number, payload: object, who = student) => t.app.inject({ method: 'POST', url: lmsApi.join(courseId), headers: who.auth, payload });
  const pay = (courseId: number, payload: object, who = student) =>
    t.app.inject({ method: 'PATCH', url: lmsApi.paymentStatus(courseId), headers: who.auth, payload });
  const member = (batchId: number, studentId: number) => batchMember(t.db, batchId, studentId);
  const orderOf = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const invitesTo = async (email: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.kind, 'batch-invite'))).filter((row) => (row.payload as { to: string }).to === email);

  async function openOrder(batchId: number, who = student) {
    const res = await join(course.id, { batch_id: batchId }, who);
    expect(res.statusCode).toBe(201);
    const body = joinResponseSchema.parse(res.json());
    if (body.status !== 'payment_required') throw new Error('expected a payment order');
    return body.payment;
  }

  it('the order carries the batch; no seat until it is paid; paying seats the student and queues the invite', async () => {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 2 });
    const order = await openOrder(batch.id);
    const row = await orderOf(order.order_id);
    expect(row).toMatchObject({ batchId: batch.id, listPrice: 100_000, status: 'created' });
    expect(await member(batch.id, student.studentId)).toBeUndefined();

    const res = await pay(course.id, checkoutResult(order.order_id));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('paid');
    expect(await member(batch.id, student.studentId)).toMatchObject({ status: 'enrolled', waitlistPosition: null });
    expect(await invitesTo(student.email)).toHaveLength(1);
    // The student sees the seat on the course page's batches.
    const listed = await t.app.inject({ method: 'GET', url: lmsApi.courseBatches(course.id), headers: student.auth });
    expect(listed.json()[0]).toMatchObject({ id: batch.id, seats_left: 1, membership: { status: 'enrolled' } });
  });

  it("a batch's own price is the order's list price", async () => {
    const batch = await createBatch(t.app, admin, course.id, { price_paise: 250_000 });
    const order = await openOrder(batch.id);
    expect(await orderOf(order.order_id)).toMatchObject({ listPrice: 250_000, batchId: batch.id });
    expect(order.amount).toBeGreaterThanOrEqual(250_000);
  });

  it('a full batch is not sold (409 {detail}, no order); the course alone still is', async () => {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 1 });
    const seated = await courseStudent(t.app, t.db, course.id, 'Seated');
    expect((await joinBatch(t.app, seated, batch.id)).statusCode).toBe(201);
    const res = await join(course.id, { batch_id: batch.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: BATCH_MESSAGES.fullCannotBuy });
    expect(await t.db.select().from(payments).where(eq(payments.studentId, student.studentId))).toHaveLength(0);
    expect((await join(course.id, {})).statusCode).toBe(201);
  });

  it('a batch that filled while the order was open: the payment enrols in the course and gives waitlist place 1', async () => {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 1 });
    const order = await openOrder(batch.id);
    const seated = await courseStudent(t.app, t.db, course.id, 'Faster');
    expect((await joinBatch(t.app, seated, batch.id)).statusCode).toBe(201);

    const res = await pay(course.id, checkoutResult(order.order_id));
    expect(res.statusCode).toBe(200);
    expect(await orderOf(order.order_id)).toMatchObject({ status: 'paid' });
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.studentId, student.studentId))).toHaveLength(1);
    expect(await member(batch.id, student.studentId)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(await invitesTo(student.email)).toHaveLength(0); // the link is for seated members only
  });

  it('the webhook settles a batch order the same way, and a repeated settlement keeps one seat', async () => {
    const batch = await createBatch(t.app, admin, course.id);
    const order = await openOrder(batch.id);
    const paymentId = fakePaymentId();
    const hook = await t.app.inject(webhookRequest(capturedEvent(order.order_id, paymentId, order.amount), 'evt_batch_1'));
    expect(hook.statusCode).toBe(200);
    expect((await pay(course.id, checkoutResult(order.order_id, paymentId))).statusCode).toBe(200);
    expect(await t.db.select().from(batchMembers).where(eq(batchMembers.batchId, batch.id))).toHaveLength(1);
    expect(await member(batch.id, student.studentId)).toMatchObject({ status: 'enrolled' });
    expect(await invitesTo(student.email)).toHaveLength(1);
  });

  it('choosing another batch supersedes the open order; the same batch again returns the same order', async () => {
    const first = await createBatch(t.app, admin, course.id, { title: 'Morning' });
    const second = await createBatch(t.app, admin, course.id, { title: 'Evening' });
    const a = await openOrder(first.id);
    const again = await join(course.id, { batch_id: first.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment.order_id).toBe(a.order_id);
    const b = await openOrder(second.id);
    expect(b.order_id).not.toBe(a.order_id);
    expect(await orderOf(a.order_id)).toMatchObject({ status: 'cancelled' });
    expect(await orderOf(b.order_id)).toMatchObject({ status: 'created', batchId: second.id });
  });

  it('free batches seat at once: a free course, a batch priced 0, and a student already in the course', async () => {
    const free = await insertCourse(t.db, { price: 0 });
    const freeBatch = await createBatch(t.app, admin, free.id);
    const res = await join(free.id, { batch_id: freeBatch.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('enrolled');
    expect(await member(freeBatch.id, student.studentId)).toMatchObject({ status: 'enrolled' });
    expect(await invitesTo(student.email)).toHaveLength(1);

    const zero = await createBatch(t.app, admin, course.id, { price_paise: 0 });
    const other = await signUpVerified(t.app, t.db, 'Zero Price');
    expect((await join(course.id, { batch_id: zero.id }, other)).json().status).toBe('enrolled');
    expect(await member(zero.id, other.studentId)).toMatchObject({ status: 'enrolled' });
    expect(await t.db.select().from(payments).where(eq(payments.studentId, other.studentId))).toHaveLength(0);

    const enrolledAlready = await courseStudent(t.app, t.db, course.id, 'Already In');
    const direct = await join(course.id, { batch_id: zero.id }, enrolledAlready);
    expect(direct.statusCode).toBe(200);
    expect(await member(zero.id, enrolledAlready.studentId)).toMatchObject({ status: 'enrolled' });
  });

  it("another course's batch is a 404, a cancelled batch a 409, and a malformed batch_id a 4xx with {detail}", async () => {
    const elsewhere = await insertCourse(t.db, { price: 100_000 });
    const foreign = await createBatch(t.app, admin, elsewhere.id);
    const wrong = await join(course.id, { batch_id: foreign.id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toHaveProperty('detail');
    expect((await join(course.id, { batch_id: 999_999 })).statusCode).toBe(404);

    const batch = await createBatch(t.app, admin, course.id);
    await t.db.update(batches).set({ status: 'cancelled' }).where(eq(batches.id, batch.id));
    const closed = await join(course.id, { batch_id: batch.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: BATCH_MESSAGES.batchClosed });

    for (const bad of ['1', -1, 1.5]) {
      const res = await join(course.id, { batch_id: bad });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('detail');
    }
    expect(await t.db.select().from(payments).where(eq(payments.studentId, student.studentId))).toHaveLength(0);
  });
});
