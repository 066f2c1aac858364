// A company's orders on its back-office screen (decision 154): "Raise an order" checked by the
// contract before any request, the price per seat prefilled from the course; the orders listed
// with status and invoice download; the orders list's offline payment panel settles an open one,
// and a paid one's refund returns unused seats instead of taking a course away.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_ORDER_MESSAGES, type AdminCompanyDetail, type AdminOrderRefunds } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COMPANY_ORDER_TEXTS } from '../src/features/companies/company-texts';
import { REFUND_LABELS } from '../src/features/orders/refund-form';
import { company, course, order } from './fixtures';
import { page, renderAdmin } from './render-admin';

const detail: AdminCompanyDetail = { ...company, admins: [], pools: [] };
const companyOrder = (overrides: Parameters<typeof order>[0] = {}) =>
  order({
    student: null,
    company: { id: 4, name: detail.name },
    course: { id: 3, course_title: 'SAP FICO' },
    provider: 'offline',
    coupon_code: null,
    seats: 12,
    list_price: 1_180_000,
    amount: 14_160_000,
    purchase_reference: 'PO-77',
    ...overrides,
  });
const paid = companyOrder({ id: 51, order_id: 'company_4_paid', provider_payment_id: 'offline_9', invoice_number: 'SA/2627/000042' });
const open = companyOrder({
  id: 52,
  order_id: 'company_4_open',
  status: 'created',
  receipt_number: null,
  provider_payment_id: null,
  paid_at: null,
  seats: 3,
  amount: 3_540_000,
});

beforeEach(() => {
  route('GET /admin/courses', () => jsonResponse(page([course({ id: 3, course_title: 'SAP FICO', price: 1_180_000 })])));
  route('GET /admin/companies/4', () => jsonResponse(detail));
  route('GET /admin/companies/4/orders', () => jsonResponse({ results: [open, paid] }));
  route('GET /admin/batches', () => jsonResponse({ results: [] }));
});

