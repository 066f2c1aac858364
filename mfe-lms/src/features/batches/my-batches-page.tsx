// My batches at /lms/batches (decision 136): each of the student's batches with its sessions
// (time in India, status, a cancelled one struck through, the trainer's attendance mark, the
// recording once attached) and, while waitlisted, the place in the queue; below them the personal
// calendar feed link ("Subscribe in your calendar"). Loaded lazily: the
// /lms entry stays within its byte budget.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { MyBatch, MySession } from '@sap-academy/contracts/batches';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDate, formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { lmsPaths } from '../../config/paths';
import { BROWSE_COURSES, TITLE_PARTS } from '../../config/texts';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { useMyBatches } from './api/get-my-batches';
import { CalendarFeed } from './components/calendar-feed';
import {
  ATTENDANCE_LABELS,
  batchDates,
  DELIVERY_LABELS,
  MY_BATCHES_HEADING,
  NO_BATCHES,
  NOT_MARKED,
  SESSION_STATUS_LABELS,
  sessionLabel,
  SESSIONS_HEADING,
  waitlistPlace,
  WATCH_RECORDING,
  YOU_ARE_ENROLLED,
} from './batch-texts';

const List = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;
const Sessions = styled.ol`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  li { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0.4rem 0; border-top: 1px solid ${theme.color.border}; }
  del { color: ${theme.color.muted}; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;
const Muted = styled.p`
  margin: 0.25rem 0;
  color: ${theme.color.muted};
`;
const Empty = styled.p`margin-top: 1.5rem; a { color: ${theme.color.brand}; font-weight: 600; }`;

function SessionItem({ session }: { session: MySession }) {
  const when = `${formatIndiaDateTime(session.starts_at)} – ${formatIndiaTime(session.ends_at)} IST`;
  const cancelled = session.status === 'cancelled';
  return (
    <li aria-label={sessionLabel(formatIndiaDateTime(session.starts_at))}>
      {cancelled ? <del>{when}</del> : <span>{when}</span>}
      <span>{SESSION_STATUS_LABELS[session.status]}</span>
      {!cancelled && <span>{session.attendance ? ATTENDANCE_LABELS[session.attendance] : NOT_MARKED}</span>}
      {session.recording_url && (
        <a href={session.recording_url} target="_blank" rel="noopener noreferrer">
          {WATCH_RECORDING}
        </a>
      )}
    </li>
  );
}

function BatchCard({ batch }: { batch: MyBatch }) {
  const waitlisted = batch.membership.status === 'waitlisted';
  return (
    <Card as="article" aria-labelledby={`my-batch-${batch.id}`}>
      <h2 id={`my-batch-${batch.id}`} style={{ margin: 0 }}>
        {batch.course_title}: {batch.title}
      </h2>
      <Muted>
        {batchDates(formatIndiaDate(batch.starts_on), formatIndiaDate(batch.ends_on))} · {DELIVERY_LABELS[batch.delivery]}
        {batch.trainer_name ? ` · ${batch.trainer_name}` : ''}
      </Muted>
      <p style={{ margin: '0.25rem 0' }}>{waitlisted ? waitlistPlace(batch.membership.waitlist_position) : YOU_ARE_ENROLLED}</p>
      {batch.sessions.length > 0 && (
        <>
          <h3 id={`my-batch-${batch.id}-sessions`}>{SESSIONS_HEADING}</h3>
          <Sessions aria-labelledby={`my-batch-${batch.id}-sessions`}>
            {batch.sessions.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </Sessions>
        </>
      )}
    </Card>
  );
}

export default function MyBatchesPage() {
  const { data, error, isLoading, mutate } = useMyBatches();
  // A member staff removed no longer has the batch (decision 136): only seats and queue places.
  const batches = data?.filter((batch) => batch.membership.status !== 'removed') ?? [];
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.batches]} />
      <h1 id="my-batches-heading">{MY_BATCHES_HEADING}</h1>
      <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
        {() =>
          batches.length > 0 ? (
            <>
              <List aria-labelledby="my-batches-heading">
                {batches.map((batch) => (
                  <li key={batch.id}>
                    <BatchCard batch={batch} />
                  </li>
                ))}
              </List>
              <CalendarFeed />
            </>
          ) : (
            <Empty>
              {NO_BATCHES} <Link to={lmsPaths.courses}>{BROWSE_COURSES}</Link>
            </Empty>
          )
        }
      </QueryState>
    </Page>
  );
}
