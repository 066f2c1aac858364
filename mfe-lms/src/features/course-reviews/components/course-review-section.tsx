// "Rate this course" on an enrolled student's course page (decision 147): once the student has
// completed the required share of the classes, a 1–5 star choice and a short text; saving again
// replaces the review and sends it back to moderation. Lazily loaded with its schemas, and silent
// when its request fails: the course page must not break over a review.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { Button, theme, toast } from 'mfe-shared';
import { COURSE_REVIEW_MESSAGES, REVIEW_RATING, REVIEW_TEXT_MAX, courseReviewInputSchema, type CourseReviewStatus } from 'mfe-shared/contracts';
import { Card } from 'mfe-shared/ui/card';
import { FieldMessages, TextAreaField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { useCourseReview } from '../api/get-course-review';
import { saveCourseReview } from '../api/save-course-review';
import { RATE_HEADING, RATING_LEGEND, REVIEW_LABEL, STATUS_TEXT, SUBMIT_REVIEW, UPDATE_REVIEW, notYetText, starLabel } from '../course-review-texts';

type ReviewInput = z.input<typeof courseReviewInputSchema>;
type ReviewValues = z.output<typeof courseReviewInputSchema>;

const Stars = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend { font-weight: 600; margin-bottom: 0.25rem; }
  label { margin-right: 0.75rem; white-space: nowrap; }
`;

const Note = styled.p`
  color: ${theme.color.muted};
`;

const STARS = Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, i) => REVIEW_RATING.min + i);

function ReviewForm({ courseId, status, onSaved }: { courseId: number; status: CourseReviewStatus; onSaved: (next: CourseReviewStatus) => void }) {
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(courseReviewInputSchema),
    defaultValues: status.review ? { rating: status.review.rating, body: status.review.body } : { body: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      onSaved(await saveCourseReview(courseId, values));
      toast.success(COURSE_REVIEW_MESSAGES.saved);
    } catch (error) {
      showFormError(error, setError, ['rating', 'body']);
    }
  });
  const ratingError = errors.rating?.message;
  // The stars are numbers in the form's values; a registered radio would hold its text ("4").
  const rating = useWatch({ control, name: 'rating' });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={RATE_HEADING}>
      <Stars aria-describedby={ratingError ? 'course-review-rating-error' : undefined}>
        <legend>{RATING_LEGEND}</legend>
        {STARS.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => setValue('rating', n, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            />{' '}
            {starLabel(n)}
          </label>
        ))}
        {ratingError && <FieldMessages id="course-review-rating" error={ratingError} />}
      </Stars>
      <TextAreaField id="course-review-body" label={REVIEW_LABEL} rows={4} maxLength={REVIEW_TEXT_MAX} error={errors.body?.message} {...register('body')} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {status.review ? UPDATE_REVIEW : SUBMIT_REVIEW}
      </Button>
    </form>
  );
}

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
          <ReviewForm key={data.review?.updated_at ?? 'new'} courseId={courseId} status={data} onSaved={(next) => void mutate(next, { revalidate: false })} />
        </>
      ) : (
        <Note>{notYetText(data.completed_classes, data.total_classes, data.required_share)}</Note>
      )}
    </Card>
  );
}
