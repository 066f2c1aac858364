// The student's data for a signed-in portal page the page server renders from the session cookie
// (decisions 031, 152). The cookie holds a copy of the bearer token; the page server asks the API
// the GETs the page's screens read, with that token as `Authorization: Bearer`, so the API's own
// checks (lifetime, revocation, sign-out everywhere) decide: a revoked or expired token is a 401
// and the page is today's (decision 012). Any failure, or an API slower than the short timeout,
// is the same fallback: the signed-in render is an extra, never a reason for a slower page.
import { initialClassId, type ContinueCourseResponse } from '@sap-academy/contracts';
import { authApi, lmsApi } from '@sap-academy/contracts/paths';
import { RENDER_COOKIES, type SignedInData } from 'mfe-shared';

/** The cookie the API sets at sign-in (api/src/lib/session-cookie.ts). */
export const SESSION_COOKIE = 'sap_session';
/** A signed-in render that waits longer than this is worse than today's page with its spinner. */
export const SIGNED_IN_TIMEOUT_MS = 300;

/** The request's cookies among `names`, by name (values as sent, at most 100 characters). */
export function cookiesNamed(cookieHeader: string | undefined, names: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of cookieHeader?.split(';') ?? []) {
    const at = part.indexOf('=');
    const name = at < 0 ? '' : part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (names.includes(name) && value.length <= 100) found[name] = value;
  }
  return found;
}

/** The token in the request's `sap_session` cookie, or null. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    // A token is URL-safe text (a JWT); anything else is not sent on to the API.
    return /^[\w.-]{1,4096}$/.test(value) ? value : null;
  }
  return null;
}

/** The class viewer's path (SPEC §2): the course id, then the enrolment's id. */
const CLASS_VIEWER_PATH = /^\/lms\/course\/(\d{1,12})\/classes\/(\d{1,12})$/;

/** What the portal's page at `pathname` reads first (the keys of its hooks); null: not rendered signed in. */
export function signedInPaths(pathname: string): string[] | null {
  const path = pathname.replace(/\/+$/, '');
  // The course list (SPEC §2): the list, the continue-learning row, the Upcoming sessions and
  // bookings; the page waits for all of them before it shows (courses-page.tsx).
  if (path === '/lms') return [lmsApi.courses(), lmsApi.enrolments(), lmsApi.upcomingSessions(), lmsApi.bookings()];
  // The course page (SPEC §7's course call, the key the shell prefetches too); the parts it
  // loads later (the review form, the checkout) ask for their own data as they do today.
  const course = /^\/lms\/course\/(\d{1,12})$/.exec(path);
  if (course) return [lmsApi.course(course[1] as string)];
  // The class viewer (SPEC §2): the outline with progress; the class it opens comes next.
  const viewer = CLASS_VIEWER_PATH.exec(path);
  if (viewer) return [lmsApi.continue(viewer[1] as string, viewer[2] as string)];
  return null;
}

/**
 * What the page reads once its first answers are in: the class viewer's active class (the same
 * rule as the browser's viewer, `initialClassId` in the contracts), read within the same timeout.
 */
export function followUpPaths(pathname: string, answers: Record<string, unknown>): string[] {
  const viewer = CLASS_VIEWER_PATH.exec(pathname.replace(/\/+$/, ''));
  if (!viewer) return [];
  const outline = answers[lmsApi.continue(viewer[1] as string, viewer[2] as string)];
  if (!isContinueAnswer(outline)) return [];
  const classId = initialClassId(outline);
  return classId === null ? [] : [lmsApi.classDetail(viewer[1] as string, classId)];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outline's shape, enough for the rule; the viewer parses the whole answer with its contract. */
function isContinueAnswer(value: unknown): value is Pick<ContinueCourseResponse, 'course_student' | 'classes'> {
  return (
    isRecord(value) &&
    isRecord(value.course_student) &&
    Array.isArray(value.classes) &&
    value.classes.every(
      (section) => isRecord(section) && Array.isArray(section.classes) && section.classes.every((c) => isRecord(c) && typeof c.id === 'number'),
    )
  );
}

export interface SignedInDataSource {
  /** The page's data with this token, or null (no such page, a refused token, any failure). Never rejects. */
  forRequest(request: { pathname: string; token: string; apiUrl: string; requestId?: string; cookieHeader?: string }): Promise<SignedInData | null>;
}

export function createSignedInDataSource({
  fetchImpl = fetch,
  timeoutMs = SIGNED_IN_TIMEOUT_MS,
}: { fetchImpl?: typeof fetch; timeoutMs?: number } = {}): SignedInDataSource {
  return {
    async forRequest({ pathname, token, apiUrl, requestId, cookieHeader }) {
      const paths = signedInPaths(pathname);
      if (!paths) return null;
      const signal = AbortSignal.timeout(timeoutMs);
      const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
      if (requestId) headers['x-request-id'] = requestId;
      const get = async (apiPath: string): Promise<unknown> => {
        const response = await fetchImpl(new URL(apiPath, apiUrl).toString(), { headers, signal });
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`HTTP ${response.status}`);
        }
        return response.json();
      };
      try {
        // SPEC §4's check and the page's reads at once, as the browser starts them (portal-prefetch.ts).
        const [session, ...answers] = await Promise.all([get(authApi.currentUser()), ...paths.map(get)]);
        // §4: "a user id means logged in"; anything else is a visitor's page.
        if (!isRecord(session) || !isRecord(session.user) || !session.user.id) return null;
        const byPath: Record<string, unknown> = Object.fromEntries(paths.map((apiPath, i) => [apiPath, answers[i]]));
        const more = followUpPaths(pathname, byPath);
        const moreAnswers = await Promise.all(more.map(get));
        more.forEach((apiPath, i) => (byPath[apiPath] = moreAnswers[i]));
        return {
          path: pathname,
          user: session.user as unknown as SignedInData['user'],
          student: (isRecord(session.student) ? session.student : null) as SignedInData['student'],
          answers: byPath,
          cookies: cookiesNamed(cookieHeader, RENDER_COOKIES),
        };
      } catch {
        return null;
      }
    },
  };
}
