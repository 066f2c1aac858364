// What a calendar invite says (decision 139), apart from writing it: the outbox's mail data
// carries these entries, and validating them must not load the .ics writer (luxon, ical-generator
// and the time-zone table), which only a templated mail or a calendar feed needs (invite.ts).
import { z } from 'zod';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** One occurrence as a mail's data carries it (ISO strings, so it survives the outbox's JSON). */
export const calendarEntrySchema = z.object({
  /** Stable for the thing it describes: every update and cancellation reuses it. */
  uid: z.string().min(1),
  /** Raised on every change, so calendar apps replace their copy instead of adding one. */
  sequence: z.number().int().min(0),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  summary: z.string().min(1),
  description: z.string().optional(),
  url: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  cancelled: z.boolean().optional(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const INVITE_METHODS = ['REQUEST', 'CANCEL', 'PUBLISH'] as const;
export type InviteMethod = (typeof INVITE_METHODS)[number];

export const inviteSchema = z.object({
  method: z.enum(INVITE_METHODS),
  /** The calendar's name, shown by apps that subscribe to a feed. */
  name: z.string().min(1),
  entries: z.array(calendarEntrySchema),
  organizer: z.object({ name: z.string(), email: z.email() }).optional(),
});
export type Invite = z.infer<typeof inviteSchema>;
