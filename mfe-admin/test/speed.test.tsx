// Site speed: real users' p75 vitals by route and remote versions, rated, and remote
// load failures by version, over a chosen period.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { rating } from '../src/features/speed/speed-page';
import { renderAdmin, staff } from './render-admin';

const summary = (hours: number) => ({
  window_hours: hours,
  since: '2026-11-23T06:00:00.000Z',
  vitals: [
    { route: '/training/individual', remote_versions: 'mfe_lms@0.1.1 mfe_marketing@0.1.0', samples: 120, p75: { lcp: 1830, inp: 96, cls: 0.02, ttfb: 240 } },
    { route: '/lms/course/:id', remote_versions: 'mfe_lms@0.2.0 mfe_marketing@0.1.0', samples: 8, p75: { lcp: 4300, inp: null, cls: 0.31, ttfb: 900 } },
  ],
  failures: hours === 1 ? [] : [{ remote: 'mfe_lms', version: '0.2.0', kind: 'entry', count: 14, last_at: '2026-11-24T05:10:00.000Z' }],
});

beforeEach(() => {
  route('GET /admin/rum', (request) => jsonResponse(summary(Number(new URL(request.url).searchParams.get('hours')))));
});

test('rates each metric by the web.dev thresholds', () => {
  expect([rating('lcp', 2500), rating('lcp', 2501), rating('lcp', 4001)]).toEqual(['good', 'needs improvement', 'poor']);
  expect([rating('inp', 200), rating('cls', 0.25), rating('ttfb', 1801)]).toEqual(['good', 'needs improvement', 'poor']);
});

test('shows p75 vitals by route and remote versions, and failures by remote version, for the last 24 hours', async () => {
  renderAdmin('/admin/speed');
  expect(await screen.findByRole('heading', { level: 1, name: 'Site speed' })).toBeInTheDocument();
  const vitals = await screen.findByRole('table', { name: 'Page speed' });
  const rows = within(vitals).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('/training/individual');
  expect(rows[1]).toHaveTextContent('Learning portal 0.1.1, Public site 0.1.0');
  expect(rows[1]).toHaveTextContent('1.83 s (good)');
  expect(rows[1]).toHaveTextContent('96 ms (good)');
  expect(rows[2]).toHaveTextContent('4.30 s (poor)');
  expect(rows[2]).toHaveTextContent('0.310 (poor)');
  expect(rows[2]).toHaveTextContent('900 ms (needs improvement)');
  expect(rows[2]).toHaveTextContent('—'); // no INP sample
  const failures = screen.getByRole('table', { name: 'Parts of the site that failed to load' });
  expect(within(failures).getAllByRole('row')[1]).toHaveTextContent(/Learning portal\s*0\.2\.0\s*Starting the part \(entry script\)\s*14/);
  expect(fetchCalls.at(-1)?.url).toContain('/admin/rum?hours=24');
});

// Plain words first, the metric names and how they are measured one click away.
test('names the measures in staff words, with the technical terms behind "How this is measured"', async () => {
  renderAdmin('/admin/speed');
  const vitals = await screen.findByRole('table', { name: 'Page speed' });
  const headers = within(vitals)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual([
    'Page',
    'Site versions',
    'Visits',
    'Main content shown (LCP)',
    'Reaction to a tap or click (INP)',
    'Layout stays still (CLS)',
    'Server answer (TTFB)',
  ]);
  const how = screen.getByText(/75th percentile/);
  expect(how).not.toBeVisible();
  await userEvent.click(screen.getByText('How this is measured'));
  expect(how).toBeVisible();
  expect(how).toHaveTextContent('good up to: LCP 2.50 s, INP 200 ms, CLS 0.100, TTFB 800 ms');
});

test('another period asks the API for that window', async () => {
  renderAdmin('/admin/speed');
  await screen.findByRole('table', { name: 'Parts of the site that failed to load' });
  await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last hour');
  expect(await screen.findByText('Every part of the site loaded in this period.')).toBeInTheDocument();
  expect(fetchCalls.at(-1)?.url).toContain('/admin/rum?hours=1');
});

test('is an admin screen: an editor is told to ask an admin, and the nav offers it to admins only', async () => {
  renderAdmin('/admin/speed', staff('editor'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Site speed' })).not.toBeInTheDocument();
  expect(fetchCalls.some((call) => call.url.includes('/admin/rum'))).toBe(false);
});
