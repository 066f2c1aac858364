// The Company area (decision 028) as HR meets it: seats used/free, the learners' table, the invite
// and upload forms refusing bad input in the contract's words before any request, a CSV upload's
// 422 rejection report (nothing applied), Remove behind a confirmation, HR of two companies
// choosing one, and a student who is no company's HR. The API is mocked at the fetch layer only,
// as the other portal tests do; the bodies are parsed with the contract's schemas (decision 149).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COMPANY_CSV_MAX_BYTES, COMPANY_MESSAGES, type CompanyDashboard, type CompanyLearner, type CompanyOrder } from 'mfe-shared/contracts';
import * as T from '../src/features/company/company-texts';
import { COURSES_LIST_HEADING } from '../src/config/texts';
import { course } from './fixtures';
import { renderPortal } from './render-portal';

const learner = (over: Partial<CompanyLearner>): CompanyLearner => ({
  id: 21,
  pool_id: 3,
  name: 'Asha Rao',
  email: 'asha@acme.in',
  course_id: 7,
  course_title: 'SAP FICO',
  progress_percent: 40,
  quiz_best_percent: 80,
  assignments: { submitted: 1, accepted: 0, returned: 0 },
  attendance: { present: 3, late: 0, absent: 1 },
  certificate: false,
  started: true,
  invited_at: '2026-11-20T05:00:00.000Z',
  ...over,
});

const DASHBOARD: CompanyDashboard = {
  company: { id: 1, name: 'Acme Manufacturing Pvt Ltd' },
  pools: [{ id: 3, course_id: 7, course_title: 'SAP FICO', batch_id: null, batch: null, seats: 5, used: 2, free: 3 }],
  learners: [
    learner({}),
    learner({
      id: 22,
      name: 'Ravi Kumar',
      email: 'ravi@acme.in',
      progress_percent: 0,
      quiz_best_percent: null,
      assignments: { submitted: 0, accepted: 0, returned: 0 },
      attendance: { present: 0, late: 0, absent: 0 },
      started: false,
    }),
  ],
};

/** The company's orders of seats (decision 154): none unless a test gives some. */
const ordersOf = (companyId: number, orders: CompanyOrder[] = []) => route(`GET /lms/company/${companyId}/orders`, () => jsonResponse({ results: orders }));

async function openCompany(body: CompanyDashboard = DASHBOARD, orders: CompanyOrder[] = []) {
  route('GET /lms/companies', () => jsonResponse({ results: [{ id: 1, name: body.company.name }] }));
  route('GET /lms/company/1', () => jsonResponse(body));
  ordersOf(1, orders);
  renderPortal('/lms/company');
  expect(await screen.findByRole('heading', { level: 1, name: T.COMPANY_HEADING })).toBeInTheDocument();
}

const ORDER: CompanyOrder = {
  id: 51,
  course_id: 7,
  course_title: 'SAP FICO',
  batch: null,
  seats: 12,
  unit_price: 1_180_000,
  amount: 14_160_000,
  currency: 'INR',
  status: 'paid',
  purchase_reference: 'PO-77',
  invoice_number: 'SA/2627/000042',
  paid_at: '2026-11-28T05:00:00.000Z',
  created_at: '2026-11-27T05:00:00.000Z',
};

