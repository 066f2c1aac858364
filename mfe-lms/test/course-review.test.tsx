// Rate this course (decision 147): an enrolled student below the required share is told how far
// they are; an eligible one picks 1–5 stars and writes a short text, the form refusing a missing
// rating or an empty text before any request; a saved review shows its moderation status and can
// be edited (the form says Update review).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURSE_REVIEW_MESSAGES, REVIEW_TEXT_MAX, type CourseReviewStatus } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import {
  RATE_HEADING,
  RATING_LEGEND,
  REVIEW_LABEL,
  STATUS_TEXT,
  SUBMIT_REVIEW,
  UPDATE_REVIEW,
  notYetText,
  starLabel,
} from '../src/features/course-reviews/course-review-texts';
import { details } from './fixtures';
import { renderPortal } from './render-portal';

const status = (overrides: Partial<CourseReviewStatus> = {}): CourseReviewStatus => ({
  eligible: true,
  completed_classes: 2,
  total_classes: 4,
  required_share: 0.5,
  review: null,
  ...overrides,
});

function openCourse(review: CourseReviewStatus) {
  route('GET /lms/course/3', () => jsonResponse(details(true)));
  route('GET /lms/certificates/progress', () => jsonResponse({ results: [] }));
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/course/3/review', () => jsonResponse(review));
  renderPortal('/lms/course/3');
}

describe('Rate this course', () => {
  it('tells a student below the required share how far they are, with no form', async () => {
    openCourse(status({ eligible: false, completed_classes: 1 }));
    expect(await screen.findByText(notYetText(1, 4, 0.5), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: RATE_HEADING })).not.toBeInTheDocument();
  });

  it('refuses a missing rating and an empty text without sending anything', async () => {
    openCourse(status());
    const form = await screen.findByRole('form', { name: RATE_HEADING }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole('button', { name: SUBMIT_REVIEW }));
    expect(await within(form).findByText(COURSE_REVIEW_MESSAGES.rating)).toBeInTheDocument();
    expect(within(form).getByText(COURSE_REVIEW_MESSAGES.text)).toBeInTheDocument();
    expect(within(form).getByLabelText(REVIEW_LABEL)).toHaveAttribute('maxlength', String(REVIEW_TEXT_MAX));
    expect(fetchCalls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends the stars and the text, then shows the review waiting for moderation, editable', async () => {
    openCourse(status());
    let sent: unknown = null;
    route('PUT /lms/course/3/review', ({ init }) => {
      sent = JSON.parse(init?.body as string);
      return jsonResponse(status({ review: { rating: 4, body: 'Clear and practical.', status: 'pending', updated_at: '2026-11-28T04:00:00.000Z' } }));
    });
    const form = await screen.findByRole('form', { name: RATE_HEADING }, { timeout: 5000 });
    const stars = within(form).getByRole('group', { name: RATING_LEGEND });
    await userEvent.click(within(stars).getByRole('radio', { name: starLabel(4) }));
    await userEvent.type(within(form).getByLabelText(REVIEW_LABEL), 'Clear and practical.');
    await userEvent.click(within(form).getByRole('button', { name: SUBMIT_REVIEW }));
    await waitFor(() => expect(sent).toEqual({ rating: 4, body: 'Clear and practical.' }));
    expect(await screen.findByText(STATUS_TEXT.pending)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPDATE_REVIEW })).toBeInTheDocument();
  });

  it('opens a published review for editing with its stars and text filled in', async () => {
    openCourse(status({ review: { rating: 5, body: 'Got me the job.', status: 'published', updated_at: '2026-11-20T10:00:00.000Z' } }));
    const form = await screen.findByRole('form', { name: RATE_HEADING }, { timeout: 5000 });
    expect(screen.getByText(STATUS_TEXT.published)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: starLabel(5) })).toBeChecked();
    expect(within(form).getByLabelText(REVIEW_LABEL)).toHaveValue('Got me the job.');
  });
});
