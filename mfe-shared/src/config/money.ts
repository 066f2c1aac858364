// Money display (SPEC §3, §9): prices are integer paise shown as price / 100 in the settings'
// currency and locale. The formatter is the contracts' (the API's mails and receipts use the same
// one); the root entry re-exports it so the portal and the public pages cannot disagree.
export { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatPrice } from '@sap-academy/contracts/money';
