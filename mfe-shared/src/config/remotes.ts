import remotes from './remotes.json';

/** The federation names of the remotes (the same file the builds read). */
export const REMOTES = remotes as { readonly marketing: 'mfe_marketing'; readonly lms: 'mfe_lms'; readonly admin: 'mfe_admin' };
