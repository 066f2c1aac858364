// Refund reconciliation of a refund with no Razorpay id (decision 153), against the local fake
// Razorpay on an injected clock: the create call got no answer, so the job looks for the refund
// among its payment's refunds (GET /v1/payments/:id/refunds) by the receipt and notes we sent.
// Found → its id and state are recorded (processed → one credit note); not there a window after the
// request → failed, its amount free for staff to ask again; the job never asks Razorpay to refund.
import { eq } from 'drizzle-orm';
import { REFUND_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { creditNotes, refunds } from '../../../src/db/schema';
import { NOT_AT_PROVIDER } from '../../../src/services/refunds';
import { DRIVERS } from '../../helpers/database';
import { paidOrder, registerSeller, useRefundsApp, type RefundsContext } from '../../helpers/refunds';
import { signUpAs } from '../../helpers/staff';

const AFTER_MINUTES = 30;
const MINUTE = 60_000;

/** Asks for a full refund whose answer never comes back; the row stays pending without Razorpay's id. */
async function unansweredRefund(ctx: RefundsContext, how: 'answer lost' | 'never reached', price = 118_000) {
  const { t } = ctx;
  const admin = await signUpAs(t.app, t.db, 'admin');
  const { order } = await paidOrder(ctx, price);
  if (how === 'answer lost') ctx.fake().setRefundBehaviour({ status: 'pending', finalEvent: null, loseAnswer: true });
  else ctx.fake().setDown(true);
  const res = await t.app.inject({
    method: 'POST',
    url: adminApi.orderRefunds(order.id),
    headers: admin.auth,
    payload: { amount: price, reason: 'Batch moved' },
  });
  ctx.fake().setRefundBehaviour({ loseAnswer: false });
  ctx.fake().setDown(false);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ detail: REFUND_MESSAGES.outcomeUnknown });
  const [row] = await t.db.select().from(refunds).where(eq(refunds.paymentId, order.id));
  expect(row).toMatchObject({ status: 'pending', providerRefundId: null });
  return { admin, order, refund: row! };
}

// The fake lives as long as the file: each test looks only at its own order's payment.
type Paid = { providerPaymentId: string | null };
const refundCreations = (ctx: RefundsContext, order: Paid) =>
  ctx.fake().requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${order.providerPaymentId}/refund`);
const listings = (ctx: RefundsContext, order: Paid) =>
  ctx.fake().requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/${order.providerPaymentId}/refunds`);
const madeAtRazorpay = (ctx: RefundsContext, order: Paid) => [...ctx.fake().refunds.values()].filter((r) => r.payment_id === order.providerPaymentId);
const later = (ctx: RefundsContext, minutes: number) => new Date(ctx.t.clock.now().getTime() + minutes * MINUTE);

describe.each(DRIVERS)('reconciling a refund with no Razorpay id on %s', (driver) => {
  const ctx = useRefundsApp(driver, { REFUND_RECONCILE_AFTER_MINUTES: String(AFTER_MINUTES) });
  const { t } = ctx;

  it('sends our refund id with the request, so Razorpay can name it back', async () => {
    const { refund, order } = await unansweredRefund(ctx, 'answer lost');
    const [sent] = refundCreations(ctx, order);
    expect(sent!.body).toMatchObject({ amount: refund.amount, receipt: `refund_${refund.id}`, notes: { refund_id: String(refund.id) } });
  });

  it('finds a refund whose answer was lost among the payment’s refunds, records its id and settles it once', async () => {
    await registerSeller(t);
    const { refund, order } = await unansweredRefund(ctx, 'answer lost');
    const [made] = madeAtRazorpay(ctx, order);
    made!.status = 'processed';

    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES - 1))).toMatchObject({ checked: 0 });
    expect(listings(ctx, order)).toHaveLength(0);

    const settled = await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1));
    expect(settled).toEqual({ checked: 1, processed: 1, failed: 0, unchanged: 0, unanswered: 0 });
    expect(listings(ctx, order)).toHaveLength(1);
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(done).toMatchObject({ status: 'processed', providerRefundId: made!.id });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id))).toHaveLength(1);

    // Never refunded twice: one create call in all, and later runs ask nothing more.
    expect(await t.app.refundReconciliation.run(later(ctx, 3 * AFTER_MINUTES))).toMatchObject({ checked: 0 });
    expect(refundCreations(ctx, order)).toHaveLength(1);
    expect(madeAtRazorpay(ctx, order)).toHaveLength(1);
  });

  it('records the id of a found refund Razorpay still has pending, and later follows it by that id', async () => {
    const { refund, order } = await unansweredRefund(ctx, 'answer lost');
    const [made] = madeAtRazorpay(ctx, order);
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1))).toMatchObject({ checked: 1, unchanged: 1 });
    const [still] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(still).toMatchObject({ status: 'pending', providerRefundId: made!.id });
    made!.status = 'failed';
    expect(await t.app.refundReconciliation.run(later(ctx, 2 * AFTER_MINUTES + 2))).toMatchObject({ checked: 1, failed: 1 });
    expect(ctx.fake().requests.filter((r) => r.path === `/v1/refunds/${made!.id}`)).toHaveLength(1);
    expect(listings(ctx, order)).toHaveLength(1);
  });

  it('marks a refund Razorpay never made as failed, with the reason, and frees its amount for a retry', async () => {
    const { refund, order, admin } = await unansweredRefund(ctx, 'never reached');
    expect(madeAtRazorpay(ctx, order)).toHaveLength(0);
    const run = await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1));
    expect(run).toEqual({ checked: 1, processed: 0, failed: 1, unchanged: 0, unanswered: 0 });
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(done).toMatchObject({ status: 'failed', failure: NOT_AT_PROVIDER, providerRefundId: null, processedAt: null });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id))).toHaveLength(0);
    // The job asked Razorpay for nothing but the list; staff may now ask for the whole amount again.
    expect(refundCreations(ctx, order)).toHaveLength(1);
    const view = await t.app.inject({ method: 'GET', url: adminApi.orderRefunds(order.id), headers: admin.auth });
    expect(view.json()).toMatchObject({ refundable: refund.amount });
  });

  it('does not take another refund of the same payment for ours', async () => {
    const { refund, order } = await unansweredRefund(ctx, 'never reached', 118_000);
    // A refund of the same payment made in Razorpay's dashboard: another receipt, no notes.
    ctx.fake().refunds.set('rfnd_dashboard', {
      id: 'rfnd_dashboard',
      entity: 'refund',
      amount: refund.amount,
      currency: 'INR',
      payment_id: order.providerPaymentId!,
      receipt: null,
      notes: [],
      status: 'processed',
    });
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1))).toMatchObject({ failed: 1 });
    const [done] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(done).toMatchObject({ status: 'failed', providerRefundId: null });
  });

  it('changes nothing when the list does not answer, and looks again a window later', async () => {
    const { refund } = await unansweredRefund(ctx, 'answer lost');
    ctx.fake().setDown(true);
    expect(await t.app.refundReconciliation.run(later(ctx, AFTER_MINUTES + 1))).toMatchObject({ checked: 0, unanswered: 1 });
    ctx.fake().setDown(false);
    const [still] = await t.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(still).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(await t.app.refundReconciliation.run(later(ctx, 2 * AFTER_MINUTES + 2))).toMatchObject({ checked: 1, unchanged: 1 });
  });
});
