// What a real-user record may become a metric label or a stored value as (// decision 122). Zod-free, like rum-route.ts: the API applies it to every record, the shell can
// reuse it. Before this, `remote`, `version` and `route` were taken from the beacon as sent: 5,000
// made-up beacons added 5,000 Prometheus series (8 MB), and junk routes filled the 300-pair cap.

/** The one label every value outside the site's map shares. */
export const RUM_OTHER = 'other';

/** A remote published without a version folder (npm start, dev servers), as the shell reports it. */
export const RUM_UNVERSIONED = 'unversioned';

/**
 * The site's pages as rumRoute spells them: SPEC §2's public routes (mfe-marketing's
 * public-routes.json, checked by a test), the portal's and the back office's. A page missing here
 * is still measured, as `other`; add it here when a remote adds a page.
 */
export const RUM_SITE_ROUTES: readonly string[] = [
  '/',
  '/about',
  '/training',
  '/training/individual',
  '/training/corportate',
  '/training/interview',
  '/solutions',
  '/solutions/sap-implementation',
  '/staffing',
  '/services',
  '/implementation',
  '/implementation/sap',
  '/implementation/odoo',
  '/implementation/zoho',
  '/implementation/oracle-netsuit',
  '/implementation/microsoft-dynamics',
  '/implementation-framework',
  '/courses',
  '/events',
  '/contact',
  '/privacy-policy',
  // A certificate's verification page (decision 208); rumRoute makes its id :id when it has a digit.
  '/certificates/:id',
  '/lms',
  '/lms/support',
  '/lms/profile',
  '/lms/orders',
  '/lms/course/:id',
  '/lms/course/:id/classes/:id',
  '/admin',
  '/admin/courses',
  '/admin/courses/new',
  '/admin/courses/:id',
  '/admin/coupons',
  '/admin/coupons/new',
  '/admin/coupons/:id',
  '/admin/leads',
  '/admin/students',
  '/admin/students/:id',
  '/admin/orders',
  '/admin/settings',
  '/admin/speed',
];

const SITE_ROUTES = new Set(RUM_SITE_ROUTES);

/** A record's route as a label: one of the site's pages, or `other`. */
export function rumRouteLabel(route: string): string {
  return SITE_ROUTES.has(route) ? route : RUM_OTHER;
}

// Deployments publish each remote under /<remote>/<version>/mf-manifest.json (decision 301).
const VERSION_FOLDER = /\/([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+_-]{0,30})\/[^/]*$/;

/** A remote's version from its manifest URL, as the shell computes it; `unversioned` without one. */
export function rumRemoteVersion(manifestUrl: string): string {
  // The path's last folder; no URL parsing: the contracts build has no DOM or Node types.
  const path = manifestUrl.split(/[?#]/, 1)[0] ?? '';
  return VERSION_FOLDER.exec(path)?.[1] ?? RUM_UNVERSIONED;
}

/**
 * Something a person could be found by: ten digits or more in a row, spaces and hyphens aside (an
 * Indian mobile number is ten), or a name where a version belongs (versions start with a digit).
 */
export const PHONE_LIKE = /\d(?:[\s-]?\d){9,}/;
