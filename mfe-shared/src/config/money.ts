// Money display defaults (SPEC §3, §9): owned by the contracts, which the settings schema uses.
export { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@sap-academy/contracts/money';
