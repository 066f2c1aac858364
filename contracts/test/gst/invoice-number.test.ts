import fc from 'fast-check';
import { INVOICE_NUMBER_MAX_CHARS, financialYearLabel, financialYearOf, formatInvoiceNumber } from '../../src/gst/index.ts';

describe('invoice numbers (CGST Rules 2017, rule 46(b))', () => {
  it('belong to the Indian financial year, April to March, in India time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe(2026);
    // 31 March 23:59 in India is still the old year; 18:30 UTC that evening is already April there.
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
    expect(financialYearLabel(2026)).toBe('2627');
    expect(financialYearLabel(2099)).toBe('9900');
  });

  it('read prefix / year / six-digit serial, within 16 characters of letters, digits and slashes', () => {
    expect(formatInvoiceNumber('SA', 2026, 42)).toBe('SA/2627/000042');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,4}$/), fc.integer({ min: 2017, max: 2099 }), fc.integer({ min: 1, max: 999_999 }), (prefix, year, serial) => {
        const number = formatInvoiceNumber(prefix, year, serial);
        expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_CHARS);
        expect(number).toMatch(/^[A-Z0-9/-]+$/);
        expect(Number(number.split('/')[2])).toBe(serial);
      }),
    );
  });

  it('refuses a prefix or serial that would break the rule', () => {
    expect(() => formatInvoiceNumber('sa', 2026, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('SALES', 2026, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('SA', 2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('ABCD', 2026, 10_000_000)).toThrow(/exceeds 16/);
  });
});
