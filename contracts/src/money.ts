// Money display (SPEC §3: "currency from a global, default INR; locale … en-IN"; SPEC §9: prices
// are integer paise shown as price / 100). One implementation for the API's mails, receipts and
// catalogue and for every screen (mfe-shared re-exports it), so no two places can disagree.
export const DEFAULT_CURRENCY = 'INR'; // §9
export const DEFAULT_LOCALE = 'en-IN'; // §9

export type MoneySettings = { currency?: string; locale?: string };

// One formatter per locale, currency and fraction digits, built on first use: building an
// Intl.NumberFormat costs far more than formatting with one, and a course list formats a price
// per card on every render (docs/perf/portal.md, "2026-11-28 21:30").
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormatter(locale: string, currency: string, minimumFractionDigits?: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${minimumFractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 974925 → "₹9,749.25" (en-IN groups lakhs and crores: 10000000 → "₹1,00,000.00"). */
export function formatPrice(paise: number, settings: MoneySettings = {}): string {
  return currencyFormatter(settings.locale || DEFAULT_LOCALE, settings.currency || DEFAULT_CURRENCY).format(paise / 100);
}

/** A whole-rupee amount without decimals ("₹500"), paise shown when there are any: coupon labels. */
export function formatPriceShort(paise: number, settings: MoneySettings = {}): string {
  return currencyFormatter(settings.locale || DEFAULT_LOCALE, settings.currency || DEFAULT_CURRENCY, paise % 100 === 0 ? 0 : 2).format(paise / 100);
}
