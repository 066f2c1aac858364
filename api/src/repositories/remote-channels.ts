// Reads and writes of the remotes' release channels and their history (decision 125).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ReleaseChannels } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { remoteChannels, remoteReleases } from '../db/schema';

export type RemoteChannelRow = typeof remoteChannels.$inferSelect;
export type RemoteReleaseRow = typeof remoteReleases.$inferSelect;
/** What a release command sets on a channel (the key, version and time are the repository's). */
export type ChannelBuilds = Omit<RemoteChannelRow, 'remote' | 'version' | 'updatedAt'>;

export function remoteChannelsRepository(db: Db) {
  return {
    list(): Promise<RemoteChannelRow[]> {
      return db.select().from(remoteChannels).orderBy(asc(remoteChannels.remote));
    },

    /** The channel, locked until the transaction ends so release commands on it queue. */
    async lock(remote: string): Promise<RemoteChannelRow | undefined> {
      const [row] = await db.select().from(remoteChannels).where(eq(remoteChannels.remote, remote)).for('update');
      return row;
    },

    /**
     * A new channel starts at version 1: a command names version 0 for "no channel yet", so a
     * second operator who also read "none" is refused instead of overwriting the first one's
     * release (decision 311). Undefined when another transaction created it first.
     */
    async create(remote: string, builds: ChannelBuilds): Promise<RemoteChannelRow | undefined> {
      const [row] = await db
        .insert(remoteChannels)
        .values({ remote, ...builds, version: 1 })
        .onConflictDoNothing({ target: remoteChannels.remote })
        .returning();
      return row;
    },

    /** Undefined when the channel is no longer at `version` (someone else changed it). */
    async update(remote: string, version: number, builds: ChannelBuilds): Promise<RemoteChannelRow | undefined> {
      const [row] = await db
        .update(remoteChannels)
        .set({ ...builds, version: version + 1, updatedAt: new Date() })
        .where(and(eq(remoteChannels.remote, remote), eq(remoteChannels.version, version)))
        .returning();
      return row;
    },

    async addRelease(release: Omit<typeof remoteReleases.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
      await db.insert(remoteReleases).values(release);
    },

    /** Newest first. */
    history(limit: number, offset: number): Promise<RemoteReleaseRow[]> {
      return db.select().from(remoteReleases).orderBy(desc(remoteReleases.id)).limit(limit).offset(offset);
    },

    async historyCount(): Promise<number> {
      const [total] = await db.select({ n: count() }).from(remoteReleases);
      return total?.n ?? 0;
    },

    /** Every release of `remote`, oldest first: the stable builds a rollback walks back through. */
    releasesOf(remote: string): Promise<Pick<RemoteReleaseRow, 'action' | 'toVersion' | 'manifest'>[]> {
      return db
        .select({ action: remoteReleases.action, toVersion: remoteReleases.toVersion, manifest: remoteReleases.manifest })
        .from(remoteReleases)
        .where(eq(remoteReleases.remote, remote))
        .orderBy(asc(remoteReleases.id));
    },
  };
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
