// Refunds under real concurrency (decision 142). On PostgreSQL (TEST_DATABASE_URL) the requests
// truly overlap and wait on the order row's lock; on PGlite's one connection they interleave per
// query, and the same assertions check correctness.
// - Two refunds of 60 % each of one order at once: exactly one is taken, the other is a 409, so
//   the refunds never exceed what was paid.
// - Refunds of N invoiced orders at once: their credit notes take serials exactly 1..N.
import { REFUND_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { creditNoteSeries, creditNotes, refunds } from '../../../src/db/schema';
import { EVERY_DRIVER } from '../../helpers/database';
import { paidOrder, registerSeller, useRefundsApp } from '../../helpers/refunds';
import { signUpAs } from '../../helpers/staff';

const PARALLEL_REFUNDS = 12;

describe.each(EVERY_DRIVER)('refund races on %s', (driver) => {
  const ctx = useRefundsApp(driver);
  const { t } = ctx;

  it('two refunds of 60 % at once: exactly one succeeds, the other is a 409', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const { order } = await paidOrder(ctx, 100_000);
    const [a, b] = await Promise.all(
      ['first', 'second'].map((reason) =>
        t.app.inject({ method: 'POST', url: adminApi.orderRefunds(order.id), headers: admin.auth, payload: { amount: 60_000, reason } }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((res) => res!.statusCode === 409)!.json()).toEqual({ detail: REFUND_MESSAGES.tooMuch });
    const rows = await t.db.select().from(refunds);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 60_000, status: 'processed' });
    expect(ctx.fake().requests.filter((r) => r.path.endsWith('/refund'))).toHaveLength(1);
  });

  it(`${PARALLEL_REFUNDS} invoiced orders refunded at once → credit notes numbered exactly 1..${PARALLEL_REFUNDS}`, async () => {
    await registerSeller(t);
    const admin = await signUpAs(t.app, t.db, 'admin');
    const orders = [];
    for (let i = 0; i < PARALLEL_REFUNDS; i++) orders.push((await paidOrder(ctx, 118_000)).order);
    const answers = await Promise.all(
      orders.map((order) =>
        t.app.inject({ method: 'POST', url: adminApi.orderRefunds(order.id), headers: admin.auth, payload: { amount: 50_000, reason: 'Batch moved' } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(orders.map(() => 201));
    const notes = await t.db.select().from(creditNotes);
    expect(notes.map((n) => n.serial).sort((x, y) => x - y)).toEqual(Array.from({ length: PARALLEL_REFUNDS }, (_, i) => i + 1));
    expect(new Set(notes.map((n) => n.number)).size).toBe(PARALLEL_REFUNDS);
    const [series] = await t.db.select().from(creditNoteSeries);
    expect(series!.lastSerial).toBe(PARALLEL_REFUNDS);
  });
});
