// The trainers' desk (decisions 133, 134): the queue of submissions waiting, filtered by course;
// one submission with its files, instructions and history; the decision, whose comment the API
// requires to return (its 422 shown under the comment), 409 once decided. A trainer's back office
// is the reviews only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSIGNMENT_AUTHOR_MESSAGES, type ReviewDetail, type ReviewQueueItem } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { CHOOSE_DECISION } from '../src/features/reviews/decision-form';
import { page, renderAdmin, staff } from './render-admin';

const item = (overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  id: 501,
  course: { id: 3, title: 'SAP MM Essentials' },
  class: { id: 101, title: 'Post a goods receipt' },
  student: { id: 40, name: 'Priya Student' },
  number: 2,
  late: true,
  submitted_at: '2025-03-01T04:30:00.000Z',
  file_count: 1,
  ...overrides,
});
const other = item({
  id: 502,
  course: { id: 4, title: 'SAP SD Basics' },
  class: { id: 201, title: 'Create a sales order' },
  student: { id: 41, name: 'Arjun Student' },
  number: 1,
  late: false,
});

const detail = (overrides: Partial<ReviewDetail> = {}): ReviewDetail => {
  const current = {
    id: 501,
    number: 2,
    text: 'Posted with movement type 101.\nMaterial document 5000000123.',
    status: 'submitted' as const,
    late: true,
    submitted_at: '2025-03-01T04:30:00.000Z',
    reviewed_at: null,
    comment: null,
    files: [
      {
        id: 1,
        name: 'MIGO screenshot.png',
        size_bytes: 2048,
        content_type: 'image/png',
        url: '/files/download?token=signed-1',
        expires_at: '2025-03-01T05:30:00.000Z',
      },
    ],
    reviewer: null,
  };
  const first = {
    ...current,
    id: 500,
    number: 1,
    text: 'Posted it.',
    status: 'returned' as const,
    late: false,
    submitted_at: '2025-02-20T04:30:00.000Z',
    reviewed_at: '2025-02-21T04:30:00.000Z',
    comment: 'Attach the material document.\nThe PO number is missing.',
    files: [],
    reviewer: { id: 21, name: 'Asha Trainer' },
  };
  return {
    course: { id: 3, title: 'SAP MM Essentials' },
    class: { id: 101, title: 'Post a goods receipt' },
    student: { id: 40, name: 'Priya Student', email: 'priya@example.com' },
    instructions: 'Post a goods receipt for PO 4500001.\nAttach the material document.',
    due_at: '2025-02-28T18:29:59.999Z',
    submission: current,
    history: [current, first],
    ...overrides,
  };
};

const queueCalls = () => fetchCalls.filter((call) => new URL(call.url).pathname === '/admin/reviews').map((call) => new URL(call.url).searchParams);
const decisions = () => fetchCalls.filter((call) => call.method === 'POST' && call.url.endsWith('/admin/reviews/501/decision')).map((call) => call.body);

