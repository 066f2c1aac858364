// Must equal mfe-shared/build/federation.mjs REMOTES (checked by a unit test).
export const REMOTES = { marketing: 'mfe_marketing', lms: 'mfe_lms' } as const;
