// What a booker, a visitor's manage link and staff see of a booking (decision 138).
import type { ManagedBooking, MyBooking } from '@sap-academy/contracts';
import type { AdminBooking } from '@sap-academy/contracts/admin';
import type { BookingWithConsultant } from '../repositories/bookings';

const HOUR = 3_600_000;

/** Until when a booker may reschedule or cancel online: the site's cut-off before the start. */
export const changeableUntil = (startsAt: Date, cutoffHours: number) => new Date(startsAt.getTime() - cutoffHours * HOUR);

export function myBookingView(b: BookingWithConsultant, cutoffHours: number): MyBooking {
  return {
    id: b.id,
    kind: b.kind,
    status: b.status as MyBooking['status'],
    consultant_id: b.consultantId,
    consultant_name: b.consultantName,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    meeting_url: b.status === 'booked' ? b.meetingUrl : null,
    follow_up_of: b.followUpOf,
    changeable_until: changeableUntil(b.startsAt, cutoffHours).toISOString(),
    feedback: b.feedback ?? null,
  };
}

export function managedBookingView(b: BookingWithConsultant, cutoffHours: number): ManagedBooking {
  const { feedback: _feedback, ...view } = myBookingView(b, cutoffHours);
  return { ...view, name: b.name };
}

export function adminBookingView(b: BookingWithConsultant): AdminBooking {
  return {
    id: b.id,
    kind: b.kind,
    status: b.status as AdminBooking['status'],
    consultant_id: b.consultantId,
    consultant_name: b.consultantName,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    meeting_url: b.meetingUrl,
    name: b.name,
    email: b.email,
    mobile: b.mobile,
    student_id: b.studentId,
    lead_id: b.leadId,
    follow_up_of: b.followUpOf,
    cancelled_at: b.cancelledAt?.toISOString() ?? null,
    feedback: b.feedback ?? null,
  };
}
