// Back-office lists remember where staff were (decision 026): filters, sort and page live in the
// URL, so a reload or a shared link shows the same list, Back restores the previous filters, a
// search asks the API once typing stops, and a bad value in the URL is the list's default.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { SEARCH_DEBOUNCE_MS } from '../src/lib/use-list';
import { lead } from './fixtures';
import { currentSearch, page, renderAdmin, router } from './render-admin';

/** The query of every GET of `path`, in order. */
const queries = (path: string) =>
  fetchCalls.filter((call) => call.method === 'GET' && new URL(call.url).pathname === path).map((call) => new URL(call.url).searchParams);
const lastQuery = (path: string) => queries(path).at(-1)?.toString();

beforeEach(() => {
  // 60 leads: three pages of 25.
  route('GET /admin/leads', ({ url }) => jsonResponse({ ...page([lead()], 60), page: Number(url.searchParams.get('page')) }));
  route('GET /admin/outbox', () => jsonResponse({ pending: 0, parked: 0, last_error: null }));
  route('GET /admin/students', () => jsonResponse(page([])));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a list opened at a URL with its state', () => {
  it('shows the filters, sort and page of the URL in the controls and asks the API for them', async () => {
    renderAdmin('/admin/leads?type=webinar&status=contacted&from=2026-03-01&to=2026-03-31&utm_source=google&q=ravi&sort=created_at&page=2&page_size=50');
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(screen.getByLabelText('Type')).toHaveValue('webinar');
    expect(screen.getByLabelText('Status')).toHaveValue('contacted');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
    expect(screen.getByLabelText('UTM source')).toHaveValue('google');
    expect(screen.getByLabelText('Search')).toHaveValue('ravi');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50');
    expect(screen.getByRole('navigation', { name: 'Leads pages' })).toHaveTextContent('Page 2 of 2');
    expect(within(table).getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'ascending');
    // One request, carrying all of it.
    expect(queries('/admin/leads').map(String)).toEqual([
      'type=webinar&status=contacted&from=2026-03-01&to=2026-03-31&utm_source=google&q=ravi&sort=created_at&page=2&page_size=50',
    ]);
  });

  it.each([
    ['page=-3&status=bogus', 'status'],
    ['page=0&page_size=7&type=spam&sort=password', 'type'],
    ['page=abc&from=2026-02-30&to=9999-12-31&sort=-evil', 'from'],
    [`page=100001&q=${'x'.repeat(201)}&page_size=-25`, 'q'],
  ])('falls back to the defaults for invalid values (%s) without an error', async (search) => {
    renderAdmin(`/admin/leads?${search}`);
    await screen.findByRole('table', { name: 'Leads' });
    expect(lastQuery('/admin/leads')).toBe('sort=-created_at&page=1&page_size=25');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByRole('navigation', { name: 'Leads pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('changing the list', () => {
  it('writes a filter to the URL and goes back to page 1', async () => {
    renderAdmin('/admin/leads?status=new&page=3');
    await screen.findByRole('table', { name: 'Leads' });
    expect(lastQuery('/admin/leads')).toBe('status=new&sort=-created_at&page=3&page_size=25');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'won');
    await waitFor(() => expect(currentSearch()).toBe('status=won'));
    await waitFor(() => expect(lastQuery('/admin/leads')).toBe('status=won&sort=-created_at&page=1&page_size=25'));
  });

  it('keeps the page, the page size and the sort in the URL; a sort change goes back to page 1', async () => {
    renderAdmin('/admin/leads');
    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentSearch()).toBe('page=2'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentSearch()).toBe('page=3'));
    await userEvent.click(screen.getByRole('button', { name: /Received/ }));
    await waitFor(() => expect(currentSearch()).toBe('sort='));
    await waitFor(() => expect(lastQuery('/admin/leads')).toBe('page=1&page_size=25'));
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(currentSearch()).toBe('sort=&page_size=100'));
  });

  it("cycles a header through ascending, descending and the API's own order, which the URL keeps apart from the opening sort", async () => {
    renderAdmin('/admin/leads');
    await screen.findByRole('table', { name: 'Leads' });
    const received = () => screen.getByRole('columnheader', { name: /Received/ });
    // The list opens newest first.
    expect(received()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Received/ }));
    // No sort asked for: the API's order, and the header no longer claims one.
    await waitFor(() => expect(currentSearch()).toBe('sort='));
    await waitFor(() => expect(lastQuery('/admin/leads')).toBe('page=1&page_size=25'));
    expect(received()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Received/ }));
    await waitFor(() => expect(currentSearch()).toBe('sort=created_at'));
    expect(received()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Received/ }));
    // Back to the opening order, which needs no parameter.
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(received()).toHaveAttribute('aria-sort', 'descending');
  });

  it('Back and Forward restore the filters and page of each history entry', async () => {
    renderAdmin('/admin/leads');
    await screen.findByRole('table', { name: 'Leads' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await waitFor(() => expect(currentSearch()).toBe('status=contacted'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentSearch()).toBe('status=contacted&page=2'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'won');
    await waitFor(() => expect(currentSearch()).toBe('status=won'));

    act(() => void router.navigate!(-1));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('contacted'));
    expect(screen.getByRole('navigation', { name: 'Leads pages' })).toHaveTextContent('Page 2 of 3');
    expect(currentSearch()).toBe('status=contacted&page=2');

    act(() => void router.navigate!(-2));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue(''));
    expect(currentSearch()).toBe('');

    act(() => void router.navigate!(3));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('won'));
  });
});

