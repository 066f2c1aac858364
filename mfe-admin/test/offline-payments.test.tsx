// The offline payment panel of an order (decision 142): opened from an unpaid order's row, staff
// record a bank transfer, UPI payment or cheque with its reference, day, amount in rupees and
// proof, confirm, and the order settles; an offline-paid order lists its payment and downloads
// the proof with the bearer token.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_PAYMENT_MESSAGES, type AdminOfflinePayment } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { OFFLINE_LABELS } from '../src/features/orders/offline-payment-form';
import { NO_OFFLINE_PAYMENTS, NOT_PAYABLE } from '../src/features/orders/order-offline-payments';
import { RUPEES_MESSAGE } from '../src/lib/rupees-field';
import { order } from './fixtures';
import { page, renderAdmin } from './render-admin';

const unpaid = order({ id: 77, status: 'created', receipt_number: null, order_id: 'order_Unpaid77', provider_payment_id: null, amount: 1_180_000 });
const paidOffline = order({ id: 78, receipt_number: 'SAPA-2026-000078', provider_payment_id: 'offline_4' });
const recorded: AdminOfflinePayment = {
  id: 4,
  order_id: 78,
  method: 'cheque',
  reference: 'CHQ 004512',
  received_on: '2026-11-25',
  amount: 1_249_950,
  proof_type: 'image/jpeg',
  recorded_by: 'Asha Admin',
  created_at: '2026-11-26T05:00:00.000Z',
};

beforeEach(() => {
  route('GET /admin/orders', () => jsonResponse(page([unpaid, paidOffline, order({ id: 79, provider_payment_id: 'pay_X' })])));
  route('GET /admin/orders/counts', () => jsonResponse({ refund_due: 0, refunds_failed: 0 }));
});

it('offers the panel on unpaid and offline-paid orders only', async () => {
  renderAdmin('/admin/orders');
  const buttons = await screen.findAllByRole('button', { name: /^Offline payment of/ });
  expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Offline payment of order_Unpaid77', 'Offline payment of SAPA-2026-000078']);
});

it('records a bank transfer with its proof after confirming, the amount typed in rupees and sent in paise', async () => {
  let listed: AdminOfflinePayment[] = [];
  route('GET /admin/orders/77/offline-payment', () => jsonResponse(listed));
  route('POST /admin/orders/77/offline-payment', () => {
    listed = [{ ...recorded, id: 9, order_id: 77, method: 'bank_transfer', reference: 'UTR 88112233', amount: 1_180_000, proof_type: 'application/pdf' }];
    return jsonResponse({ order_id: 77, status: 'paid', offline_payment_id: 9 }, 201);
  });
  renderAdmin('/admin/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Offline payment of order_Unpaid77' }));
  const panel = await screen.findByRole('region', { name: 'Offline payment of order_Unpaid77' });
  expect(await within(panel).findByText(NO_OFFLINE_PAYMENTS)).toBeInTheDocument();
  const form = within(panel).getByRole('form', { name: 'Record an offline payment' });
  expect(within(form).getByLabelText(OFFLINE_LABELS.amount)).toHaveValue('11800.00');

  // Nothing typed yet: the reference and the proof are asked for, and nothing is sent.
  await userEvent.click(within(form).getByRole('button', { name: OFFLINE_LABELS.submit }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: OFFLINE_LABELS.confirm }));
  expect(await within(form).findByText(OFFLINE_PAYMENT_MESSAGES.noProof)).toBeInTheDocument();
  expect(within(form).getByLabelText(OFFLINE_LABELS.reference)).toHaveAttribute('aria-invalid', 'true');
  expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await userEvent.selectOptions(within(form).getByLabelText(OFFLINE_LABELS.method), 'Bank transfer');
  await userEvent.type(within(form).getByLabelText(OFFLINE_LABELS.reference), 'UTR 88112233');
  await userEvent.clear(within(form).getByLabelText(OFFLINE_LABELS.receivedOn));
  await userEvent.type(within(form).getByLabelText(OFFLINE_LABELS.receivedOn), '2026-11-27');
  const slip = new File(['%PDF-1.7 slip'], 'transfer-slip.pdf', { type: 'application/pdf' });
  await userEvent.upload(within(form).getByLabelText(OFFLINE_LABELS.proof), slip);
  await userEvent.click(within(form).getByRole('button', { name: OFFLINE_LABELS.submit }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Record ₹11,800.00 received?' });
  await userEvent.click(within(confirm).getByRole('button', { name: OFFLINE_LABELS.confirm }));

  await waitFor(() => expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(1));
  const sent = fetchCalls.find((call) => call.method === 'POST')!.body as FormData;
  expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== 'file'))).toEqual({
    method: 'bank_transfer',
    reference: 'UTR 88112233',
    received_on: '2026-11-27',
    amount: '1180000',
  });
  expect((sent.get('file') as File).name).toBe('transfer-slip.pdf');
  const list = await within(panel).findByRole('list', { name: 'Offline payments' });
  expect(within(list).getByRole('listitem', { name: 'Bank transfer UTR 88112233' })).toBeInTheDocument();
  expect(within(panel).getByText(NOT_PAYABLE)).toBeInTheDocument();
});

