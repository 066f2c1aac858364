// Release commands for the federated remotes (decision 125): switch the stable build, start a
// canary, promote the candidate, or roll back. Each runs in one transaction that checks the
// channel's version (a stale one is a conflict), writes the channel, one history row and one
// audit row, so the history's from → to chain always matches the channel.
import type { ReleaseChannels } from '@sap-academy/contracts';
import type { AdminChannel, adminReleasesResponseSchema } from '@sap-academy/contracts/admin';
import type { z } from 'zod';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { stableStack } from '../domain/release-stack';
import { recordAudit } from '../repositories/audit';
import { remoteChannelsRepository, toReleaseChannels, type ChannelBuilds, type RemoteChannelRow as Row } from '../repositories/remote-channels';
import { usersRepository } from '../repositories/users';

type Action = 'switch' | 'canary' | 'promote' | 'rollback' | 'auto_rollback';
export type ReleaseCommand =
  | { action: 'switch'; toVersion: string; manifestUrl: string }
  | { action: 'canary'; toVersion: string; manifestUrl: string; share: number }
  | { action: 'promote' }
  | { action: 'rollback' }
  // The canary judge's own rollback (decision 125's history action): drops the candidate, with why.
  | { action: 'auto_rollback'; reason: string };

/** A staff member's id, or the API itself (the canary judge): history shows `automatic`. */
export type ReleaseActor = number | 'automatic';

