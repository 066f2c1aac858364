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

// The site's own currency and locale (§9) are written out by hand: the browser's first currency
// formatter costs 17–27 ms to build (ICU loads en-IN's number and currency data), one long task on
// every portal page that shows a price. Same text as Intl's (contracts/test/money.test.ts
// compares them); any other currency or locale, or a value that is not whole paise, goes to Intl,
// and so do amounts past ₹10 lakh crore, where Intl's `paise / 100` loses the last paisa.
const HAND_WRITTEN_MAX_PAISE = 1e15;
const isSiteDefault = (paise: number, settings: MoneySettings) =>
  (settings.locale || DEFAULT_LOCALE) === DEFAULT_LOCALE &&
  (settings.currency || DEFAULT_CURRENCY) === DEFAULT_CURRENCY &&
  Number.isInteger(paise) &&
  Math.abs(paise) <= HAND_WRITTEN_MAX_PAISE &&
  !Object.is(paise, -0);

/** en-IN groups the last three digits, then pairs: 1234567 → "12,34,567". */
function indianGrouping(digits: string): string {
  const last = digits.slice(-3);
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return pairs ? `${pairs},${last}` : last;
}

function rupeesEnIn(paise: number, fraction: boolean): string {
  const abs = Math.abs(paise);
  const rupees = indianGrouping(String(Math.floor(abs / 100)));
  return `${paise < 0 ? '-' : ''}₹${rupees}${fraction ? `.${String(abs % 100).padStart(2, '0')}` : ''}`;
}

/** 974925 → "₹9,749.25" (en-IN groups lakhs and crores: 10000000 → "₹1,00,000.00"). */
export function formatPrice(paise: number, settings: MoneySettings = {}): string {
  if (isSiteDefault(paise, settings)) return rupeesEnIn(paise, true);
  return currencyFormatter(settings.locale || DEFAULT_LOCALE, settings.currency || DEFAULT_CURRENCY).format(paise / 100);
}

/** A whole-rupee amount without decimals ("₹500"), paise shown when there are any: coupon labels. */
export function formatPriceShort(paise: number, settings: MoneySettings = {}): string {
  if (isSiteDefault(paise, settings)) return rupeesEnIn(paise, paise % 100 !== 0);
  return currencyFormatter(settings.locale || DEFAULT_LOCALE, settings.currency || DEFAULT_CURRENCY, paise % 100 === 0 ? 0 : 2).format(paise / 100);
}
