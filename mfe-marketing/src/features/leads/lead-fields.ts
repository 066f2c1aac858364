// Kept free of zod: this module is on the first paint (the UTM capture runs on every page).
// The same names as mfe-shared/contracts/leads.ts UTM_FIELDS; a test checks they agree.
export const UTM_FIELDS_LIST = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS_LIST)[number];

export const LEADS_PATH = '/leads';
