// An event's fields: slug, title, description, India-time start and end, seat cap, the join link
// (mailed only), the replay link (for no-shows) and its status.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from 'mfe-shared';
import type { EventInput } from 'mfe-shared/contracts/admin';
import { SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { StaleNotice } from '../../components/stale-notice';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { eventFormSchema, type EventFormInput, type EventFormValues } from './event-form-schema';

export const EVENT_SAVED = 'Event saved.';

export function EventForm({
  defaults,
  onSave,
  onReload,
}: {
  defaults: EventFormInput;
  onSave: (input: EventInput) => Promise<unknown>;
  onReload?: () => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError } = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const { stale, onSubmit, reload } = useVersionedSave({ handleSubmit, setError, save: onSave, saved: EVENT_SAVED, onReload });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Event">
      <StaleNotice message={stale} onReload={reload} />
      <FormGrid>
        <TextField id="event-title" label="Title" error={errors.title?.message} {...register('title')} />
        <TextField id="event-slug" label="Slug" hint="Lower-case letters, digits and hyphens." error={errors.slug?.message} {...register('slug')} />
        <TextField id="event-starts" label="Starts" type="datetime-local" hint="India time." error={errors.starts_at?.message} {...register('starts_at')} />
        <TextField id="event-ends" label="Ends" type="datetime-local" hint="India time." error={errors.ends_at?.message} {...register('ends_at')} />
        <TextField id="event-seat-cap" label="Seat cap" inputMode="numeric" error={errors.seat_cap?.message} {...register('seat_cap')} />
        <SelectField id="event-status" label="Status" error={errors.status?.message} {...register('status')}>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="cancelled">Cancelled</option>
        </SelectField>
        <TextField
          id="event-join-url"
          label="Join link"
          type="url"
          hint="Mailed to registrants only; never shown on the site."
          error={errors.join_url?.message}
          {...register('join_url')}
        />
        <TextField
          id="event-replay-url"
          label="Replay link"
          type="url"
          hint="Mailed to no-shows after the event."
          error={errors.replay_url?.message}
          {...register('replay_url')}
        />
      </FormGrid>
      <TextAreaField id="event-description" label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      <Button type="submit" disabled={isSubmitting}>
        Save event
      </Button>
    </form>
  );
}
