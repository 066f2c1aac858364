// The review form of "Rate this course" (decision 147): a 1–5 star choice and a short text,
// validated with the contract's schema; saving again replaces the review and sends it back to
// moderation. A module of its own so react-hook-form and the resolver load only for a student
// who may review (decision 032): a student below the share sees a sentence, not a form.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { Button, toast } from 'mfe-shared';
import {
  COURSE_REVIEW_MESSAGES,
  REVIEW_RATING,
  REVIEW_TEXT_MAX,
  courseReviewInputSchema,
  type CourseReviewStatus,
} from '@sap-academy/contracts/course-reviews';
import { FieldMessages, TextAreaField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { saveCourseReview } from '../api/save-course-review';
import { RATE_HEADING, RATING_LEGEND, REVIEW_LABEL, SUBMIT_REVIEW, UPDATE_REVIEW, starLabel } from '../course-review-texts';

type ReviewInput = z.input<typeof courseReviewInputSchema>;
type ReviewValues = z.output<typeof courseReviewInputSchema>;

const Stars = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend { font-weight: 600; margin-bottom: 0.25rem; }
  label { margin-right: 0.75rem; white-space: nowrap; }
`;

const STARS = Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, i) => REVIEW_RATING.min + i);

export default function ReviewForm({
  courseId,
  status,
  onSaved,
}: {
  courseId: number;
  status: CourseReviewStatus;
  onSaved: (next: CourseReviewStatus) => void;
}) {
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
