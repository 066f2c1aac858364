// The public site's and the shell's endpoints (SPEC §7), beside `site-data.ts`, `settings.ts`,
// `leads.ts` and `rum.ts`, whose schemas describe their bodies.
import { apiRoute } from './route.ts';

export const siteApi = {
  /** GET → settingsResponseSchema (SPEC §7). */
  settings: apiRoute('/settings'),
  /** GET → siteDataSchema (decision 206). */
  siteData: apiRoute('/site-data'),
  /** GET → application/pdf, the catalogue (decision 207). */
  cataloguePdf: apiRoute('/catalogue.pdf'),
  /** POST leadRequestSchema → leadResponseSchema (decision 202). */
  leads: apiRoute('/leads'),
  /** POST beacon of rumRecordSchema (decision 116). */
  rum: apiRoute('/rum'),
  /** GET → publicCertificateSchema: the public verification page's data (decision 135), no session. */
  certificate: apiRoute('/site/certificates/:id'),
  /** GET → publicEventListSchema: upcoming published events, no join link (decision 137). */
  events: apiRoute('/site/events'),
  /** POST eventRegistrationRequestSchema → 202 eventRegistrationResponseSchema; 409 full or closed. */
  eventRegistrations: apiRoute('/site/events/:slug/registrations'),
  /** GET → releaseChannelsSchema, with ETag/304 (decision 125): polled by every page server. */
  releases: apiRoute('/site/releases'),
} as const;
