import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { lead } from './fixtures';
import { page, renderAdmin } from './render-admin';

const leadListQueries = () => fetchCalls.filter((call) => new URL(call.url).pathname === '/admin/leads').map((call) => new URL(call.url).searchParams);

beforeEach(() => {
  route('GET /admin/leads', () => jsonResponse(page([lead()])));
  route('GET /admin/outbox', () => jsonResponse({ pending: 3, parked: 0, last_error: null }));
});

it('turns the filters into the list query', async () => {
  renderAdmin('/admin/leads');
  const table = await screen.findByRole('table', { name: 'Leads' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/contact.*Ravi Kumar.*ravi@example.com.*SAP FICO batch.*new.*google/);
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'webinar');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
  await userEvent.type(screen.getByLabelText('From'), '2025-03-01');
  await userEvent.type(screen.getByLabelText('To'), '2025-03-31');
  await userEvent.type(screen.getByLabelText('UTM source'), 'google');
  await waitFor(() =>
    expect(leadListQueries().at(-1)?.toString()).toBe(
      'type=webinar&status=contacted&from=2025-03-01&to=2025-03-31&utm_source=google&sort=-created_at&page=1&page_size=25',
    ),
  );
});

it('saves status and notes with PATCH and the version it read', async () => {
  route('PATCH /admin/leads/21', () => jsonResponse(lead({ status: 'won', notes: 'Joined the FICO batch.', version: 3 })));
  renderAdmin('/admin/leads');
  await userEvent.click(await screen.findByRole('button', { name: 'Open lead from Ravi Kumar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lead from Ravi Kumar' });
  expect(dialog).toHaveTextContent('When does the next batch start?');
  expect(dialog).toHaveTextContent('cpc');
  await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'won');
  await userEvent.type(within(dialog).getByLabelText('Notes'), 'Joined the FICO batch.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save lead' }));
  await waitFor(() => expect(fetchCalls.find((call) => call.method === 'PATCH')?.body).toEqual({ version: 2, status: 'won', notes: 'Joined the FICO batch.' }));
  expect(await screen.findByText('Lead saved.')).toBeInTheDocument();
});

it('exports the CSV of the current filters with the bearer token and downloads it', async () => {
  const createObjectURL = jest.fn(() => 'blob:leads');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const csv = new Blob(['id,created_at\n21,2025-03-01\n'], { type: 'text/csv' });
  const disposition = 'attachment; filename="leads-2025-03-01.csv"';
  route(
    'GET /admin/leads.csv',
    () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? disposition : null) },
        blob: async () => csv,
        text: async () => '',
      }) as unknown as Response,
  );
  renderAdmin('/admin/leads');
  await screen.findByRole('table', { name: 'Leads' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'new');
  await userEvent.type(screen.getByLabelText('UTM source'), 'news');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const call = fetchCalls.find((c) => new URL(c.url).pathname === '/admin/leads.csv');
  expect(new URL(call!.url).searchParams.toString()).toBe('status=new&utm_source=news&sort=-created_at');
  expect(call!.headers.Authorization).toBe('Bearer staff-token');
  expect(createObjectURL).toHaveBeenCalledWith(csv);
  // Saved under the name the API gives the file.
  expect(saved).toEqual(['leads-2025-03-01.csv']);
});

it('shows the outbox and retries parked mail', async () => {
  let parked = 2;
  route('GET /admin/outbox', () => jsonResponse({ pending: 1, parked, last_error: 'SMTP connection refused' }));
  route('POST /admin/outbox/retry-parked', () => {
    parked = 0;
    return jsonResponse({ retried: 2 });
  });
  renderAdmin('/admin/leads');
  expect(await screen.findByText('Mail outbox: 1 pending, 2 parked')).toBeInTheDocument();
  expect(screen.getByText('Last error: SMTP connection refused')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry parked' }));
  expect(await screen.findByText('Mail outbox: 1 pending, 0 parked')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry parked' })).not.toBeInTheDocument();
  expect(screen.getByText('2 parked messages queued again.')).toBeInTheDocument();
});
