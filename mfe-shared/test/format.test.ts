// The design system's formats, implemented once in the contracts (the API's mails and receipts
// print the same strings): INR the en-IN way, times in India whatever the machine's zone.
import { formatIndiaDate, formatIndiaDateTime, formatIndiaTime, formatPrice, formatPriceShort, yearInIndia } from '../src/ui/format';
import { formatPrice as rootFormatPrice } from '../src';

describe('money (integer paise → INR, en-IN)', () => {
  it.each([
    [974925, '₹9,749.25'],
    [2499900, '₹24,999.00'],
    [100000000, '₹10,00,000.00'], // lakh grouping
    [0, '₹0.00'],
    [5, '₹0.05'],
  ])('%d paise → %s', (paise, text) => {
    expect(formatPrice(paise)).toBe(text);
  });

  it("follows the settings' currency, and the root entry's formatPrice is the same function", () => {
    expect(formatPrice(150000, { currency: 'USD' })).toBe('$1,500.00');
    expect(rootFormatPrice).toBe(formatPrice);
  });

  it('short form for labels: whole rupees without decimals, paise when there are any', () => {
    expect(formatPriceShort(50000)).toBe('₹500');
    expect(formatPriceShort(50050)).toBe('₹500.50');
  });
});

describe('India time (Asia/Kolkata, UTC+05:30)', () => {
  const instant = '2025-08-25T06:30:00.000Z'; // 12:00 noon in India

  it('dates and times as an Indian reader writes them', () => {
    expect(formatIndiaDate(instant)).toBe('25 Aug 2025');
    expect(formatIndiaDate(instant, 'long')).toBe('25 August 2025');
    expect(formatIndiaTime(instant)).toBe('12:00 pm');
    expect(formatIndiaDateTime(instant)).toBe('25 Aug 2025, 12:00 pm');
    expect(formatIndiaDateTime(new Date('2026-11-23T19:27:00Z'), { month: 'long', zone: true })).toBe('24 November 2026, 12:57 am IST');
  });

  it("the day and year are India's: 11 pm UTC on 31 December is already the next year there", () => {
    const newYear = new Date('2025-12-31T23:00:00Z');
    expect(formatIndiaDate(newYear)).toBe('1 Jan 2026');
    expect(yearInIndia(newYear)).toBe(2026);
  });
});
