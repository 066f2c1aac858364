// The staff home (decision 027): /admin opens on the trends (each chart with its table a click
// away), conversion by UTM source and campaign, and for admins the open problems; the period is
// in the URL.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { currentSearch, renderAdmin, staff } from './render-admin';

const bucket = (day: string, start: string, figures: Partial<Record<string, number>> = {}) => ({
  day,
  start,
  leads: 0,
  enrolments: 0,
  revenue: 0,
  new_students: 0,
  ...figures,
});
const dashboard = (window: string) => ({
  window,
  bucket: window === '30d' ? 'day' : 'week',
  from: '2026-11-26T18:30:00.000Z',
  to: '2026-11-28T06:30:00.000Z',
  currency: 'INR',
  buckets:
    window === '30d'
      ? [
          bucket('2026-11-27', '2026-11-26T18:30:00.000Z', { leads: 3, enrolments: 1, revenue: 2_499_900, new_students: 1 }),
          bucket('2026-11-28', '2026-11-27T18:30:00.000Z', { leads: 2, revenue: -50_000 }),
        ]
      : [bucket('2026-11-23', '2026-11-22T18:30:00.000Z', { leads: 5, enrolments: 1, revenue: 2_449_900, new_students: 1 })],
  totals: { leads: 5, enrolments: 1, revenue: 2_449_900, new_students: 1 },
  conversion: [
    { source: 'google', campaign: 'diwali', leads: 4, converted: 1 },
    { source: '(none)', campaign: '(none)', leads: 1, converted: 0 },
  ],
});

beforeEach(() => {
  route('GET /admin/dashboard', (request) => jsonResponse(dashboard(new URL(request.url).searchParams.get('window') ?? '30d')));
  route('GET /admin/orders/counts', () => jsonResponse({ refund_due: 2, refunds_failed: 1 }));
  route('GET /admin/outbox', () => jsonResponse({ pending: 0, parked: 3, last_error: 'SMTP down' }));
});

test('opens on the trends with totals, each chart with its table, and conversion by source and campaign', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff home' }, { timeout: 5000 })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Leads: 5' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Paid revenue, net of refunds: ₹24,499.00' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'New students: 1' })).toBeInTheDocument();

  const revenue = screen.getByRole('region', { name: /Paid revenue/ });
  await user.click(within(revenue).getByRole('button', { name: 'Show as table' }));
  const table = within(revenue).getByRole('table', { name: 'Paid revenue, net of refunds per day' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('27 Nov 2026₹24,999.00');
  expect(rows[2]).toHaveTextContent('28 Nov 2026-₹500.00');
  expect(within(revenue).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');

  const conversion = screen.getByRole('table', { name: 'Conversion by source and campaign' });
  const conversionRows = within(conversion).getAllByRole('row');
  expect(conversionRows[1]).toHaveTextContent(/google\s*diwali\s*4\s*1\s*25 %/);
  expect(conversionRows[2]).toHaveTextContent('(none)');
  expect(fetchCalls.some((call) => call.url.includes('/admin/dashboard?window=30d'))).toBe(true);
});

test('shows admins the open problems from the orders and outbox counts', async () => {
  renderAdmin('/admin');
  const problems = await screen.findByRole('region', { name: 'Open problems' }, { timeout: 5000 });
  expect(await within(problems).findByText(/3 parked mails/)).toBeInTheDocument();
  expect(within(problems).getByRole('link', { name: '2 refund_due orders to refund' })).toHaveAttribute('href', '/admin/orders?attention=refund_due');
  expect(within(problems).getByRole('link', { name: '1 failed refund' })).toBeInTheDocument();
});

test('the period chooser switches to 26 weeks by week and keeps it in the URL', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin');
  await screen.findByRole('heading', { level: 2, name: 'Leads: 5' }, { timeout: 5000 });
  await user.selectOptions(screen.getByLabelText('Period'), 'Last 26 weeks, by week');
  expect(currentSearch()).toBe('window=26w');
  const leads = screen.getByRole('region', { name: /^Leads:/ });
  await user.click(within(leads).getByRole('button', { name: 'Show as table' }));
  const table = await within(leads).findByRole('table', { name: 'Leads per week' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Week of 23 Nov 2026');
});

test('an editor sees the trends but not the open problems (the admins’ endpoints)', async () => {
  renderAdmin('/admin', staff('editor'));
  expect(await screen.findByRole('heading', { level: 2, name: 'Leads: 5' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Open problems' })).not.toBeInTheDocument();
  expect(fetchCalls.some((call) => call.url.includes('/admin/orders/counts') || call.url.includes('/admin/outbox'))).toBe(false);
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});