describe('company orders (back office)', () => {
  it('raises an order: nothing is sent while a field is wrong; the price per seat starts at the course’s and is sent in paise', async () => {
    route('POST /admin/companies/4/orders', () => jsonResponse(companyOrder({ id: 53, status: 'created' }), 201));
    renderAdmin('/admin/companies/4');
    const section = await screen.findByRole('region', { name: COMPANY_ORDER_TEXTS.orders }, { timeout: 5000 });
    const form = within(section).getByRole('form', { name: COMPANY_ORDER_TEXTS.raise });
    await within(form).findByRole('option', { name: 'SAP FICO' }, { timeout: 5000 });
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_ORDER_TEXTS.course), '3');
    expect(within(form).getByLabelText(COMPANY_ORDER_TEXTS.unitPrice)).toHaveValue('11800.00');
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats), '0');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_ORDER_TEXTS.raise }));
    expect(await within(form).findByText(COMPANY_ORDER_MESSAGES.seats)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats));
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats), '500');
    await userEvent.clear(within(form).getByLabelText(COMPANY_ORDER_TEXTS.unitPrice));
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.unitPrice), '30000.01');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_ORDER_TEXTS.raise }));
    // 500 × ₹30,000.01 is past what one order may carry: the contract's whole-order rule.
    expect(await within(form).findByText(COMPANY_ORDER_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats));
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats), '12');
    await userEvent.clear(within(form).getByLabelText(COMPANY_ORDER_TEXTS.unitPrice));
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.unitPrice), '11000');
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.reference), 'PO-2026-0042');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_ORDER_TEXTS.raise }));
    expect(await screen.findByText(COMPANY_ORDER_TEXTS.raised)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ course_id: 3, seats: 12, unit_price: 1_100_000, purchase_reference: 'PO-2026-0042' });
  });

  it('shows an API refusal under its field', async () => {
    route('POST /admin/companies/4/orders', () =>
      jsonResponse({ detail: COMPANY_ORDER_MESSAGES.freeCourse, fields: { 'body.unit_price': COMPANY_ORDER_MESSAGES.freeCourse } }, 422),
    );
    renderAdmin('/admin/companies/4');
    const form = await screen.findByRole('form', { name: COMPANY_ORDER_TEXTS.raise }, { timeout: 5000 });
    await within(form).findByRole('option', { name: 'SAP FICO' }, { timeout: 5000 });
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_ORDER_TEXTS.course), '3');
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats), '2');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_ORDER_TEXTS.raise }));
    expect(await within(form).findByText(COMPANY_ORDER_MESSAGES.freeCourse)).toBeInTheDocument();
  });

  it('lists the orders with status and the paid one’s invoice, downloaded with the staff token', async () => {
    route('GET /admin/orders/51/invoice', () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }));
    renderAdmin('/admin/companies/4');
    const list = await screen.findByRole('list', { name: 'Orders of this company' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('SAP FICO — 3 seats');
    expect(items[0]).toHaveTextContent(/created/i);
    expect(within(items[0]!).queryByRole('button', { name: /^Invoice/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('SAP FICO — 12 seats');
    expect(items[1]).toHaveTextContent('PO PO-77');
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Invoice SA/2627/000042' }));
    await waitFor(() => expect(fetchCalls.map((c) => new URL(c.url).pathname)).toContain('/admin/orders/51/invoice'));
  });

  it('opens the offline payment panel of an open order, naming the company and the seats its pool will get', async () => {
    route('GET /admin/orders/52/offline-payment', () => jsonResponse([]));
    renderAdmin('/admin/companies/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Offline payment of company_4_open' }, { timeout: 5000 }));
    const panel = await screen.findByRole('region', { name: 'Offline payment of company_4_open' }, { timeout: 5000 });
    expect(panel).toHaveTextContent(`${detail.name} · SAP FICO — 3 seats`);
  });

  it('refunds a paid order by bank: seats to return instead of taking a course away', async () => {
    const refunds: AdminOrderRefunds = {
      order_id: 51,
      amount_paid: 14_160_000,
      refunded: 0,
      refundable: 14_160_000,
      company_order: true,
      seats_returnable: 12,
      invoice_number: 'SA/2627/000042',
      refunds: [],
    };
    route('GET /admin/orders/51/refunds', () => jsonResponse(refunds));
    route('POST /admin/orders/51/refunds', () => jsonResponse({ ...refunds, refunded: 1_180_000, refundable: 12_980_000, seats_returnable: 11 }, 201));
    renderAdmin('/admin/companies/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Refunds of company_4_paid' }, { timeout: 5000 }));
    const form = await screen.findByRole('form', { name: 'Refund this order' }, { timeout: 5000 });
    expect(within(form).queryByLabelText(REFUND_LABELS.revoke)).not.toBeInTheDocument();
    const seats = within(form).getByLabelText(`${REFUND_LABELS.seats} (at most 12)`);
    await userEvent.clear(within(form).getByLabelText(REFUND_LABELS.amount));
    await userEvent.type(within(form).getByLabelText(REFUND_LABELS.amount), '11800');
    await userEvent.type(within(form).getByLabelText(REFUND_LABELS.reason), 'One seat not needed');
    await userEvent.clear(seats);
    await userEvent.type(seats, '1');
    await userEvent.click(within(form).getByRole('button', { name: REFUND_LABELS.submit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`back to ${detail.name} by bank`);
    await userEvent.click(within(dialog).getByRole('button', { name: REFUND_LABELS.confirm }));
    await waitFor(() => expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 1_180_000, reason: 'One seat not needed', seats: 1 }));
  });

  it('shows a company order in the orders list with the company as buyer, linked to its screen, and the seats and invoice under the course', async () => {
    route('GET /admin/orders', () => jsonResponse(page([paid])));
    route('GET /admin/orders/counts', () => jsonResponse({ refund_due: 0, refunds_failed: 0 }));
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 5000 });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: detail.name })).toHaveAttribute('href', '/admin/companies/4');
    expect(row).toHaveTextContent('SAP FICO — 12 seats');
    expect(row).toHaveTextContent('Invoice SA/2627/000042');
    expect(row).toHaveTextContent('PO PO-77');
  });

  it('cancels an open order only after the confirmation, and offers no Cancel on a paid one', async () => {
    route('POST /admin/companies/4/orders/52/cancel', () => jsonResponse({ ...open, status: 'cancelled' }));
    renderAdmin('/admin/companies/4');
    const list = await screen.findByRole('list', { name: 'Orders of this company' }, { timeout: 5000 });
    const [openItem, paidItem] = within(list).getAllByRole('listitem');
    expect(within(paidItem!).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    await userEvent.click(within(openItem!).getByRole('button', { name: 'Cancel company_4_open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the order of SAP FICO — 3 seats?' });
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: COMPANY_ORDER_TEXTS.cancel }));
    expect(await screen.findByText(COMPANY_ORDER_TEXTS.cancelled)).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual(['/admin/companies/4/orders/52/cancel']);
  });
});
