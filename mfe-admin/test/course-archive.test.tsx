// Archiving a course asks first, says how many students are enrolled and what they
// keep, and only the confirmation archives (with the version the editor read).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { ARCHIVE_EXPLANATION } from '../src/features/courses/archive-copy';
import { course } from './fixtures';
import { renderAdmin } from './render-admin';

const archiveCalls = () => fetchCalls.filter((call) => call.url.endsWith('/admin/courses/3/archive'));

beforeEach(() => {
  route('GET /admin/audit', () => jsonResponse({ results: [] }));
});

it.each([
  [0, 'No students are enrolled.'],
  [1, '1 student is enrolled.'],
  [1204, '1,204 students are enrolled.'],
])('with %i enrolled, the confirmation says "%s" and what enrolled students keep', async (enrolled, sentence) => {
  route('GET /admin/courses/3', () => jsonResponse(course({ enrolled_count: enrolled, published: true, status: 'published' })));
  renderAdmin('/admin/courses/3');
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Archive SAP MM Essentials?' });
  expect(dialog).toHaveAccessibleDescription(`${sentence} ${ARCHIVE_EXPLANATION}`);
  expect(within(dialog).getByRole('button', { name: 'Archive course' })).toBeInTheDocument();
  expect(archiveCalls()).toHaveLength(0);
});

it('archives only once confirmed, with the version it read', async () => {
  route('GET /admin/courses/3', () => jsonResponse(course({ enrolled_count: 12 })));
  route('POST /admin/courses/3/archive', () => jsonResponse(course({ archived: true, status: 'archived', version: 5 })));
  renderAdmin('/admin/courses/3');
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(archiveCalls()).toHaveLength(0);
  // Focus goes back to the button that opened the dialog.
  expect(screen.getByRole('button', { name: 'Archive' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive course' }));
  await waitFor(() => expect(archiveCalls()).toHaveLength(1));
  expect(archiveCalls()[0]!.body).toEqual({ version: 4 });
  expect(await screen.findByText('Course archived.')).toBeInTheDocument();
});
