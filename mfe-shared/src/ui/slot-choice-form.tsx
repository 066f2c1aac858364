// A form to pick one free slot and ask for it (`mfe-shared/ui/slot-choice-form`): the portal's new
// booking and reschedule, and the visitor's reschedule through the secret link (decisions 024, 210).
// The same form in two remotes, so it lives once here; each remote passes its own slots query, since
// a remote calls the API only from its own features/<feature>/api. A refusal (409 slot taken or
// cut-off passed, 402 no credits) shows the API's words and fetches the free slots again, so a time
// someone else took disappears.
import { useState } from 'react';
import { Button, errorMessage } from 'mfe-shared';
import { FormError } from './form-error';
import { QueryState } from './query-state';
import { SlotPicker, type PickableSlot } from './slot-picker';

export type SlotChoice = { consultant_id: number; starts_at: string };

/** The free slots as the remote's SWR hook returns them. */
export type SlotsQuery = { data?: { results: readonly PickableSlot[] }; error?: unknown; mutate: () => unknown };

export type SlotChoiceFormProps = {
  slots: SlotsQuery;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Shown when the form is sent with no slot chosen. */
  chooseText: string;
  legend?: string;
  /** A name for the radios (one group per page). */
  name?: string;
  onChoose: (slot: SlotChoice) => Promise<void>;
};

export function SlotChoiceForm({ slots, label, submitLabel, chooseText, legend, name, onChoose }: SlotChoiceFormProps) {
  const [choice, setChoice] = useState<{ key: string; slot: SlotChoice } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return setProblem(chooseText);
        setBusy(true);
        setProblem('');
        onChoose(choice.slot)
          .catch((error: unknown) => {
            setProblem(errorMessage(error));
            setChoice(null);
            void slots.mutate();
          })
          .finally(() => setBusy(false));
      }}
    >
      <QueryState data={slots.data} error={slots.error} onRetry={() => void slots.mutate()}>
        {({ results }) => (
          <SlotPicker
            name={name}
            legend={legend}
            slots={results}
            value={choice?.key ?? ''}
            onChange={(key, slot) => setChoice({ key, slot: { consultant_id: slot.consultant_id, starts_at: slot.starts_at } })}
          />
        )}
      </QueryState>
      <FormError message={problem} />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