describe('search', () => {
  it('asks the API once, after typing stops: five keystrokes, one request', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdmin('/admin/students');
    await screen.findByRole('table', { name: 'Students' });
    const before = queries('/admin/students').length;
    const search = screen.getByLabelText('Search');
    await user.type(search, 'meera');
    // The field shows every key at once; the list has not asked yet.
    expect(search).toHaveValue('meera');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(queries('/admin/students')).toHaveLength(before);
    expect(currentSearch()).toBe('');

    await act(async () => jest.advanceTimersByTime(50));
    await waitFor(() => expect(queries('/admin/students')).toHaveLength(before + 1));
    expect(lastQuery('/admin/students')).toBe('q=meera&sort=-created_at&page=1&page_size=25');
    expect(currentSearch()).toBe('q=meera');
    await act(async () => jest.advanceTimersByTime(5 * SEARCH_DEBOUNCE_MS));
    expect(queries('/admin/students')).toHaveLength(before + 1);
  });

  it('refines a search in one history entry: Back leaves the search', async () => {
    renderAdmin('/admin/students?page=2');
    await screen.findByRole('table', { name: 'Students' });
    const search = screen.getByLabelText('Search');
    await userEvent.type(search, 'mee');
    await waitFor(() => expect(currentSearch()).toBe('q=mee'));
    await userEvent.type(search, 'ra');
    await waitFor(() => expect(currentSearch()).toBe('q=meera'));
    await userEvent.clear(search);
    await waitFor(() => expect(currentSearch()).toBe(''));
    await userEvent.type(search, 'asha');
    await waitFor(() => expect(currentSearch()).toBe('q=asha'));

    act(() => void router.navigate!(-1));
    // Back at the list before the search, with its page.
    await waitFor(() => expect(currentSearch()).toBe('page=2'));
    expect(search).toHaveValue('');
  });
});

describe('the other lists', () => {
  it('bookings: status, kind and date from the URL; an unknown kind is no filter', async () => {
    route('GET /admin/bookings', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/bookings?status=cancelled&kind=bogus&from=2026-12-01');
    await screen.findByText('No bookings match.');
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    expect(lastQuery('/admin/bookings')).toBe('status=cancelled&from=2026-12-01T00%3A00%3A00%2B05%3A30');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'mock_interview');
    await waitFor(() => expect(currentSearch()).toBe('status=cancelled&kind=mock_interview&from=2026-12-01'));
  });

  it('batches: a course id that is no id is no filter', async () => {
    route('GET /admin/batches', () => jsonResponse({ results: [] }));
    route('GET /admin/courses', () => jsonResponse(page([])));
    renderAdmin('/admin/batches?course_id=-3');
    await screen.findByRole('table', { name: 'Batches' });
    expect(lastQuery('/admin/batches')).toBe('');
  });

  it('orders: the export sends the filters in the URL', async () => {
    route('GET /admin/orders', () => jsonResponse(page([])));
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:orders'), revokeObjectURL: jest.fn() });
    route(
      'GET /admin/orders.csv',
      () =>
        ({
          ok: true,
          status: 200,
          statusText: 'OK',
          headers: { get: () => 'attachment; filename="orders-2026-11-28.csv"' },
          blob: async () => new Blob(['id\r\n'], { type: 'text/csv' }),
          text: async () => '',
        }) as unknown as Response,
    );
    renderAdmin('/admin/orders?status=refund_due&student_id=5&q=pay_AAA&page=2');
    await screen.findByRole('table', { name: 'Orders' });
    expect(lastQuery('/admin/orders')).toBe('status=refund_due&student_id=5&q=pay_AAA&sort=-created_at&page=2&page_size=25');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(lastQuery('/admin/orders.csv')).toBe('status=refund_due&student_id=5&q=pay_AAA&sort=-created_at');
  });

  it('students: the export sends the search', async () => {
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:students'), revokeObjectURL: jest.fn() });
    route(
      'GET /admin/students.csv',
      () =>
        ({
          ok: true,
          status: 200,
          statusText: 'OK',
          headers: { get: () => null },
          blob: async () => new Blob(['id\r\n'], { type: 'text/csv' }),
          text: async () => '',
        }) as unknown as Response,
    );
    renderAdmin('/admin/students?q=asha');
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(lastQuery('/admin/students.csv')).toBe('q=asha&sort=-created_at');
  });
});
