// Events (webinars) that keep their word (decision 137): the public list and registration, and the
// back office's events, attendance and replay. A registration takes a seat, writes a 'webinar'
// lead (so sales see it in Leads) and queues its confirmation, all in one transaction; the seat
// cap is the database's constraint, the same e-mail again is the same registration.
import { EVENT_MESSAGES, type EventRegistrationRequest, type PublicEventList } from '@sap-academy/contracts';
import { EVENT_ADMIN_MESSAGES, type AttendanceImportResponse, type EventInput, type ListQuery } from '@sap-academy/contracts/admin';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, conflictAt, invalidAt, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { templatedMail, type EventMailData } from '../mail/mail-kinds';
import { pageOf } from '../repositories/admin-list';
import { bumpRevision, recordAudit } from '../repositories/audit';
import { eventSnapshot, eventsRepository, toAdminEvent, toAdminRegistration, toPublicEvent, type EventRecord } from '../repositories/events';
import { outboxRepository } from '../repositories/outbox';
import { recordLead } from './leads';

export const eventMailData = (event: EventRecord, name: string): EventMailData => ({
  name,
  eventId: event.id,
  sequence: event.sequence,
  title: event.title,
  description: event.description,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  joinUrl: event.joinUrl,
});

const slugTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflictAt('slug', EVENT_ADMIN_MESSAGES.slugTaken);
  throw err;
};

/** Registrants are told of a change to when it is, or that it is off; a new title or description alone is not worth a mail. */
const registrantsMustKnow = (before: EventRecord, after: EventRecord) =>
  before.status === 'published' &&
  (after.status === 'cancelled' ||
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.joinUrl !== after.joinUrl);

/** How long before the start the reminder goes (the issue: "sent again an hour before"). */
export const EVENT_REMINDER_LEAD_MS = 60 * 60_000;

/**
 * The reminder's dedup key (decision 139): one per registration and start time, so a repeated scan
 * (or another replica's) writes nothing, and a moved event reminds again at its new time.
 */
export const eventReminderKey = (eventId: number, registrationId: number, startsAt: Date) =>
  `event-reminder:${eventId}:${registrationId}:${startsAt.toISOString()}`;

export type RegistrationOutcome = 'registered' | 'already-registered';

