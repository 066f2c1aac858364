// The canary guard's settings (decision 127): whether the API rolls a candidate back on its own,
// and the thresholds it judges by. One row, versioned like every staff-edited record: a save names
// the version it read (stale → 409), and writes the row and its audit row in one transaction.
import { ADMIN_MESSAGES, type ReleaseGuard, type ReleaseGuardInput } from '@sap-academy/contracts/admin';
import { RELEASE_GUARD_DEFAULTS } from '../config/constants';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { releaseGuardRepository, type ReleaseGuardRow } from '../repositories/release-guard';

const settingsOf = (row: ReleaseGuardRow | undefined): ReleaseGuardInput =>
  row
    ? {
        enabled: row.enabled,
        window_minutes: row.windowMinutes,
        min_loads: row.minLoads,
        max_failure_increase_per_1000: row.maxFailureIncreasePer1000,
        max_lcp_increase_pct: row.maxLcpIncreasePct,
      }
    : { ...RELEASE_GUARD_DEFAULTS };

/** The defaults are version 0 with no update time, as the contract has them. */
const view = (row: ReleaseGuardRow | undefined): ReleaseGuard => ({
  ...settingsOf(row),
  version: row?.version ?? 0,
  updated_at: row ? row.updatedAt.toISOString() : null,
});

export function releaseGuardService(app: { db: Db }) {
  return {
    async view(): Promise<ReleaseGuard> {
      return view(await releaseGuardRepository(app.db).read());
    },

    async update(actorUserId: number, version: number, input: ReleaseGuardInput): Promise<ReleaseGuard> {
      return inTransaction(
        app.db,
        async (tx) => {
          const repo = releaseGuardRepository(tx);
          const current = await repo.lock();
          if ((current?.version ?? 0) !== version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          const values = {
            enabled: input.enabled,
            windowMinutes: input.window_minutes,
            minLoads: input.min_loads,
            maxFailureIncreasePer1000: input.max_failure_increase_per_1000,
            maxLcpIncreasePct: input.max_lcp_increase_pct,
          };
          const stored = current ? await repo.update(version, values) : await repo.create(values);
          // The first save raced another first save (no row to lock yet): the other one won.
          if (!stored) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          await recordAudit(tx, {
            actorUserId,
            action: 'release.guard_update',
            entity: 'release',
            entityId: 'guard',
            before: settingsOf(current),
            after: settingsOf(stored),
          });
          return view(stored);
        },
        { retryOnLostConnection: true },
      );
    },
  };
}
