import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GSTIN_MESSAGES, GstinField, GstStateField, gstinLiveError, gstStateLabel } from 'mfe-shared/ui/gst';

const MISMATCH = 'The GSTIN belongs to another state than the one chosen.';
const karnataka = { code: '29', mismatch: MISMATCH };

describe('gstinLiveError', () => {
  it.each([
    ['', undefined],
    ['29AAACS1234K1Z', undefined], // still being typed
    ['29AAACS1234K1ZD', undefined],
    ['29 aaacs 1234k1zd', undefined], // pasted with spaces, lower case
    ['29AAACS1234K1ZE', GSTIN_MESSAGES.checksum],
    ['00AAACS1234K1ZD', GSTIN_MESSAGES.state],
    ['29AAACS1234K1XD', GSTIN_MESSAGES.shape],
    ['27AAPFU0939F1ZV', MISMATCH],
  ])('%p → %p', (value, message) => {
    expect(gstinLiveError(value, karnataka)).toBe(message);
  });

  it('leaves the state out when none is chosen', () => {
    expect(gstinLiveError('27AAPFU0939F1ZV', { code: '', mismatch: MISMATCH })).toBeUndefined();
    expect(gstinLiveError('27AAPFU0939F1ZV')).toBeUndefined();
  });
});

it('the field shows its live message as an alert, and a form message wins over it', async () => {
  function Form({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return <GstinField label="GSTIN" typed={value} state={karnataka} error={error} value={value} onChange={(event) => setValue(event.target.value)} />;
  }
  const { rerender } = render(<Form />);
  const input = screen.getByLabelText('GSTIN');
  await userEvent.type(input, '29AAACS1234K1ZE');
  expect(screen.getByRole('alert')).toHaveTextContent(GSTIN_MESSAGES.checksum);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  rerender(<Form error="Refused by the server." />);
  expect(screen.getByRole('alert')).toHaveTextContent('Refused by the server.');
});

it('offers the selectable states by name and code, without the retired codes', () => {
  render(<GstStateField label="State" defaultValue="29" />);
  expect(screen.getByLabelText('State')).toHaveDisplayValue('Karnataka (29)');
  expect(screen.getByRole('option', { name: 'Andhra Pradesh (37)' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: gstStateLabel('28') })).not.toBeInTheDocument();
  expect(screen.queryByRole('option', { name: gstStateLabel('25') })).not.toBeInTheDocument();
});
