// Staff's side of bookings (decision 138): a consultant lists, cancels and records feedback on
// their own bookings, an admin on anyone's; another consultant's booking answers 404 like a
// missing one. Staff cancel at any time (the booker's cut-off is for the booker). Each change is an
// audit row on the booking, in the change's transaction.
import { BOOKING_MESSAGES, type BookingFeedbackInput } from '@sap-academy/contracts';
import type { AdminBooking, AdminBookingsQuery, AdminBookingsResponse, Role } from '@sap-academy/contracts/admin';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { bookingsRepository, type BookingRow } from '../repositories/bookings';
import { bookingMails } from './booking-mails';
import { adminBookingView } from './booking-views';

/** The signed-in staff member (a route hands over `staffOf(request)`). */
interface Staff {
  userId: number;
  role: Role;
}

export function bookingStaffService({ db, config, clock }: { db: Db; config: Pick<Config, 'PUBLIC_SITE_URL'>; clock: () => Date }) {
  const mails = bookingMails(config);
  async function lockVisible(tx: Db, staff: Staff, id: number): Promise<BookingRow> {
    const booking = await bookingsRepository(tx).lock(id);
    if (!booking || (staff.role !== 'admin' && booking.consultantId !== staff.userId)) throw new DomainError('not_found', BOOKING_MESSAGES.notFound);
    return booking;
  }
  const view = async (tx: Db, id: number) => adminBookingView((await bookingsRepository(tx).get(id))!);

  return {
    async list(staff: Staff, query: AdminBookingsQuery): Promise<AdminBookingsResponse> {
      const rows = await bookingsRepository(db).list({
        consultantId: staff.role === 'admin' ? undefined : staff.userId,
        status: query.status,
        from: query.from ? new Date(query.from) : undefined,
      });
      return { results: rows.map(adminBookingView) };
    },

    async cancel(staff: Staff, id: number): Promise<AdminBooking> {
      return inTransaction(db, async (tx) => {
        const booking = await lockVisible(tx, staff, id);
        if (booking.status === 'cancelled') throw new DomainError('conflict', BOOKING_MESSAGES.alreadyCancelled);
        await bookingsRepository(tx).update(id, { status: 'cancelled', cancelledAt: clock(), cancelledBy: staff.userId, sequence: booking.sequence + 1 });
        await mails.cancelled(tx, id);
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'booking.cancel',
          entity: 'booking',
          entityId: id,
          before: { status: 'booked' },
          after: { status: 'cancelled' },
        });
        return view(tx, id);
      });
    },

    /** Records (or corrects) a mock interview's feedback once it has started. */
    async feedback(staff: Staff, id: number, input: BookingFeedbackInput): Promise<AdminBooking> {
      return inTransaction(db, async (tx) => {
        const booking = await lockVisible(tx, staff, id);
        if (booking.kind !== 'mock_interview') throw new DomainError('conflict', BOOKING_MESSAGES.feedbackNotMockInterview);
        if (booking.status === 'cancelled') throw new DomainError('conflict', BOOKING_MESSAGES.feedbackOnCancelled);
        if (clock() < booking.startsAt) throw new DomainError('conflict', BOOKING_MESSAGES.feedbackTooEarly);
        const feedback = { ...input, recorded_at: clock().toISOString() };
        await bookingsRepository(tx).update(id, { feedback, feedbackBy: staff.userId });
        await recordAudit(tx, {
          actorUserId: staff.userId,
          action: 'booking.feedback',
          entity: 'booking',
          entityId: id,
          before: { feedback: booking.feedback },
          after: { feedback },
        });
        return view(tx, id);
      });
    },
  };
}
