// The site's INR/en-IN prices are written by hand (money.ts says why); they must read exactly as
// Intl writes them, for every kind of amount a screen, a mail or a receipt shows.
import { formatPrice, formatPriceShort } from '../src/money.ts';

// Intl's own text, from one formatter per option set: building an Intl.NumberFormat per amount
// was most of this file's CPU (~400,000 of them); each formats alike however often it is reused.
const referenceFormatters = new Map<number | undefined, Intl.NumberFormat>();
const intl = (paise: number, minimumFractionDigits?: number) => {
  let formatter = referenceFormatters.get(minimumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits });
    referenceFormatters.set(minimumFractionDigits, formatter);
  }
  return formatter.format(paise / 100);
};

// Every amount up to ₹1,000, every power of ten and its neighbours up to the largest safe
// integer, a spread of large amounts, and all of them negative (refunds, credit notes).
const powers = Array.from({ length: 16 }, (_, i) => 10 ** i).flatMap((p) => [p - 1, p, p + 1, p * 7 + 3]);
const spread = Array.from({ length: 2000 }, (_, i) => Math.floor(((i * 7919) % 2000) * 104729.37 + i));
const positive = [...Array.from({ length: 100_001 }, (_, i) => i), ...powers, ...spread, Number.MAX_SAFE_INTEGER];
const AMOUNTS = [...positive, ...positive.filter((n) => n > 0).map((n) => -n)];

describe('prices in the site currency and locale (SPEC §9)', () => {
  it('formatPrice reads as Intl’s en-IN INR for every amount', () => {
    const differ = AMOUNTS.filter((paise) => formatPrice(paise) !== intl(paise));
    expect(differ.map((paise) => [paise, formatPrice(paise), intl(paise)]).slice(0, 5)).toEqual([]);
  });

  it('formatPriceShort drops the paise of whole rupees only, as Intl does', () => {
    const differ = AMOUNTS.filter((paise) => formatPriceShort(paise) !== intl(paise, paise % 100 === 0 ? 0 : 2));
    expect(differ.map((paise) => [paise, formatPriceShort(paise)]).slice(0, 5)).toEqual([]);
    expect(formatPriceShort(50_000)).toBe('₹500');
    expect(formatPriceShort(50_050)).toBe('₹500.50');
  });

  it('leaves other currencies, locales and amounts that are not whole paise to Intl', () => {
    expect(formatPrice(123_456, { currency: 'USD', locale: 'en-US' })).toBe('$1,234.56');
    expect(formatPrice(12.5)).toBe(intl(12.5));
    expect(formatPrice(-0)).toBe(intl(-0));
    expect(formatPrice(100, { locale: 'en-IN', currency: 'INR' })).toBe('₹1.00');
  });
});