export function eventsService({ db, config, now }: { db: Db; config: Pick<Config, 'SALES_EMAIL'>; now: () => Date }) {
  async function view(id: number) {
    const row = await eventsRepository(db).find(id);
    if (!row) throw notFound('Event');
    return toAdminEvent(row);
  }

  async function existing(id: number) {
    const row = await eventsRepository(db).find(id);
    if (!row) throw notFound('Event');
    return row;
  }

  return {
    view,

    async upcoming(): Promise<PublicEventList> {
      const rows = await eventsRepository(db).upcoming(now());
      return { results: rows.map(toPublicEvent) };
    },

    /**
     * Registers the e-mail for the event. The same e-mail again answers like the first time and
     * changes nothing (no second seat, lead or mail). The registration is inserted first (its
     * unique index serialises the same e-mail), then the seat is taken in one guarded update; no
     * seat left rolls the insert back and answers 409.
     */
    async register(slug: string, input: EventRegistrationRequest): Promise<RegistrationOutcome> {
      return inTransaction(
        db,
        async (tx) => {
          const repo = eventsRepository(tx);
          const event = await repo.findBySlug(slug);
          if (!event || event.status !== 'published') throw new DomainError('not_found', EVENT_MESSAGES.notFound);
          if (event.startsAt.getTime() <= now().getTime()) throw new DomainError('conflict', EVENT_MESSAGES.closed);
          const email = input.email.toLowerCase();
          const registration = await repo.register({ eventId: event.id, name: input.name, email, mobile: input.mobile || null });
          if (!registration) return 'already-registered';
          if (!(await repo.takeSeat(event.id))) throw new DomainError('conflict', EVENT_MESSAGES.full);
          const leadId = await recordLead(tx, config, { ...input, type: 'webinar', subject: event.title });
          await repo.setLead(registration.id, leadId);
          await outboxRepository(tx).enqueue(templatedMail(email, 'event-registered', eventMailData(event, input.name)));
          // The seats left are in the site data (decision 209): page servers refetch on the next request.
          await bumpRevision(tx, 'site');
          return 'registered';
        },
        { retryOnLostConnection: true },
      );
    },

    /** The reminder scan: every registrant of a published event starting within the hour after `at`, once. */
    async sendDueReminders(at: Date): Promise<number> {
      const due = await eventsRepository(db).startingBetween(at, new Date(at.getTime() + EVENT_REMINDER_LEAD_MS));
      const outbox = outboxRepository(db);
      let written = 0;
      for (const { event, registration } of due) {
        const mail = templatedMail(registration.email, 'event-reminder', eventMailData(event, registration.name));
        if (await outbox.enqueueOnce({ ...mail, dedupKey: eventReminderKey(event.id, registration.id, event.startsAt) })) written++;
      }
      return written;
    },

    async list(query: Pick<ListQuery, 'page' | 'page_size'>) {
      const { rows, total } = await eventsRepository(db).list(query);
      return pageOf(rows.map(toAdminEvent), total, query);
    },

    async create(actorUserId: number, input: EventInput) {
      const id = await inTransaction(db, async (tx) => {
        const created = await eventsRepository(tx).create(input);
        await recordAudit(tx, { actorUserId, action: 'event.create', entity: 'event', entityId: created.id, before: null, after: eventSnapshot(created) });
        // The public /events page shows it (decision 209): page servers refresh on the next request.
        await bumpRevision(tx, 'site');
        return created.id;
      }).catch(slugTaken);
      return view(id);
    },

    /**
     * Saves the event. A move (start, end, join link) or a cancellation of a published event bumps
     * the invite's SEQUENCE and mails every registrant the new invite (or the CANCEL), in the same
     * transaction as the change. A cancelled event stays cancelled.
     */
    async update(actorUserId: number, id: number, version: number, input: EventInput) {
      await inTransaction(db, async (tx) => {
        const repo = eventsRepository(tx);
        const before = await repo.lockVersion(id, version);
        if (before.status === 'cancelled' && input.status !== 'cancelled') throw invalidAt('status', EVENT_ADMIN_MESSAGES.cancelled);
        if (input.seat_cap < before.registered) throw invalidAt('seat_cap', EVENT_ADMIN_MESSAGES.capBelowRegistered(before.registered));
        const draft = { ...before, startsAt: new Date(input.starts_at), endsAt: new Date(input.ends_at), joinUrl: input.join_url, status: input.status };
        const tell = registrantsMustKnow(before, draft);
        const after = await repo.update(id, version, input, tell ? before.sequence + 1 : before.sequence);
        if (tell) {
          const outbox = outboxRepository(tx);
          for (const r of await repo.activeRegistrations(id)) {
            await outbox.enqueue(templatedMail(r.email, 'event-changed', { ...eventMailData(after, r.name), cancelled: after.status === 'cancelled' }));
          }
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'event.update',
          entity: 'event',
          entityId: id,
          before: eventSnapshot(before),
          after: eventSnapshot(after),
        });
        // A new title, time, seat cap or a cancellation shows on the public pages (decision 209).
        await bumpRevision(tx, 'site');
      }).catch(slugTaken);
      return view(id);
    },

    async registrations(id: number) {
      await existing(id);
      return { results: await eventsRepository(db).registrations(id) };
    },

    async setAttendance(actorUserId: number, id: number, registrationId: number, attended: boolean | null) {
      return inTransaction(db, async (tx) => {
        const repo = eventsRepository(tx);
        const before = await repo.registration(id, registrationId);
        if (!before) throw notFound('Registration');
        const after = await repo.setAttended(id, registrationId, attended);
        await recordAudit(tx, {
          actorUserId,
          action: 'event.attendance',
          entity: 'event',
          entityId: id,
          before: { registration_id: registrationId, attended: before.attended },
          after: { registration_id: registrationId, attended },
        });
        return toAdminRegistration(after!, null);
      });
    },

    /** Marks every listed e-mail's registration attended; the e-mails with no registration come back. */
    async importAttendance(actorUserId: number, id: number, emails: string[]): Promise<AttendanceImportResponse> {
      const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
      return inTransaction(db, async (tx) => {
        const repo = eventsRepository(tx);
        if (!(await repo.find(id))) throw notFound('Event');
        const matched = new Set(await repo.markAttended(id, wanted));
        await recordAudit(tx, { actorUserId, action: 'event.attendance_import', entity: 'event', entityId: id, before: null, after: { marked: matched.size } });
        return { marked: matched.size, unknown: wanted.filter((e) => !matched.has(e)) };
      });
    },

    /**
     * Mails the replay to every no-show (attendance not marked true) who has not had it: claimed
     * and stamped in one statement, so pressing the button twice, or twice at once, mails each once.
     */
    async sendReplay(actorUserId: number, id: number): Promise<{ sent: number }> {
      return inTransaction(db, async (tx) => {
        const repo = eventsRepository(tx);
        const event = await repo.find(id);
        if (!event) throw notFound('Event');
        if (event.status === 'cancelled') throw new DomainError('conflict', EVENT_ADMIN_MESSAGES.cancelled);
        if (event.endsAt.getTime() > now().getTime()) throw new DomainError('conflict', EVENT_ADMIN_MESSAGES.notEnded);
        if (!event.replayUrl) throw new DomainError('conflict', EVENT_ADMIN_MESSAGES.noReplay);
        const claimed = await repo.claimReplays(id, now());
        const outbox = outboxRepository(tx);
        for (const r of claimed) {
          const { joinUrl: _join, sequence: _sequence, ...data } = eventMailData(event, r.name);
          await outbox.enqueue(templatedMail(r.email, 'event-replay', { ...data, replayUrl: event.replayUrl }));
        }
        await recordAudit(tx, { actorUserId, action: 'event.replay', entity: 'event', entityId: id, before: null, after: { sent: claimed.length } });
        return { sent: claimed.length };
      });
    },
  };
}
