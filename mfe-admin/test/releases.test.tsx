// Releases (decision 125): each remote's channel, the release history (who, when in India time,
// from, to), promote and roll back behind a confirmation with the channel's version, a stale
// channel's 409, and the automatic rollback's settings validated by the contract's schema.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { releaseGuardUpdateSchema } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { channel, guard, noCandidate, release, releases } from './release-fixtures';
import { renderAdmin, staff } from './render-admin';

const STALE = 'The channel changed since you read it; reload and try again.';
const releaseReads = () => fetchCalls.filter((call) => call.method === 'GET' && new URL(call.url).pathname === '/admin/releases').length;

const history = [
  release({
    id: 3,
    action: 'auto_rollback',
    from_version: '1.3.0',
    to_version: '1.2.0',
    share: null,
    actor: 'automatic',
    reason: 'Candidate 1.3.0 fails 12.0 per 1,000 loads.',
    created_at: '2026-11-27T05:45:00.000Z',
  }),
  release({
    id: 2,
    remote: 'mfe_marketing',
    action: 'switch',
    from_version: null,
    to_version: '0.4.0',
    share: null,
    actor: 'ops@example.com',
    created_at: '2026-11-26T18:31:00.000Z',
  }),
  release({ id: 1 }),
];

beforeEach(() => {
  route('GET /admin/releases', (request) => {
    const page = Number(request.url.searchParams.get('page'));
    return jsonResponse(
      releases([channel(), noCandidate('mfe_marketing', '0.4.0')], page === 1 ? history : [release({ id: 0, to_version: '1.1.0' })], 120, page),
    );
  });
  route('GET /admin/releases/guard', () => jsonResponse(guard()));
});

const lmsChannel = async () => screen.findByRole('article', { name: 'Learning portal (mfe_lms)' });

