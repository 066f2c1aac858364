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
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/contact.*Ravi Kumar.*\+91 98765 43210.*ravi@example.com.*SAP FICO batch.*new.*google/);
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

// Staff words, with the queue's own terms and the error one click away.
it('says in words whether the notification e-mails went out, and sends the failed ones again', async () => {
  let parked = 2;
  route('GET /admin/outbox', () => jsonResponse({ pending: 1, parked, last_error: 'SMTP connection refused' }));
  route('POST /admin/outbox/retry-parked', () => {
    parked = 0;
    return jsonResponse({ retried: 2 });
  });
  renderAdmin('/admin/leads');
  const panel = await screen.findByRole('complementary', { name: 'Notification e-mails' });
  expect(within(panel).getByText('Notification e-mails: 1 e-mail waiting to be sent; 2 e-mails could not be sent.')).toBeVisible();
  expect(panel).not.toHaveTextContent(/outbox:|pending,|parked$/);
  // The details are behind one click.
  expect(within(panel).getByText('SMTP connection refused')).not.toBeVisible();
  await userEvent.click(within(panel).getByText('Details'));
  expect(within(panel).getByText('SMTP connection refused')).toBeVisible();
  await userEvent.click(within(panel).getByRole('button', { name: 'Send again' }));
  expect(await within(panel).findByText('Notification e-mails: 1 e-mail waiting to be sent.')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  expect(screen.getByText('2 e-mails will be sent again.')).toBeInTheDocument();
});

it('says so when every notification e-mail has gone out', async () => {
  route('GET /admin/outbox', () => jsonResponse({ pending: 0, parked: 0, last_error: null }));
  renderAdmin('/admin/leads');
  expect(await screen.findByText('All notification e-mails have been sent.')).toBeInTheDocument();
});

// A lead can be acted on from the inbox and from its dialog.
describe('reaching a lead', () => {
  it('shows the phone in the inbox in the Indian format as a tel: link, and the e-mail as a mailto: link', async () => {
    route('GET /admin/leads', () =>
      jsonResponse(
        page([
          lead(),
          lead({ id: 22, name: 'Sita', email: 'sita@example.com', mobile: 'after 6 pm' }),
          lead({ id: 23, name: 'Om', email: 'om@example.com', mobile: null }),
        ]),
      ),
    );
    renderAdmin('/admin/leads');
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(within(table).getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    const call = within(table).getByRole('link', { name: 'Call Ravi Kumar on +91 98765 43210' });
    expect(call).toHaveAttribute('href', 'tel:+919876543210');
    expect(call).toHaveTextContent('+91 98765 43210');
    expect(within(table).getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute('href', 'mailto:ravi@example.com');
    // Text that is not a number is shown as the visitor typed it, and is not a link.
    const [, , sita, om] = within(table).getAllByRole('row');
    expect(sita).toHaveTextContent('after 6 pm');
    expect(within(sita!).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(within(om!).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  });

  it('offers call, WhatsApp (wa.me with the E.164 digits) and e-mail in the lead dialog', async () => {
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/leads');
    await userEvent.click(await screen.findByRole('button', { name: 'Open lead from Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Ravi Kumar' });
    expect(within(dialog).getByRole('link', { name: /Call \+91 98765 43210/ })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = within(dialog).getByRole('link', { name: 'WhatsApp Ravi Kumar (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'E-mail Ravi Kumar at ravi@example.com' })).toHaveAttribute('href', 'mailto:ravi@example.com');
    expect(dialog).toHaveTextContent(/Phone\s*\+91 98765 43210/);
  });

  it('keeps focus inside the lead dialog (Radix focus trap) and returns it on close', async () => {
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/leads');
    const opener = await screen.findByRole('button', { name: 'Open lead from Ravi Kumar' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Lead from Ravi Kumar' });
    for (let i = 0; i < 15; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
