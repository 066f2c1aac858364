// The slot picker groups free slots by India day (a UTC evening is the next India morning) and
// names each radio by its India time and consultant.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NO_SLOTS_TEXT, SlotPicker, slotKey, type PickableSlot } from '../src/ui/slot-picker';

const slots: PickableSlot[] = [
  // 18:30 UTC on 30 Nov is 00:00 on Tuesday 1 Dec in India.
  { consultant_id: 2, consultant_name: 'Ravi Kumar', starts_at: '2026-11-30T18:30:00.000Z', ends_at: '2026-11-30T19:00:00.000Z' },
  { consultant_id: 2, consultant_name: 'Ravi Kumar', starts_at: '2026-12-01T04:30:00.000Z', ends_at: '2026-12-01T05:00:00.000Z' },
  { consultant_id: 3, consultant_name: 'Asha Rao', starts_at: '2026-12-02T09:00:00.000Z', ends_at: '2026-12-02T09:30:00.000Z' },
];

function Harness({ onPick }: { onPick: (key: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SlotPicker
      slots={slots}
      value={value}
      onChange={(key) => {
        setValue(key);
        onPick(key);
      }}
    />
  );
}

it('groups the slots by India day and labels them in India time', async () => {
  const picked: string[] = [];
  render(<Harness onPick={(key) => picked.push(key)} />);
  const tuesday = screen.getByRole('group', { name: 'Tuesday, 1 Dec 2026' });
  expect(within(tuesday).getAllByRole('radio')).toHaveLength(2);
  expect(within(tuesday).getByRole('radio', { name: '12:00 am with Ravi Kumar' })).toBeInTheDocument();
  expect(within(tuesday).getByRole('radio', { name: '10:00 am with Ravi Kumar' })).toBeInTheDocument();
  const wednesday = screen.getByRole('group', { name: 'Wednesday, 2 Dec 2026' });
  await userEvent.click(within(wednesday).getByRole('radio', { name: '2:30 pm with Asha Rao' }));
  expect(picked).toEqual([slotKey(slots[2]!)]);
  expect(within(wednesday).getByRole('radio', { name: '2:30 pm with Asha Rao' })).toBeChecked();
});

it('says so when no slot is free', () => {
  render(<SlotPicker slots={[]} value="" onChange={() => undefined} />);
  expect(screen.getByText(NO_SLOTS_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});
