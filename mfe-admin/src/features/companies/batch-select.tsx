// "Batch (optional)" under a course select (decision 155): the chosen course's batches a company's
// seats can still be held in. A cancelled batch or one that has ended is refused by the API
// (batchClosed), so it is not offered; a full one is, and the API's answer names its free seats.
import type { AdminBatch } from 'mfe-shared/contracts/admin';
import { SelectField, type SelectFieldProps } from 'mfe-shared/ui/field';
import { batchLabel } from '../../lib/batch-label';
import { todayInIndia } from '../../lib/india-time';
import { useCourseBatches } from './api/get-course-batches';
import { BATCH_TEXTS } from './company-texts';

/** Open batches of the course not yet ended in India time; none until a course is chosen. */
export function useOpenBatches(courseId: string): AdminBatch[] {
  const { data } = useCourseBatches(Number(courseId) || null);
  const today = todayInIndia();
  return (data?.results ?? []).filter((batch) => batch.status === 'open' && batch.ends_on >= today);
}

/** The admin list's seats_taken counts seated members and the seats already held for companies. */
const seatsLeft = (batch: AdminBatch) => Math.max(0, batch.seat_limit - batch.seats_taken);

/** The batch select; props are the form's own (value and onChange, or a registration). */
export function BatchSelect({ batches, ...select }: { batches: AdminBatch[] } & Omit<SelectFieldProps, 'label' | 'children' | 'hint'>) {
  return (
    <SelectField label={BATCH_TEXTS.label} hint={BATCH_TEXTS.hint} {...select}>
      <option value="">{BATCH_TEXTS.wholeCourse}</option>
      {batches.map((batch) => (
        <option key={batch.id} value={batch.id}>
          {batchLabel(batch)} · {BATCH_TEXTS.seatsLeft(seatsLeft(batch))}
        </option>
      ))}
    </SelectField>
  );
}
