// Back-office events (decision 137): create and edit webinars, read their registrations, mark who
// attended (one by one or from an imported list of e-mails) and send the replay to no-shows.
import { z } from 'zod';
import { eventSlugSchema } from '../events.ts';
import { emailField } from '../fields.ts';
import { multiLine, singleLine } from '../text.ts';
import { dateTimeSchema, idSchema, pageOf, timestampSchema, versionSchema } from './common.ts';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_SEAT_CAP_MAX = 100_000;
/** How many e-mails one attendance import may carry. */
export const ATTENDANCE_IMPORT_MAX = 5000;

export const EVENT_ADMIN_MESSAGES = {
  slugTaken: 'Another event already uses this slug.',
  capBelowRegistered: (registered: number) => `${registered} people are registered already; the seat cap cannot be lower.`,
  notEnded: 'The replay goes to no-shows after the event has ended.',
  noReplay: 'Add the replay link first.',
  cancelled: 'This event is cancelled.',
} as const;

const url = (label: string) => z.url({ protocol: /^https?$/, error: `${label} must be an http(s) address.` }).max(2000);

const eventFields = z.object({
  slug: eventSlugSchema,
  title: singleLine({ error: 'Title is required.' }).min(1, { error: 'Title is required.' }).max(200, { error: 'At most 200 characters.' }),
  description: multiLine().max(5000, { error: 'At most 5000 characters.' }).default(''),
  starts_at: dateTimeSchema('Enter a date and time.'),
  ends_at: dateTimeSchema('Enter a date and time.'),
  seat_cap: z
    .number({ error: 'Seat cap must be a whole number.' })
    .int({ error: 'Seat cap must be a whole number.' })
    .min(1, { error: 'Seat cap must be at least 1.' })
    .max(EVENT_SEAT_CAP_MAX, { error: `Seat cap must be at most ${EVENT_SEAT_CAP_MAX}.` }),
  /** Mailed to registrants only; never in a public read. */
  join_url: url('The join link'),
  /** Mailed to no-shows after the event. */
  replay_url: url('The replay link').nullable().default(null),
  status: z.enum(EVENT_STATUSES, { error: `Status must be one of ${EVENT_STATUSES.join(', ')}.` }).default('draft'),
});

const endsAfterStart = <T extends z.ZodType<{ starts_at: string; ends_at: string }>>(schema: T) =>
  schema.refine((e) => Date.parse(e.ends_at) > Date.parse(e.starts_at), { error: 'The end must be after the start.', path: ['ends_at'] });

/** POST /admin/events */
export const eventInputSchema = endsAfterStart(eventFields);
export type EventInput = z.infer<typeof eventInputSchema>;
/** PUT /admin/events/{id} */
export const eventUpdateSchema = endsAfterStart(eventFields.extend({ version: versionSchema }));
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

export const adminEventSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  seat_cap: z.number().int(),
  registered: z.number().int().nonnegative(),
  seats_left: z.number().int().nonnegative(),
  join_url: z.string(),
  replay_url: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  /** The calendar invite's SEQUENCE: moves with every change registrants are told about. */
  sequence: z.number().int().nonnegative(),
  version: versionSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
/** GET /admin/events?page=&page_size=: newest start first. */
export const adminEventListResponseSchema = pageOf(adminEventSchema);

export const adminEventRegistrationSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  lead_id: idSchema.nullable(),
  /** The student account with this e-mail, if one exists (now or later). */
  student_id: idSchema.nullable(),
  /** null: not recorded yet. */
  attended: z.boolean().nullable(),
  replay_sent_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type AdminEventRegistration = z.infer<typeof adminEventRegistrationSchema>;
/** GET /admin/events/{id}/registrations: oldest first. */
export const adminEventRegistrationListSchema = z.object({ results: z.array(adminEventRegistrationSchema) });

/** PUT /admin/events/{id}/registrations/{registrationId}/attendance */
export const attendanceUpdateSchema = z.object({ attended: z.boolean({ error: 'Attended must be true or false.' }).nullable() });
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>;

/** POST /admin/events/{id}/attendance: the e-mails of who attended; each matching registration is marked attended. */
export const attendanceImportSchema = z.object({
  emails: z
    .array(emailField())
    .min(1, { error: 'Give at least one e-mail.' })
    .max(ATTENDANCE_IMPORT_MAX, { error: `At most ${ATTENDANCE_IMPORT_MAX} e-mails.` }),
});
export type AttendanceImport = z.infer<typeof attendanceImportSchema>;
export const attendanceImportResponseSchema = z.object({
  marked: z.number().int().nonnegative(),
  /** Imported e-mails with no registration for this event. */
  unknown: z.array(z.string()),
});
export type AttendanceImportResponse = z.infer<typeof attendanceImportResponseSchema>;

/** POST /admin/events/{id}/replay: the replay mail to every no-show not mailed yet. */
export const replaySendResponseSchema = z.object({ sent: z.number().int().nonnegative() });
export type ReplaySendResponse = z.infer<typeof replaySendResponseSchema>;
