import fc from 'fast-check';
import { isoToLocalInput, localInputToIso } from '../src/lib/india-time';
import { parseRupees, rupeeInput } from '../src/lib/money';
import { slugify } from '../src/lib/slug';

describe('rupees ↔ paise', () => {
  it.each([
    ['24999.99', 2_499_999],
    ['24999', 2_499_900],
    ['24999.9', 2_499_990],
    ['0.07', 7],
    ['1,00,000.50', 10_000_050],
    [' 0.10 ', 10],
  ])('parses %p to %p paise without float drift', (input, paise) => {
    expect(parseRupees(input)).toBe(paise);
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '.5'])('refuses %p', (input) => {
    expect(parseRupees(input)).toBeNull();
  });

  it('formats any paise 0..100,000,000 to the input string and parses it back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        expect(parseRupees(rupeeInput(paise))).toBe(paise);
      }),
    );
  });
});

describe('India time', () => {
  it('sends a datetime-local value with the +05:30 offset and shows a UTC instant back in India time', () => {
    expect(localInputToIso('2025-08-25T12:00')).toBe('2025-08-25T12:00:00+05:30');
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput('2025-08-25T06:30:00.000Z')).toBe('2025-08-25T12:00');
    expect(isoToLocalInput(localInputToIso('2025-12-31T23:45'))).toBe('2025-12-31T23:45');
  });
});

it('suggests slugs that match the contract', () => {
  expect(slugify('SAP MM: Materials Management (S/4HANA)')).toBe('sap-mm-materials-management-s-4hana');
  expect(slugify('  Café  Über ')).toBe('cafe-uber');
});
