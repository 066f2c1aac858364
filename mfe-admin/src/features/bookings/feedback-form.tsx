// A mock interview's feedback (SPEC §2 Mock Interviews: "Feedback and action plan"; decision 024):
// rubric rows per SAP module or topic (added and removed), a rating, a summary and an action plan,
// checked with the contract's schema before it is sent; the API's refusal (too early, not a mock
// interview, cancelled) shows under the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, errorMessage, toast } from 'mfe-shared';
import { BOOKING_RULES, bookingFeedbackInputSchema, FEEDBACK_SCORES, type BookingFeedbackInput } from 'mfe-shared/contracts';
import type { AdminBooking } from 'mfe-shared/contracts/admin';
import { SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { saveBookingFeedback } from './api/save-feedback';

export const FEEDBACK_SAVED = 'Feedback saved. The student reads it in the portal.';
export const ADD_TOPIC = 'Add a topic';
export const SAVE_FEEDBACK = 'Save feedback';

type Input = z.input<typeof bookingFeedbackInputSchema>;
const EMPTY_ROW = { topic: '', score: 3, comment: '' };

export function FeedbackForm({ booking, onSaved }: { booking: AdminBooking; onSaved: (booking: AdminBooking) => void }) {
  const { register, control, handleSubmit, formState, setError } = useForm<Input, unknown, BookingFeedbackInput>({
    resolver: zodResolver(bookingFeedbackInputSchema),
    defaultValues: booking.feedback
      ? { rubric: booking.feedback.rubric, rating: booking.feedback.rating, summary: booking.feedback.summary, action_plan: booking.feedback.action_plan }
      : { rubric: [EMPTY_ROW], rating: 3, summary: '', action_plan: '' },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rubric', keyName: 'key' });
  const { errors, isSubmitting } = formState;
  const scores = FEEDBACK_SCORES.map((s) => (
    <option key={s} value={s}>
      {s}
    </option>
  ));
  return (
    <form
      aria-label={`Feedback for ${booking.name}`}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(async (input) => {
          try {
            onSaved(await saveBookingFeedback(booking.id, input));
            toast.success(FEEDBACK_SAVED);
          } catch (error) {
            setError('root.server', { message: errorMessage(error) });
          }
        })(event)
      }
    >
      <fieldset>
        <legend>Rubric</legend>
        {fields.map((field, index) => (
          <div key={field.key} role="group" aria-label={`Topic ${index + 1}`}>
            <TextField label="Topic or SAP module" error={errors.rubric?.[index]?.topic?.message} {...register(`rubric.${index}.topic`)} />
            <SelectField label="Score" error={errors.rubric?.[index]?.score?.message} {...register(`rubric.${index}.score`, { valueAsNumber: true })}>
              {scores}
            </SelectField>
            <TextAreaField label="Comment" rows={2} error={errors.rubric?.[index]?.comment?.message} {...register(`rubric.${index}.comment`)} />
            <Button type="button" $variant="ghost" disabled={fields.length === 1} onClick={() => remove(index)}>
              Remove topic {index + 1}
            </Button>
          </div>
        ))}
        <FormError message={errors.rubric?.message ?? errors.rubric?.root?.message ?? ''} />
        <Button type="button" $variant="secondary" disabled={fields.length >= BOOKING_RULES.rubricRowsMax} onClick={() => append(EMPTY_ROW)}>
          {ADD_TOPIC}
        </Button>
      </fieldset>
      <SelectField label="Overall rating" error={errors.rating?.message} {...register('rating', { valueAsNumber: true })}>
        {scores}
      </SelectField>
      <TextAreaField label="Summary" error={errors.summary?.message} {...register('summary')} />
      <TextAreaField label="Action plan" error={errors.action_plan?.message} {...register('action_plan')} />
      <FormError message={errors.root?.server?.message ?? ''} />
      <Button type="submit" disabled={isSubmitting}>
        {SAVE_FEEDBACK}
      </Button>
    </form>
  );
}
