// The free slots of a kind to pick one from, and the button that asks for it: the new booking and a
// reschedule. A refusal (409 slot taken or cut-off passed, 402 no credits) shows the API's words
// and fetches the free slots again, so a time someone else took disappears.
import { useState } from 'react';
import { Button, errorMessage } from 'mfe-shared';
import type { BookingKind, SlotChoice } from 'mfe-shared/contracts';
import { FormError } from 'mfe-shared/ui/form-error';
import { QueryState } from 'mfe-shared/ui/query-state';
import { SlotPicker } from 'mfe-shared/ui/slot-picker';
import { useBookingSlots } from '../api/get-booking-slots';
import { CHOOSE_SLOT } from '../booking-texts';

export function SlotChoiceForm({
  kind,
  label,
  submitLabel,
  legend,
  onChoose,
}: {
  kind: BookingKind;
  label: string;
  submitLabel: string;
  legend?: string;
  onChoose: (slot: SlotChoice) => Promise<void>;
}) {
  const slots = useBookingSlots(kind);
  const [choice, setChoice] = useState<{ key: string; slot: SlotChoice } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) return setProblem(CHOOSE_SLOT);
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
            name={`slot-${label}`}
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
