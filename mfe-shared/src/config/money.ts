// Money display (SPEC §3, §9): defaults owned by the contracts, which the settings schema uses;
// prices are integer paise shown as price / 100 in the settings' currency and locale. The
// portal and the public pages format with this one function, so they cannot disagree.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@sap-academy/contracts/money';

export { DEFAULT_CURRENCY, DEFAULT_LOCALE };

export function formatPrice(paise: number, settings: { currency?: string; locale?: string } = {}): string {
  return new Intl.NumberFormat(settings.locale ?? DEFAULT_LOCALE, {
    style: 'currency',
    currency: settings.currency ?? DEFAULT_CURRENCY,
  }).format(paise / 100);
}
