// The two schemas of a session's calls (../auth/session.ts), a module of their own: the start-up
// check loads these beside GET /lms/auth instead of every contract of the site, whose evaluation
// had become a signed-in page's longest task (decision 036). Not a package entry and not shared:
// the portal's screens bundle what they use from the contracts' sub-paths.
import './zod-jitless';

export { accessTokenResponseSchema, currentUserResponseSchema } from '@sap-academy/contracts/auth';
