// Site speed's canary comparison: for each remote with a candidate, both builds' real-user
// figures (p75 LCP, INP, CLS, failures per 1,000 loads, loads, samples) in en-IN numbers and the
// speed screen's ms/s, the guard's verdict with its reasons, and "Judge now".
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { VERDICT_WORDS } from '../src/features/speed/release-comparison';
import { channel, comparison, noCandidate, releases } from './release-fixtures';
import { renderAdmin } from './render-admin';

const rolledBack = { ...noCandidate('mfe_lms', '1.2.0'), version: 5 };

beforeEach(() => {
  route('GET /admin/rum', () => jsonResponse({ window_hours: 24, since: '2026-11-26T06:00:00.000Z', vitals: [], failures: [] }));
  route('GET /admin/releases', () => jsonResponse(releases([channel(), noCandidate('mfe_marketing', '0.4.0')])));
  route('GET /admin/releases/mfe_lms/comparison', () => jsonResponse(comparison()));
});

const lmsPanel = () => screen.findByRole('article', { name: 'Learning portal (mfe_lms)' });

test("shows both builds' figures side by side, only for remotes with a candidate", async () => {
  renderAdmin('/admin/speed');
  const panel = await lmsPanel();
  const table = await within(panel).findByRole('table', { name: 'Learning portal: stable and candidate' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['Measure', 'Stable 1.2.0', 'Candidate 1.3.0 (5 % of visitors)']);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['Main content shown (LCP), p75', '1.83 s', '2.90 s'],
    ['Reaction to a tap or click (INP), p75', '96 ms', '240 ms'],
    ['Layout stays still (CLS), p75', '0.020', '0.110'],
    ['Failures to load per 1,000 page loads', '0.5 (62 in all)', '12.0 (78 in all)'],
    ['Page loads', '1,23,456', '6,500'],
    ['Vitals samples', '98,765', '5,210'],
  ]);
  expect(screen.queryByRole('article', { name: /Public site/ })).not.toBeInTheDocument();
  expect(fetchCalls.filter((call) => call.url.includes('/comparison')).map((call) => new URL(call.url).pathname)).toEqual([
    '/admin/releases/mfe_lms/comparison',
  ]);
});

test("shows the verdict and the guard's reasons", async () => {
  renderAdmin('/admin/speed');
  const panel = await lmsPanel();
  expect(await within(panel).findByText(VERDICT_WORDS.rollback)).toBeInTheDocument();
  const reasons = within(panel).getByRole('list', { name: 'Reasons for Learning portal' }).querySelectorAll('li');
  expect([...reasons].map((reason) => reason.textContent)).toEqual(comparison().verdict.reasons);
  expect(panel).toHaveTextContent('Over the last 60 minutes. Automatic rollback is on');
});

test('a build nobody measured yet shows dashes, and "wait" says there are too few loads', async () => {
  route('GET /admin/releases/mfe_lms/comparison', () =>
    jsonResponse(
      comparison({
        candidate: { version: '1.3.0', loads: 0, failures: 0, failures_per_1000: null, lcp_p75_ms: null, inp_p75_ms: null, cls_p75: null, samples: 0 },
        verdict: { outcome: 'wait', reasons: ['Candidate 1.3.0 has 0 loads of the 200 needed.'] },
      }),
    ),
  );
  renderAdmin('/admin/speed');
  const table = await within(await lmsPanel()).findByRole('table', { name: 'Learning portal: stable and candidate' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/1\.83 s\s*—/);
  expect(within(table).getAllByRole('row')[4]).toHaveTextContent(/0\.5 \(62 in all\)\s*—/);
  expect(screen.getByText(VERDICT_WORDS.wait)).toBeInTheDocument();
  expect(screen.getByText('Candidate 1.3.0 has 0 loads of the 200 needed.')).toBeInTheDocument();
});

test('"Judge now" asks the API to judge; a rollback it made is announced and the candidate leaves the screen', async () => {
  route('POST /admin/releases/mfe_lms/judge', () => {
    route('GET /admin/releases', () => jsonResponse(releases([rolledBack, noCandidate('mfe_marketing', '0.4.0')])));
    return jsonResponse({ comparison: comparison(), rolled_back: true, channel: rolledBack });
  });
  renderAdmin('/admin/speed');
  const panel = await lmsPanel();
  await userEvent.click(within(panel).getByRole('button', { name: 'Judge now' }));
  expect(await screen.findByText('Candidate 1.3.0 rolled back: every visitor gets 1.2.0.')).toBeInTheDocument();
  const judge = fetchCalls.find((call) => call.method === 'POST');
  expect(new URL(judge!.url).pathname).toBe('/admin/releases/mfe_lms/judge');
  expect(judge!.body).toEqual({});
  expect(await screen.findByText('No part of the site has a candidate build now.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Learning portal (mfe_lms)' })).not.toBeInTheDocument());
});

test('"Judge now" without a rollback says what the verdict was', async () => {
  route('POST /admin/releases/mfe_lms/judge', () =>
    jsonResponse({ comparison: comparison({ verdict: { outcome: 'ok', reasons: [] } }), rolled_back: false, channel: channel() }),
  );
  renderAdmin('/admin/speed');
  const panel = await lmsPanel();
  await within(panel).findByText(VERDICT_WORDS.rollback);
  await userEvent.click(within(panel).getByRole('button', { name: 'Judge now' }));
  expect(await screen.findByText(`Judged: ${VERDICT_WORDS.ok}`)).toBeInTheDocument();
  expect(within(panel).getByText(VERDICT_WORDS.ok)).toBeInTheDocument();
  expect(within(panel).queryByRole('list', { name: 'Reasons for Learning portal' })).not.toBeInTheDocument();
});