describe('the Releases screen', () => {
  it('shows each channel: stable, candidate with its share, and when it changed in India time', async () => {
    renderAdmin('/admin/releases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    const lms = await lmsChannel();
    expect(lms).toHaveTextContent(/Stable\s*1\.2\.0\s*Candidate\s*1\.3\.0 for 5 % of visitors\s*Updated\s*27 Nov 2026, 10:00 am/);
    const marketing = screen.getByRole('article', { name: 'Public site (mfe_marketing)' });
    expect(marketing).toHaveTextContent(/Candidate\s*None/);
    expect(within(marketing).queryByRole('button', { name: 'Promote' })).not.toBeInTheDocument();
    expect(within(marketing).getByRole('button', { name: 'Roll back' })).toBeInTheDocument();
    // Publishing, switching and canaries are the release command's.
    expect(screen.getByText(/npm run release/)).toBeInTheDocument();
  });

  it('lists the history with when (India time), part, action, from → to, share, who and reason, 50 a page', async () => {
    renderAdmin('/admin/releases');
    const table = await screen.findByRole('table', { name: 'Release history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Part of the site', 'Action', 'From → to', 'Share', 'Who', 'Reason']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /27 Nov 2026, 11:15 am\s*Learning portal \(mfe_lms\)\s*Rolled back automatically\s*1\.3\.0 → 1\.2\.0\s*—\s*Automatic \(the guard\)\s*Candidate 1\.3\.0 fails/,
    );
    expect(rows[2]).toHaveTextContent(/27 Nov 2026, 12:01 am\s*Public site \(mfe_marketing\)\s*Switched\s*— → 0\.4\.0\s*—\s*ops@example\.com\s*—/);
    expect(rows[3]).toHaveTextContent(/Canary started\s*1\.2\.0 → 1\.3\.0\s*5 %\s*meera@example\.com/);
    const pages = screen.getByRole('navigation', { name: 'Release history pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 (120 in all)');
    // The API's page size is fixed: none is offered.
    expect(within(pages).queryByLabelText('Rows per page')).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('1.2.0 → 1.1.0')).toBeInTheDocument();
    expect(fetchCalls.at(-1)?.url).toContain('/admin/releases?page=2');
  });

  it('promotes only after the confirmation, sending the channel version it read, then reads the channels again', async () => {
    route('POST /admin/releases/mfe_lms/promote', () =>
      jsonResponse(channel({ stable_version: '1.3.0', candidate_version: null, candidate_manifest: null, candidate_share: null, version: 5 })),
    );
    renderAdmin('/admin/releases');
    const lms = await lmsChannel();
    await userEvent.click(within(lms).getByRole('button', { name: 'Promote' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Promote 1.3.0 to stable?' });
    expect(dialog).toHaveTextContent('Every visitor of the learning portal gets 1.3.0 from their next page load, instead of 1.2.0.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchCalls.some((call) => call.method === 'POST')).toBe(false);

    const readsBefore = releaseReads();
    await userEvent.click(within(lms).getByRole('button', { name: 'Promote' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Promote 1.3.0 to stable?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promote 1.3.0' }));
    expect(await screen.findByText('Learning portal: every visitor gets 1.3.0 from their next page load.')).toBeInTheDocument();
    const posts = fetchCalls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [new URL(call.url).pathname, call.body])).toEqual([['/admin/releases/mfe_lms/promote', { version: 4 }]]);
    await waitFor(() => expect(releaseReads()).toBeGreaterThan(readsBefore));
  });

  it("a stale channel's 409 shows the API's detail and reads the channels again", async () => {
    route('POST /admin/releases/mfe_marketing/rollback', () => jsonResponse({ detail: STALE }, 409));
    renderAdmin('/admin/releases');
    const marketing = await screen.findByRole('article', { name: 'Public site (mfe_marketing)' });
    const readsBefore = releaseReads();
    await userEvent.click(within(marketing).getByRole('button', { name: 'Roll back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back the public site?' });
    expect(dialog).toHaveTextContent('Stable goes back from 0.4.0 to the build it replaced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(marketing).findByRole('alert')).toHaveTextContent(STALE);
    expect(fetchCalls.find((call) => call.method === 'POST')?.body).toEqual({ version: 4 });
    await waitFor(() => expect(releaseReads()).toBeGreaterThan(readsBefore));
  });

  it('refuses a guard window the contract refuses, with its message, and saves a valid one with the version read', async () => {
    route('PUT /admin/releases/guard', () => jsonResponse(guard({ window_minutes: 30, enabled: false, version: 3 })));
    renderAdmin('/admin/releases');
    const form = await screen.findByRole('form', { name: 'Automatic rollback' });
    const window = within(form).getByLabelText('Window (minutes)');
    expect(window).toHaveValue(60);
    await userEvent.clear(window);
    await userEvent.type(window, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save automatic rollback' }));
    const refusal = releaseGuardUpdateSchema.shape.window_minutes.safeParse(2).error?.issues[0]?.message;
    expect(refusal).toBeTruthy();
    expect(await within(form).findByText(refusal!)).toBeInTheDocument();
    expect(window).toHaveAttribute('aria-invalid', 'true');
    expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(window);
    await userEvent.type(window, '30');
    await userEvent.click(within(form).getByLabelText('Roll a worse candidate back automatically'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save automatic rollback' }));
    expect(await screen.findByText('Automatic rollback settings saved. The next judgement uses them.')).toBeInTheDocument();
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: false,
      window_minutes: 30,
      min_loads: 200,
      max_failure_increase_per_1000: 5,
      max_lcp_increase_pct: 20,
      version: 2,
    });
    // The form starts again from the saved row, so the next save names version 3.
    await userEvent.click(screen.getByRole('button', { name: 'Save automatic rollback' }));
    await waitFor(() => expect(fetchCalls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(fetchCalls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ version: 3, window_minutes: 30, enabled: false });
  });

  it('shows a stale guard save with Reload, as Settings does', async () => {
    route('PUT /admin/releases/guard', () => jsonResponse({ detail: STALE }, 409));
    renderAdmin('/admin/releases');
    const form = await screen.findByRole('form', { name: 'Automatic rollback' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save automatic rollback' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(STALE);
    route('GET /admin/releases/guard', () => jsonResponse(guard({ window_minutes: 90, version: 3 })));
    await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByLabelText('Window (minutes)')).toHaveValue(90);
  });

  it('is an admin screen: the nav offers it after Site speed and Browser errors to admins only, and an editor is told to ask an admin', async () => {
    const { unmount } = renderAdmin('/admin/releases');
    const links = within(await screen.findByRole('navigation', { name: 'Back office' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(links.indexOf('Site speed'))).toEqual(['Site speed', 'Browser errors', 'Releases']);
    await lmsChannel();
    unmount();
    fetchCalls.length = 0;

    renderAdmin('/admin/releases', staff('editor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(fetchCalls.some((call) => call.url.includes('/admin/releases'))).toBe(false);
  });
});
