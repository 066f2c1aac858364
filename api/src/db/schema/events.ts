// Events (webinars) and their registrations (decision 137). The seat cap is a constraint on the
// event's own counter (registered ≤ seat_cap), so concurrent registrations cannot overbook it
// whatever the code does; one registration per event and e-mail is a unique index on lower(email).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, parentId, updatedAt, version } from './columns';
import { leads } from './site';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    seatCap: integer('seat_cap').notNull(),
    /** Registrations holding a seat; moved in the registration's transaction, bounded by seat_cap. */
    registered: integer('registered').notNull().default(0),
    /** Mailed to registrants only; no public read selects it. */
    joinUrl: text('join_url').notNull(),
    replayUrl: text('replay_url'),
    status: text('status').$type<'draft' | 'published' | 'cancelled'>().notNull().default('draft'),
    /** The calendar invite's SEQUENCE: bumped when a change is sent to registrants (a move, a cancellation). */
    sequence: integer('sequence').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_upcoming_idx').on(t.status, t.startsAt),
    check('events_status_known', sql`${t.status} in ('draft', 'published', 'cancelled')`),
    check('events_seat_cap_positive', sql`${t.seatCap} > 0`),
    check('events_seats_within_cap', sql`${t.registered} >= 0 and ${t.registered} <= ${t.seatCap}`),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: parentId('event_id', () => events.id),
    name: text('name').notNull(),
    email: text('email').notNull(), // stored lower-case by the repository
    mobile: text('mobile'),
    /** The sales lead written with the registration (type 'webinar'); kept if the lead is deleted. */
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    status: text('status').$type<'registered' | 'cancelled'>().notNull().default('registered'),
    /** null: not recorded; staff mark it after the event, or import the attendees' e-mails. */
    attended: boolean('attended'),
    replaySentAt: timestamp('replay_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_email_key').on(t.eventId, sql`lower(${t.email})`),
    check('event_registrations_status_known', sql`${t.status} in ('registered', 'cancelled')`),
  ],
);
