// A company's seats tied to one batch (decision 155) on its back-office screen: "Batch (optional)"
// under the course in "Grant seats" and "Raise an order" lists the course's batches still open,
// sends batch_id only when one is chosen and forgets it when the course changes; the pools and
// the orders show their batch; the API's refusal (a batch without room) is shown in the form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_COMPANY_MESSAGES, type AdminBatch, type AdminCompanyDetail, type AdminSeatPool } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { BATCH_TEXTS, COMPANY_ORDER_TEXTS, COMPANY_TEXTS } from '../src/features/companies/company-texts';
import { batchDetail } from './batch-fixtures';
import { company, course, order, seatPool } from './fixtures';
import { page, renderAdmin } from './render-admin';

const batch = (over: Partial<AdminBatch> = {}): AdminBatch => {
  const { sessions: _sessions, members: _members, ...listed } = batchDetail({ seat_limit: 20, seats_taken: 5, waitlisted: 0, ...over });
  return listed;
};
const december = batch();
const DECEMBER = 'December evenings, 1 Dec 2026 – 29 Jan 2027';
const BATCHES: Record<string, AdminBatch[]> = {
  3: [
    december,
    batch({ id: 32, title: 'Cancelled weekend', status: 'cancelled' }),
    batch({ id: 33, title: 'October mornings', starts_on: '2026-10-01', ends_on: '2026-10-31' }),
  ],
  5: [batch({ id: 41, course_id: 5, title: 'January weekends', starts_on: '2027-01-09', ends_on: '2027-02-27', price_paise: null })],
};
const pool = (over: Partial<AdminSeatPool>) => seatPool({ course_title: 'SAP MM Essentials', ...over });
const held = { id: 31, title: 'December evenings', starts_on: '2026-12-01', ends_on: '2027-01-29' };
const detail: AdminCompanyDetail = { ...company, admins: [], pools: [pool({}), pool({ id: 10, batch_id: 31, batch: held, seats: 10, used: 0 })] };
const companyOrder = order({ id: 52, student: null, company: { id: 4, name: company.name }, seats: 4, batch: held, status: 'created' });

beforeEach(() => {
  // The day in India the batches are judged on: October's batch has ended, December's has not.
  jest.useFakeTimers({
    now: new Date('2026-11-28T06:30:00.000Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'hrtime',
      'performance',
    ],
  });
  route('GET /admin/courses', () => jsonResponse(page([course({ id: 3 }), course({ id: 5, course_title: 'SAP FICO', price: 1_180_000 })])));
  route('GET /admin/companies/4', () => jsonResponse(detail));
  route('GET /admin/companies/4/orders', () => jsonResponse({ results: [companyOrder] }));
  route('GET /admin/batches', ({ url }) => jsonResponse({ results: BATCHES[url.searchParams.get('course_id') ?? ''] ?? [] }));
});

afterEach(() => jest.useRealTimers());

async function openForm(name: string) {
  renderAdmin('/admin/companies/4');
  const form = await screen.findByRole('form', { name }, { timeout: 5000 });
  await within(form).findByRole('option', { name: 'SAP FICO' }, { timeout: 5000 });
  return form;
}

