// A class's files in the back office (decision 131): listed with size and India time, uploaded
// with the API's refusal shown under the file input, removed after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCE_MESSAGES } from 'mfe-shared/contracts';
import type { AdminClassResource } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { NO_FILE_CHOSEN } from '../src/features/class-resources/resources-panel';
import { quizCourse } from './quiz-fixtures';
import { renderAdmin } from './render-admin';

const FILES_API = '/admin/courses/3/classes/100/resources';
const handbook: AdminClassResource = {
  id: 7,
  name: 'MM handbook.pdf',
  size_bytes: 2_621_440,
  content_type: 'application/pdf',
  created_at: '2025-03-01T04:30:00.000Z',
};
const sheet: AdminClassResource = {
  id: 8,
  name: 'T-codes.csv',
  size_bytes: 1536,
  content_type: 'text/csv; charset=utf-8',
  created_at: '2025-03-02T18:45:00.000Z',
};

beforeEach(() => {
  route('GET /admin/courses/3', () => jsonResponse(quizCourse()));
});

describe('class files', () => {
  it('lists the files with their size and upload time in India time', async () => {
    route(`GET ${FILES_API}`, () => jsonResponse({ results: [handbook, sheet] }));
    renderAdmin('/admin/courses/3/classes/100/files');
    expect(await screen.findByRole('heading', { level: 1, name: 'Files: Welcome' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Class files' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('MM handbook.pdf2.5 MB1 Mar 2025, 10:00 am');
    expect(rows[2]).toHaveTextContent('T-codes.csv1.5 KB3 Mar 2025, 12:15 am');
    expect(screen.getByRole('link', { name: 'Back to SAP MM Essentials' })).toHaveAttribute('href', '/admin/courses/3');
  });

  it('downloads through a signed link the API makes for staff', async () => {
    route(`GET ${FILES_API}`, () => jsonResponse({ results: [handbook] }));
    route(`GET ${FILES_API}/7/link`, () => jsonResponse({ url: '/files/download?token=signed', expires_at: '2025-03-01T04:35:00.000Z' }));
    // The browser's download itself is not jsdom's to do: the click is recorded instead.
    const opened: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    renderAdmin('/admin/courses/3/classes/100/files');
    await userEvent.click(await screen.findByRole('button', { name: 'Download MM handbook.pdf' }));
    await waitFor(() => expect(opened).toEqual(['http://localhost:4000/files/download?token=signed']));
  });

  it('uploads a file, shows the API’s refusal under the input, and lists what was stored', async () => {
    let stored: AdminClassResource[] = [];
    route(`GET ${FILES_API}`, () => jsonResponse({ results: stored }));
    route(`POST ${FILES_API}`, () => jsonResponse({ detail: RESOURCE_MESSAGES.wrongType }, 415));
    renderAdmin('/admin/courses/3/classes/100/files');
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(NO_FILE_CHOSEN)).toBeInTheDocument();

    const input = screen.getByLabelText('File');
    await userEvent.upload(input, new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(RESOURCE_MESSAGES.wrongType)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    route(`POST ${FILES_API}`, () => {
      stored = [handbook];
      return jsonResponse(handbook, 201);
    });
    await userEvent.upload(input, new File(['%PDF-1.7'], 'MM handbook.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText('MM handbook.pdf uploaded.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Class files' })).toHaveTextContent('MM handbook.pdf');
    expect(screen.queryByText(RESOURCE_MESSAGES.wrongType)).not.toBeInTheDocument();
    const sent = fetchCalls.filter((call) => call.method === 'POST').at(-1)!;
    expect(((sent.body as FormData).get('file') as File).name).toBe('MM handbook.pdf');
    expect(sent.headers.Authorization).toBe('Bearer staff-token');
  });

  it('removes a file only after the confirmation', async () => {
    let stored = [handbook, sheet];
    route(`GET ${FILES_API}`, () => jsonResponse({ results: stored }));
    route(`DELETE ${FILES_API}/7`, () => {
      stored = [sheet];
      return jsonResponse(undefined, 204);
    });
    renderAdmin('/admin/courses/3/classes/100/files');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove MM handbook.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove MM handbook.pdf?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchCalls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove MM handbook.pdf' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove file' }));
    expect(await screen.findByText('MM handbook.pdf removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Class files' })).not.toHaveTextContent('MM handbook.pdf'));
    expect(fetchCalls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when the address names a class the course does not have', async () => {
    renderAdmin('/admin/courses/3/classes/999/files');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeInTheDocument();
  });
});
