// The public site's and the shell's endpoints (SPEC §7), beside `site-data.ts`, `settings.ts`,
// `leads.ts` and `rum.ts`, whose schemas describe their bodies.
import { apiRoute } from './route.ts';

export const siteApi = {
  /**
   * GET ?token= → a confirmation page (text/html); POST ?token= (RFC 8058 one-click, or the page's
   * button) → text/html. Marketing mail's unsubscribe link, no sign-in (decision 145).
   */
  unsubscribe: apiRoute('/unsubscribe'),
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
  /** GET → publicCoursePageSchema: a published course's public page (decision 211), no session; 404 otherwise. */
  coursePage: apiRoute('/site/courses/:slug'),
  /** GET → the photo's bytes: a trainer's profile photo, public (decision 147). */
  trainerPhoto: apiRoute('/site/trainers/:userId/photo/:file'),
  /** GET → publicEventListSchema: upcoming published events, no join link (decision 137). */
  events: apiRoute('/site/events'),
  /** POST eventRegistrationRequestSchema → 202 eventRegistrationResponseSchema; 409 full or closed. */
  eventRegistrations: apiRoute('/site/events/:slug/registrations'),
  // Bookable mock interviews and consultations (decision 138).
  /** GET bookingSlotsQuerySchema → bookingSlotsResponseSchema: free slots of a kind, no session. */
  bookingSlots: apiRoute('/bookings/slots'),
  /** POST consultationBookingRequestSchema → 201 consultationBookingResponseSchema; also a 'consultation' lead. */
  consultationBookings: apiRoute('/bookings/consultations'),
  /** GET → managedBookingSchema: a visitor's booking through the secret link in their mail. */
  managedBooking: apiRoute('/bookings/manage/:token'),
  /** POST slotChoiceSchema → managedBookingSchema; 409 after the cut-off. */
  managedBookingReschedule: apiRoute('/bookings/manage/:token/reschedule'),
  /** POST {} → managedBookingSchema; 409 after the cut-off. */
  managedBookingCancel: apiRoute('/bookings/manage/:token/cancel'),
  /** GET → releaseChannelsSchema, with ETag/304 (decision 125): polled by every page server. */
  releases: apiRoute('/site/releases'),
} as const;
