// A course's trainers (decision 133), an admin's screen: listed, added from the trainer and editor
// accounts found by name or e-mail, the API's 422 shown, removed after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSIGNMENT_AUTHOR_MESSAGES, type AdminStudent, type CourseTrainer } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { course } from './fixtures';
import { page, renderAdmin } from './render-admin';

const TRAINERS_API = '/admin/courses/3/trainers';
const asha: CourseTrainer = { user_id: 21, name: 'Asha Trainer', email: 'asha@example.com', role: 'trainer', assigned_at: '2025-03-01T04:30:00.000Z' };
const account = (overrides: Partial<AdminStudent>): AdminStudent => ({
  id: 1,
  user_id: 1,
  name: 'Someone',
  email: 'someone@example.com',
  email_verified: true,
  role: 'student',
  enrolment_count: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
const ravi = account({ id: 31, user_id: 22, name: 'Ravi Editor', email: 'ravi@example.com', role: 'editor' });
const student = account({ id: 32, user_id: 23, name: 'Ravi Student', email: 'ravi.s@example.com', role: 'student' });
const boss = account({ id: 33, user_id: 24, name: 'Ravi Admin', email: 'ravi.a@example.com', role: 'admin' });

beforeEach(() => {
  route('GET /admin/courses/3', () => jsonResponse(course()));
});

describe('course trainers', () => {
  it('is linked from the course editor for an admin', async () => {
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/courses/3');
    expect(await screen.findByRole('link', { name: 'Trainers' })).toHaveAttribute('href', '/admin/courses/3/trainers');
  });

  it('is the admins’ screen: an editor is told so', async () => {
    renderAdmin('/admin/courses/3/trainers', { id: 7, name: 'Meera Staff', email: 'meera@example.com', role: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('lists the trainers, assigns a trainer or editor account found by search, and shows the API’s 422', async () => {
    let assigned = [asha];
    route(`GET ${TRAINERS_API}`, () => jsonResponse({ results: assigned }));
    route('GET /admin/students', () => jsonResponse(page([ravi, student, boss, account({ id: 34, user_id: 21, name: 'Asha Trainer', role: 'trainer' })])));
    renderAdmin('/admin/courses/3/trainers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainers: SAP MM Essentials' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Assigned trainers' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Asha Trainerasha@example.comtrainer1 Mar 2025, 10:00 am');

    await userEvent.type(screen.getByLabelText('Find a trainer or editor'), 'ravi');
    const matches = await screen.findByRole('list', { name: 'Matching staff' });
    // Students and admins cannot review a course; who is assigned already is not offered again.
    expect(within(matches).getAllByRole('listitem')).toHaveLength(1);
    expect(within(matches).getByText(/Ravi Editor/)).toBeInTheDocument();
    const searches = fetchCalls.filter((call) => call.url.includes('/admin/students'));
    expect(new URL(searches.at(-1)!.url).searchParams.get('q')).toBe('ravi');

    route(`PUT ${TRAINERS_API}/22`, () => jsonResponse({ detail: ASSIGNMENT_AUTHOR_MESSAGES.notTrainer }, 422));
    await userEvent.click(within(matches).getByRole('button', { name: 'Assign Ravi Editor' }));
    expect(await screen.findByText(ASSIGNMENT_AUTHOR_MESSAGES.notTrainer)).toBeInTheDocument();

    const raviTrainer: CourseTrainer = { user_id: 22, name: 'Ravi Editor', email: 'ravi@example.com', role: 'editor', assigned_at: '2025-03-02T04:30:00.000Z' };
    route(`PUT ${TRAINERS_API}/22`, () => {
      assigned = [asha, raviTrainer];
      return jsonResponse({ results: assigned });
    });
    await userEvent.click(within(matches).getByRole('button', { name: 'Assign Ravi Editor' }));
    expect(await screen.findByText('Ravi Editor assigned.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Assigned trainers' })).getAllByRole('row')).toHaveLength(3));
    expect(fetchCalls.filter((call) => call.method === 'PUT').map((call) => new URL(call.url).pathname)).toEqual([`${TRAINERS_API}/22`, `${TRAINERS_API}/22`]);
    expect(screen.queryByText(ASSIGNMENT_AUTHOR_MESSAGES.notTrainer)).not.toBeInTheDocument();
  });

  it('removes a trainer after a confirmation', async () => {
    route(`GET ${TRAINERS_API}`, () => jsonResponse({ results: [asha] }));
    route(`DELETE ${TRAINERS_API}/21`, () => jsonResponse({ results: [] }));
    renderAdmin('/admin/courses/3/trainers');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Asha Trainer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Asha Trainer from this course?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove trainer' }));
    expect(await screen.findByText('Asha Trainer removed.')).toBeInTheDocument();
    expect(await screen.findByText('No trainers yet: only admins review this course.')).toBeInTheDocument();
    expect(fetchCalls.some((call) => call.method === 'DELETE' && call.url.endsWith(`${TRAINERS_API}/21`))).toBe(true);
  });
});