it("refuses an amount that is not rupees or not the order's, and shows the API's refusal of the proof", async () => {
  route('GET /admin/orders/77/offline-payment', () => jsonResponse([]));
  route('POST /admin/orders/77/offline-payment', () => jsonResponse({ detail: OFFLINE_PAYMENT_MESSAGES.proofType }, 415));
  renderAdmin('/admin/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Offline payment of order_Unpaid77' }));
  const form = await screen.findByRole('form', { name: 'Record an offline payment' });
  const amount = within(form).getByLabelText(OFFLINE_LABELS.amount);
  await userEvent.type(within(form).getByLabelText(OFFLINE_LABELS.reference), 'UPI 1234');
  await userEvent.upload(within(form).getByLabelText(OFFLINE_LABELS.proof), new File(['MZ'], 'slip.pdf', { type: 'application/pdf' }));
  const send = async () => {
    await userEvent.click(within(form).getByRole('button', { name: OFFLINE_LABELS.submit }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: OFFLINE_LABELS.confirm }));
  };
  await userEvent.clear(amount);
  await userEvent.type(amount, '11,8OO');
  await send();
  expect(await within(form).findByText(RUPEES_MESSAGE)).toBeInTheDocument();
  await userEvent.clear(amount);
  await userEvent.type(amount, '11799.99');
  await send();
  expect(await within(form).findByText(OFFLINE_PAYMENT_MESSAGES.wrongAmount)).toBeInTheDocument();
  expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await userEvent.clear(amount);
  await userEvent.type(amount, '11800');
  await send();
  expect(await within(form).findByText(OFFLINE_PAYMENT_MESSAGES.proofType)).toBeInTheDocument();
  expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it('lists the payment of an offline-paid order and downloads its proof with the bearer token', async () => {
  route('GET /admin/orders/78/offline-payment', () => jsonResponse([recorded]));
  const createObjectURL = jest.fn(() => 'blob:proof');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  route(
    'GET /admin/offline-payments/4/proof',
    () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? 'attachment; filename="offline-payment-4-proof.jpg"' : null) },
        blob: async () => jpeg,
        text: async () => '',
      }) as unknown as Response,
  );
  renderAdmin('/admin/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Offline payment of SAPA-2026-000078' }));
  const panel = await screen.findByRole('region', { name: 'Offline payment of SAPA-2026-000078' });
  const item = await within(panel).findByRole('listitem', { name: 'Cheque CHQ 004512' });
  expect(within(item).getByText('₹12,499.50')).toBeInTheDocument();
  expect(within(item).getByText(/by Asha Admin/)).toBeInTheDocument();
  expect(within(panel).queryByRole('form', { name: 'Record an offline payment' })).not.toBeInTheDocument();
  await userEvent.click(within(item).getByRole('button', { name: 'Proof of CHQ 004512' }));
  await waitFor(() => expect(saved).toEqual(['offline-payment-4-proof.jpg']));
  const call = fetchCalls.find((c) => new URL(c.url).pathname === '/admin/offline-payments/4/proof')!;
  expect(call.headers.Authorization).toBe('Bearer staff-token');
  expect(createObjectURL).toHaveBeenCalledWith(jpeg);
  await userEvent.click(within(panel).getByRole('button', { name: 'Close offline payment' }));
  expect(screen.queryByRole('region', { name: 'Offline payment of SAPA-2026-000078' })).not.toBeInTheDocument();
});
