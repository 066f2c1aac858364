// The automatic rollback's settings (the guard; contracts/src/admin/releases.ts): the API compares
// a candidate with its stable build over the window and rolls it back on its own when it fails
// or paints more slowly beyond these limits. Validated with the contract's own schema, saved with
// the version it was read at (a stale one is a 409 with a Reload, as on Settings).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from 'mfe-shared';
import { releaseGuardUpdateSchema, type ReleaseGuard } from 'mfe-shared/contracts/admin';
import { CheckboxField, TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { FormGrid } from '../../components/fields';
import { Section } from '../../components/page';
import { StaleNotice } from '../../components/stale-notice';
import { formatDateTime } from '../../lib/india-time';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { useReleaseGuard } from './api/get-release-guard';
import { updateReleaseGuard } from './api/update-release-guard';
import { useFormGeneration } from '../../lib/use-form-generation';

type Input = z.input<typeof releaseGuardUpdateSchema>;
type Values = z.output<typeof releaseGuardUpdateSchema>;

function GuardForm({ guard, onSave, onReload }: { guard: ReleaseGuard; onSave: (values: Values) => Promise<void>; onReload: () => Promise<void> }) {
  // The version rides along in the form's values (not a field), so the zod schema checks it too.
  const { updated_at: _updated, ...defaults } = guard;
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(releaseGuardUpdateSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;
  const { stale, onSubmit, reload } = useVersionedSave({
    handleSubmit,
    setError,
    save: onSave,
    saved: 'Automatic rollback settings saved. The next judgement uses them.',
    onReload,
  });
  const number = { valueAsNumber: true } as const;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Automatic rollback">
      <StaleNotice message={stale} onReload={reload} />
      <CheckboxField id="guard-enabled" label="Roll a worse candidate back automatically" error={errors.enabled?.message} {...register('enabled')} />
      <FormGrid>
        <TextField
          id="guard-window"
          label="Window (minutes)"
          type="number"
          inputMode="numeric"
          hint="How far back the comparison reads."
          error={errors.window_minutes?.message}
          {...register('window_minutes', number)}
        />
        <TextField
          id="guard-min-loads"
          label="Page loads before judging"
          type="number"
          inputMode="numeric"
          hint="Each build needs this many in the window."
          error={errors.min_loads?.message}
          {...register('min_loads', number)}
        />
        <TextField
          id="guard-failures"
          label="Extra failures allowed per 1,000 loads"
          type="number"
          inputMode="decimal"
          step="any"
          hint="Above stable's rate by more than this: roll back."
          error={errors.max_failure_increase_per_1000?.message}
          {...register('max_failure_increase_per_1000', number)}
        />
        <TextField
          id="guard-lcp"
          label="Slower main content allowed (%)"
          type="number"
          inputMode="decimal"
          step="any"
          hint="Candidate's p75 LCP above stable's by more than this: roll back."
          error={errors.max_lcp_increase_pct?.message}
          {...register('max_lcp_increase_pct', number)}
        />
      </FormGrid>
      <Button type="submit" disabled={isSubmitting}>
        Save automatic rollback
      </Button>
    </form>
  );
}

export function GuardSettings() {
  const { data, error, mutate } = useReleaseGuard();
  const { generation, reload, restart } = useFormGeneration(mutate);
  // The form holds the version it was read at, so after a save it starts again from the saved row.
  const save = async (values: Values) => {
    const saved = await updateReleaseGuard(values);
    await mutate(saved, { revalidate: false });
    restart();
  };
  return (
    <Section aria-labelledby="guard-heading">
      <h2 id="guard-heading">Automatic rollback</h2>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(guard) => (
          <>
            <p>Last changed: {formatDateTime(guard.updated_at)}</p>
            <GuardForm key={generation} guard={guard} onSave={save} onReload={reload} />
          </>
        )}
      </QueryState>
    </Section>
  );
}
