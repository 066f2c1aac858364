// Bookings (decision 024 on 138): a trainer's own, an admin's everyone's, filtered by status and a
// start date on the server (the API's filters) and by kind here; times in India time. Staff cancel
// at any time (ConfirmDialog; the booker is mailed), and a mock interview that has started gets
// its feedback, which the student reads in the portal. The filters live in the URL (decision 026).
import { useState } from 'react';
import styled from 'styled-components';
import { Button, theme, toast } from 'mfe-shared';
import { BOOKING_KINDS, BOOKING_STATUSES, type BookingKind, type BookingStatus } from 'mfe-shared/contracts';
import type { AdminBooking } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { toastError } from '../../lib/api';
import { INDIA_OFFSET } from '../../lib/india-time';
import { useListParams } from '../../lib/use-list-params';
import { cancelAdminBooking } from './api/cancel-booking';
import { useAdminBookings } from './api/get-bookings';
import { FeedbackForm } from './feedback-form';

export const KIND_LABELS: Record<BookingKind, string> = { mock_interview: 'Mock interview', consultation: 'Free consultation' };
export const STATUS_LABELS: Record<BookingStatus, string> = { booked: 'Booked', cancelled: 'Cancelled' };
export const BOOKING_CANCELLED = 'Booking cancelled. The booker has been e-mailed.';
export const NO_BOOKINGS = 'No bookings match.';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  small { color: ${theme.color.muted}; }
`;

function BookingItem({ booking, now, onChanged }: { booking: AdminBooking; now: number; onChanged: () => Promise<unknown> }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const title = `${KIND_LABELS[booking.kind]}: ${booking.name}, ${formatIndiaDateTime(booking.starts_at)}`;
  const started = Date.parse(booking.starts_at) <= now;
  const canFeedback = booking.kind === 'mock_interview' && booking.status === 'booked' && started;
  return (
    <Card as="article" aria-label={title}>
      <h2>{title}</h2>
      <p>
        {formatIndiaDateTime(booking.starts_at)} – {formatIndiaTime(booking.ends_at)} IST with {booking.consultant_name} · {STATUS_LABELS[booking.status]}
        {booking.cancelled_at && ` ${formatIndiaDateTime(booking.cancelled_at)}`}
      </p>
      <p>
        {booking.email}
        {booking.mobile && ` · ${booking.mobile}`}
        {booking.follow_up_of && <small> · follow-up round</small>}
      </p>
      {booking.feedback && !feedbackOpen && (
        <p>
          Feedback recorded {formatIndiaDateTime(booking.feedback.recorded_at)}: rating {booking.feedback.rating} / 5.
        </p>
      )}
      <div>
        {booking.status === 'booked' && (
          <ConfirmDialog
            trigger={
              <Button type="button" $variant="destructive">
                Cancel booking
              </Button>
            }
            title={`Cancel ${KIND_LABELS[booking.kind].toLowerCase()} with ${booking.name}?`}
            description="The booker is e-mailed the cancellation and the slot is offered again. A mock interview's credit goes back to the student."
            confirmLabel="Cancel booking"
            onConfirm={async () => {
              try {
                await cancelAdminBooking(booking.id);
                toast.success(BOOKING_CANCELLED);
                await onChanged();
              } catch (error) {
                toastError(error);
              }
            }}
          />
        )}{' '}
        {canFeedback && (
          <Button type="button" $variant="secondary" aria-expanded={feedbackOpen} onClick={() => setFeedbackOpen((open) => !open)}>
            {booking.feedback ? 'Edit feedback' : 'Feedback'}
          </Button>
        )}
      </div>
      {feedbackOpen && (
        <FeedbackForm
          booking={booking}
          onSaved={() => {
            setFeedbackOpen(false);
            void onChanged();
          }}
        />
      )}
    </Card>
  );
}

export function BookingsPage() {
  const params = useListParams({ filters: { status: BOOKING_STATUSES, kind: BOOKING_KINDS, from: 'day' } });
  const { status, kind, from: fromDay } = params.state.filters;
  // A date typed as an India date: bookings from its midnight in India.
  const list = useAdminBookings({
    status: (status || undefined) as BookingStatus | undefined,
    from: fromDay ? `${fromDay}T00:00:00${INDIA_OFFSET}` : undefined,
  });
  const [now] = useState(() => Date.now());
  return (
    <Screen title="Bookings">
      <Filters>
        <SelectField label="Kind" value={kind} onChange={(event) => params.setFilter('kind', event.target.value)}>
          <option value="">All kinds</option>
          {BOOKING_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={status} onChange={(event) => params.setFilter('status', event.target.value)}>
          <option value="">All statuses</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextField label="Starting on or after (India date)" type="date" value={fromDay} onChange={(event) => params.setFilter('from', event.target.value)} />
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ results }) => {
          const shown = results.filter((b) => !kind || b.kind === kind);
          return shown.length === 0 ? (
            <p>{NO_BOOKINGS}</p>
          ) : (
            <List>
              {shown.map((booking) => (
                <li key={booking.id}>
                  <BookingItem booking={booking} now={now} onChanged={() => list.mutate()} />
                </li>
              ))}
            </List>
          );
        }}
      </QueryState>
    </Screen>
  );
}
