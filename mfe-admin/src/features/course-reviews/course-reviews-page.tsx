// /admin/course-reviews (decision 147): students' course reviews by status, the pending ones
// first and oldest first; each can be published (it shows on the course page and may reach the
// home page) or hidden. The decision carries the version read, so a review the student edited in
// the meantime is a 409 and the list is read again.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, theme, toast } from 'mfe-shared';
import { REVIEW_STATUSES, type ReviewStatus } from 'mfe-shared/contracts';
import type { AdminCourseReview } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { SelectField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { isConflict, toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { useCourseReviews } from './api/get-course-reviews';
import { moderateCourseReview } from './api/moderate-course-review';

export const COURSE_REVIEWS_TITLE = 'Course reviews';
export const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', published: 'Published', hidden: 'Hidden' };
export const EMPTY_TEXT: Record<ReviewStatus, string> = {
  pending: 'No review is waiting.',
  published: 'No review is published.',
  hidden: 'No review is hidden.',
};
export const publishLabel = (review: AdminCourseReview) => `Publish the review by ${review.student_name}`;
export const hideLabel = (review: AdminCourseReview) => `Hide the review by ${review.student_name}`;
export const PUBLISHED_TOAST = 'Review published.';
export const HIDDEN_TOAST = 'Review hidden.';
export const STALE_TOAST = 'The student changed this review: the list is up to date now.';

const Items = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  blockquote { margin: 0.5rem 0; white-space: pre-line; }
  p { margin: 0; color: ${theme.color.muted}; }
  div { display: flex; gap: 0.5rem; margin-top: 0.75rem; }
`;

function ReviewCard({ review, onDecided }: { review: AdminCourseReview; onDecided: () => void }) {
  const [busy, setBusy] = useState(false);
  const decide = async (status: 'published' | 'hidden') => {
    setBusy(true);
    try {
      await moderateCourseReview(review.id, { status, version: review.version });
      toast.success(status === 'published' ? PUBLISHED_TOAST : HIDDEN_TOAST);
    } catch (error) {
      if (isConflict(error)) toast.error(STALE_TOAST);
      else toastError(error);
    } finally {
      setBusy(false);
      onDecided();
    }
  };
  return (
    <Card as="li" aria-label={`${review.student_name} on ${review.course_title}`}>
      <strong>{`${review.rating} out of 5`}</strong> · {review.course_title}
      <blockquote>{review.body}</blockquote>
      <p>
        {review.student_name}, {formatDateTime(review.updated_at)}
      </p>
      <div>
        {review.status !== 'published' && (
          <Button type="button" disabled={busy} aria-label={publishLabel(review)} onClick={() => void decide('published')}>
            Publish
          </Button>
        )}
        {review.status !== 'hidden' && (
          <Button type="button" $variant="secondary" disabled={busy} aria-label={hideLabel(review)} onClick={() => void decide('hidden')}>
            Hide
          </Button>
        )}
      </div>
    </Card>
  );
}

export function CourseReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const list = useCourseReviews(status);
  return (
    <Screen title={COURSE_REVIEWS_TITLE}>
      <Filters role="search" aria-label="Filter course reviews">
        <SelectField id="course-review-status" label="Status" value={status} onChange={(event) => setStatus(event.target.value as ReviewStatus)}>
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(data) =>
          data.results.length === 0 ? (
            <p>{EMPTY_TEXT[status]}</p>
          ) : (
            <Items aria-label={COURSE_REVIEWS_TITLE}>
              {data.results.map((review) => (
                <ReviewCard key={`${review.id}-${review.version}`} review={review} onDecided={() => void list.mutate()} />
              ))}
            </Items>
          )
        }
      </QueryState>
    </Screen>
  );
}
