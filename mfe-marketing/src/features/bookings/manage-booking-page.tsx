// /bookings/manage?token=… (decision 210): a visitor's booking through the secret link the API
// mails them (api/src/mail/templates/booking-mails.tsx builds this address). They see it in India
// time and may move it to another free slot or cancel it; after the site's cut-off the API
// refuses with a 409 whose words are shown. A move replaces the secret (decision 138), so the page
// keeps showing the answer it got instead of asking again with the old link.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, errorMessage } from 'mfe-shared';
import type { ManagedBooking, SlotChoice } from 'mfe-shared/contracts';
import { Card } from 'mfe-shared/ui/card';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { Page, PageTitle } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { SlotChoiceForm } from 'mfe-shared/ui/slot-choice-form';
import { Seo } from '../../components/seo';
import { useBookingSlots } from './api/get-booking-slots';
import { cancelManagedBooking } from './api/cancel-managed-booking';
import { useManagedBooking } from './api/get-managed-booking';
import { rescheduleManagedBooking } from './api/reschedule-managed-booking';
import {
  CANCEL_BOOKING_DESCRIPTION,
  CANCEL_BOOKING_LABEL,
  CANCEL_BOOKING_TITLE,
  CANCELLED_TEXT,
  CHOOSE_SLOT_TEXT,
  MANAGE_HEADING,
  MANAGE_MISSING,
  MOVED_TEXT,
  RESCHEDULE_CONFIRM,
  RESCHEDULE_LABEL,
} from './booking-texts';

const KIND_LABEL: Record<ManagedBooking['kind'], string> = { consultation: 'Free consultation', mock_interview: 'Mock interview' };

function Reschedule({ booking, onMove }: { booking: ManagedBooking; onMove: (slot: SlotChoice) => Promise<void> }) {
  const slots = useBookingSlots(booking.kind);
  return (
    <SlotChoiceForm
      slots={slots}
      name="new-slot"
      label={RESCHEDULE_LABEL}
      legend="Choose a new time (India time)"
      submitLabel={RESCHEDULE_CONFIRM}
      chooseText={CHOOSE_SLOT_TEXT}
      onChoose={onMove}
    />
  );
}

function BookingCard({
  token,
  booking,
  locked,
  onChanged,
}: {
  token: string;
  booking: ManagedBooking;
  /** Moved: this link's secret is replaced, so no more changes through it. */
  locked: boolean;
  onChanged: (b: ManagedBooking, moved: boolean) => void;
}) {
  const [rescheduling, setRescheduling] = useState(false);
  const [problem, setProblem] = useState('');
  const booked = booking.status === 'booked';
  return (
    <Card aria-label={KIND_LABEL[booking.kind]}>
      <h2>{KIND_LABEL[booking.kind]}</h2>
      <dl>
        <dt>Name</dt>
        <dd>{booking.name}</dd>
        <dt>When</dt>
        <dd>
          {formatIndiaDateTime(booking.starts_at, { month: 'long' })} – {formatIndiaTime(booking.ends_at)} IST
        </dd>
        <dt>With</dt>
        <dd>{booking.consultant_name}</dd>
        {booking.meeting_url && (
          <>
            <dt>Meeting link</dt>
            <dd>
              <a href={booking.meeting_url} target="_blank" rel="noopener noreferrer">
                {booking.meeting_url}
              </a>
            </dd>
          </>
        )}
      </dl>
      {booked && !locked && (
        <>
          <p>You can reschedule or cancel online until {formatIndiaDateTime(booking.changeable_until, { zone: true })}.</p>
          <div>
            <Button type="button" $variant="secondary" aria-expanded={rescheduling} onClick={() => setRescheduling((open) => !open)}>
              {RESCHEDULE_LABEL}
            </Button>{' '}
            <ConfirmDialog
              trigger={
                <Button type="button" $variant="destructive">
                  {CANCEL_BOOKING_LABEL}
                </Button>
              }
              title={CANCEL_BOOKING_TITLE}
              description={CANCEL_BOOKING_DESCRIPTION}
              confirmLabel={CANCEL_BOOKING_LABEL}
              onConfirm={async () => {
                setProblem('');
                try {
                  onChanged(await cancelManagedBooking(token), false);
                } catch (error) {
                  setProblem(errorMessage(error));
                }
              }}
            />
          </div>
          <FormError message={problem} />
          {rescheduling && (
            <Reschedule
              booking={booking}
              onMove={async (slot) => {
                onChanged(await rescheduleManagedBooking(token, slot), true);
                setRescheduling(false);
              }}
            />
          )}
        </>
      )}
      {!booked && <p role="status">{CANCELLED_TEXT}</p>}
    </Card>
  );
}

export default function ManageBookingPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const answer = useManagedBooking(token);
  // After a move the old secret is gone: the page shows the answer it got from then on.
  const [changed, setChanged] = useState<{ booking: ManagedBooking; moved: boolean } | null>(null);
  return (
    <Page id="main">
      <Seo title={MANAGE_HEADING} description="Reschedule or cancel your booking." path={pathname} noindex />
      <PageTitle title={MANAGE_HEADING}>
        {!token ? (
          <p role="alert">{MANAGE_MISSING}</p>
        ) : (
          <QueryState data={changed?.booking ?? answer.data} error={changed ? undefined : answer.error} onRetry={() => void answer.mutate()}>
            {(booking) => (
              <>
                {changed?.moved && <p role="status">{MOVED_TEXT}</p>}
                <BookingCard
                  token={token}
                  booking={booking}
                  locked={changed?.moved ?? false}
                  onChanged={(next, moved) => setChanged({ booking: next, moved: moved || (changed?.moved ?? false) })}
                />
              </>
            )}
          </QueryState>
        )}
      </PageTitle>
    </Page>
  );
}
