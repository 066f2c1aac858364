// The free slots of a kind to pick one from, and the button that asks for it: the new booking and a
// reschedule. The form is the design system's (`mfe-shared/ui/slot-choice-form`, shared with the
// visitor's reschedule); this remote only supplies its own slots query.
import type { BookingKind, SlotChoice } from '@sap-academy/contracts/bookings';
import { SlotChoiceForm as SharedSlotChoiceForm } from 'mfe-shared/ui/slot-choice-form';
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
  return (
    <SharedSlotChoiceForm
      slots={slots}
      name={`slot-${label}`}
      label={label}
      legend={legend}
      submitLabel={submitLabel}
      chooseText={CHOOSE_SLOT}
      onChoose={onChoose}
    />
  );
}
