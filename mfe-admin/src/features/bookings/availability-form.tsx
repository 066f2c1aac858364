// A consultant's availability (decision 024 on 138): on or off, which kinds they take, the slot
// length, their meeting link, weekly hours (weekday, from–to in India time) and exceptions (a date
// off, whole or some hours, or extra hours). Checked with the contract's schema; saved with the
// version it was read at, so a stale form is refused (409) rather than overwriting.
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, errorMessage, toast } from 'mfe-shared';
import { BOOKING_KINDS, BOOKING_RULES } from 'mfe-shared/contracts';
import { availabilityInputSchema, type Availability, type AvailabilityInput } from 'mfe-shared/contracts/admin';
import { CheckboxField, SelectField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { FormGrid } from '../../components/fields';
import { KIND_LABELS } from './bookings-page';
import { saveAvailability } from './api/save-availability';

export const AVAILABILITY_SAVED = 'Availability saved. New slots are offered from now on.';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

type Input = z.input<typeof availabilityInputSchema>;
/** An empty time input is "no time" (a whole day off), not an invalid one. */
const optionalTime = { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : v) };

export function AvailabilityForm({ availability, onSaved }: { availability: Availability; onSaved: (a: Availability) => void }) {
  const { register, control, handleSubmit, formState, setError } = useForm<Input, unknown, AvailabilityInput>({
    resolver: zodResolver(availabilityInputSchema),
    defaultValues: {
      active: availability.version === 0 ? true : availability.active,
      kinds: availability.kinds.length > 0 ? availability.kinds : [...BOOKING_KINDS],
      slot_minutes: availability.slot_minutes || 30,
      meeting_url: availability.meeting_url,
      weekly: availability.weekly,
      exceptions: availability.exceptions,
    },
  });
  const weekly = useFieldArray({ control, name: 'weekly', keyName: 'key' });
  const exceptions = useFieldArray({ control, name: 'exceptions', keyName: 'key' });
  const { errors, isSubmitting } = formState;
  return (
    <form
      aria-label={`Availability of ${availability.name}`}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(async (input) => {
          try {
            onSaved(await saveAvailability(availability.user_id, input, availability.version));
            toast.success(AVAILABILITY_SAVED);
          } catch (error) {
            setError('root.server', { message: errorMessage(error) });
          }
        })(event)
      }
    >
      <FormGrid>
        <CheckboxField label="Offer slots" {...register('active')} />
        <fieldset>
          <legend>Takes</legend>
          {BOOKING_KINDS.map((kind) => (
            <CheckboxField key={kind} label={KIND_LABELS[kind]} value={kind} {...register('kinds')} />
          ))}
          <FormError message={errors.kinds?.message ?? ''} />
        </fieldset>
        <TextField
          label="Slot length (minutes)"
          type="number"
          min={BOOKING_RULES.slotMinutesMin}
          max={BOOKING_RULES.slotMinutesMax}
          error={errors.slot_minutes?.message}
          {...register('slot_minutes', { valueAsNumber: true })}
        />
        <TextField label="Meeting link" type="url" error={errors.meeting_url?.message} {...register('meeting_url')} />
      </FormGrid>
      <fieldset>
        <legend>Weekly hours (India time)</legend>
        {weekly.fields.map((field, index) => (
          <div key={field.key} role="group" aria-label={`Weekly hours ${index + 1}`}>
            <SelectField label="Weekday" {...register(`weekly.${index}.weekday`, { valueAsNumber: true })}>
              {WEEKDAYS.map((day, i) => (
                <option key={day} value={i + 1}>
                  {day}
                </option>
              ))}
            </SelectField>
            <TextField label="From" type="time" error={errors.weekly?.[index]?.start?.message} {...register(`weekly.${index}.start`)} />
            <TextField label="To" type="time" error={errors.weekly?.[index]?.end?.message} {...register(`weekly.${index}.end`)} />
            <Button type="button" $variant="ghost" onClick={() => weekly.remove(index)}>
              Remove weekly hours {index + 1}
            </Button>
          </div>
        ))}
        <Button type="button" $variant="secondary" onClick={() => weekly.append({ weekday: 1, start: '10:00', end: '13:00' })}>
          Add weekly hours
        </Button>
      </fieldset>
      <fieldset>
        <legend>Exceptions (India dates and times)</legend>
        {exceptions.fields.map((field, index) => (
          <div key={field.key} role="group" aria-label={`Exception ${index + 1}`}>
            <TextField label="Date" type="date" error={errors.exceptions?.[index]?.date?.message} {...register(`exceptions.${index}.date`)} />
            <SelectField label="Type" {...register(`exceptions.${index}.type`)}>
              <option value="off">Off</option>
              <option value="extra">Extra hours</option>
            </SelectField>
            <TextField
              label="From"
              type="time"
              hint="Off without times: the whole day."
              error={errors.exceptions?.[index]?.start?.message}
              {...register(`exceptions.${index}.start`, optionalTime)}
            />
            <TextField label="To" type="time" error={errors.exceptions?.[index]?.end?.message} {...register(`exceptions.${index}.end`, optionalTime)} />
            <Button type="button" $variant="ghost" onClick={() => exceptions.remove(index)}>
              Remove exception {index + 1}
            </Button>
          </div>
        ))}
        <Button type="button" $variant="secondary" onClick={() => exceptions.append({ date: '', type: 'off' })}>
          Add exception
        </Button>
      </fieldset>
      <FormError message={errors.root?.server?.message ?? ''} />
      <Button type="submit" disabled={isSubmitting}>
        Save availability
      </Button>
    </form>
  );
}
