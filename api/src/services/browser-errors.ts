// The back office's list of browser errors (decision 144). The rows are written by the RUM
// plugin's flush; reading first flushes this process's queue, so what was just reported shows.
import type { BrowserErrorListQuery, BrowserErrorListResponse } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { browserErrorsRepository } from '../repositories/browser-errors';

export function browserErrorsService({ db, flush }: { db: Db; flush: () => Promise<unknown> }) {
  return {
    async list({ page, page_size, remote }: BrowserErrorListQuery): Promise<BrowserErrorListResponse> {
      await flush();
      const { rows, total, remotes } = await browserErrorsRepository(db).page({ remote, limit: page_size, offset: (page - 1) * page_size });
      return {
        results: rows.map((row) => ({
          fingerprint: row.fingerprint,
          kind: row.kind as 'error' | 'rejection',
          route: row.route,
          remote: row.remote,
          version: row.version,
          source: row.source,
          message: row.message,
          count: row.count,
          first_seen: row.firstSeen.toISOString(),
          last_seen: row.lastSeen.toISOString(),
        })),
        total,
        page,
        page_size,
        remotes,
      };
    },
  };
}
