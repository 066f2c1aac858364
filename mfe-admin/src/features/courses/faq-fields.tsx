// The course page's FAQ in the course form (decision 211): an ordered list of questions and
// answers, at most COURSE_FAQ_LIMITS.items, checked with the contract's messages.
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { COURSE_FAQ_LIMITS } from 'mfe-shared/contracts';
import { TextAreaField, TextField } from 'mfe-shared/ui/field';
import type { CourseFormInput } from './course-form-schema';

export function FaqFields({
  control,
  register,
  errors,
}: {
  control: Control<CourseFormInput, unknown, unknown>;
  register: UseFormRegister<CourseFormInput>;
  errors: FieldErrors<CourseFormInput>['faq'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'faq', keyName: 'key' });
  return (
    <fieldset aria-label="Course page FAQ" style={{ border: 0, padding: 0, margin: '1.5rem 0' }}>
      <legend>
        <strong>Course page FAQ</strong>
      </legend>
      {errors?.root?.message && <p role="alert">{errors.root.message}</p>}
      {fields.map((field, index) => (
        <div key={field.key} style={{ marginBottom: '1rem' }}>
          <TextField
            id={`faq-${index}-question`}
            label={`Question ${index + 1}`}
            error={errors?.[index]?.question?.message}
            {...register(`faq.${index}.question`)}
          />
          <TextAreaField
            id={`faq-${index}-answer`}
            label={`Answer ${index + 1}`}
            rows={3}
            error={errors?.[index]?.answer?.message}
            {...register(`faq.${index}.answer`)}
          />
          <Button type="button" $variant="secondary" onClick={() => remove(index)} aria-label={`Remove question ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {fields.length < COURSE_FAQ_LIMITS.items && (
        <Button type="button" $variant="secondary" onClick={() => append({ question: '', answer: '' })}>
          Add question
        </Button>
      )}
    </fieldset>
  );
}
