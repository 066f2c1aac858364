// The free booking slots as one radio group per India day (`mfe-shared/ui/slot-picker`), for the
// public consultation page and the portal's mock interview booking (decisions 024, 210): the same
// choice in two remotes, so it lives once here. Times are UTC instants from the API; the labels
// are India time (SPEC: "Everything in IST") whatever the device's zone.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { formatIndiaDate, formatIndiaTime, INDIA_TIME_ZONE } from './format';

export type PickableSlot = { consultant_id: number; consultant_name: string; starts_at: string; ends_at: string };

/** The radio value of a slot: a consultant and a start are what a booking asks for. */
export const slotKey = (slot: { consultant_id: number; starts_at: string }) => `${slot.consultant_id}|${slot.starts_at}`;

export const NO_SLOTS_TEXT = 'No free times in the next two weeks. Please check again later or contact us.';

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: INDIA_TIME_ZONE });

/** "Tuesday, 1 Dec 2026": the India day a slot starts on. */
export function indiaDayLabel(when: string): string {
  return `${weekday.format(new Date(when))}, ${formatIndiaDate(when)}`;
}

const Days = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  legend { font-weight: 600; margin-bottom: 0.5rem; }
  fieldset { border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; padding: 0.5rem 0.75rem; margin: 0; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
  label { display: inline-flex; align-items: center; gap: 0.375rem; font-weight: 400; }
`;

export type SlotPickerProps = {
  slots: readonly PickableSlot[];
  /** The chosen slot's `slotKey`, or '' for none. */
  value: string;
  onChange: (key: string, slot: PickableSlot) => void;
  legend?: string;
  /** A name for the radios (one group per page). */
  name?: string;
};

export function SlotPicker({ slots, value, onChange, legend = 'Choose a time (India time)', name = 'slot' }: SlotPickerProps) {
  if (slots.length === 0) return <p>{NO_SLOTS_TEXT}</p>;
  const days = new Map<string, PickableSlot[]>();
  for (const slot of slots) {
    const day = indiaDayLabel(slot.starts_at);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <Days>
      <legend>{legend}</legend>
      {[...days].map(([day, daySlots]) => (
        <fieldset key={day}>
          <legend>{day}</legend>
          <ul>
            {daySlots.map((slot) => {
              const key = slotKey(slot);
              return (
                <li key={key}>
                  <label>
                    <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key, slot)} />
                    {formatIndiaTime(slot.starts_at)} with {slot.consultant_name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </Days>
  );
}
