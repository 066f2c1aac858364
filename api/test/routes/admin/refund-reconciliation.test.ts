// Refund reconciliation (decision 148) against the local fake Razorpay, on an injected clock: a
// refund still pending REFUND_RECONCILE_AFTER_MINUTES after it was asked for is looked up with
// GET /v1/refunds/:id and settled exactly once (processed → its credit note, failed → failed);
// nothing younger is asked about, a refund is asked about once per window, an unanswered lookup
// changes nothing, and the job racing the webhook, or another replica, still gives one credit note.
import { eq } from 'drizzle-orm';
import { adminOrderCountsSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { creditNotes, refunds } from '../../../src/db/schema';
import { DRIVERS, EVERY_DRIVER } from '../../helpers/database';
import { paidOrder, registerSeller, useRefundsApp, type RefundsContext } from '../../helpers/refunds';
import { signUpAs } from '../../helpers/staff';

const AFTER_MINUTES = 30;
const MINUTE = 60_000;

/** A refund Razorpay keeps pending, whose webhook never comes: the case the job exists for. */
async function pendingRefund(ctx: RefundsContext, price = 118_000) {
  const { t } = ctx;
  const admin = await signUpAs(t.app, t.db, 'admin');
  const { order } = await paidOrder(ctx, price);
  ctx.fake().setRefundBehaviour({ status: 'pending', finalEvent: null });
  const res = await t.app.inject({
    method: 'POST',
    url: adminApi.orderRefunds(order.id),
    headers: admin.auth,
    payload: { amount: price, reason: 'Batch moved' },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(refunds).where(eq(refunds.paymentId, order.id));
  expect(row).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });
  return { admin, order, refund: row! };
}

const lookups = (ctx: RefundsContext, providerRefundId: string) =>
  ctx.fake().requests.filter((r) => r.method === 'GET' && r.path === `/v1/refunds/${providerRefundId}`);
const later = (ctx: RefundsContext, minutes: number) => new Date(ctx.t.clock.now().getTime() + minutes * MINUTE);

describe.each(DRIVERS)('refund reconciliation on %s', (driver) => {
  const ctx = useRefundsApp(driver, { REFUND_RECONCILE_AFTER_MINUTES: String(AFTER_MINUTES) });
  const { t } = ctx;

  it('asks nothing of a refund younger than the window, then settles a processed one with its credit note, once', async () => {
    await registerSeller(t);
    const { refund, order } = await pendingRefund(ctx);
    // Razorpay processed it; the webhook was lost.
    ctx.fake().refunds.get(refund.providerRefundId!)!.status = 'processed';

    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES - 1))).toMatchObject({ checked: 0, processed: 0 });
    expect(lookups(ctx, refund.providerRefundId!)).toHaveLength(0);

    const at = later(ctx, AFTER_MINUTES + 1);
    const settled = await t.app.refundReconciliation.run(at);
    expect(settled).toEqual({ checked: 1, processed: 1, failed: 0, unchanged: 0, unanswered: 0 });
    expect(lookups(ctx, refund.providerRefundId!)).toHaveLength(1);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(done).toMatchObject({ status: 'processed', processedAt: at });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.paymentId, order.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: refund.id, total: 118_000 });

    // Settled: no later run asks again, and the webhook arriving at last changes nothing.
    expect(await t.app.refundReconciliation.run(later(ctx, 3 * AFTER_MINUTES))).toMatchObject({ checked: 0 });
    await ctx.fake().completeRefund(refund.providerRefundId!, 'refund.processed');
    expect(ctx.delivered).toEqual([{ status: 200, body: { status: 'duplicate' } }]);
    expect(await t.db.select().from(creditNotes)).toHaveLength(1);
  });

  it('records a refund Razorpay failed as failed, with no credit note, and counts it for staff', async () => {
    await registerSeller(t);
    const { refund, admin } = await pendingRefund(ctx, 80_000);
    ctx.fake().refunds.get(refund.providerRefundId!)!.status = 'failed';
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1))).toMatchObject({ checked: 1, failed: 1, processed: 0 });
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(done).toMatchObject({ status: 'failed', failure: expect.any(String), processedAt: null });
    expect(await t.db.select().from(creditNotes)).toHaveLength(0);
    const counts = adminOrderCountsSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.orderCounts(), headers: admin.auth })).json());
    expect(counts).toEqual({ refund_due: 0, refunds_failed: 1 });
  });

  it('leaves a refund still pending at Razorpay, and asks about it again only a window later', async () => {
    const { refund } = await pendingRefund(ctx);
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1))).toMatchObject({ checked: 1, unchanged: 1 });
    // Within the next window the lookup just made is the latest word.
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 10))).toMatchObject({ checked: 0 });
    expect(lookups(ctx, refund.providerRefundId!)).toHaveLength(1);
    expect(await t.app.refundReconciliation.run(later(ctx, 2 * AFTER_MINUTES + 2))).toMatchObject({ checked: 1, unchanged: 1 });
    expect(lookups(ctx, refund.providerRefundId!)).toHaveLength(2);
    const [still] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(still!.status).toBe('pending');
  });

  it('changes nothing when Razorpay does not answer, and settles it on a later run', async () => {
    const { refund } = await pendingRefund(ctx);
    ctx.fake().refunds.get(refund.providerRefundId!)!.status = 'processed';
    ctx.fake().setDown(true);
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1))).toMatchObject({ checked: 0, unanswered: 1 });
    const [still] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(still!.status).toBe('pending');
    ctx.fake().setDown(false);
    expect(await t.app.refundReconciliation.run(later(ctx, 2 * AFTER_MINUTES + 2))).toMatchObject({ checked: 1, processed: 1 });
  });
});

