// The portal's first reads, started with the current-user check instead of after it (// "the course list request starts in parallel with that check when a token is present"). The
// paths live here, not in the portal, because the shell starts them before the portal's code
// has arrived; the portal's own hooks build the same keys with the same builders (`lmsApi` of the
// contracts, decision 016), so the key SWR asks for is the key that was fetched. SPEC §4's order of effects is kept: the
// answers are only shown once the check has found a user.
import { lmsApi } from '@sap-academy/contracts/paths';
import { apiFetch } from '../api/api-client';

/**
 * @deprecated Build paths with the contracts' `lmsApi`. Kept only for portal builds that still
 * import it from this singleton (decision 002: within a major version mfe-shared only grows).
 */
export const PORTAL_API_PATHS = {
  courses: lmsApi.courses(),
  enrolments: lmsApi.enrolments(),
  course: (id: number | string) => lmsApi.course(id),
  continue: (id: number | string, courseStudentId: number | string) => lmsApi.continue(id, courseStudentId),
} as const;

/** What the portal's page at `pathname` reads first. */
export function portalPrefetchPaths(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/lms') return [lmsApi.courses(), lmsApi.enrolments()];
  const viewer = /^\/lms\/course\/(\d+)\/classes\/(\d+)$/.exec(path);
  if (viewer) return [lmsApi.continue(viewer[1]!, viewer[2]!)];
  const details = /^\/lms\/course\/(\d+)$/.exec(path);
  if (details) return [lmsApi.course(details[1]!)];
  return [];
}

/** An answer not taken within this long is dropped: the page asks afresh. */
export const PREFETCH_TTL_MS = 10_000;

const MISSED = Symbol('prefetch failed');
const early = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts GETs whose answers the first useApi of each path takes (the token must be in the store). */
export function prefetchApi(paths: readonly string[], now = Date.now()): void {
  for (const path of paths) {
    // A failure is never reported here: the page's own request reports it, as without a prefetch.
    if (!early.has(path)) early.set(path, { at: now, answer: apiFetch(path).catch(() => MISSED) });
  }
}

/**
 * The answers a signed-in page was rendered with (decision 031), as if prefetched.
 * @deprecated The shell no longer seeds them (decision 036, 2026-11-29 11:00): `useApi` does not
 * revalidate those answers on mount, so a seeded slot was left for the next revalidation, the one
 * a change the student made asks for, and answered it with the page's old answer. Kept for shells
 * that still call it (decision 002: within a major version mfe-shared only grows); an invalidation
 * drops what it seeded (`dropPrefetched`).
 */
export function seedPrefetched(answers: Readonly<Record<string, unknown>>, now = Date.now()): void {
  for (const [path, data] of Object.entries(answers)) early.set(path, { at: now, answer: Promise.resolve(data) });
}

/**
 * The prefetched answer of `path`, once: parsed by `read`, or fetched anew by `fetchAgain` when
 * the early request failed. null: nothing (fresh) was prefetched.
 */
export function takePrefetched<T>(path: string, read: (data: unknown) => T, fetchAgain: () => Promise<T>, now = Date.now()): Promise<T> | null {
  const entry = early.get(path);
  if (!entry) return null;
  early.delete(path);
  if (now - entry.at > PREFETCH_TTL_MS) return null;
  return entry.answer.then((data) => (data === MISSED ? fetchAgain() : read(data)));
}

/**
 * Forgets what was prefetched for the keys `matches` accepts: their data changed (a join, a
 * payment), so the next read must be the API's, never an answer fetched before the change.
 */
export function dropPrefetched(matches: (path: string) => boolean): void {
  for (const path of [...early.keys()]) if (matches(path)) early.delete(path);
}

/** Sign-out and tests: nothing fetched with an old token may be shown. */
export function clearPrefetched(): void {
  early.clear();
}
