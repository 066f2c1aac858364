// The public pages' data for the page server (GET /site-data: settings and the published catalogue;
// docs/decisions/206-public-data-from-the-api.md). Every page request revalidates with
// If-None-Match, so a staff change shows on the very next request, while unchanged data costs the
// API one one-row query and a 304. Concurrent requests share one revalidation. The API is never
// allowed to cost a page more than `timeoutMs`: on a failure or a timeout the page renders from
// the last good data, or, before there ever was any, from the marketing remote's built-in
// snapshot (the renderer passes null). One warning per outage, not one per request.
import type { SiteData } from 'mfe-shared';

export const SITE_DATA_PATH = '/site-data';
export const SITE_DATA_TIMEOUT_MS = 300;
/**
 * Under load (docs/decisions/013-html-caching.md): once BUSY_REQUESTS page requests
 * have used one revalidation, later ones within SHARE_MS of its start take its answer at once
 * instead of each waiting for a new one. At a handful of requests a second (a staff member
 * checking their change) every request still revalidates; in a spike, a change shows within
 * SHARE_MS, and the API is asked about ten times a second instead of once per page.
 */
export const BUSY_REQUESTS = 20;
export const SHARE_MS = 100;

export interface SiteDataSource {
  /** The data to render this request with; null when the API has never answered. Never rejects. */
  current(apiUrl: string, requestId?: string): Promise<SiteData | null>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The outline the pages rely on: a version, a settings object, courses with ids, titles and topics. */
export function isSiteData(value: unknown): value is SiteData {
  if (!isObject(value) || typeof value.version !== 'string' || !isObject(value.settings) || !Array.isArray(value.courses)) return false;
  return value.courses.every((c) => isObject(c) && typeof c.id === 'number' && typeof c.course_title === 'string' && Array.isArray(c.topics));
}

interface ApiState {
  data: SiteData | null;
  etag: string | null;
  inFlight: Promise<SiteData | null> | null;
  down: boolean;
  /** When the last revalidation started, and how many requests have used it since. */
  startedAt: number;
  users: number;
}

export function createSiteDataSource({
  fetchImpl = fetch,
  timeoutMs = SITE_DATA_TIMEOUT_MS,
  warn = (message: string) => console.warn(message),
  now = Date.now,
}: { fetchImpl?: typeof fetch; timeoutMs?: number; warn?: (message: string) => void; now?: () => number } = {}): SiteDataSource {
  const states = new Map<string, ApiState>();

  async function revalidate(url: string, state: ApiState, requestId: string | undefined): Promise<SiteData | null> {
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      // The page request that needed the data: its id is in the API's log line for this call.
      if (requestId) headers['x-request-id'] = requestId;
      if (state.etag && state.data) headers['if-none-match'] = state.etag;
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && state.data) {
        await response.body?.cancel();
      } else if (response.ok) {
        const body: unknown = await response.json();
        if (!isSiteData(body)) throw new Error('the answer is not site data');
        state.data = body;
        state.etag = response.headers.get('etag');
      } else {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      if (state.down) warn(`[site-data] ${url} answers again (version ${state.data?.version})`);
      state.down = false;
    } catch (error) {
      if (!state.down) {
        const reason = error instanceof Error ? error.message : String(error);
        warn(
          `[site-data] ${url} failed (${reason}); pages render from ${state.data ? `version ${state.data.version}` : 'the built-in snapshot'} until it answers`,
        );
      }
      state.down = true;
    }
    return state.data;
  }

  return {
    current(apiUrl, requestId) {
      const url = new URL(SITE_DATA_PATH, apiUrl).toString();
      let state = states.get(url);
      if (!state) states.set(url, (state = { data: null, etag: null, inFlight: null, down: false, startedAt: 0, users: 0 }));
      const s = state;
      s.users += 1;
      if (s.inFlight) return s.inFlight;
      const at = now();
      if (s.data && !s.down && s.users > BUSY_REQUESTS && at - s.startedAt < SHARE_MS) return Promise.resolve(s.data);
      s.startedAt = at;
      s.users = 1;
      s.inFlight = revalidate(url, s, requestId).finally(() => {
        s.inFlight = null;
      });
      return s.inFlight;
    },
  };
}
