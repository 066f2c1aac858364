// Browser errors (decision 144): admins see each distinct error once with its count, newest first,
// filter by part of the site (kept in the URL, decision 026); editors do not get the screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { currentSearch, renderAdmin, staff } from './render-admin';

const error = (overrides: Record<string, unknown> = {}) => ({
  fingerprint: 'a1',
  kind: 'error',
  route: '/lms/course/:id',
  remote: 'mfe_lms',
  version: '0.2.0',
  source: '/remotes/mfe_lms/0.2.0/main.js:1:2044',
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  count: 14,
  first_seen: '2026-11-27T04:30:00.000Z',
  last_seen: '2026-11-28T06:30:00.000Z',
  ...overrides,
});

beforeEach(() => {
  route('GET /admin/browser-errors', (request) => {
    const remote = new URL(request.url).searchParams.get('remote');
    const all = [error(), error({ fingerprint: 'b2', remote: 'none', version: 'none', kind: 'rejection', message: 'boom', source: null, count: 1 })];
    const results = remote ? all.filter((row) => row.remote === remote) : all;
    return jsonResponse({ results, total: results.length, page: 1, page_size: 25, remotes: ['mfe_lms', 'none'] });
  });
});

test('lists each error once with where it happened, how often, and first and last seen in IST', async () => {
  renderAdmin('/admin/browser-errors');
  expect(await screen.findByRole('heading', { level: 1, name: 'Browser errors' }, { timeout: 5000 })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Browser errors' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent("Cannot read properties of undefined (reading 'title')");
  expect(rows[1]).toHaveTextContent('Uncaught error at /remotes/mfe_lms/0.2.0/main.js:1:2044');
  expect(rows[1]).toHaveTextContent('/lms/course/:id');
  expect(rows[1]).toHaveTextContent('0.2.0');
  expect(rows[1]).toHaveTextContent('14');
  expect(rows[1]).toHaveTextContent('28 Nov 2026, 12:00 pm');
  expect(rows[2]).toHaveTextContent('Unhandled rejection');
  expect(rows[2]).toHaveTextContent('Site frame (shell)');
});

test('filters by part of the site, kept in the URL', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin/browser-errors');
  const filter = await screen.findByLabelText('Part of the site', {}, { timeout: 5000 });
  await screen.findByRole('table', { name: 'Browser errors' });
  await user.selectOptions(filter, 'none');
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('Site frame (shell)');
  expect(currentSearch()).toContain('remote=none');
  expect(fetchCalls.at(-1)?.url).toContain('remote=none');
});

test('is in the admins’ navigation, not the editors’', async () => {
  renderAdmin('/admin/browser-errors', staff('editor'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' }, { timeout: 5000 })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Browser errors' })).not.toBeInTheDocument();
});
