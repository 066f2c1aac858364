// My bookings at /lms/bookings (SPEC §2 Mock Interviews; decision 024): the credits left, the
// upcoming bookings with Reschedule and Cancel, and the past ones with a mock interview's feedback
// and "Book a follow-up round". Everything in India time. Loaded lazily, as the other portal pages.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import type { MyBooking } from '@sap-academy/contracts/bookings';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { useMyBookings } from './api/get-my-bookings';
import { NEW_BOOKING_PATH } from './booking-paths';
import { BOOK_MOCK_INTERVIEW, BOOKINGS_HEADING, creditsText, NO_BOOKINGS, PAST_HEADING, UPCOMING_HEADING } from './booking-texts';
import { BookingCard } from './components/booking-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

function Bookings({ title, bookings, past, onChanged }: { title: string; bookings: MyBooking[]; past: boolean; onChanged: () => Promise<unknown> }) {
  if (bookings.length === 0) return null;
  const id = `bookings-${past ? 'past' : 'upcoming'}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <List>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} past={past} onChanged={onChanged} />
          </li>
        ))}
      </List>
    </section>
  );
}

export default function BookingsPage() {
  const { data, error, mutate } = useMyBookings();
  // "Past" once it has ended, as of when the page opened (a render stays pure).
  const [now] = useState(() => Date.now());
  return (
    <Page id="main">
      <PageHead parts={[BOOKINGS_HEADING]} />
      <h1>{BOOKINGS_HEADING}</h1>
      <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
        {({ results, credits }) => {
          const past = results.filter((b) => Date.parse(b.ends_at) <= now).reverse();
          const upcoming = results.filter((b) => Date.parse(b.ends_at) > now);
          return (
            <>
              <p>{creditsText(credits.remaining, credits.total)}</p>
              {credits.remaining > 0 && (
                <p>
                  <Link to={NEW_BOOKING_PATH}>{BOOK_MOCK_INTERVIEW}</Link>
                </p>
              )}
              {results.length === 0 && <p>{NO_BOOKINGS}</p>}
              <Bookings title={UPCOMING_HEADING} bookings={upcoming} past={false} onChanged={() => mutate()} />
              <Bookings title={PAST_HEADING} bookings={past} past onChanged={() => mutate()} />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
