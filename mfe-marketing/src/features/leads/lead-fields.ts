// Kept free of zod: this module is on the first paint (the UTM capture runs on every page).
// The same names as UTM_FIELDS of the contracts (contracts/src/leads.ts); a test checks they agree.
export const UTM_FIELDS_LIST = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS_LIST)[number];
