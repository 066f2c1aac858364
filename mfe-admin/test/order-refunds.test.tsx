// The refund dialog of an order (decision 142): opened from its row, the amount prefilled with
// what is left, a reason required, the course taken away on request, the last step confirmed in the
// shared ConfirmDialog; the refunds listed with their state and their credit note.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFUND_MESSAGES, type AdminOrderRefunds } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { REFUND_LABELS } from '../src/features/orders/refund-form';
import { ATTENTION_LABELS } from '../src/features/orders/orders-page';
import { NO_REFUNDS, ORDER_HISTORY } from '../src/features/orders/order-refunds';
import { order } from './fixtures';
import { page, renderAdmin } from './render-admin';

const paid = order({ id: 123, amount: 1_180_000, list_price: 1_180_000, coupon_code: null });
const refunds = (overrides: Partial<AdminOrderRefunds> = {}): AdminOrderRefunds => ({
  order_id: 123,
  amount_paid: 1_180_000,
  refunded: 0,
  refundable: 1_180_000,
  company_order: false,
  seats_returnable: 0,
  invoice_number: 'SA/2627/000042',
  refunds: [],
  ...overrides,
});
const processed = {
  id: 5,
  amount: 590_000,
  currency: 'INR',
  status: 'processed' as const,
  reason: 'Batch moved',
  revoke_enrolment: false,
  seats: 0,
  provider_refund_id: 'rfnd_FgRAHdNOM4ZVbO',
  failure: null,
  credit_note: { id: 8, number: 'CN/2627/000001', issued_at: '2026-11-27T06:00:00.000Z' },
  created_at: '2026-11-27T06:00:00.000Z',
  processed_at: '2026-11-27T06:00:01.000Z',
};

describe('refunds on the orders screen', () => {
  beforeEach(() => {
    route('GET /admin/orders', () => jsonResponse(page([paid, order({ id: 124, status: 'cancelled', receipt_number: null })])));
    route('GET /admin/orders/counts', () => jsonResponse({ refund_due: 2, refunds_failed: 1 }));
  });

  it('shows what needs staff and filters the list on it', async () => {
    renderAdmin('/admin/orders');
    expect(await screen.findByText('2 refund_due orders to refund · 1 failed refund')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Needs staff'), ATTENTION_LABELS.refund_failed);
    await waitFor(() => expect(fetchCalls.some((call) => new URL(call.url).searchParams.get('attention') === 'refund_failed')).toBe(true));
  });

  it('refunds part of an order after confirming, with the remainder prefilled and the course taken away on request', async () => {
    let state = refunds();
    route('GET /admin/orders/123/refunds', () => jsonResponse(state));
    route('POST /admin/orders/123/refunds', ({ init }) => {
      const body = JSON.parse(init?.body as string) as { amount: number; reason: string };
      state = refunds({ refunded: body.amount, refundable: 1_180_000 - body.amount, refunds: [{ ...processed, amount: body.amount, reason: body.reason }] });
      return jsonResponse(state, 201);
    });
    renderAdmin('/admin/orders');
    // Only an order that took money can be refunded.
    expect(await screen.findAllByRole('button', { name: /^Refunds of/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refunds of SAPA-2026-000123' }));
    const panel = await screen.findByRole('region', { name: 'Refunds of SAPA-2026-000123' });
    expect(await within(panel).findByText(NO_REFUNDS)).toBeInTheDocument();
    const amount = within(panel).getByLabelText(REFUND_LABELS.amount);
    expect(amount).toHaveValue('11800.00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '5900');
    await userEvent.type(within(panel).getByLabelText(REFUND_LABELS.reason), 'Batch moved');
    await userEvent.click(within(panel).getByLabelText(REFUND_LABELS.revoke));
    await userEvent.click(within(panel).getByRole('button', { name: REFUND_LABELS.submit }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Refund ₹5,900.00?' });
    await userEvent.click(within(confirm).getByRole('button', { name: REFUND_LABELS.confirm }));

    await waitFor(() => expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(fetchCalls.find((call) => call.method === 'POST')!.body).toEqual({ amount: 590_000, reason: 'Batch moved', revoke_enrolment: true });
    const listed = await within(panel).findByRole('list', { name: 'Refunds' });
    expect(within(listed).getByText('processed')).toBeInTheDocument();
    expect(within(listed).getByRole('button', { name: 'Credit note CN/2627/000001' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText(REFUND_LABELS.amount)).toHaveValue('5900.00'));
  });

  it('refuses more than is left before asking the API, and shows a refusal from the API', async () => {
    route('GET /admin/orders/123/refunds', () => jsonResponse(refunds({ refunded: 1_000_000, refundable: 180_000 })));
    route('POST /admin/orders/123/refunds', () => jsonResponse({ detail: REFUND_MESSAGES.providerRefused }, 502));
    renderAdmin('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Refunds of SAPA-2026-000123' }));
    const panel = await screen.findByRole('region', { name: 'Refunds of SAPA-2026-000123' });
    const amount = await within(panel).findByLabelText(REFUND_LABELS.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1800.01');
    await userEvent.type(within(panel).getByLabelText(REFUND_LABELS.reason), 'Too much');
    await userEvent.click(within(panel).getByRole('button', { name: REFUND_LABELS.submit }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: REFUND_LABELS.confirm }));
    expect(await within(panel).findByText(REFUND_MESSAGES.tooMuch)).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1800');
    await userEvent.click(within(panel).getByRole('button', { name: REFUND_LABELS.submit }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: REFUND_LABELS.confirm }));
    expect(await within(panel).findByText(REFUND_MESSAGES.providerRefused)).toBeInTheDocument();
  });

  it("opens the order's history on request: who refunded it, in words, read from the audit trail", async () => {
    route('GET /admin/orders/123/refunds', () => jsonResponse(refunds({ refunded: 590_000, refundable: 590_000, refunds: [processed] })));
    route('GET /admin/audit', ({ url }) => {
      expect(Object.fromEntries(url.searchParams)).toEqual({ entity: 'order', entity_id: '123' });
      return jsonResponse({
        results: [
          {
            id: 9,
            actor: { id: 1, name: 'Meera Admin', email: 'meera@example.com' },
            action: 'order.refund',
            entity: 'order',
            entity_id: '123',
            before: null,
            after: { amount: 590_000, reason: 'Batch moved' },
            created_at: '2026-11-27T06:00:00.000Z',
          },
        ],
      });
    });
    renderAdmin('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Refunds of SAPA-2026-000123' }));
    const panel = await screen.findByRole('region', { name: 'Refunds of SAPA-2026-000123' });
    await within(panel).findByRole('list', { name: 'Refunds' });
    // Closed, the history is not read.
    expect(fetchCalls.some((call) => call.url.includes('/admin/audit'))).toBe(false);
    await userEvent.click(within(panel).getByText(ORDER_HISTORY));
    const history = await within(panel).findByRole('list', { name: 'Change history' });
    expect(history).toHaveTextContent('Meera Admin refunded the order');
  });
});