const posted = () => fetchCalls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('company seats for a batch (back office)', () => {
  it('grants seats in an open batch of the course: only open batches are offered, and batch_id is sent', async () => {
    route('POST /admin/companies/4/pools', () => jsonResponse(pool({ id: 11, batch_id: 31, batch: held }), 201));
    const form = await openForm(COMPANY_TEXTS.addPool);
    const batches = within(form).getByLabelText(BATCH_TEXTS.label);
    expect(
      within(batches)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([BATCH_TEXTS.wholeCourse]);
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_TEXTS.course), '3');
    const option = await within(batches).findByRole('option', { name: `${DECEMBER} · 15 seats left` });
    // Cancelled and ended batches cannot hold a company's seats.
    expect(within(batches).getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(batches, option);
    await userEvent.type(within(form).getByLabelText(COMPANY_TEXTS.seats), '10');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_TEXTS.addPool }));
    expect(await screen.findByText(COMPANY_TEXTS.poolSaved)).toBeInTheDocument();
    expect(posted()).toEqual([{ course_id: 3, batch_id: 31, seats: 10, purchase_reference: '' }]);
  });

  it('forgets the batch when the course changes, and sends none for the whole course', async () => {
    route('POST /admin/companies/4/pools', () => jsonResponse(pool({ id: 11, course_id: 5 }), 201));
    const form = await openForm(COMPANY_TEXTS.addPool);
    const batches = within(form).getByLabelText(BATCH_TEXTS.label);
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_TEXTS.course), '3');
    await userEvent.selectOptions(batches, await within(batches).findByRole('option', { name: new RegExp(`^${DECEMBER}`) }));
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_TEXTS.course), '5');
    expect(batches).toHaveValue('');
    expect(await within(batches).findByRole('option', { name: /^January weekends, 9 Jan 2027 – 27 Feb 2027/ })).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(COMPANY_TEXTS.seats), '2');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_TEXTS.addPool }));
    expect(await screen.findByText(COMPANY_TEXTS.poolSaved)).toBeInTheDocument();
    expect(posted()).toEqual([{ course_id: 5, seats: 2, purchase_reference: '' }]);
  });

  it('shows the API’s refusal when the batch has too few free seats', async () => {
    route('POST /admin/companies/4/pools', () => jsonResponse({ detail: ADMIN_COMPANY_MESSAGES.batchNoRoom(3) }, 409));
    const form = await openForm(COMPANY_TEXTS.addPool);
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_TEXTS.course), '3');
    const batches = within(form).getByLabelText(BATCH_TEXTS.label);
    await userEvent.selectOptions(batches, await within(batches).findByRole('option', { name: new RegExp(`^${DECEMBER}`) }));
    await userEvent.type(within(form).getByLabelText(COMPANY_TEXTS.seats), '30');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_TEXTS.addPool }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ADMIN_COMPANY_MESSAGES.batchNoRoom(3));
  });

  it('shows each pool’s batch, or a dash for the course at large', async () => {
    renderAdmin('/admin/companies/4');
    const whole = await screen.findByRole('form', { name: 'Seats of SAP MM Essentials' }, { timeout: 5000 });
    expect(whole).toHaveTextContent(BATCH_TEXTS.line(null));
    const inBatch = screen.getByRole('form', { name: 'Seats of SAP MM Essentials, December evenings' });
    expect(inBatch).toHaveTextContent(`SAP MM Essentials: 0 used of 10`);
    expect(inBatch).toHaveTextContent(BATCH_TEXTS.line(DECEMBER));
  });

  it('raises an order for a batch at the batch’s price; another course forgets the batch and takes its price', async () => {
    route('POST /admin/companies/4/orders', () => jsonResponse(companyOrder, 201));
    const form = await openForm(COMPANY_ORDER_TEXTS.raise);
    const price = within(form).getByLabelText(COMPANY_ORDER_TEXTS.unitPrice);
    const batches = within(form).getByLabelText(BATCH_TEXTS.label);
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_ORDER_TEXTS.course), '5');
    await userEvent.selectOptions(batches, await within(batches).findByRole('option', { name: /^January weekends/ }));
    // A batch without a price of its own sells at the course's.
    expect(price).toHaveValue('11800.00');
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_ORDER_TEXTS.course), '3');
    expect(batches).toHaveValue('');
    expect(price).toHaveValue('24999.00');
    await userEvent.selectOptions(batches, await within(batches).findByRole('option', { name: new RegExp(`^${DECEMBER}`) }));
    expect(price).toHaveValue('9999.00');
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats), '4');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_ORDER_TEXTS.raise }));
    expect(await screen.findByText(COMPANY_ORDER_TEXTS.raised)).toBeInTheDocument();
    expect(posted()).toEqual([{ course_id: 3, batch_id: 31, seats: 4, unit_price: 999_900, purchase_reference: '' }]);
  });

  it('shows an order’s refusal for want of room in its batch above the form', async () => {
    route('POST /admin/companies/4/orders', () => jsonResponse({ detail: ADMIN_COMPANY_MESSAGES.batchNoRoom(1) }, 409));
    const form = await openForm(COMPANY_ORDER_TEXTS.raise);
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_ORDER_TEXTS.course), '3');
    const batches = within(form).getByLabelText(BATCH_TEXTS.label);
    await userEvent.selectOptions(batches, await within(batches).findByRole('option', { name: new RegExp(`^${DECEMBER}`) }));
    await userEvent.type(within(form).getByLabelText(COMPANY_ORDER_TEXTS.seats), '4');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_ORDER_TEXTS.raise }));
    expect(await within(form).findByText(ADMIN_COMPANY_MESSAGES.batchNoRoom(1))).toBeInTheDocument();
  });

  it('shows an order’s batch on the company’s screen and in the orders list', async () => {
    const view = renderAdmin('/admin/companies/4');
    const list = await screen.findByRole('list', { name: 'Orders of this company' }, { timeout: 5000 });
    expect(within(list).getByRole('listitem')).toHaveTextContent(BATCH_TEXTS.line(DECEMBER));
    view.unmount();
    route('GET /admin/orders', () => jsonResponse(page([companyOrder])));
    route('GET /admin/orders/counts', () => jsonResponse({ refund_due: 0, refunds_failed: 0 }));
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`Batch ${DECEMBER}`);
  });
});
