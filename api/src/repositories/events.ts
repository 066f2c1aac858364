// Events and their registrations (decision 137): data only, on the Db it is given (the database or
// the events service's transaction).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminEvent, type AdminEventRegistration, type EventInput } from '@sap-academy/contracts/admin';
import { PUBLIC_EVENTS_LIMIT, seatsLeft, isFull, type PublicEvent } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { eventRegistrations, events, students, users } from '../db/schema';
import { DomainError, notFound } from '../domain/errors';

export type EventRecord = typeof events.$inferSelect;
export type RegistrationRecord = typeof eventRegistrations.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toPublicEvent = (row: EventRecord): PublicEvent => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  seat_cap: row.seatCap,
  seats_left: seatsLeft(row.seatCap, row.registered),
  full: isFull(row.seatCap, row.registered),
});

export const toAdminEvent = (row: EventRecord): AdminEvent => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  seat_cap: row.seatCap,
  registered: row.registered,
  seats_left: seatsLeft(row.seatCap, row.registered),
  join_url: row.joinUrl,
  replay_url: row.replayUrl,
  status: row.status,
  sequence: row.sequence,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What the audit row keeps of an event: its fields as staff typed them. */
export const eventSnapshot = (row: EventRecord) => {
  const { id: _id, registered: _registered, seats_left: _left, version: _version, created_at: _c, updated_at: _u, ...rest } = toAdminEvent(row);
  return rest;
};

const eventFields = (input: EventInput) => ({
  slug: input.slug,
  title: input.title,
  description: input.description,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  seatCap: input.seat_cap,
  joinUrl: input.join_url,
  replayUrl: input.replay_url,
  status: input.status,
});

export function eventsRepository(db: Db) {
  return {
    /** Published events that have not started, soonest first. */
    async upcoming(now: Date, limit = PUBLIC_EVENTS_LIMIT): Promise<EventRecord[]> {
      return db
        .select()
        .from(events)
        .where(and(eq(events.status, 'published'), gt(events.startsAt, now)))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
    },

    async findBySlug(slug: string): Promise<EventRecord | null> {
      const [row] = await db.select().from(events).where(eq(events.slug, slug));
      return row ?? null;
    },

    async find(id: number): Promise<EventRecord | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row ?? null;
    },

    async list(query: { page: number; page_size: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(events)
          .orderBy(desc(events.startsAt), desc(events.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ n: count() }).from(events),
      ]);
      return { rows, total: total!.n };
    },

    async create(input: EventInput): Promise<EventRecord> {
      const [row] = await db.insert(events).values(eventFields(input)).returning();
      return row!;
    },

    /** The row, locked for the rest of the transaction; 404, or 409 when its version moved on. */
    async lockVersion(id: number, version: number): Promise<EventRecord> {
      const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
      if (!row) throw notFound('Event');
      if (row.version !== version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
      return row;
    },

    async update(id: number, version: number, input: EventInput, sequence: number): Promise<EventRecord> {
      const [row] = await db
        .update(events)
        .set({ ...eventFields(input), sequence, version: version + 1, updatedAt: new Date() })
        .where(and(eq(events.id, id), eq(events.version, version)))
        .returning();
      if (!row) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
      return row;
    },

    /**
     * Takes one seat: the counter moves only while it is below the cap, in one statement, so two
     * transactions racing for the last seat cannot both win (the second waits for the first's row
     * lock, then sees the cap). false: no seat left.
     */
    async takeSeat(eventId: number): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ registered: sql`${events.registered} + 1` })
        .where(and(eq(events.id, eventId), sql`${events.registered} < ${events.seatCap}`))
        .returning({ id: events.id });
      return rows.length === 1;
    },

    /** Inserts the registration unless this e-mail has one for the event; null when it had. */
    async register(row: typeof eventRegistrations.$inferInsert): Promise<RegistrationRecord | null> {
      const [inserted] = await db
        .insert(eventRegistrations)
        .values(row)
        // The one unique rule besides the key is (event, lower(email)).
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },

    async setLead(registrationId: number, leadId: number): Promise<void> {
      await db.update(eventRegistrations).set({ leadId }).where(eq(eventRegistrations.id, registrationId));
    },

    async registrationByEmail(eventId: number, email: string): Promise<RegistrationRecord | null> {
      const [row] = await db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), sql`lower(${eventRegistrations.email}) = ${email.toLowerCase()}`));
      return row ?? null;
    },

    /** Every registration of the event, oldest first, with the student account of the same e-mail if any. */
    async registrations(eventId: number): Promise<AdminEventRegistration[]> {
      const rows = await db
        .select({ registration: eventRegistrations, studentId: students.id })
        .from(eventRegistrations)
        .leftJoin(users, sql`lower(${users.email}) = lower(${eventRegistrations.email})`)
        .leftJoin(students, eq(students.userId, users.id))
        .where(eq(eventRegistrations.eventId, eventId))
        .orderBy(asc(eventRegistrations.id));
      return rows.map(({ registration: r, studentId }) => toAdminRegistration(r, studentId));
    },

    async registration(eventId: number, registrationId: number): Promise<RegistrationRecord | null> {
      const [row] = await db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.id, registrationId)));
      return row ?? null;
    },

    async setAttended(eventId: number, registrationId: number, attended: boolean | null): Promise<RegistrationRecord | null> {
      const [row] = await db
        .update(eventRegistrations)
        .set({ attended })
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.id, registrationId)))
        .returning();
      return row ?? null;
    },

    /** Marks the registrations with these (lower-case) e-mails attended; returns the e-mails it matched. */
    async markAttended(eventId: number, emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await db
        .update(eventRegistrations)
        .set({ attended: true })
        .where(and(eq(eventRegistrations.eventId, eventId), inArray(sql`lower(${eventRegistrations.email})`, emails)))
        .returning({ email: eventRegistrations.email });
      return rows.map((r) => r.email.toLowerCase());
    },

    /**
     * Claims the no-shows not mailed yet (attended is not true, no replay sent), stamping them in
     * the same statement, so two staff pressing "send replay" at once mail each person once.
     */
    async claimReplays(eventId: number, at: Date): Promise<RegistrationRecord[]> {
      return db
        .update(eventRegistrations)
        .set({ replaySentAt: at })
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            eq(eventRegistrations.status, 'registered'),
            not(sql`coalesce(${eventRegistrations.attended}, false)`),
            isNull(eventRegistrations.replaySentAt),
          ),
        )
        .returning();
    },

    /** Every seat of a published event starting in (from, until]: the reminders due. */
    async startingBetween(from: Date, until: Date) {
      return db
        .select({ event: events, registration: eventRegistrations })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(and(eq(events.status, 'published'), gt(events.startsAt, from), lte(events.startsAt, until), eq(eventRegistrations.status, 'registered')))
        .orderBy(asc(events.startsAt), asc(eventRegistrations.id));
    },

    /** The registrations that hold a seat (the ones a change or a reminder is mailed to). */
    async activeRegistrations(eventId: number): Promise<RegistrationRecord[]> {
      return db
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')))
        .orderBy(asc(eventRegistrations.id));
    },
  };
}

export const toAdminRegistration = (r: RegistrationRecord, studentId: number | null): AdminEventRegistration => ({
  id: r.id,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  lead_id: r.leadId,
  student_id: studentId,
  attended: r.attended,
  replay_sent_at: iso(r.replaySentAt),
  created_at: r.createdAt.toISOString(),
});
