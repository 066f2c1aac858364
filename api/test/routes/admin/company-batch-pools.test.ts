// Batch pools (decision 155): a company's pool may be for one batch of its course. Its unused seats
// are held in the batch (the public page, a student's join and staff see them as taken), an HR
// invite seats the learner in the batch with the course, removing an unstarted learner gives the
// seat back to the pool, and a company order for a batch holds its seats while open and settles
// into the batch pool with an invoice line naming the batch.
import { and, eq } from 'drizzle-orm';
import { BATCH_MESSAGES, COMPANY_MESSAGES, companyDashboardSchema } from '@sap-academy/contracts';
import { ADMIN_COMPANY_MESSAGES, adminCompanyDetailSchema, adminOrderSchema } from '@sap-academy/contracts/admin';
import { adminApi, companyApi, lmsApi, siteApi } from '@sap-academy/contracts/paths';
import { batchMembers, companySeatPools, courseStudents, courses, invoices, outbox, settings } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { batchMember, courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { createCompany, newCompany } from '../../helpers/companies';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type StudentSession } from '../../helpers/fixtures';
import { REGISTERED_SELLER } from '../../helpers/gst';
import { recordBankTransfer } from '../../helpers/offline-payment';
import { pdfText } from '../../helpers/pdf';
import { signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('batch pools on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: StudentSession;

  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const grant = (companyId: number, payload: object) =>
    t.app.inject({ method: 'POST', url: adminApi.companyPools(companyId), headers: admin.auth, payload: { purchase_reference: '', ...payload } });
  const invite = (c: { id: number; hr: StudentSession }, poolId: number, email: string) =>
    t.app.inject({ method: 'POST', url: companyApi.companyLearners(c.id), headers: c.hr.auth, payload: { pool_id: poolId, email } });
  const member = (batchId: number, studentId: number) => batchMember(t.db, batchId, studentId);
  const seatsLeft = async (slug: string) => (await t.app.inject({ method: 'GET', url: siteApi.coursePage(slug) })).json().batches[0].seats_left as number;
  const slugOf = async (id: number) => (await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, id)))[0]!.slug;

  /** A company with a course pool (from the helper) and a batch of `limit` seats on that course. */
  async function setUp(limit: number) {
    const c = await createCompany(t.app, t.db, { admin, seats: 1 });
    const batch = await createBatch(t.app, admin, c.course.id, { seat_limit: limit, title: 'May weekend' });
    return { c, batch };
  }

  it('grants a batch pool beside the course pool; its seats are held: the public page and a join see them taken', async () => {
    const { c, batch } = await setUp(3);
    const res = await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 2, purchase_reference: 'PO-7' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      course_id: c.course.id,
      batch_id: batch.id,
      batch: { id: batch.id, title: 'May weekend', starts_on: '2030-01-07', ends_on: '2030-01-18' },
      seats: 2,
      used: 0,
    });
    const detail = adminCompanyDetailSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.company(c.id), headers: admin.auth })).json());
    expect(detail.pools.map((p) => p.batch?.title ?? null)).toEqual([null, 'May weekend']);
    // A second pool for the same batch is refused; the course pool is another key.
    const again = await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(ADMIN_COMPANY_MESSAGES.poolExistsForBatch);
    // Staff see the held seats counted in the batch's seats, and named.
    expect((await t.app.inject({ method: 'GET', url: adminApi.batch(batch.id), headers: admin.auth })).json()).toMatchObject({ seats_taken: 2, seats_held: 2 });

    expect(await seatsLeft(await slugOf(c.course.id))).toBe(1);
    const first = await courseStudent(t.app, t.db, c.course.id, 'First');
    const second = await courseStudent(t.app, t.db, c.course.id, 'Second');
    expect((await joinBatch(t.app, first, batch.id)).json()).toMatchObject({ status: 'enrolled' });
    expect((await joinBatch(t.app, second, batch.id)).json()).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(await seatsLeft(await slugOf(c.course.id))).toBe(0);
    // Staff cannot promote into a seat the company holds.
    const promote = await t.app.inject({ method: 'POST', url: adminApi.batchMemberPromote(batch.id, second.studentId), headers: admin.auth, payload: {} });
    expect(promote.statusCode).toBe(409);
  });

  it('409 naming the free seats when the batch cannot hold the pool, for a grant and for raising its seats', async () => {
    const { c, batch } = await setUp(3);
    await joinBatch(t.app, await courseStudent(t.app, t.db, c.course.id), batch.id);
    const tooMany = await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe(ADMIN_COMPANY_MESSAGES.batchNoRoom(2));
    expect(await t.db.select().from(companySeatPools).where(eq(companySeatPools.batchId, batch.id))).toHaveLength(0);
    const pool = (await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 2 })).json();
    const raise = await t.app.inject({
      method: 'PUT',
      url: adminApi.companyPool(c.id, pool.id),
      headers: admin.auth,
      payload: { seats: 3, purchase_reference: '', version: pool.version },
    });
    expect(raise.statusCode).toBe(409);
    expect(raise.json().detail).toBe(ADMIN_COMPANY_MESSAGES.batchNoRoom(0));
    // A batch of another course, or a cancelled one, is refused on its field.
    const other = await insertCourse(t.db, { price: 0 });
    const otherBatch = await createBatch(t.app, admin, other.id);
    const wrong = await grant(c.id, { course_id: c.course.id, batch_id: otherBatch.id, seats: 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(ADMIN_COMPANY_MESSAGES.batchNotOfCourse);
    // A batch id that does not exist gets the same words, never a 500.
    const missing = await grant(c.id, { course_id: c.course.id, batch_id: 2_147_483_647, seats: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(ADMIN_COMPANY_MESSAGES.batchNotOfCourse);
    // The seat limit cannot go below seated plus held.
    const limit = await t.app.inject({ method: 'GET', url: adminApi.batch(batch.id), headers: admin.auth });
    const body = limit.json();
    const lower = await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: admin.auth,
      payload: {
        course_id: body.course_id,
        title: body.title,
        starts_on: body.starts_on,
        ends_on: body.ends_on,
        timetable: body.timetable,
        seat_limit: 2,
        trainer_user_id: null,
        delivery: body.delivery,
        price_paise: null,
        meeting_url: body.meeting_url,
        version: body.version,
      },
    });
    expect(lower.statusCode).toBe(422);
  });

  it('an invite enrols in the course and seats in the batch (no second seat); removing an unstarted learner frees both; a member is refused', async () => {
    const { c, batch } = await setUp(3);
    const pool = (await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 2 })).json();
    const slug = await slugOf(c.course.id);
    const learner = await signUp(t.app, 'Asha Learner');
    const res = await invite(c, pool.id, learner.email);
    expect(res.statusCode).toBe(201);
    expect(await member(batch.id, learner.studentId)).toMatchObject({ status: 'enrolled', waitlistPosition: null });
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.studentId, learner.studentId))).toHaveLength(1);
    // Held 1 + seated 1 of 3: one left for the public, as before the invite.
    expect(await seatsLeft(slug)).toBe(1);
    const invites = (await t.db.select().from(outbox).where(eq(outbox.kind, 'batch-invite'))).filter((r) => (r.payload as { to: string }).to === learner.email);
    expect(invites).toHaveLength(1);
    // HR sees the batch beside the course.
    const dash = companyDashboardSchema.parse((await t.app.inject({ method: 'GET', url: companyApi.companyDashboard(c.id), headers: c.hr.auth })).json());
    expect(dash.pools.find((p) => p.id === pool.id)).toMatchObject({ batch: { title: 'May weekend' }, used: 1, free: 1 });

    // A student already in the batch (a seat of their own) is refused like an enrolled one.
    const seated = await courseStudent(t.app, t.db, c.course.id, 'Own Seat');
    await joinBatch(t.app, seated, batch.id);
    const twice = await invite(c, pool.id, seated.email);
    expect(twice.statusCode).toBe(409);
    expect(await seatsLeft(slug)).toBe(0);

    const learnerId = res.json().id as number;
    const removed = await t.app.inject({ method: 'DELETE', url: companyApi.companyLearner(c.id, learnerId), headers: c.hr.auth });
    expect(removed.json()).toEqual({ seat_freed: true });
    expect(await member(batch.id, learner.studentId)).toMatchObject({ status: 'removed' });
    const after = companyDashboardSchema.parse((await t.app.inject({ method: 'GET', url: companyApi.companyDashboard(c.id), headers: c.hr.auth })).json());
    expect(after.pools.find((p) => p.id === pool.id)).toMatchObject({ used: 0, free: 2 });
    // The seat is held for the company again, not given to the public.
    expect(await seatsLeft(slug)).toBe(0);
    expect((await invite(c, pool.id, learner.email)).statusCode).toBe(201);
  });

  it('HR of another company cannot invite into the batch pool (403)', async () => {
    const { c, batch } = await setUp(3);
    const pool = (await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 2 })).json();
    const other = await createCompany(t.app, t.db, { admin });
    const res = await t.app.inject({
      method: 'POST',
      url: companyApi.companyLearners(c.id),
      headers: other.hr.auth,
      payload: { pool_id: pool.id, email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(COMPANY_MESSAGES.notCompanyAdmin);
  });

  it('a company order for a batch: its price, seats held while open, settled into the batch pool with the invoice line naming the batch', async () => {
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });
    const course = await insertCourse(t.db, { price: 1_180_000, title: 'SAP FICO' });
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 5, title: 'May weekend', price_paise: 900_000 });
    const company = await newCompany(t.app, admin);
    const slug = await slugOf(course.id);
    const raise = (seats: number) =>
      t.app.inject({
        method: 'POST',
        url: adminApi.companyOrders(company.id),
        headers: admin.auth,
        payload: { course_id: course.id, batch_id: batch.id, seats },
      });
    const tooMany = await raise(6);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe(ADMIN_COMPANY_MESSAGES.batchNoRoom(5));
    const raised = await raise(4);
    expect(raised.statusCode).toBe(201);
    const order = adminOrderSchema.parse(raised.json());
    expect(order).toMatchObject({ list_price: 900_000, seats: 4, batch: { id: batch.id, title: 'May weekend' } });
    expect(await seatsLeft(slug)).toBe(1);
    expect((await raise(2)).statusCode).toBe(409);

    const paid = await recordBankTransfer(t.app, admin, order.id, order.amount);
    expect(paid.statusCode).toBe(201);
    const [pool] = await t.db.select().from(companySeatPools).where(eq(companySeatPools.companyId, company.id));
    expect(pool).toMatchObject({ batchId: batch.id, courseId: course.id, seats: 4 });
    expect(await seatsLeft(slug)).toBe(1);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.paymentId, order.id));
    expect(invoice!.courseTitle).toBe('SAP FICO — May weekend');
    const pdf = await t.app.inject({ method: 'GET', url: adminApi.orderInvoice(order.id), headers: admin.auth });
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ')).toContain('SAP FICO — May weekend — 4 seats');

    // Refunding an unused seat takes it out of the batch pool: the batch gets it back.
    const refund = await t.app.inject({
      method: 'POST',
      url: adminApi.orderRefunds(order.id),
      headers: admin.auth,
      payload: { amount: order.amount / 4, reason: 'One seat not needed', seats: 1 },
    });
    expect(refund.statusCode).toBe(201);
    expect((await t.db.select().from(companySeatPools).where(eq(companySeatPools.companyId, company.id)))[0]).toMatchObject({ seats: 3 });
    expect(await seatsLeft(slug)).toBe(2);

    // Cancelling an open order gives its held seats back.
    const open = adminOrderSchema.parse((await raise(2)).json());
    expect(await seatsLeft(slug)).toBe(0);
    await t.app.inject({ method: 'POST', url: adminApi.companyOrderCancel(company.id, open.id), headers: admin.auth, payload: {} });
    expect(await seatsLeft(slug)).toBe(2);
    // A batch of another course is refused.
    const other = await createBatch(t.app, admin, (await insertCourse(t.db, { price: 100 })).id);
    const wrong = await t.app.inject({
      method: 'POST',
      url: adminApi.companyOrders(company.id),
      headers: admin.auth,
      payload: { course_id: course.id, batch_id: other.id, seats: 1 },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('a cancelled batch order paid late settles only while its seats still fit; with no contact e-mail the invoice goes to HR', async () => {
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });
    const course = await insertCourse(t.db, { price: 100_000, title: 'SAP MM' });
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 3, title: 'June weekday' });
    const company = await newCompany(t.app, admin, { contact_email: '' });
    const hr = await signUp(t.app, 'Only Hr');
    expect(
      (await t.app.inject({ method: 'POST', url: adminApi.companyAdmins(company.id), headers: admin.auth, payload: { email: hr.email } })).statusCode,
    ).toBe(201);
    const raise = async (seats: number) =>
      adminOrderSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: adminApi.companyOrders(company.id),
            headers: admin.auth,
            payload: { course_id: course.id, batch_id: batch.id, seats },
          })
        ).json(),
      );
    const cancel = (id: number) => t.app.inject({ method: 'POST', url: adminApi.companyOrderCancel(company.id, id), headers: admin.auth, payload: {} });

    // Cancelled, its two seats went back to the batch, and two students took them.
    const late = await raise(2);
    expect((await cancel(late.id)).statusCode).toBe(200);
    for (const name of ['First', 'Second']) await joinBatch(t.app, await courseStudent(t.app, t.db, course.id, name), batch.id);
    const refused = await recordBankTransfer(t.app, admin, late.id, late.amount);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(ADMIN_COMPANY_MESSAGES.batchNoRoom(1));
    expect(await t.db.select().from(invoices)).toHaveLength(0);
    expect(await t.db.select().from(companySeatPools).where(eq(companySeatPools.companyId, company.id))).toHaveLength(0);
    expect(
      adminOrderSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.companyOrders(company.id), headers: admin.auth })).json().results[0]),
    ).toMatchObject({
      id: late.id,
      status: 'cancelled',
    });

    // One seat still fits: that late payment settles into the batch pool, and HR gets the invoice.
    const small = await raise(1);
    expect((await cancel(small.id)).statusCode).toBe(200);
    expect((await recordBankTransfer(t.app, admin, small.id, small.amount)).statusCode).toBe(201);
    expect(await t.db.select().from(companySeatPools).where(eq(companySeatPools.companyId, company.id))).toEqual([
      expect.objectContaining({ batchId: batch.id, seats: 1 }),
    ]);
    expect(await seatsLeft(await slugOf(course.id))).toBe(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'company-invoice'));
    expect(mails.map((m) => (m.payload as { to: string }).to)).toEqual([hr.email]);
  });

  it('a CSV into a batch pool seats every row in the batch, or none when one row is already enrolled in the course', async () => {
    const { c, batch } = await setUp(4);
    const pool = (await grant(c.id, { course_id: c.course.id, batch_id: batch.id, seats: 3 })).json();
    const upload = (rows: string[]) => {
      const boundary = '----batchpool';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\nemail,name\n${rows.join('\n')}\n\r\n--${boundary}--\r\n`;
      return t.app.inject({
        method: 'POST',
        url: companyApi.companyLearnersCsv(c.id, pool.id),
        headers: { ...c.hr.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const own = await courseStudent(t.app, t.db, c.course.id, 'Own Seat');
    await joinBatch(t.app, own, batch.id);
    const refused = await upload(['new.one@example.com,New One', `${own.email},Own Seat`]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().rejected).toEqual([expect.objectContaining({ row: 3, reason: COMPANY_MESSAGES.alreadyEnrolled })]);
    expect(await t.db.select().from(batchMembers).where(eq(batchMembers.batchId, batch.id))).toHaveLength(1);

    const ok = await upload(['new.one@example.com,New One', 'new.two@example.com,New Two']);
    expect(ok.statusCode).toBe(201);
    const seated = await t.db
      .select()
      .from(batchMembers)
      .where(and(eq(batchMembers.batchId, batch.id), eq(batchMembers.status, 'enrolled')));
    expect(seated).toHaveLength(3);
    // 1 own seat + 2 seated from the pool + 1 still held: the batch is full for the public.
    expect(await seatsLeft(await slugOf(c.course.id))).toBe(0);
  });

  it('a student cannot buy a seat the company holds', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 2 });
    const company = await newCompany(t.app, admin);
    expect((await grant(company.id, { course_id: course.id, batch_id: batch.id, seats: 2 })).statusCode).toBe(201);
    const buyer = await signUp(t.app, 'Buyer');
    const res = await t.app.inject({ method: 'POST', url: lmsApi.join(course.id), headers: buyer.auth, payload: { batch_id: batch.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(BATCH_MESSAGES.fullCannotBuy);
  });
});