describe('the review queue', () => {
  it('lists the waiting submissions in India time with the late flag, and filters by course', async () => {
    route('GET /admin/reviews', ({ url }) => jsonResponse(page(url.searchParams.get('course_id') === '4' ? [other] : [item(), other])));
    renderAdmin('/admin/reviews', staff('editor'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Submissions waiting for a review, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Priya StudentSAP MM EssentialsPost a goods receipt21 Mar 2025, 10:00 amLate');
    expect(rows[2]).toHaveTextContent('Arjun StudentSAP SD BasicsCreate a sales order1');
    expect(rows[2]).toHaveTextContent('On time');
    expect(within(rows[1]!).getByRole('link', { name: 'Review Priya Student: Post a goods receipt' })).toHaveAttribute('href', '/admin/reviews/501');

    await userEvent.selectOptions(screen.getByLabelText('Course'), 'SAP SD Basics');
    await waitFor(() => expect(within(screen.getByRole('table', { name: /Submissions waiting/ })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: /Submissions waiting/ })).toHaveTextContent('Arjun Student');
    expect(queueCalls().some((query) => query.get('course_id') === '4' && query.get('page') === '1')).toBe(true);
  });
});

describe('a review', () => {
  it('shows the instructions, the answer with its line breaks, signed file links and the earlier versions with their comments', async () => {
    route('GET /admin/reviews/501', () => jsonResponse(detail()));
    renderAdmin('/admin/reviews/501', staff('trainer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: Post a goods receipt' })).toBeInTheDocument();
    expect(screen.getByText('Priya Student (priya@example.com)')).toBeInTheDocument();
    expect(screen.getByText('28 Feb 2025, 11:59 pm')).toBeInTheDocument(); // due: the end of 28 Feb in India
    const answer = screen.getByText(/Posted with movement type 101/);
    expect(answer.textContent).toBe('Posted with movement type 101.\nMaterial document 5000000123.');
    expect(answer).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByRole('link', { name: 'Download MIGO screenshot.png' })).toHaveAttribute('href', 'http://localhost:4000/files/download?token=signed-1');
    const earlier = screen.getByRole('article', { name: 'Version 1' });
    expect(within(earlier).getByText(/The PO number is missing/).textContent).toBe('Attach the material document.\nThe PO number is missing.');
    expect(earlier).toHaveTextContent('Asha Trainer');
    expect(earlier).toHaveTextContent('Returned with changes');
  });

  it('asks for a decision, shows the API’s 422 when returning without a comment, then returns with one and goes back to the queue', async () => {
    route('GET /admin/reviews/501', () => jsonResponse(detail()));
    route('GET /admin/reviews', () => jsonResponse(page([])));
    renderAdmin('/admin/reviews/501', staff('trainer'));
    await userEvent.click(await screen.findByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText(CHOOSE_DECISION)).toBeInTheDocument();
    expect(decisions()).toEqual([]);

    route('POST /admin/reviews/501/decision', () =>
      jsonResponse({ detail: ASSIGNMENT_AUTHOR_MESSAGES.commentRequired, fields: { comment: ASSIGNMENT_AUTHOR_MESSAGES.commentRequired } }, 422),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Return with changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText(ASSIGNMENT_AUTHOR_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    expect(decisions()).toEqual([{ decision: 'returned', comment: '' }]);

    route('POST /admin/reviews/501/decision', () => jsonResponse(detail()));
    await userEvent.type(screen.getByLabelText('Comment'), 'Show the PO number.{enter}Then send it again.');
    await userEvent.click(screen.getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(decisions()[1]).toEqual({ decision: 'returned', comment: 'Show the PO number.\nThen send it again.' });
    expect(await screen.findByText('Submission returned with your comment.')).toBeInTheDocument();
  });

  it('accepts with the right body, and shows the 409 when someone decided first', async () => {
    route('GET /admin/reviews/501', () => jsonResponse(detail()));
    route('POST /admin/reviews/501/decision', () => jsonResponse({ detail: ASSIGNMENT_AUTHOR_MESSAGES.alreadyReviewed }, 409));
    renderAdmin('/admin/reviews/501', staff('trainer'));
    await userEvent.click(await screen.findByRole('radio', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText(ASSIGNMENT_AUTHOR_MESSAGES.alreadyReviewed)).toBeInTheDocument();
    expect(decisions()).toEqual([{ decision: 'accepted', comment: '' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Review: Post a goods receipt' })).toBeInTheDocument();
  });
});

describe('a trainer in the back office', () => {
  it('sees Reviews, the Batches they train and their Bookings and Availability in the navigation, and lands on the queue', async () => {
    route('GET /admin/reviews', () => jsonResponse(page([item()])));
    renderAdmin('/admin', staff('trainer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reviews', 'Batches', 'Calendar', 'Bookings', 'Availability']);
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews');
  });

  it('is not shown the catalogue: a course screen says reviews only, and nothing is asked of the API', async () => {
    renderAdmin('/admin/courses/3', staff('trainer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews only' })).toBeInTheDocument();
    expect(fetchCalls).toEqual([]);
  });

  it('an editor and an admin see Reviews beside their screens', async () => {
    route('GET /admin/courses', () => jsonResponse(page([])));
    const { unmount } = renderAdmin('/admin/courses', staff('editor'));
    const editorNav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(editorNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Courses', 'Coupons', 'Reviews', 'Course reviews', 'Trainer profiles', 'Batches', 'Calendar']);
    unmount();
    renderAdmin('/admin/courses', staff('admin'));
    expect(within(await screen.findByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Reviews' })).toBeInTheDocument();
  });
});
