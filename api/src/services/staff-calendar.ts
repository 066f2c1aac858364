// The staff calendar (decision 151). Rules owned here:
// - the range is India days, both inclusive: from 00:00 IST on `from` to 00:00 IST after `to`
//   (the contract caps it at CALENDAR_MAX_DAYS, so the route has refused a longer one with 422);
// - an admin sees every batch's sessions and every consultant's bookings; any other staff member
//   the sessions of the batches they train and the bookings they hold, as the batch list and the
//   bookings list narrow them (decisions 136 and 138). A read: nothing is audited.
import type { BookingStatus, SessionStatus } from '@sap-academy/contracts';
import type { Calendar, CalendarQuery } from '@sap-academy/contracts/admin';
import { DAY_MS, startOfIndiaDay } from '@sap-academy/contracts/india-time';
import type { Db } from '../db/client';
import { calendarRepository } from '../repositories/calendar';
import type { Staff } from './admin-batches';

/** 00:00 IST on the India day `day` (YYYY-MM-DD). */
const indiaMidnight = (day: string) => startOfIndiaDay(`${day}T00:00:00+05:30`);

export function staffCalendarService({ db }: { db: Db }) {
  return {
    async get(staff: Staff, { from, to }: CalendarQuery): Promise<Calendar> {
      const range = {
        from: indiaMidnight(from),
        to: new Date(indiaMidnight(to).getTime() + DAY_MS),
        userId: staff.role === 'admin' ? null : staff.userId,
      };
      const repo = calendarRepository(db);
      const [sessions, bookings] = await Promise.all([repo.sessions(range), repo.bookings(range)]);
      return {
        from,
        to,
        sessions: sessions.map((r) => ({
          id: r.session.id,
          batch_id: r.session.batchId,
          batch_title: r.batchTitle,
          course_title: r.courseTitle,
          trainer_name: r.trainerName,
          starts_at: r.session.startsAt.toISOString(),
          ends_at: r.session.endsAt.toISOString(),
          status: r.session.status as SessionStatus,
        })),
        bookings: bookings.map((r) => ({
          id: r.booking.id,
          kind: r.booking.kind,
          status: r.booking.status as BookingStatus,
          consultant_name: r.consultantName,
          name: r.booking.name,
          starts_at: r.booking.startsAt.toISOString(),
          ends_at: r.booking.endsAt.toISOString(),
        })),
      };
    },
  };
}
