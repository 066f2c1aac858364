// "Rate this course" on an enrolled student's course page (decision 147): once the student has
// completed the required share of the classes, the review form; before that, how far the
// student is below the share. Lazily loaded, and silent when its request fails: the course page
// must not break over a review. The form (react-hook-form, the resolver) is a chunk of its own,
// fetched only when the student may review (decision 032).
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { useCourseReview } from '../api/get-course-review';
import { RATE_HEADING, STATUS_TEXT, notYetText } from '../course-review-texts';

const ReviewForm = lazy(() => import('./course-review-form'));

const Note = styled.p`
  color: ${theme.color.muted};
`;

export default function CourseReviewSection({ courseId }: { courseId: number }) {
  const { data, error, mutate } = useCourseReview(courseId);
  if (error || !data) return null;
  return (
    <Card aria-labelledby="course-review-heading">
      <h2 id="course-review-heading">{RATE_HEADING}</h2>
      {data.eligible ? (
        <>
          {data.review && <Note role="status">{STATUS_TEXT[data.review.status]}</Note>}
          {/* A new review from the server (another tab, a revalidation) starts the form afresh. */}
          <Suspense fallback={null}>
            <ReviewForm key={data.review?.updated_at ?? 'new'} courseId={courseId} status={data} onSaved={(next) => void mutate(next, { revalidate: false })} />
          </Suspense>
        </>
      ) : (
        <Note>{notYetText(data.completed_classes, data.total_classes, data.required_share)}</Note>
      )}
    </Card>
  );
}
