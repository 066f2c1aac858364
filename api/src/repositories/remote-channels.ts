// Reads and writes of the remotes' release channels (decision 125).
import { asc } from 'drizzle-orm';
import type { ReleaseChannels } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { remoteChannels } from '../db/schema';

export type RemoteChannelRow = typeof remoteChannels.$inferSelect;

export function listRemoteChannels(db: Db): Promise<RemoteChannelRow[]> {
  return db.select().from(remoteChannels).orderBy(asc(remoteChannels.remote));
}

/** The public document the page servers poll: stable per remote and the candidate when one runs. */
export function toReleaseChannels(rows: readonly RemoteChannelRow[]): ReleaseChannels {
  const channels: ReleaseChannels['channels'] = {};
  for (const row of rows) {
    channels[row.remote] = {
      stable: { version: row.stableVersion, manifest: row.stableManifest },
      ...(row.candidateVersion && row.candidateManifest && row.candidateShare
        ? { candidate: { version: row.candidateVersion, manifest: row.candidateManifest, share: row.candidateShare } }
        : {}),
    };
  }
  return { channels };
}
