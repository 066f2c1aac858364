// Course reviews' moderation (decision 147): the waiting reviews listed by student and course,
// published or hidden with the version read, a 409 (the student edited it) told and the list read
// again, and the status filter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCourseReview } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSE_REVIEWS_TITLE, EMPTY_TEXT, PUBLISHED_TOAST, STALE_TOAST, hideLabel, publishLabel } from '../src/features/course-reviews/course-reviews-page';
import { renderAdmin, staff } from './render-admin';

const review = (overrides: Partial<AdminCourseReview> = {}): AdminCourseReview => ({
  id: 11,
  course_id: 3,
  course_title: 'SAP FICO',
  student_name: 'Asha Rao',
  rating: 4,
  body: 'Clear and practical.',
  status: 'pending',
  version: 2,
  updated_at: '2026-11-27T04:30:00.000Z',
  ...overrides,
});

describe('course reviews moderation', () => {
  it('is in the editors’ navigation and lists the waiting reviews', async () => {
    route('GET /admin/course-reviews', () => jsonResponse({ results: [review()] }));
    renderAdmin('/admin/course-reviews', staff('editor'));
    expect(await screen.findByRole('heading', { level: 1, name: COURSE_REVIEWS_TITLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course reviews' })).toHaveAttribute('href', '/admin/course-reviews');
    const item = within(await screen.findByRole('list', { name: COURSE_REVIEWS_TITLE })).getByRole('listitem');
    expect(item).toHaveTextContent('4 out of 5');
    expect(item).toHaveTextContent('Clear and practical.');
    expect(item).toHaveTextContent('Asha Rao');
  });

  it('publishes a review with the version read, then reads the list again', async () => {
    let results = [review()];
    route('GET /admin/course-reviews', () => jsonResponse({ results }));
    route('POST /admin/course-reviews/11/moderation', () => {
      results = [];
      return jsonResponse(review({ status: 'published', version: 3 }));
    });
    renderAdmin('/admin/course-reviews');
    await userEvent.click(await screen.findByRole('button', { name: publishLabel(review()) }, { timeout: 5000 }));
    expect(await screen.findByText(PUBLISHED_TOAST)).toBeInTheDocument();
    const post = fetchCalls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ status: 'published', version: 2 });
    expect(await screen.findByText(EMPTY_TEXT.pending)).toBeInTheDocument();
  });

  it('says so when the student changed the review in the meantime', async () => {
    route('GET /admin/course-reviews', () => jsonResponse({ results: [review()] }));
    route('POST /admin/course-reviews/11/moderation', () => jsonResponse({ detail: 'The review changed since you opened it.' }, 409));
    renderAdmin('/admin/course-reviews');
    await userEvent.click(await screen.findByRole('button', { name: hideLabel(review()) }, { timeout: 5000 }));
    expect(await screen.findByText(STALE_TOAST)).toBeInTheDocument();
  });

  it('filters by status: the published ones offer Hide only', async () => {
    route('GET /admin/course-reviews', ({ url }) =>
      jsonResponse({ results: url.searchParams.get('status') === 'published' ? [review({ id: 12, status: 'published', student_name: 'Meera S' })] : [] }),
    );
    renderAdmin('/admin/course-reviews');
    expect(await screen.findByText(EMPTY_TEXT.pending, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    const published = review({ id: 12, status: 'published', student_name: 'Meera S' });
    expect(await screen.findByRole('button', { name: hideLabel(published) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: publishLabel(published) })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchCalls.some((c) => c.url.endsWith('/admin/course-reviews?status=published'))).toBe(true));
  });
});
