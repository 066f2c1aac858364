import type { CompanySeatPool } from '@sap-academy/contracts/companies';
import { SelectField, type SelectFieldProps } from 'mfe-shared/ui/field';
import { POOL_LABEL, poolName } from '../company-texts';

/** The pool (course, or one batch of it) a form's learners go into, each with its free seats; props are the form's registration. */
export function PoolSelect({ pools, ...select }: { pools: CompanySeatPool[] } & Omit<SelectFieldProps, 'label' | 'children'>) {
  return (
    <SelectField label={POOL_LABEL} {...select}>
      {pools.map((pool) => (
        <option key={pool.id} value={pool.id}>
          {poolName(pool)} ({pool.free} free)
        </option>
      ))}
    </SelectField>
  );
}
