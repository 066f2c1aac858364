// One of the student's bookings: when (India time), with whom, the meeting link while booked,
// Reschedule and Cancel until the cut-off (the API's 409 after it), and a past mock interview's
// feedback with "Book a follow-up round".
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, errorMessage } from 'mfe-shared';
import type { MyBooking } from '@sap-academy/contracts/bookings';
import { Card } from 'mfe-shared/ui/card';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { cancelBooking } from '../api/cancel-booking';
import { rescheduleBooking } from '../api/reschedule-booking';
import { BOOK_FOLLOW_UP, CANCEL_BOOKING, CANCEL_DESCRIPTION, CANCEL_TITLE, CANCELLED, KIND_LABELS, MOVE_BOOKING, RESCHEDULE } from '../booking-texts';
import { followUpPath } from '../booking-paths';
import { BookingFeedbackView } from './booking-feedback';
import { SlotChoiceForm } from './slot-choice-form';

export function BookingCard({ booking, past, onChanged }: { booking: MyBooking; past: boolean; onChanged: () => Promise<unknown> }) {
  const [rescheduling, setRescheduling] = useState(false);
  const [problem, setProblem] = useState('');
  const title = `${KIND_LABELS[booking.kind]}, ${formatIndiaDateTime(booking.starts_at)}`;
  const booked = booking.status === 'booked';
  return (
    <Card as="article" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {formatIndiaDateTime(booking.starts_at, { month: 'long' })} – {formatIndiaTime(booking.ends_at)} IST with {booking.consultant_name}
        {!booked && ` · ${CANCELLED}`}
      </p>
      {booked && booking.meeting_url && !past && (
        <p>
          <a href={booking.meeting_url} target="_blank" rel="noopener noreferrer">
            Join the meeting
          </a>
        </p>
      )}
      {booked && !past && (
        <>
          <p>You can reschedule or cancel until {formatIndiaDateTime(booking.changeable_until, { zone: true })}.</p>
          <div>
            <Button type="button" $variant="secondary" aria-expanded={rescheduling} onClick={() => setRescheduling((open) => !open)}>
              {RESCHEDULE}
            </Button>{' '}
            <ConfirmDialog
              trigger={
                <Button type="button" $variant="destructive">
                  {CANCEL_BOOKING}
                </Button>
              }
              title={CANCEL_TITLE}
              description={CANCEL_DESCRIPTION}
              confirmLabel={CANCEL_BOOKING}
              onConfirm={async () => {
                setProblem('');
                try {
                  await cancelBooking(booking.id);
                  await onChanged();
                } catch (error) {
                  setProblem(errorMessage(error));
                }
              }}
            />
          </div>
          <FormError message={problem} />
          {rescheduling && (
            <SlotChoiceForm
              kind={booking.kind}
              label={`${RESCHEDULE} ${title}`}
              legend="Choose a new time (India time)"
              submitLabel={MOVE_BOOKING}
              onChoose={async (slot) => {
                await rescheduleBooking(booking.id, slot);
                setRescheduling(false);
                await onChanged();
              }}
            />
          )}
        </>
      )}
      {booking.feedback && (
        <>
          <BookingFeedbackView feedback={booking.feedback} headingId={`booking-${booking.id}-feedback`} />
          <p>
            <Link to={followUpPath(booking.id)}>{BOOK_FOLLOW_UP}</Link>
          </p>
        </>
      )}
    </Card>
  );
}
