// The course page's "Live batches" section for an enrolled student (decision 136): each open
// batch with its dates in India, delivery, trainer, seats left (or "Full — join the waitlist")
// and its own price when it has one; Join batch takes a seat or a waitlist place, and the answer
// (or the API's refusal, in its own words) stays under the batch it is about.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, errorMessage, formatPrice, theme, useAuthStore } from 'mfe-shared';
import type { CourseBatch, Membership } from '@sap-academy/contracts/batches';
import { Card } from 'mfe-shared/ui/card';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { lmsPaths } from '../../../config/paths';
import { useCourseBatches } from '../api/get-course-batches';
import { joinBatch } from '../api/join-batch';
import {
  BATCH_FACTS,
  batchDates,
  DELIVERY_LABELS,
  FULL_JOIN_WAITLIST,
  JOIN_BATCH,
  JOIN_WAITLIST,
  LIVE_BATCHES_HEADING,
  MY_BATCHES_LINK,
  NO_TRAINER_YET,
  seatsLeft,
  waitlistPlace,
  YOU_ARE_ENROLLED,
} from '../batch-texts';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0.5rem 0;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

function membershipText(membership: Membership | null) {
  if (!membership || membership.status === 'removed') return '';
  return membership.status === 'enrolled' ? YOU_ARE_ENROLLED : waitlistPlace(membership.waitlist_position);
}

function BatchItem({ batch, onJoined }: { batch: CourseBatch; onJoined: () => void }) {
  const settings = useAuthStore((state) => state.settings);
  const [membership, setMembership] = useState<Membership | null>(batch.membership);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const full = batch.seats_left <= 0;
  const inBatch = membership !== null && membership.status !== 'removed';
  async function join() {
    setBusy(true);
    setFailure(null);
    try {
      setMembership(await joinBatch(batch.id));
      onJoined();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card as="article" aria-labelledby={`batch-${batch.id}-title`}>
      <h3 id={`batch-${batch.id}-title`} style={{ margin: 0 }}>
        {batch.title}
      </h3>
      <Facts>
        <dt>{BATCH_FACTS.dates}</dt>
        <dd>{batchDates(formatIndiaDate(batch.starts_on), formatIndiaDate(batch.ends_on))}</dd>
        <dt>{BATCH_FACTS.delivery}</dt>
        <dd>{DELIVERY_LABELS[batch.delivery]}</dd>
        <dt>{BATCH_FACTS.trainer}</dt>
        <dd>{batch.trainer_name ?? NO_TRAINER_YET}</dd>
        <dt>{BATCH_FACTS.seats}</dt>
        <dd>{full ? FULL_JOIN_WAITLIST : seatsLeft(batch.seats_left)}</dd>
        {batch.price_paise !== null && (
          <>
            <dt>{BATCH_FACTS.price}</dt>
            <dd>{formatPrice(batch.price_paise, settings)}</dd>
          </>
        )}
      </Facts>
      {!inBatch && (
        <Button type="button" $variant="primary" disabled={busy} onClick={() => void join()}>
          {full ? JOIN_WAITLIST : JOIN_BATCH}
        </Button>
      )}
      <p role="status" style={{ margin: 0 }}>
        {membershipText(membership)} {inBatch && <Link to={lmsPaths.batches}>{MY_BATCHES_LINK}</Link>}
      </p>
      <FormError message={failure} />
    </Card>
  );
}

/** Renders nothing until the course has a batch: a course without live batches says nothing of them. */
export function CourseBatches({ courseId }: { courseId: number }) {
  const { data, mutate } = useCourseBatches(courseId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="live-batches-heading">
      <h2 id="live-batches-heading">{LIVE_BATCHES_HEADING}</h2>
      <List>
        {data.map((batch) => (
          <li key={batch.id}>
            <BatchItem batch={batch} onJoined={() => void mutate()} />
          </li>
        ))}
      </List>
    </section>
  );
}
