// The practice server's status (decision 150): a periodic GET of the health URL staff set in the
// settings (`practice_server_health_url`); a 2xx within the timeout is up, anything else down. The
// result is one row every replica overwrites, so the portal shows the latest check.
import type { ServerHealth } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { practiceServerRepository } from '../repositories/practice-server';

export const PRACTICE_SERVER_HEALTH_URL_KEY = 'practice_server_health_url';
const CHECK_TIMEOUT_MS = 10_000;

export async function readPracticeServerHealth(db: Db): Promise<ServerHealth> {
  const row = await practiceServerRepository(db).health();
  return row ? { status: row.status, checked_at: new Date(row.checkedAt).toISOString() } : { status: 'unknown', checked_at: null };
}

/** The URL staff set in the settings, or null (not set, or empty: not checked). */
export async function readPracticeServerHealthUrl(db: Db): Promise<string | null> {
  const value = await practiceServerRepository(db).setting(PRACTICE_SERVER_HEALTH_URL_KEY);
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

/** One check; nothing when no URL is set. `fetcher` is injected by tests (a local server in production). */
export async function checkPracticeServerHealth(db: Db, now: Date, fetcher: typeof fetch = fetch): Promise<ServerHealth | null> {
  const url = await readPracticeServerHealthUrl(db);
  if (!url) return null;
  const up = await fetcher(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), redirect: 'manual' })
    .then((res) => res.ok)
    .catch(() => false);
  const status = up ? ('up' as const) : ('down' as const);
  await practiceServerRepository(db).saveHealth(status, now);
  return { status, checked_at: now.toISOString() };
}
