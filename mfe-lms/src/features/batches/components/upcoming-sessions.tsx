// The dashboard's "Upcoming" list (decision 136): the next sessions of the student's enrolled
// batches, each with its course, batch and time in India, and a Join button that is enabled only
// inside [join_opens_at, ends_at] (a clock re-renders the list each minute). Join asks the API
// for the meeting link (it records the click for attendance) and opens it in a new tab; the API's
// 409 is said under the row. The student's next bookings (a mock interview, a consultation) are
// listed in the same section with a link to My bookings (decision 146). With neither, only the
// links to My batches, My bookings and the practice server render: no empty heading on the page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, errorMessage, theme } from 'mfe-shared';
import type { z } from 'zod';
import type { upcomingSessionSchema } from '@sap-academy/contracts/batches';
import type { MyBooking } from '@sap-academy/contracts/my-bookings';
import { PRACTICE_SERVER_TEXTS } from '@sap-academy/contracts/practice-server-texts';
import { Card } from 'mfe-shared/ui/card';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { lmsPaths } from '../../../config/paths';
import { BOOKINGS_PATH, KIND_LABELS } from '../../bookings';
import { joinSession } from '../api/join-session';
import {
  bookingWith,
  JOIN_OPENS_HINT,
  JOIN_SESSION,
  joinSessionName,
  MY_BATCHES_LINK,
  MY_BOOKINGS_LINK,
  UPCOMING_BOOKINGS_LIMIT,
  UPCOMING_HEADING,
  UPCOMING_LINKS_LABEL,
} from '../batch-texts';
import { joinIsOpen, useMinuteClock } from '../hooks/use-minute-clock';

type UpcomingSession = z.infer<typeof upcomingSessionSchema>;

const Rows = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
const Row = styled(Card).attrs({ as: 'li', $tone: 'tinted' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  div { flex: 1 1 14rem; }
  strong { display: block; }
  span { color: ${theme.color.muted}; font-size: 0.9rem; }
`;
const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  a { color: ${theme.color.brand}; font-weight: 600; }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
  h2 { margin: 0; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

/** Opens the link in a new tab with no way back to this page (noopener). */
function openMeeting(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

function SessionRow({ session, now }: { session: UpcomingSession; now: number }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const when = `${formatIndiaDateTime(session.starts_at)} – ${formatIndiaTime(session.ends_at)}`;
  const open = joinIsOpen(session, now);
  async function join() {
    setBusy(true);
    setFailure(null);
    try {
      const { meeting_url } = await joinSession(session.batch_id, session.id);
      openMeeting(meeting_url);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Row>
      <div>
        <strong>{session.course_title}</strong>
        <span>
          {session.batch_title} · {when} IST
        </span>
      </div>
      <Button
        type="button"
        $variant="primary"
        disabled={!open || busy}
        aria-label={joinSessionName(session.course_title, formatIndiaDateTime(session.starts_at))}
        title={open ? undefined : JOIN_OPENS_HINT}
        onClick={() => void join()}
      >
        {JOIN_SESSION}
      </Button>
      <FormError message={failure} />
    </Row>
  );
}

function BookingRow({ booking }: { booking: MyBooking }) {
  const when = `${formatIndiaDateTime(booking.starts_at)} – ${formatIndiaTime(booking.ends_at)}`;
  return (
    <Row>
      <div>
        <strong>{KIND_LABELS[booking.kind]}</strong>
        <span>{bookingWith(booking.consultant_name, when)}</span>
      </div>
    </Row>
  );
}

/** A live booking not yet over, soonest first (the API lists them soonest first). */
export const upcomingBookings = (bookings: readonly MyBooking[], now: number) =>
  bookings.filter((b) => b.status === 'booked' && new Date(b.ends_at).getTime() > now).slice(0, UPCOMING_BOOKINGS_LIMIT);

export function UpcomingSessions({ sessions, bookings = [] }: { sessions: readonly UpcomingSession[]; bookings?: readonly MyBooking[] }) {
  const now = useMinuteClock();
  const nextBookings = upcomingBookings(bookings, now);
  const links = (
    <Links aria-label={UPCOMING_LINKS_LABEL}>
      <Link to={lmsPaths.batches}>{MY_BATCHES_LINK}</Link>
      <Link to={BOOKINGS_PATH}>{MY_BOOKINGS_LINK}</Link>
      {/* Decision 150: the page says "no access yet" to a student without a login; a link for
          everyone keeps the dashboard from asking the API who holds one on every visit. */}
      <Link to={lmsPaths.serverAccess}>{PRACTICE_SERVER_TEXTS.title}</Link>
    </Links>
  );
  if (sessions.length === 0 && nextBookings.length === 0) return links;
  return (
    <section aria-labelledby="upcoming-heading">
      <Head>
        <h2 id="upcoming-heading">{UPCOMING_HEADING}</h2>
        {links}
      </Head>
      <Rows aria-labelledby="upcoming-heading">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} now={now} />
        ))}
        {nextBookings.map((booking) => (
          <BookingRow key={`booking-${booking.id}`} booking={booking} />
        ))}
      </Rows>
    </section>
  );
}