export const view = (row: Row): AdminChannel => ({
  remote: row.remote,
  stable_version: row.stableVersion,
  stable_manifest: row.stableManifest,
  candidate_version: row.candidateVersion,
  candidate_manifest: row.candidateManifest,
  candidate_share: row.candidateShare,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

const PAGE_SIZE = 50;
const STALE = 'The channel changed since you read it; reload and try again.';
const NO_CANDIDATE = { candidateVersion: null, candidateManifest: null, candidateShare: null };

/**
 * Production pages load a remote's code from its manifest URL: over plain http anyone on the path
 * could swap the code every visitor runs (decision 311). Local and test stacks serve builds over
 * http from localhost, so only production refuses it.
 */
function checkManifestUrl(config: Pick<Config, 'NODE_ENV'> | undefined, manifestUrl: string): void {
  if (config?.NODE_ENV === 'production' && !manifestUrl.startsWith('https://')) {
    throw new DomainError('invalid', `The manifest URL must be https in production: ${manifestUrl}`, {
      fields: { 'body.manifest_url': 'must be an https URL in production' },
    });
  }
}

/** `config` carries the production rules; without it (the canary judge, which never names a manifest) none apply. */
export function remoteReleasesService(app: { db: Db; config?: Pick<Config, 'NODE_ENV'> }) {
  const channels = remoteChannelsRepository(app.db);
  return {
    /** GET /site/releases: what the page servers poll. */
    async document(): Promise<ReleaseChannels> {
      return toReleaseChannels(await channels.list());
    },

    async list(page: number): Promise<z.infer<typeof adminReleasesResponseSchema>> {
      const [rows, history, total] = await Promise.all([channels.list(), channels.history(PAGE_SIZE, (page - 1) * PAGE_SIZE), channels.historyCount()]);
      return {
        channels: rows.map(view),
        history: history.map((r) => ({
          id: r.id,
          remote: r.remote,
          action: r.action as Action,
          from_version: r.fromVersion,
          to_version: r.toVersion,
          share: r.share,
          actor: r.actor,
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        page,
      };
    },

    async run(actorId: ReleaseActor, remote: string, expectedVersion: number, command: ReleaseCommand): Promise<AdminChannel> {
      if (command.action === 'switch' || command.action === 'canary') checkManifestUrl(app.config, command.manifestUrl);
      return inTransaction(app.db, async (tx) => {
        const repo = remoteChannelsRepository(tx);
        const actorUserId = actorId === 'automatic' ? null : actorId;
        const actor = actorUserId === null ? undefined : await usersRepository(tx).findById(actorUserId);
        const current = await repo.lock(remote);
        if (current ? current.version !== expectedVersion : expectedVersion !== 0) throw new DomainError('conflict', STALE);

        let next: ChannelBuilds;
        let history: { action: Action; from: string | null; to: string; manifest: string; share: number | null; reason?: string };
        if (command.action === 'switch') {
          next = { stableVersion: command.toVersion, stableManifest: command.manifestUrl, ...NO_CANDIDATE };
          history = { action: 'switch', from: current?.stableVersion ?? null, to: command.toVersion, manifest: command.manifestUrl, share: null };
        } else if (command.action === 'canary') {
          if (!current) throw new DomainError('conflict', `${remote} has no stable build yet: switch to one first.`);
          if (command.toVersion === current.stableVersion) throw new DomainError('conflict', `${command.toVersion} is already the stable build.`);
          next = {
            stableVersion: current.stableVersion,
            stableManifest: current.stableManifest,
            candidateVersion: command.toVersion,
            candidateManifest: command.manifestUrl,
            candidateShare: command.share,
          };
          history = { action: 'canary', from: current.stableVersion, to: command.toVersion, manifest: current.stableManifest, share: command.share };
        } else if (command.action === 'promote') {
          if (!current?.candidateVersion || !current.candidateManifest) throw new DomainError('conflict', `${remote} has no candidate to promote.`);
          next = { stableVersion: current.candidateVersion, stableManifest: current.candidateManifest, ...NO_CANDIDATE };
          history = { action: 'promote', from: current.stableVersion, to: current.candidateVersion, manifest: current.candidateManifest, share: null };
        } else if (command.action === 'auto_rollback') {
          if (!current?.candidateVersion) throw new DomainError('conflict', `${remote} has no candidate to roll back.`);
          next = { stableVersion: current.stableVersion, stableManifest: current.stableManifest, ...NO_CANDIDATE };
          history = {
            action: 'auto_rollback',
            from: current.candidateVersion,
            to: current.stableVersion,
            manifest: current.stableManifest,
            share: null,
            reason: command.reason,
          };
        } else {
          if (!current) throw new DomainError('conflict', `${remote} has nothing to roll back to.`);
          if (current.candidateVersion) {
            // Dropping the candidate: every visitor is back on the stable build.
            next = { stableVersion: current.stableVersion, stableManifest: current.stableManifest, ...NO_CANDIDATE };
            history = { action: 'rollback', from: current.candidateVersion, to: current.stableVersion, manifest: current.stableManifest, share: null };
          } else {
            // The stable build under the current one on the stack of switches and promotes (decision 311).
            const stack = stableStack(await repo.releasesOf(remote));
            const previous = stack.at(-2);
            if (!previous || stack.at(-1)?.version !== current.stableVersion) {
              throw new DomainError('conflict', `${remote} has no previous stable build to roll back to.`);
            }
            next = { stableVersion: previous.version, stableManifest: previous.manifest, ...NO_CANDIDATE };
            history = { action: 'rollback', from: current.stableVersion, to: previous.version, manifest: previous.manifest, share: null };
          }
        }

        const stored = current ? await repo.update(remote, current.version, next) : await repo.create(remote, next);
        if (!stored) throw new DomainError('conflict', STALE);
        await repo.addRelease({
          remote,
          action: history.action,
          fromVersion: history.from,
          toVersion: history.to,
          manifest: history.manifest,
          share: history.share,
          reason: history.reason ?? null,
          actor: actorUserId === null ? 'automatic' : (actor?.email ?? `user ${actorUserId}`),
        });
        await recordAudit(tx, {
          actorUserId,
          action: `release.${history.action}`,
          entity: 'release',
          entityId: remote,
          before: current ? view(current) : null,
          after: view(stored),
        });
        return view(stored);
      });
    },
  };
}
