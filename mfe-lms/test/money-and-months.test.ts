import { DAYS_PER_MONTH, formatPrice, months, monthsLabel } from 'mfe-shared';

describe('months (SPEC §9: ceil(course_duration / 30))', () => {
  it.each([
    [0, 0],
    [1, 1],
    [30, 1],
    [31, 2],
    [61, 3],
    [90, 3],
    [180, 6],
  ])('%i days → %i months', (days, expected) => {
    expect(months(days)).toBe(expected);
  });

  it('uses 30 days a month and labels singular and plural', () => {
    expect(DAYS_PER_MONTH).toBe(30);
    expect(monthsLabel(30)).toBe('1 month');
    expect(monthsLabel(61)).toBe('3 months');
  });
});

describe('money (SPEC §3/§9: price / 100 in INR, en-IN by default)', () => {
  it('formats paise as rupees with Indian grouping', () => {
    expect(formatPrice(1_499_900)).toBe('₹14,999.00');
    expect(formatPrice(10_000_000_00)).toBe('₹1,00,00,000.00');
    expect(formatPrice(50)).toBe('₹0.50');
  });

  it('follows the currency and locale from settings', () => {
    expect(formatPrice(123_456, { currency: 'USD', locale: 'en-US' })).toBe('$1,234.56');
  });
});
