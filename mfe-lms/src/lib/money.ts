// SPEC §3/§9 money display: prices are integer paise shown as price / 100 in the settings'
// currency and locale (default INR, en-IN). The §5 final-price formula is mfe-shared's
// finalPrice, checked against the API's own by a property test.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from 'mfe-shared';

export function formatPrice(paise: number, settings: { currency?: string; locale?: string } = {}): string {
  return new Intl.NumberFormat(settings.locale ?? DEFAULT_LOCALE, {
    style: 'currency',
    currency: settings.currency ?? DEFAULT_CURRENCY,
  }).format(paise / 100);
}
