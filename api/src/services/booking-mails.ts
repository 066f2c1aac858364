// The booker's mails (decision 138), written into the outbox in the transaction that made them
// necessary: confirmed (or moved) with the meeting link and a REQUEST .ics, cancelled with a CANCEL
// .ics, and the reminder an hour before, written once per booking and start by a reminder scan
// (decision 139), so a moved booking gets a fresh reminder and a repeated scan never a second one.
import type { CalendarEntry } from '../calendar/calendar-entry';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { templatedMail } from '../mail/mail-kinds';
import { bookingsRepository, type BookingWithConsultant } from '../repositories/bookings';
import { outboxRepository } from '../repositories/outbox';

const HOUR = 3_600_000;
/** The reminder goes this long before the start. */
export const BOOKING_REMINDER_BEFORE_MS = HOUR;

const what = (b: Pick<BookingWithConsultant, 'kind'>) => (b.kind === 'mock_interview' ? 'Mock interview' : 'Free consultation');

/** The calendar entry of a booking: one UID for its whole life, its `sequence` raised on every move and cancel. */
export function bookingInvite(b: BookingWithConsultant, config: Pick<Config, 'PUBLIC_SITE_URL'>): CalendarEntry {
  return {
    uid: `booking-${b.id}@${new URL(config.PUBLIC_SITE_URL).host}`,
    sequence: b.sequence,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    summary: `${what(b)} with ${b.consultantName}`,
    description: `Join: ${b.meetingUrl}`,
    url: b.meetingUrl,
    location: b.meetingUrl,
  };
}

const common = (b: BookingWithConsultant, config: Pick<Config, 'PUBLIC_SITE_URL'>) => ({
  name: b.name,
  kind: b.kind,
  consultantName: b.consultantName,
  invite: bookingInvite(b, config),
});

export function bookingMails(config: Pick<Config, 'PUBLIC_SITE_URL'>) {
  return {
    /** After a booking or a move; `code` is a visitor's manage secret (their mail is the only place it is). */
    async confirmed(tx: Db, id: number, code?: string) {
      const b = (await bookingsRepository(tx).get(id))!;
      await outboxRepository(tx).enqueue(
        templatedMail(b.email, 'booking-confirmed', { ...common(b, config), meetingUrl: b.meetingUrl, rescheduled: b.sequence > 0, ...(code ? { code } : {}) }),
      );
    },

    async cancelled(tx: Db, id: number) {
      const b = (await bookingsRepository(tx).get(id))!;
      await outboxRepository(tx).enqueue(templatedMail(b.email, 'booking-cancelled', common(b, config)));
    },

    /** The reminder scan: every live booking starting within the hour gets its reminder once. */
    async remindDue(db: Db, now: Date): Promise<number> {
      const due = await bookingsRepository(db).startingBetween(now, new Date(now.getTime() + BOOKING_REMINDER_BEFORE_MS));
      let written = 0;
      for (const b of due) {
        const mail = templatedMail(b.email, 'booking-reminder', { ...common(b, config), meetingUrl: b.meetingUrl });
        if (await outboxRepository(db).enqueueOnce({ ...mail, dedupKey: `booking-reminder:${b.id}:${b.startsAt.toISOString()}` })) written++;
      }
      return written;
    },
  };
}
