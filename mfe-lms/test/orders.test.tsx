import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { filenameFromDisposition } from 'mfe-shared/download';
import { DOWNLOAD_INVOICE, DOWNLOAD_RECEIPT, ORDER_CANCELLED_TOAST, ORDER_PAYMENT_DISMISSED, downloadCreditNoteLabel } from '../src/config/texts';
import { order } from './fixtures';
import { renderPortal } from './render-portal';

const pdfResponse = (disposition: string | null) =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers(disposition ? { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } : { 'Content-Type': 'application/pdf' }),
    blob: async () => new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' }),
    text: async () => '%PDF-1.7 receipt',
  }) as unknown as Response;

async function openOrders(results: unknown[]) {
  route('GET /lms/orders', () => jsonResponse({ results }));
  renderPortal('/lms/orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
}

/** Saving goes through an object URL and a clicked download link; jsdom has neither. */
function captureDownloads() {
  const saved: Array<{ href: string; download: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

describe('orders', () => {
  /** Each order's card, by its course and date; its facts as label → value. */
  const cards = () => within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('article');
  const facts = (card: HTMLElement) =>
    Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );

  it('lists the orders as cards: course, date, amount in INR, coupon, status in words, receipt for paid ones', async () => {
    await openOrders([
      order(),
      order({
        id: 43,
        status: 'created',
        coupon: null,
        amount: 1_499_900,
        discount: 0,
        paid_at: null,
        receipt_number: null,
        created_at: '2026-04-12T09:00:00Z',
        expires_at: '2026-04-12T09:30:00Z',
      }),
      order({ id: 44, status: 'refund_due', receipt_number: 'SAPA-2026-000044' }),
      order({ id: 45, status: 'expired', paid_at: null, receipt_number: null }),
      order({ id: 46, status: 'cancelled', paid_at: null, receipt_number: null }),
    ]);
    const all = cards();
    expect(all).toHaveLength(5);
    expect(all[0]).toHaveAccessibleName('SAP FICO Foundations 5 Mar 2026');
    expect(within(all[0]!).getByRole('heading', { level: 2, name: 'SAP FICO Foundations' })).toBeInTheDocument();
    expect(facts(all[0]!)).toEqual({ Date: '5 Mar 2026', Amount: '₹13,499.10', Coupon: 'WELCOME10', Status: 'Paid' });
    expect(facts(all[1]!)).toEqual({ Date: '12 Apr 2026', Amount: '₹14,999.00', Coupon: '—', Status: 'Awaiting payment' });
    // What each state means for the money, in words (times in IST).
    expect(all[1]).toHaveTextContent('Open until 3:00 pm IST. You have not been charged yet.');
    expect(facts(all[2]!).Status).toBe('Refund due');
    expect(all[2]).toHaveTextContent('it will be refunded');
    expect(facts(all[3]!).Status).toBe('Expired');
    expect(all[3]).toHaveTextContent('This order expired before it was paid. You have not been charged.');
    expect(facts(all[4]!).Status).toBe('Cancelled');
    expect(all[4]).toHaveTextContent('This order was cancelled before it was paid. You have not been charged.');
    // Money was taken only for paid and refund-due orders: only they have a receipt.
    expect(within(all[0]!).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    expect(within(all[2]!).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    // Only the open order can be paid or cancelled; closed ones have no action at all.
    expect(
      within(all[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay now', 'Cancel']);
    for (const card of [all[3]!, all[4]!]) expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with no orders: says so and links to the courses', async () => {
    await openOrders([]);
    expect(screen.getByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/lms');
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('downloads the receipt with the bearer token and saves it under the server filename', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/receipt', () => pdfResponse('attachment; filename="SAPA-2026-000042.pdf"'));
    await openOrders([order()]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));

    await screen.findByRole('button', { name: 'Download receipt' });
    const call = fetchCalls.find((c) => c.url.endsWith('/lms/orders/42/receipt'));
    expect(call).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ href: 'blob:test/1', download: 'SAPA-2026-000042.pdf' });
    expect(saved[0]!.blob.type).toBe('application/pdf');
  });

  it('without a Content-Disposition the receipt number names the file', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/receipt', () => pdfResponse(null));
    await openOrders([order()]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await screen.findByRole('button', { name: 'Download receipt' });
    expect(saved[0]?.download).toBe('receipt-SAPA-2026-000042.pdf');
  });

  it('a tax invoice shows beside the receipt only for an order that has one, and downloads with the bearer token', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/invoice', () => pdfResponse('attachment; filename="SA-2627-000042.pdf"'));
    await openOrders([order({ invoice_number: 'SA/2627/000042' }), order({ id: 44, receipt_number: 'SAPA-2026-000044', invoice_number: null })]);
    const [invoiced, receiptOnly] = cards();
    expect(within(invoiced!).getByRole('button', { name: DOWNLOAD_RECEIPT })).toBeInTheDocument();
    expect(within(receiptOnly!).getByRole('button', { name: DOWNLOAD_RECEIPT })).toBeInTheDocument();
    // Before decision 141's GSTIN is set, or for an order paid before it, there is a receipt only.
    expect(within(receiptOnly!).queryByRole('button', { name: DOWNLOAD_INVOICE })).not.toBeInTheDocument();

    await userEvent.click(within(invoiced!).getByRole('button', { name: DOWNLOAD_INVOICE }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = fetchCalls.find((c) => c.url.endsWith('/lms/orders/42/invoice'));
    expect(call).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(saved[0]).toMatchObject({ download: 'SA-2627-000042.pdf' });
    expect(fetchCalls.some((c) => c.url.endsWith('/receipt'))).toBe(false);
  });

  it('without a Content-Disposition the invoice number, its slashes made safe, names the file; a refusal is reported', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/invoice', () => pdfResponse(null));
    await openOrders([order({ invoice_number: 'SA/2627/000042' })]);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_INVOICE }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('tax-invoice-SA-2627-000042.pdf');

    route('GET /lms/orders/42/invoice', () => jsonResponse({ detail: 'Invoice not found.' }, 404));
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_INVOICE }));
    expect(await screen.findByText('Invoice not found.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('downloads each credit note of a refunded order beside its invoice (decision 142)', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/credit-notes/8', () => pdfResponse(null));
    await openOrders([
      order({ invoice_number: 'SA/2627/000042', credit_notes: [{ id: 8, number: 'CN/2627/000001' }] }),
      order({ id: 44, invoice_number: null }),
    ]);
    const [refunded, plain] = cards();
    expect(within(plain!).queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
    await userEvent.click(within(refunded!).getByRole('button', { name: downloadCreditNoteLabel('CN/2627/000001') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchCalls.find((c) => c.url.endsWith('/lms/orders/42/credit-notes/8'))).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(saved[0]?.download).toBe('credit-note-CN-2627-000001.pdf');
  });

  it('a receipt the server refuses is reported, and nothing is saved', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/receipt', () => jsonResponse({ detail: 'Order not found.' }, 404));
    await openOrders([order()]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('shows the error view when the orders cannot load', async () => {
    route('GET /lms/orders', () => jsonResponse({ detail: 'down' }, 500));
    renderPortal('/lms/orders');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error Error' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('open orders: Pay now and Cancel', () => {
  const open = order({
    id: 43,
    order_id: 'order_43',
    status: 'created',
    paid_at: null,
    receipt_number: null,
    coupon: null,
    amount: 1_499_900,
    expires_at: '2026-04-12T09:30:00Z',
  });
  const checkout = { payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_43', amount: 1_499_900, currency: 'INR' } };

  /** GET /lms/orders answers with the open order until `settle` returns its next state. */
  function ordersServer() {
    let current = open;
    route('GET /lms/orders', () => jsonResponse({ results: [current] }));
    return (next: Partial<typeof open>) => (current = { ...open, ...next });
  }
  const card = async () => screen.findByRole('article', { name: 'SAP FICO Foundations 5 Mar 2026' });

  it('Pay now opens the checkout of that same order, confirms it and the order shows as paid', async () => {
    const settle = ordersServer();
    route('POST /lms/orders/43/checkout', () => jsonResponse(checkout));
    route('POST /lms/payments/test-checkout', () => jsonResponse({ order_id: 'order_43', payment_id: 'pay_1', signature: 'sig' }));
    route('PATCH /lms/course/3/payment/status', () => {
      settle({ status: 'paid', paid_at: '2026-04-12T09:05:00Z', receipt_number: 'SAPA-2026-000043', expires_at: null });
      return jsonResponse({ status: 'paid', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } });
    });
    renderPortal('/lms/orders');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveTextContent('order_43');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹14,999.00' }));

    expect(await within(await card()).findByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    expect(await screen.findByText('You are enrolled in SAP FICO Foundations.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PATCH')?.body).toEqual({ order_id: 'order_43', payment_id: 'pay_1', signature: 'sig' });
    // The open order was reused: no join, no second order.
    expect(fetchCalls.some((c) => c.url.includes('/join'))).toBe(false);
  });

  it('closing the checkout says nothing was charged and leaves Pay now to try again', async () => {
    ordersServer();
    route('POST /lms/orders/43/checkout', () => jsonResponse(checkout));
    renderPortal('/lms/orders');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(await card()).findByRole('alert')).toHaveTextContent(ORDER_PAYMENT_DISMISSED);
    expect(within(await card()).getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(fetchCalls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('Cancel closes the order; it then says so in words, with no action left', async () => {
    const settle = ordersServer();
    route('POST /lms/orders/43/cancel', () => {
      settle({ status: 'cancelled', expires_at: null });
      return jsonResponse({ id: 43, status: 'cancelled' });
    });
    renderPortal('/lms/orders');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(ORDER_CANCELLED_TOAST)).toBeInTheDocument();
    await waitFor(async () => expect(within(await card()).queryByRole('button')).not.toBeInTheDocument());
    expect(await card()).toHaveTextContent('Cancelled');
    expect(await card()).toHaveTextContent('You have not been charged.');
    expect(fetchCalls.find((c) => c.url.endsWith('/lms/orders/43/cancel'))).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer tok' } });
  });

  it('Pay now on an order that ran out meanwhile shows why and reloads the list', async () => {
    const settle = ordersServer();
    route('POST /lms/orders/43/checkout', () => {
      settle({ status: 'expired', expires_at: null });
      return jsonResponse({ detail: 'This order has expired. Enrol again from the course page to pay.' }, 409);
    });
    renderPortal('/lms/orders');
    await userEvent.click(within(await card()).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('This order has expired. Enrol again from the course page to pay.')).toBeInTheDocument();
    await waitFor(async () => expect(await card()).toHaveTextContent('Expired'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="receipt.pdf"', 'receipt.pdf'],
    ['attachment; filename=receipt.pdf', 'receipt.pdf'],
    ['attachment; filename="r.pdf"; filename*=UTF-8\'\'r%C3%A9%E2%82%B9.pdf', 'ré₹.pdf'],
    ['inline', null],
    [null, null],
  ])('%p gives %p', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});
