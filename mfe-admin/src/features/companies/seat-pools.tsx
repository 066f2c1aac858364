// A company's seat pools on its back-office screen (decision 149): each pool's seats in use and its
// seats edited with the pool's version, and "Grant seats" on a course, or on one batch of it whose
// seats are then held in the batch (decision 155). The API's refusals (a pool that exists, a batch
// with too few free seats) are shown above the form in its own words.
import { useState, type FormEvent } from 'react';
import { Button, errorMessage, toast } from 'mfe-shared';
import type { AdminCompanyDetail, AdminSeatPool } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { batchLabel } from '../../lib/batch-label';
import { useCourseOptions } from '../course-options';
import { addSeatPool, updateSeatPool } from './api/save-seat-pool';
import { BatchSelect, useOpenBatches } from './batch-select';
import { BATCH_TEXTS, COMPANY_TEXTS } from './company-texts';
import { CourseOptions } from './course-options';

function PoolRow({ companyId, pool, refresh }: { companyId: number; pool: AdminSeatPool; refresh: () => Promise<unknown> }) {
  const [seats, setSeats] = useState(String(pool.seats));
  const [refused, setRefused] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    try {
      await updateSeatPool(companyId, pool.id, { seats: Number(seats), purchase_reference: pool.purchase_reference, version: pool.version });
      toast.success(COMPANY_TEXTS.poolSaved);
      await refresh();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  // A course may have a whole-course pool and batch pools: the batch tells their forms apart.
  const name = pool.batch ? `${pool.course_title}, ${pool.batch.title}` : pool.course_title;
  return (
    <li>
      <form aria-label={`Seats of ${name}`} noValidate onSubmit={(event) => void save(event)}>
        <p>
          {pool.course_title}: {pool.used} used of {pool.seats}
          {pool.purchase_reference ? ` · ${pool.purchase_reference}` : ''}
        </p>
        <p>{BATCH_TEXTS.line(pool.batch && batchLabel(pool.batch))}</p>
        <FormError message={refused} />
        <TextField
          id={`pool-seats-${pool.id}`}
          label={COMPANY_TEXTS.seats}
          inputMode="numeric"
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
        />
        <Button type="submit" $variant="secondary">
          {COMPANY_TEXTS.savePool}
        </Button>
      </form>
    </li>
  );
}

export function SeatPools({ company, refresh }: { company: AdminCompanyDetail; refresh: () => Promise<unknown> }) {
  const courses = useCourseOptions();
  const [courseId, setCourseId] = useState('');
  const [batchId, setBatchId] = useState('');
  const batches = useOpenBatches(courseId);
  const [seats, setSeats] = useState('');
  const [reference, setReference] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    try {
      // batch_id only when one is chosen: without it the pool is the course's at large.
      const batch = batchId ? { batch_id: Number(batchId) } : {};
      await addSeatPool(company.id, { course_id: Number(courseId), ...batch, seats: Number(seats), purchase_reference: reference });
      toast.success(COMPANY_TEXTS.poolSaved);
      setSeats('');
      setReference('');
      await refresh();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <Card as="section" aria-labelledby="company-pools">
      <h2 id="company-pools">{COMPANY_TEXTS.pools}</h2>
      {company.pools.length === 0 ? (
        <p>{COMPANY_TEXTS.noPools}</p>
      ) : (
        <ul>
          {company.pools.map((pool) => (
            <PoolRow key={`${pool.id}-${pool.version}`} companyId={company.id} pool={pool} refresh={refresh} />
          ))}
        </ul>
      )}
      <form aria-label={COMPANY_TEXTS.addPool} noValidate onSubmit={(event) => void add(event)}>
        <FormError message={refused} />
        <SelectField
          id="pool-course"
          label={COMPANY_TEXTS.course}
          value={courseId}
          onChange={(event) => {
            setCourseId(event.target.value);
            // Another course's batches are not this one's.
            setBatchId('');
          }}
        >
          <CourseOptions courses={courses} />
        </SelectField>
        <BatchSelect id="pool-batch" batches={batches} value={batchId} onChange={(event) => setBatchId(event.target.value)} />
        <TextField id="pool-seats" label={COMPANY_TEXTS.seats} inputMode="numeric" value={seats} onChange={(event) => setSeats(event.target.value)} />
        <TextField id="pool-reference" label={COMPANY_TEXTS.reference} value={reference} onChange={(event) => setReference(event.target.value)} />
        <Button type="submit">{COMPANY_TEXTS.addPool}</Button>
      </form>
    </Card>
  );
}
