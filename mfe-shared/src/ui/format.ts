// The design system's formatters (`mfe-shared/ui/format`): money as INR the en-IN way and times
// in India time. Implemented once in the contracts, which the API's mails and receipts use too.
export { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatPrice, formatPriceShort, type MoneySettings } from '@sap-academy/contracts/money';
export {
  DAY_MS,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  indiaDayKey,
  INDIA_TIME_ZONE,
  startOfIndiaWeek,
  yearInIndia,
} from '@sap-academy/contracts/india-time';
