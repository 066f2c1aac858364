// The assignment's settings (decision 134): instructions and the due rule, saved whole with the
// version it was based on. The version comes from the screen's current read, not the form's start:
// a template upload moves it too, and must not make the next Save stale. A refusal lands where it
// belongs: a field's message under its field, a stale version as the notice with a Reload, anything
// else (the class is no longer an assignment) as the form's line.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, Button, errorMessage, fieldErrors, toast } from 'mfe-shared';
import { ASSIGNMENT_LIMITS } from 'mfe-shared/contracts';
import { ADMIN_MESSAGES, type AssignmentUpdate } from 'mfe-shared/contracts/admin';
import { FieldMessages, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { FormGrid } from '../../components/fields';
import { Actions } from '../../components/page';
import { StaleNotice } from '../../components/stale-notice';
import { RadioGroup } from '../../components/radio-group';
import { checkAssignment, FORM_FIELD, type AssignmentFormValues, type DueKind } from './assignment-form-values';

export const ASSIGNMENT_SAVED = 'Assignment saved.';

const DUE_CHOICES: ReadonlyArray<[DueKind, string]> = [
  ['none', 'No due date'],
  ['days_after_enrolment', 'Days after enrolment'],
  ['fixed', 'Fixed date'],
];

export function AssignmentForm({
  defaults,
  version,
  onSave,
  onReload,
}: {
  defaults: AssignmentFormValues;
  /** The assignment's version now (0: not written yet). */
  version: number;
  onSave: (body: AssignmentUpdate) => Promise<unknown>;
  onReload: () => Promise<unknown>;
}) {
  const { register, handleSubmit, formState, watch, setError, clearErrors } = useForm<AssignmentFormValues>({ defaultValues: defaults });
  const { errors, isSubmitting } = formState;
  const [stale, setStale] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() shows the chosen due kind's field
  const dueKind = watch('due_kind');

  const submit = handleSubmit(async (values) => {
    setStale(null);
    clearErrors();
    const checked = checkAssignment(values, version);
    if (!checked.ok) {
      for (const [name, message] of checked.errors) setError(name, { type: 'validate', message }, { shouldFocus: true });
      return;
    }
    try {
      await onSave(checked.body);
      toast.success(ASSIGNMENT_SAVED);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) {
        for (const [name, message] of Object.entries(fields)) setError(FORM_FIELD[name] ?? 'root.server', { type: 'server', message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 409 && errorMessage(error) === ADMIN_MESSAGES.staleVersion) {
        setStale(errorMessage(error));
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Assignment">
      <StaleNotice message={stale} onReload={() => void onReload()} />
      <TextAreaField
        label="Instructions"
        rows={8}
        hint={`What to do and what to hand in; line breaks are kept. At most ${ASSIGNMENT_LIMITS.instructionsChars} characters.`}
        error={errors.instructions?.message}
        {...register('instructions')}
      />
      <RadioGroup>
        <legend>Due</legend>
        {DUE_CHOICES.map(([kind, label]) => (
          <label key={kind}>
            <input type="radio" value={kind} {...register('due_kind')} /> {label}
          </label>
        ))}
        <FieldMessages id="assignment-due-kind" error={errors.due_kind?.message} />
      </RadioGroup>
      <FormGrid>
        {dueKind === 'days_after_enrolment' && (
          <TextField
            label="Number of days"
            inputMode="numeric"
            hint={`From ${ASSIGNMENT_LIMITS.dueDays.min} (the day of enrolment) to ${ASSIGNMENT_LIMITS.dueDays.max}. Due at the end of that day in India.`}
            error={errors.days?.message}
            {...register('days')}
          />
        )}
        {dueKind === 'fixed' && (
          <TextField label="Due date" type="date" hint="Due at the end of this day in India." error={errors.date?.message} {...register('date')} />
        )}
      </FormGrid>
      <FormError message={errors.root?.server?.message} />
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          Save assignment
        </Button>
      </Actions>
    </form>
  );
}
