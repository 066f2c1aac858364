// SPEC §3/§9 money display: prices are integer paise shown as price / 100 in the settings'
// currency and locale (default INR, en-IN). One formatter for the portal and the public pages
// (mfe-shared), so the two cannot disagree. The §5 final-price formula is mfe-shared's
// finalPrice, checked against the API's own by a property test.
export { formatPrice } from 'mfe-shared';
