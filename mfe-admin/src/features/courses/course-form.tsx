// Create or edit a course's fields. The slug follows the title until staff type their own;
// the price is typed in rupees and sent as paise.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { COURSE_TYPES, DIFFICULTY_LEVELS, type AdminCourse, type CourseInput } from 'mfe-shared/contracts/admin';
import { CheckboxField, SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { StaleNotice } from '../../components/stale-notice';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { slugify } from '../../lib/slug';
import { courseFormSchema, type CourseFormInput, type CourseFormValues } from './course-form-schema';
import { FaqFields } from './faq-fields';

function withCurrent(options: readonly string[], current: string | undefined) {
  return current && !options.includes(current) ? [...options, current] : options;
}

export function CourseForm({
  defaults,
  onSave,
  onReload,
}: {
  defaults: CourseFormInput;
  /** Resolves with the saved course; throws the API's error. */
  onSave: (input: CourseInput) => Promise<AdminCourse>;
  /** Present when editing: loads the record as it is now (after a 409 stale version). */
  onReload?: () => Promise<void>;
}) {
  const { register, handleSubmit, formState, setValue, setError, getValues, control } = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting, dirtyFields } = formState;

  const { stale, onSubmit, reload } = useVersionedSave({ handleSubmit, setError, save: onSave, saved: 'Course saved.', onReload });

  const title = register('course_title', {
    onChange: (event: { target: { value: string } }) => {
      // Suggest the slug from the title while staff have not typed one of their own.
      if (!dirtyFields.slug && !defaults.slug) setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Course">
      <StaleNotice message={stale} onReload={reload} />
      <FormGrid>
        <TextField id="course-title" label="Title" error={errors.course_title?.message} {...title} />
        <TextField id="course-slug" label="Slug" error={errors.slug?.message} hint="Part of the course's web address." {...register('slug')} />
        <div className="wide">
          <TextAreaField id="course-description" label="Description" error={errors.description?.message} {...register('description')} />
        </div>
        <SelectField id="course-level" label="Level" error={errors.difficulty_level?.message} {...register('difficulty_level')}>
          {withCurrent(DIFFICULTY_LEVELS, getValues('difficulty_level')).map((level) => (
            <option key={level}>{level}</option>
          ))}
        </SelectField>
        <SelectField id="course-type" label="Type" error={errors.course_type?.message} {...register('course_type')}>
          {withCurrent(COURSE_TYPES, getValues('course_type')).map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
        <TextField
          id="course-duration"
          label="Duration (days)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.course_duration?.message}
          {...register('course_duration', { valueAsNumber: true })}
        />
        <TextField
          id="course-price"
          label="Price (₹)"
          inputMode="decimal"
          error={errors.price?.message}
          hint="In rupees, e.g. 24999.00"
          {...register('price')}
        />
        <div className="wide">
          <TextField
            id="course-poster"
            label="Poster URL"
            type="url"
            error={errors.poster_url?.message}
            hint="Leave empty for the generated poster."
            {...register('poster_url')}
          />
        </div>
        <TextField
          id="course-server-access"
          label="Server access (days)"
          inputMode="numeric"
          error={errors.server_access_days?.message}
          hint="Days of practice-server access an enrolment includes; empty for none."
          {...register('server_access_days')}
        />
        <TextField
          id="course-mock-interviews"
          label="Mock interviews included"
          inputMode="numeric"
          error={errors.mock_interview_credits?.message}
          hint="Booked by the student with a consultant; 0 for none. A priced course with only this sells mock interviews alone."
          {...register('mock_interview_credits')}
        />
        <CheckboxField id="course-published" label="Published" error={errors.published?.message} {...register('published')} />
      </FormGrid>
      <FaqFields control={control} register={register} errors={errors.faq} />
      <Button type="submit" disabled={isSubmitting}>
        Save course
      </Button>
    </form>
  );
}
