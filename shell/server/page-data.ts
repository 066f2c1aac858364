// The data of the site's dynamic public pages (decision 208): one page per record, rendered on
// request, not one per route: the certificate verification page of decision 135,
// /certificates/<id>, whose data is GET /site/certificates/:id (no session), and a course's public
// page (decision 211), /courses/<slug>, from GET /site/courses/:slug. The page server asks
// the API before it renders, so the HTML it sends (its title, Open Graph tags, canonical link)
// is the certificate's: a link preview (LinkedIn, WhatsApp) reads only that HTML. An unknown id is
// the page's 404; an API that does not answer in time is its 503. The answer is fetched on every
// request: a revocation must show as soon as the page's Cache-Control lets it (CERTIFICATE_PAGE).
import { siteApi } from '@sap-academy/contracts/paths';
import type { PageData } from 'mfe-shared';

/** A certificate page's status shows in a browser within 5 minutes of a revocation, and in a
 * shared cache (nginx, a CDN) as well: none may serve it stale (decision 208). */
export const CERTIFICATE_PAGE = 'public, max-age=300';
/** The API's answer is all this page is: a slower one is a 503, not a long blank wait. */
export const PAGE_DATA_TIMEOUT_MS = 2_000;

const CERTIFICATE_PATH = /^\/certificates\/([^/]+)$/;
const COURSE_PATH = /^\/courses\/([^/]+)$/;

const STATUSES: readonly unknown[] = ['valid', 'revoked'];
const STRING_KEYS = ['id', 'number', 'name', 'course_title', 'issued_at', 'verify_url'] as const;

/** The outline of publicCertificateSchema (contracts/certificates.ts), checked by hand: the page
 * server does not load zod for one object. The page checks it with the schema itself. */
export function isPublicCertificate(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (!STRING_KEYS.every((key) => typeof record[key] === 'string')) return false;
  if (!STATUSES.includes(record.status)) return false;
  return record.revoked_at === null || typeof record.revoked_at === 'string';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outline of publicCoursePageSchema (contracts/course-pages.ts), by hand as above; the page parses the rest. */
export function isPublicCoursePage(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (typeof value.id !== 'number' || typeof value.price !== 'number' || typeof value.course_duration !== 'number') return false;
  if (!['slug', 'course_title', 'description', 'currency'].every((key) => typeof value[key] === 'string')) return false;
  if (!isRecord(value.includes) || !Array.isArray(value.batches) || !Array.isArray(value.faq)) return false;
  return Array.isArray(value.sections) && value.sections.every((s) => isRecord(s) && typeof s.name === 'string' && Array.isArray(s.classes));
}

interface DynamicPage {
  path: RegExp;
  /** The API path of the record the path's one parameter names. */
  apiPath: (param: string) => string;
  isData: (value: unknown) => boolean;
  /** A 200's Cache-Control when it differs from every public page's (app.ts PUBLIC_PAGE). */
  cacheControl: string | null;
}

const DYNAMIC_PAGES: readonly DynamicPage[] = [
  { path: CERTIFICATE_PATH, apiPath: (id) => siteApi.certificate(id), isData: isPublicCertificate, cacheControl: CERTIFICATE_PAGE },
  // A course page is a public page like /courses: a minute in shared caches is fine for seats left.
  { path: COURSE_PATH, apiPath: (slug) => siteApi.coursePage(slug), isData: isPublicCoursePage, cacheControl: null },
];

/** The page's Cache-Control when it was rendered with its data (a 200); null: the public pages' own. */
export function pageDataCacheControl(pathname: string): string | null {
  return DYNAMIC_PAGES.find((page) => page.path.test(pathname))?.cacheControl ?? null;
}

export interface PageDataSource {
  /** The API's answer for the page at `pathname`; null for a page without data of its own. Never rejects. */
  forPath(pathname: string, apiUrl: string, requestId?: string): Promise<PageData | null>;
}

/** With the API down, every dynamic page fails alike: one warning a minute, not one per request. */
const WARN_EVERY_MS = 60_000;

export function createPageDataSource({
  fetchImpl = fetch,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
  warn = (message: string) => console.warn(message),
  now = Date.now,
}: { fetchImpl?: typeof fetch; timeoutMs?: number; warn?: (message: string) => void; now?: () => number } = {}): PageDataSource {
  let warnedAt = -WARN_EVERY_MS;
  return {
    async forPath(pathname, apiUrl, requestId) {
      const found = DYNAMIC_PAGES.map((page) => ({ page, match: page.path.exec(pathname) })).find((candidate) => candidate.match !== null);
      if (!found?.match) return null;
      const { page, match } = found;
      let param: string;
      try {
        param = decodeURIComponent(match[1] as string);
      } catch {
        return { path: pathname, status: 'not-found' };
      }
      const url = new URL(page.apiPath(param), apiUrl).toString();
      try {
        const headers: Record<string, string> = { accept: 'application/json' };
        // The page request that needed the data: its id is in the API's log line for this call.
        if (requestId) headers['x-request-id'] = requestId;
        const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        // 422: the API refused the path's text itself (decision 109), so no such record either.
        if (response.status === 404 || response.status === 422) {
          await response.body?.cancel();
          return { path: pathname, status: 'not-found' };
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`HTTP ${response.status}`);
        }
        const body: unknown = await response.json();
        if (!page.isData(body)) throw new Error("the answer is not the page's data");
        return { path: pathname, status: 'found', data: body };
      } catch (error) {
        if (now() - warnedAt >= WARN_EVERY_MS) {
          warnedAt = now();
          warn(`[page-data] ${url} failed (${error instanceof Error ? error.message : String(error)}); the page says to try again (503)`);
        }
        return { path: pathname, status: 'unavailable' };
      }
    },
  };
}
