// A batch's fields (decision 136): course, title, dates, the weekly timetable in India time
// (weekdays, start, minutes, holidays), seats, trainer (found among trainer and editor accounts,
// as the course's trainers are), delivery, an own price in rupees and the default meeting link.
// The contract validates; the API's field errors come back onto the same fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { WEEKDAYS } from 'mfe-shared/contracts/admin';
import { SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { FormGrid } from '../../components/fields';
import { Actions } from '../../components/page';
import { StaleNotice } from '../../components/stale-notice';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { useCourseOptions } from '../course-options';
import { useReviewerSearch } from '../course-trainers';
import { BATCH_SAVED, DELIVERY_LABELS, NO_TRAINER, SAVE_BATCH, WEEKDAY_LABELS } from './batch-texts';
import type { BatchFormInput } from './batch-form-schema';

function TrainerPicker({ chosen, onChoose }: { chosen: { id: string; name: string }; onChoose: (id: string, name: string) => void }) {
  const [q, setQ] = useState('');
  const { accounts } = useReviewerSearch(q);
  return (
    <div className="wide">
      <p style={{ margin: '0 0 0.25rem' }}>
        Trainer: <strong>{chosen.id ? chosen.name : NO_TRAINER}</strong>{' '}
        {chosen.id && (
          <Button type="button" $variant="ghost" onClick={() => onChoose('', '')}>
            Clear trainer
          </Button>
        )}
      </p>
      <TextField
        label="Find a trainer"
        type="search"
        hint="By name or e-mail: trainer and editor accounts."
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {q.trim() && accounts && (
        <ul aria-label="Matching trainers">
          {accounts.length === 0 && <li>No trainer or editor account matches.</li>}
          {accounts.map((account) => (
            <li key={account.user_id}>
              <Actions>
                <span>
                  {account.name} ({account.email})
                </span>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Choose ${account.name}`}
                  onClick={() => {
                    onChoose(String(account.user_id), account.name);
                    setQ('');
                  }}
                >
                  Choose
                </Button>
              </Actions>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function BatchForm<V>({
  defaults,
  trainerName,
  schema,
  editing,
  onSave,
  onReload,
}: {
  defaults: BatchFormInput;
  trainerName: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the new and edit schemas differ only in their output
  schema: any;
  editing: boolean;
  onSave: (input: V) => Promise<unknown>;
  onReload?: () => Promise<void>;
}) {
  const courses = useCourseOptions();
  const { register, handleSubmit, formState, setError, setValue } = useForm<BatchFormInput, unknown, V>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const [trainer, setTrainer] = useState({ id: defaults.trainer_user_id, name: trainerName });
  const { errors, isSubmitting } = formState;
  const { stale, onSubmit, reload } = useVersionedSave({ handleSubmit, setError, save: onSave, saved: BATCH_SAVED, onReload });
  const courseId = defaults.course_id;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Batch">
      <StaleNotice message={stale} onReload={reload} />
      <FormGrid>
        {/* Remounted when the courses arrive: react-hook-form then selects the chosen course among them. */}
        <SelectField key={courses.length} id="batch-course" label="Course" disabled={editing} error={errors.course_id?.message} {...register('course_id')}>
          <option value="">Choose a course</option>
          {courseId && !courses.some((course) => String(course.id) === courseId) && <option value={courseId}>Course #{courseId}</option>}
          {courses.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.course_title}
            </option>
          ))}
        </SelectField>
        <TextField id="batch-title" label="Title" error={errors.title?.message} {...register('title')} />
        <TextField id="batch-starts" label="Start date" type="date" error={errors.starts_on?.message} {...register('starts_on')} />
        <TextField id="batch-ends" label="End date" type="date" error={errors.ends_on?.message} {...register('ends_on')} />
        <fieldset className="wide">
          <legend>Weekdays</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} style={{ marginRight: '1rem', whiteSpace: 'nowrap' }}>
              <input type="checkbox" value={day} {...register('timetable.weekdays')} /> {WEEKDAY_LABELS[day]}
            </label>
          ))}
          <FormError message={errors.timetable?.weekdays?.message} />
        </fieldset>
        <TextField
          id="batch-start-time"
          label="Start time (IST)"
          type="time"
          hint="India time, 24-hour."
          error={errors.timetable?.start_time?.message}
          {...register('timetable.start_time')}
        />
        <TextField
          id="batch-minutes"
          label="Duration (minutes)"
          inputMode="numeric"
          error={errors.timetable?.duration_minutes?.message}
          {...register('timetable.duration_minutes')}
        />
        <TextAreaField
          id="batch-excluded"
          label="Excluded dates"
          hint="Holidays: one date a line, YYYY-MM-DD."
          error={errors.timetable?.excluded_dates?.message}
          {...register('timetable.excluded_dates')}
        />
        <TextField id="batch-seats" label="Seat limit" inputMode="numeric" error={errors.seat_limit?.message} {...register('seat_limit')} />
        <SelectField id="batch-delivery" label="Delivery" error={errors.delivery?.message} {...register('delivery')}>
          <option value="live">{DELIVERY_LABELS.live}</option>
          <option value="hybrid">{DELIVERY_LABELS.hybrid}</option>
        </SelectField>
        <TextField
          id="batch-price"
          label="Price (₹)"
          inputMode="decimal"
          hint="Empty: the course's price."
          error={errors.price_paise?.message}
          {...register('price_paise')}
        />
        <TextField
          id="batch-meeting"
          label="Meeting link"
          type="url"
          hint="Every session's link unless a session has its own."
          error={errors.meeting_url?.message}
          {...register('meeting_url')}
        />
        {editing && (
          <SelectField id="batch-status" label="Status" error={errors.status?.message} {...register('status')}>
            <option value="open">Open</option>
            <option value="cancelled">Cancelled</option>
          </SelectField>
        )}
        <TrainerPicker
          chosen={trainer}
          onChoose={(id, name) => {
            setTrainer({ id, name });
            setValue('trainer_user_id', id, { shouldDirty: true });
          }}
        />
        <FormError message={errors.trainer_user_id?.message} />
      </FormGrid>
      <Button type="submit" disabled={isSubmitting}>
        {SAVE_BATCH}
      </Button>
    </form>
  );
}
