// The event form: strings as the inputs hold them (datetime-local in India time, the seat cap as
// typed), converted to the contract's EventInput and validated by it, so the rules and their
// messages are the API's (decision 022).
import { z } from 'zod';
import { eventInputSchema, type AdminEvent, type EventStatus } from 'mfe-shared/contracts/admin';
import { isoToLocalInput, localInputToIso } from '../../lib/india-time';

export const eventFormSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    seat_cap: z.string().refine((value) => /^\d+$/.test(value.trim()), { error: 'Seat cap must be a whole number.' }),
    join_url: z.string(),
    replay_url: z.string(),
    status: z.string(),
  })
  .transform((form): z.input<typeof eventInputSchema> => ({
    slug: form.slug.trim(),
    title: form.title,
    description: form.description,
    starts_at: localInputToIso(form.starts_at) as string,
    ends_at: localInputToIso(form.ends_at) as string,
    seat_cap: Number(form.seat_cap),
    join_url: form.join_url.trim(),
    replay_url: form.replay_url.trim() === '' ? null : form.replay_url.trim(),
    status: form.status as EventStatus,
  }))
  .pipe(eventInputSchema);

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

export const EMPTY_EVENT: EventFormInput = {
  slug: '',
  title: '',
  description: '',
  starts_at: '',
  ends_at: '',
  seat_cap: '100',
  join_url: '',
  replay_url: '',
  status: 'draft',
};

export function eventToForm(event: AdminEvent): EventFormInput {
  return {
    slug: event.slug,
    title: event.title,
    description: event.description,
    starts_at: isoToLocalInput(event.starts_at),
    ends_at: isoToLocalInput(event.ends_at),
    seat_cap: String(event.seat_cap),
    join_url: event.join_url,
    replay_url: event.replay_url ?? '',
    status: event.status,
  };
}