describe.each(EVERY_DRIVER)('refund reconciliation races on %s', (driver) => {
  const ctx = useRefundsApp(driver, { REFUND_RECONCILE_AFTER_MINUTES: String(AFTER_MINUTES) });
  const { t } = ctx;

  async function expectOneProcessedRefund(refundId: number) {
    const notes = await t.db.select().from(creditNotes);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId, serial: 1 });
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(done!.status).toBe('processed');
  }

  it('the webhook lands while the job is asking Razorpay: the job finds it settled, one credit note', async () => {
    await registerSeller(t);
    const { refund } = await pendingRefund(ctx);
    // The job has claimed the refund and asked Razorpay; the refund ends and its webhook is applied
    // before Razorpay's answer reaches the job, which then meets a refund no longer pending.
    ctx.fake().setOnRefundLookup(async (id) => {
      ctx.fake().setOnRefundLookup(null);
      await ctx.fake().completeRefund(id, 'refund.processed');
    });
    const job = await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1));
    expect(job).toMatchObject({ checked: 1, processed: 0, unchanged: 1 });
    expect(ctx.delivered).toEqual([{ status: 200, body: { status: 'processed' } }]);
    await expectOneProcessedRefund(refund.id);
  });

  it('the webhook and the job at once, in whichever order they come: one processed refund, one credit note', async () => {
    await registerSeller(t);
    const { refund } = await pendingRefund(ctx);
    const at = later(ctx, AFTER_MINUTES + 1);
    // completeRefund marks it processed at the fake before delivering. The webhook may settle it
    // before the job claims it (checked 0), or the job may look it up and settle it or find it settled.
    const [, job] = await Promise.all([ctx.fake().completeRefund(refund.providerRefundId!, 'refund.processed'), t.app.refundReconciliation.run(at)]);
    expect(job.checked).toBeLessThanOrEqual(1);
    expect(job.processed + job.unchanged).toBe(job.checked);
    expect(ctx.delivered.map((d) => d.status)).toEqual([200]);
    await expectOneProcessedRefund(refund.id);
  });

  it('two replicas run the job at once over several refunds: each refund is asked about once and settled once', async () => {
    await registerSeller(t);
    const pending = [];
    for (let i = 0; i < 4; i++) pending.push((await pendingRefund(ctx)).refund);
    for (const refund of pending) ctx.fake().refunds.get(refund.providerRefundId!)!.status = 'processed';
    const at = later(ctx, AFTER_MINUTES + 1);
    const [a, b] = await Promise.all([t.app.refundReconciliation.run(at), t.app.refundReconciliation.run(at)]);
    expect(a.processed + b.processed).toBe(pending.length);
    expect(a.checked + b.checked).toBe(pending.length);
    for (const refund of pending) expect(lookups(ctx, refund.providerRefundId!)).toHaveLength(1);
    const notes = await t.db.select().from(creditNotes);
    expect(notes.map((n) => n.serial).sort((x, y) => x - y)).toEqual([1, 2, 3, 4]);
  });
});