describe('Company (HR)', () => {
  it("lists the company's orders of seats with their status, and downloads a paid one's tax invoice (decision 154)", async () => {
    route('GET /lms/company/1/orders/51/invoice', () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }));
    await openCompany(DASHBOARD, [{ ...ORDER, id: 52, status: 'created', invoice_number: null, paid_at: null, seats: 3, amount: 3_540_000 }, ORDER]);
    const orders = await screen.findByRole('region', { name: T.ORDERS_HEADING });
    const items = await within(orders).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${T.orderSeatsText(3, 'SAP FICO')} · ₹35,400.00 · ${T.ORDER_STATUS.created}`);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(`${T.orderSeatsText(12, 'SAP FICO')} · ₹1,41,600.00 · ${T.ORDER_STATUS.paid} · PO PO-77`);
    await userEvent.click(within(items[1]!).getByRole('button', { name: T.invoiceButton('SA/2627/000042') }));
    await waitFor(() => expect(fetchCalls.map((c) => new URL(c.url).pathname)).toContain('/lms/company/1/orders/51/invoice'));
  });

  it('names the batch a pool and an order are for, and offers the batch pool by its batch (decision 155)', async () => {
    const batch = { id: 31, title: 'December evenings', starts_on: '2026-12-01', ends_on: '2027-01-29' };
    const batchPool = { id: 4, course_id: 7, course_title: 'SAP FICO', batch_id: 31, batch, seats: 10, used: 0, free: 10 };
    await openCompany({ ...DASHBOARD, pools: [...DASHBOARD.pools, batchPool] }, [{ ...ORDER, batch }]);
    const seats = screen.getByRole('region', { name: T.SEATS_HEADING });
    const [whole, inBatch] = within(seats).getAllByRole('listitem');
    expect(whole).toHaveTextContent(`SAP FICO: ${T.seatsText(2, 3, 5)}`);
    expect(whole).not.toHaveTextContent('Batch');
    expect(inBatch).toHaveTextContent(`SAP FICO: ${T.seatsText(0, 10, 10)} · Batch: December evenings, 1 Dec 2026 – 29 Jan 2027`);
    const [order] = await within(screen.getByRole('region', { name: T.ORDERS_HEADING })).findAllByRole('listitem');
    expect(order).toHaveTextContent(`${T.orderSeatsText(12, 'SAP FICO')} · Batch: December evenings, 1 Dec 2026 – 29 Jan 2027 · ₹1,41,600.00`);
    const invite = screen.getByRole('region', { name: T.INVITE_HEADING });
    expect(within(invite).getByRole('option', { name: 'SAP FICO, December evenings (10 free)' })).toBeInTheDocument();
  });

  it("shows the seats used and free and each learner's progress, and offers the CSV download", async () => {
    await openCompany();
    expect(screen.getByText(`SAP FICO: ${T.seatsText(2, 3, 5)}`)).toHaveTextContent('2 used, 3 free of 5');
    const table = screen.getByRole('table', { name: T.LEARNERS_HEADING });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('40 %');
    expect(rows[1]).toHaveTextContent('80 %');
    expect(rows[1]).toHaveTextContent(T.attendanceText({ present: 3, late: 0, absent: 1 }));
    expect(rows[2]).toHaveTextContent('0 %');
    expect(screen.getByRole('button', { name: T.DOWNLOAD_CSV })).toBeInTheDocument();
  });

  it("refuses an invite without a valid e-mail in the contract's words before any request, and sends a valid one", async () => {
    route('POST /lms/company/1/learners', () => jsonResponse(learner({ id: 23, name: 'Meera', email: 'meera@acme.in' }), 201));
    await openCompany();
    const invite = screen.getByRole('region', { name: T.INVITE_HEADING });
    const email = within(invite).getByLabelText(T.EMAIL_LABEL);
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(await within(invite).findByText(COMPANY_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(await within(invite).findByText(COMPANY_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(email);
    await userEvent.type(email, ' meera@acme.in ');
    await userEvent.type(within(invite).getByLabelText(T.NAME_LABEL), 'Meera');
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(await screen.findByText(T.invitedToast('meera@acme.in'))).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ pool_id: 3, email: 'meera@acme.in', name: 'Meera' });
    expect(within(invite).queryByText(COMPANY_MESSAGES.invalidEmail)).not.toBeInTheDocument();
  });

  it("sends no name when it is left blank, and shows the API's refusal of an invite in the form", async () => {
    route('POST /lms/company/1/learners', () => jsonResponse({ detail: COMPANY_MESSAGES.noFreeSeat }, 409));
    await openCompany();
    const invite = screen.getByRole('region', { name: T.INVITE_HEADING });
    await userEvent.type(within(invite).getByLabelText(T.EMAIL_LABEL), 'meera@acme.in');
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(await within(invite).findByText(COMPANY_MESSAGES.noFreeSeat)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ pool_id: 3, email: 'meera@acme.in' });
  });

  it("refuses an upload without a file, or over the size limit, in the contract's words before any request", async () => {
    await openCompany();
    const upload = screen.getByRole('region', { name: T.UPLOAD_HEADING });
    await userEvent.click(within(upload).getByRole('button', { name: T.UPLOAD_BUTTON }));
    expect(await within(upload).findByText(COMPANY_MESSAGES.csvNoFile)).toBeInTheDocument();
    const big = new File(['x'.repeat(COMPANY_CSV_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    await userEvent.upload(within(upload).getByLabelText(T.CSV_FILE_LABEL), big);
    await userEvent.click(within(upload).getByRole('button', { name: T.UPLOAD_BUTTON }));
    expect(await within(upload).findByText(COMPANY_MESSAGES.csvTooLarge)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows a CSV upload's 422 rows in a table and says nothing was applied", async () => {
    route('POST /lms/company/1/pools/3/learners.csv', () =>
      jsonResponse(
        {
          detail: COMPANY_MESSAGES.csvRejected,
          rejected: [
            { row: 2, email: 'bad', reason: COMPANY_MESSAGES.invalidEmail },
            { row: 3, email: 'asha@acme.in', reason: COMPANY_MESSAGES.alreadyMember },
          ],
        },
        422,
      ),
    );
    await openCompany();
    const upload = screen.getByRole('region', { name: T.UPLOAD_HEADING });
    const csv = new File(['email,name\nbad,X\nasha@acme.in,Asha\n'], 'team.csv', { type: 'text/csv' });
    await userEvent.upload(within(upload).getByLabelText(T.CSV_FILE_LABEL), csv);
    await userEvent.click(within(upload).getByRole('button', { name: T.UPLOAD_BUTTON }));
    const alert = await within(upload).findByRole('alert');
    expect(alert).toHaveTextContent(T.NOTHING_APPLIED);
    const rows = within(within(alert).getByRole('table', { name: T.REJECTED_CAPTION })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Row', 'E-mail', 'Reason'],
      ['2', 'bad', COMPANY_MESSAGES.invalidEmail],
      ['3', 'asha@acme.in', COMPANY_MESSAGES.alreadyMember],
    ]);
    const sent = fetchCalls.find((c) => c.method === 'POST')!;
    expect(new URL(sent.url).pathname).toBe('/lms/company/1/pools/3/learners.csv');
  });

  it('removes a learner only after the confirmation', async () => {
    route('DELETE /lms/company/1/learners/22', () => jsonResponse({ seat_freed: true }, 200));
    await openCompany();
    await userEvent.click(screen.getByRole('button', { name: `${T.REMOVE} Ravi Kumar` }));
    const dialog = await screen.findByRole('alertdialog', { name: T.removeTitle('Ravi Kumar') });
    expect(fetchCalls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: T.REMOVE }));
    await screen.findByRole('table', { name: T.LEARNERS_HEADING });
    expect(fetchCalls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual(['/lms/company/1/learners/22']);
    expect(await screen.findByText(T.removedToast(true))).toBeInTheDocument();
  });

  it("tells a student who is no company's HR so, and asks for no dashboard", async () => {
    route('GET /lms/companies', () => jsonResponse({ results: [] }));
    renderPortal('/lms/company');
    expect(await screen.findByText(T.NOT_HR)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchCalls.map((c) => new URL(c.url).pathname)).not.toContain('/lms/company/1');
  });

  it("shows the API's 403 when the dashboard is refused", async () => {
    route('GET /lms/companies', () => jsonResponse({ results: [{ id: 1, name: 'Acme' }] }));
    route('GET /lms/company/1', () => jsonResponse({ detail: COMPANY_MESSAGES.notCompanyAdmin }, 403));
    renderPortal('/lms/company');
    expect(await screen.findByRole('heading', { name: 'Forbidden Error' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['HR', [{ id: 1, name: 'Acme' }], true],
    ['a student who is no HR', [], false],
  ])('the dashboard links to Company for %s only', async (_who, results, linked) => {
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
    route('GET /lms/batches/upcoming', () => jsonResponse([]));
    route('GET /lms/companies', () => jsonResponse({ results }));
    renderPortal('/lms');
    expect(await screen.findByRole('heading', { level: 1, name: COURSES_LIST_HEADING })).toBeInTheDocument();
    if (linked) expect(await screen.findByRole('link', { name: T.COMPANY_HEADING })).toHaveAttribute('href', T.COMPANY_PATH);
    else {
      await screen.findByRole('heading', { level: 1, name: COURSES_LIST_HEADING });
      expect(fetchCalls.map((c) => new URL(c.url).pathname)).toContain('/lms/companies');
      expect(screen.queryByRole('link', { name: T.COMPANY_HEADING })).not.toBeInTheDocument();
    }
  });

  it('HR of two companies chooses the second from the labelled list, and sees its learners at its own address', async () => {
    const BETA: CompanyDashboard = {
      company: { id: 2, name: 'Beta Foods Ltd' },
      pools: [{ id: 9, course_id: 8, course_title: 'SAP MM', batch_id: null, batch: null, seats: 2, used: 1, free: 1 }],
      learners: [learner({ id: 31, pool_id: 9, name: 'Kiran Das', email: 'kiran@beta.in', course_id: 8, course_title: 'SAP MM' })],
    };
    route('GET /lms/companies', () =>
      jsonResponse({
        results: [
          { id: 1, name: DASHBOARD.company.name },
          { id: 2, name: BETA.company.name },
        ],
      }),
    );
    route('GET /lms/company/1', () => jsonResponse(DASHBOARD));
    route('GET /lms/company/2', () => jsonResponse(BETA));
    ordersOf(1);
    ordersOf(2);
    renderPortal('/lms/company');
    const chooser = await screen.findByRole('navigation', { name: T.CHOOSE_COMPANY });
    // The first company is shown until another is chosen.
    expect(await screen.findByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(within(chooser).getByRole('link', { name: DASHBOARD.company.name })).toHaveAttribute('aria-current', 'page');

    const beta = within(chooser).getByRole('link', { name: BETA.company.name });
    expect(beta).toHaveAttribute('href', T.companyPath(2));
    await userEvent.click(beta);
    expect(await screen.findByRole('cell', { name: 'Kiran Das' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(beta).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`SAP MM: ${T.seatsText(1, 1, 2)}`)).toBeInTheDocument();
    // The forms now act on the chosen company's pools.
    const invite = screen.getByRole('region', { name: T.INVITE_HEADING });
    expect(within(invite).getByRole('combobox', { name: T.POOL_LABEL })).toHaveDisplayValue('SAP MM (1 free)');
  });

  it('opens a company from its address, and asks for nothing about a company that is not in the list', async () => {
    route('GET /lms/companies', () => jsonResponse({ results: [{ id: 1, name: 'Acme' }] }));
    route('GET /lms/company/1', () => jsonResponse(DASHBOARD));
    ordersOf(1);
    const view = renderPortal('/lms/company/1');
    expect(await screen.findByRole('cell', { name: 'Asha Rao' })).toBeInTheDocument();
    // One company: no chooser.
    expect(screen.queryByRole('navigation', { name: T.CHOOSE_COMPANY })).not.toBeInTheDocument();
    view.unmount();

    renderPortal('/lms/company/5');
    expect(await screen.findByText(COMPANY_MESSAGES.notCompanyAdmin)).toBeInTheDocument();
    expect(fetchCalls.map((c) => new URL(c.url).pathname)).not.toContain('/lms/company/5');
  });
});
