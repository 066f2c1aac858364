// The Enroll panel's batch chooser (decision 146): a student who is not yet in the course picks one
// of its open batches (or none) before paying; the batch's own price replaces the course's. A full
// batch is shown but cannot be chosen: the API does not sell a seat in it.
import styled from 'styled-components';
import { formatPrice, theme, useAuthStore } from 'mfe-shared';
import type { CourseBatch } from '@sap-academy/contracts/batches';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { BATCH_FULL, batchDates, CHOOSE_BATCH_HINT, CHOOSE_BATCH_LEGEND, DELIVERY_LABELS, NO_BATCH_OPTION, seatsLeft } from '../batch-texts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend { font-weight: 600; margin-bottom: 0.4rem; padding: 0; }
  label { display: flex; gap: 0.5rem; align-items: flex-start; }
  small { display: block; color: ${theme.color.muted}; }
  p { margin: 0; font-size: 0.9rem; color: ${theme.color.muted}; }
`;

export function BatchChooser({
  batches,
  chosen,
  onChoose,
}: {
  batches: CourseBatch[];
  chosen: CourseBatch | null;
  onChoose: (batch: CourseBatch | null) => void;
}) {
  const settings = useAuthStore((state) => state.settings);
  return (
    <Group aria-describedby="batch-chooser-hint">
      <legend>{CHOOSE_BATCH_LEGEND}</legend>
      <label>
        <input type="radio" name="batch" checked={chosen === null} onChange={() => onChoose(null)} />
        <span>{NO_BATCH_OPTION}</span>
      </label>
      {batches.map((batch) => {
        const full = batch.seats_left <= 0;
        const facts = [
          batchDates(formatIndiaDate(batch.starts_on), formatIndiaDate(batch.ends_on)),
          DELIVERY_LABELS[batch.delivery],
          full ? BATCH_FULL : seatsLeft(batch.seats_left),
          batch.price_paise === null ? null : formatPrice(batch.price_paise, settings),
        ].filter((fact) => fact !== null);
        return (
          <label key={batch.id}>
            <input type="radio" name="batch" checked={chosen?.id === batch.id} disabled={full} onChange={() => onChoose(batch)} />
            <span>
              {batch.title}
              <small>{facts.join(' · ')}</small>
            </span>
          </label>
        );
      })}
      <p id="batch-chooser-hint">{CHOOSE_BATCH_HINT}</p>
    </Group>
  );
}
