// Which build of each remote the page server serves (docs/decisions/125 and 310): the API's
// `GET /site/releases`, polled every few seconds with If-None-Match and checked with the contract.
// A failed or invalid poll keeps the last good channels (one warning per failure streak); before
// any good answer there are none, and the runtime config (REMOTES) is served as it is.
// While the API answers 304 the channels stay the same object: the cohorts' configs, and the
// caches keyed by them (page-cache.ts, security-headers.ts), are reused.
import { releaseChannelsSchema, type ReleaseChannel } from '@sap-academy/contracts';

export const RELEASES_PATH = '/site/releases';
/** A page server polls this often by default (RELEASES_POLL_MS); 0 turns the polling off. */
export const DEFAULT_RELEASES_POLL_MS = 5000;
/** A poll never waits longer: the next one comes anyway. */
export const RELEASES_TIMEOUT_MS = 2000;

export type Channels = Readonly<Record<string, ReleaseChannel>>;

export interface ReleaseChannelsSource {
  /** The last good channels; null before the API ever answered. */
  current(): Channels | null;
  /** One poll now (the timer's, and a test's). Never rejects. */
  poll(): Promise<void>;
  /** No poll starts after this; resolves when the one in flight (if any) has ended. */
  stop(): Promise<void>;
}

export interface ReleaseChannelsOptions {
  /** The API origin the site data comes from (the runtime config's apiUrl). */
  apiUrl: () => Promise<string>;
  pollMs?: number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  warn?: (message: string) => void;
}

export function pollReleaseChannels({
  apiUrl,
  pollMs = DEFAULT_RELEASES_POLL_MS,
  fetchImpl = fetch,
  timeoutMs = RELEASES_TIMEOUT_MS,
  warn = (message) => console.warn(message),
}: ReleaseChannelsOptions): ReleaseChannelsSource {
  let channels: Channels | null = null;
  let etag: string | null = null;
  let failing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;

  async function fetchOnce(): Promise<void> {
    let url = RELEASES_PATH;
    try {
      url = new URL(RELEASES_PATH, await apiUrl()).toString();
      // Stopped while the API's address was being read: a closed page server sends nothing more.
      if (stopped) return;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (etag && channels) headers['if-none-match'] = etag;
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304 && channels) {
        await response.body?.cancel();
      } else if (response.ok) {
        const parsed = releaseChannelsSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error(`not release channels: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        channels = Object.freeze(parsed.data.channels);
        etag = response.headers.get('etag');
      } else {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      if (failing) warn(`[releases] ${url} answers again`);
      failing = false;
    } catch (error) {
      if (!failing) {
        const reason = error instanceof Error ? error.message : String(error);
        warn(
          `[releases] ${url} failed (${reason}); pages keep ${channels ? 'the last good release channels' : 'the runtime config (REMOTES)'} until it answers`,
        );
      }
      failing = true;
    }
  }

  const poll = () => {
    inFlight ??= fetchOnce().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const tick = () => {
    void poll().then(() => {
      if (stopped) return;
      timer = setTimeout(tick, pollMs);
      // A page server being closed does not wait for its next poll.
      timer.unref();
    });
  };
  if (pollMs > 0) tick();

  return {
    current: () => channels,
    poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A server's close waits for the poll it started (bounded by timeoutMs), so nothing of it
      // reaches the API after the close has resolved.
      await inFlight;
    },
  };
}
