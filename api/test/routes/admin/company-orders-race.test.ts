// Company orders settle exactly once under real concurrency (decision 154): two settlements of one
// order at once give one invoice and N seats, two staff recording its bank transfer at once give
// one record (the other a 409), and company and student orders settled in parallel share the one
// gap-free invoice series. On PostgreSQL (TEST_DATABASE_URL, a pool) the settlements truly overlap
// and wait on the rows' locks; PGlite has one connection, so there they interleave per query.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { companySeatPools, invoiceSeries, invoices, offlinePayments, payments, settings } from '../../../src/db/schema';
import { settleCompanyOrder } from '../../../src/services/company-orders';
import { settlePayment } from '../../../src/services/enrolment';
import { useTestApp } from '../../helpers/app';
import { newCompany, raiseCompanyOrder } from '../../helpers/companies';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, signUpVerified } from '../../helpers/fixtures';
import { REGISTERED_SELLER } from '../../helpers/gst';
import { recordBankTransfer } from '../../helpers/offline-payment';
import { fakePaymentId } from '../../helpers/payments';
import { signUpAs } from '../../helpers/staff';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'company-orders-race-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

/** Company orders and student orders settled at once, each kind this many. */
const EACH = 8;

describe.each(EVERY_DRIVER)('company order settlement races on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });

  beforeEach(async () => {
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });
  });

  it('two settlements of one order at once: one paid, one unchanged; one invoice; the pool grows by N once', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const course = await insertCourse(t.db, { price: 118_000 });
    const company = await newCompany(t.app, admin);
    const order = await raiseCompanyOrder(t.app, admin, company.id, { course_id: course.id, seats: 7 });
    const now = t.clock.now();
    const outcomes = await Promise.all([
      settleCompanyOrder(t.db, order.id, 'offline_1', { now, actorUserId: admin.userId }),
      settleCompanyOrder(t.db, order.id, 'offline_1', { now, actorUserId: admin.userId }),
    ]);
    expect(outcomes.sort()).toEqual(['paid', 'unchanged']);
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    const pools = await t.db.select().from(companySeatPools).where(eq(companySeatPools.companyId, company.id));
    expect(pools.map((p) => p.seats)).toEqual([7]);
  });

  it('two staff record the same bank transfer at once: one 201, one 409; one invoice, N seats', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const other = await signUpAs(t.app, t.db, 'admin', 'Other Admin');
    const course = await insertCourse(t.db, { price: 118_000 });
    const company = await newCompany(t.app, admin);
    const order = await raiseCompanyOrder(t.app, admin, company.id, { course_id: course.id, seats: 4 });
    const answers = await Promise.all([recordBankTransfer(t.app, admin, order.id, order.amount), recordBankTransfer(t.app, other, order.id, order.amount)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(offlinePayments)).toHaveLength(1);
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    const [pool] = await t.db.select().from(companySeatPools).where(eq(companySeatPools.companyId, company.id));
    expect(pool!.seats).toBe(4);
  });

  it(`${EACH} company orders (two companies, one shared pool each) and ${EACH} student orders settled at once → invoice serials exactly 1..${2 * EACH}`, async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const course = await insertCourse(t.db, { price: 118_000 });
    const companies = [await newCompany(t.app, admin), await newCompany(t.app, admin)];
    const companyOrders: number[] = [];
    for (let i = 0; i < EACH; i++) {
      companyOrders.push((await raiseCompanyOrder(t.app, admin, companies[i % 2]!.id, { course_id: course.id, seats: i + 1 })).id);
    }
    const studentOrders: string[] = [];
    for (let i = 0; i < EACH; i++) {
      const student = await signUpVerified(t.app, t.db, `Buyer ${i}`);
      const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
      studentOrders.push(join.json().payment.order_id as string);
    }
    const now = t.clock.now();
    // Interleaved: company, student, company, student…
    const settlements = companyOrders.flatMap((id, i) => [
      settleCompanyOrder(t.db, id, `offline_c${id}`, { now, actorUserId: admin.userId }),
      settlePayment(t.db, studentOrders[i]!, fakePaymentId(), { now }),
    ]);
    await Promise.all(settlements);

    const issued = await t.db.select().from(invoices);
    expect(issued.map((row) => row.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 2 * EACH }, (_, i) => i + 1));
    expect(new Set(issued.map((row) => row.number)).size).toBe(2 * EACH);
    const [series] = await t.db.select().from(invoiceSeries);
    expect(series!.lastSerial).toBe(2 * EACH);
    // Each company's pool holds the sum of its orders' seats: 1+3+5+7 and 2+4+6+8.
    const pools = await t.db.select().from(companySeatPools);
    expect(pools.map((p) => p.seats).sort((a, b) => a - b)).toEqual([16, 20]);
    expect(issued.filter((row) => row.userId === null && row.quantity > 1).length).toBe(EACH - 1); // seats 1 has quantity 1
    expect(await t.db.select().from(payments).where(isNotNull(payments.companyId))).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'paid' })]),
    );
    expect((await t.db.select().from(payments).where(eq(payments.status, 'paid'))).length).toBe(2 * EACH);
  });
});
