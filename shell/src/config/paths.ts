// One typed map of the hrefs the shell links to (SPEC §2 header, portal header).
export const paths = {
  home: '/',
  about: '/about',
  training: '/training',
  staffing: '/staffing',
  implementation: '/implementation',
  courses: '/courses',
  events: '/events',
  contact: '/contact',
  signUp: '/lms?action=signup',
  login: '/lms?action=login',
  lms: '/lms',
  lmsSupport: '/lms/support',
  lmsProfile: '/lms/profile',
  lmsOrders: '/lms/orders',
  lmsCertificates: '/lms/certificates',
} as const;

/** Every path under this prefix belongs to the LMS remote (the runtime config's default route map). */
export const LMS_PREFIX = '/lms';

/** Where `npm start` and the compose deployment mount the back office (decision 010). */
export const ADMIN_PREFIX = '/admin';

/** Plain constants and this function only: the page server (server/) imports this file too. */
export function isLmsPath(pathname: string): boolean {
  return pathname === LMS_PREFIX || pathname.startsWith(`${LMS_PREFIX}/`);
}
