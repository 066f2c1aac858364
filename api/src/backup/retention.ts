// Retention (decision 315): keep the newest BACKUP_KEEP_LAST backups, and the newest backup of
// each of the newest BACKUP_KEEP_DAILY days (India's calendar, where the business runs) that has
// one. Nothing else is kept: older backups, unfinished folders, and stored-file copies no kept
// backup names.
import { INDIA_TIME_ZONE } from '@sap-academy/contracts/india-time';
import type { BackupStore } from './backup-store';
import { listBackups, readManifest, unfinishedBackups } from './backup-catalogue';
import { DUMP_NAME, FILES_FOLDER, MANIFEST_NAME, backupTime } from './manifest';

export interface RetentionPolicy {
  keepLast: number;
  keepDaily: number;
}

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The ids to keep among complete backups' ids (any order). Always keeps the newest one. */
export function backupsToKeep(ids: readonly string[], { keepLast, keepDaily }: RetentionPolicy): Set<string> {
  const newestFirst = [...ids].sort().reverse();
  const kept = new Set(newestFirst.slice(0, Math.max(1, keepLast)));
  const days = new Set<string>();
  for (const id of newestFirst) {
    const day = indiaDay.format(backupTime(id));
    if (days.has(day)) continue;
    if (days.size >= keepDaily) break;
    days.add(day);
    kept.add(id);
  }
  return kept;
}

export interface Pruned {
  kept: string[];
  removed: string[];
  filesRemoved: number;
}

/** Applies the policy at `store`; `current` (a backup being taken) is never touched. */
export async function prune(store: BackupStore, policy: RetentionPolicy, current?: string): Promise<Pruned> {
  const complete = await listBackups(store);
  const keep = backupsToKeep(complete, policy);
  const removed: string[] = [];
  for (const id of complete.filter((c) => !keep.has(c))) {
    // The manifest first: a half-removed backup is then an unfinished folder, never a broken backup.
    await store.remove(`${id}/${MANIFEST_NAME}`);
    await store.remove(`${id}/${DUMP_NAME}`);
    removed.push(id);
  }
  for (const id of await unfinishedBackups(store)) {
    if (id === current) continue;
    for (const key of await store.list(`${id}/`)) await store.remove(key);
    removed.push(id);
  }
  const named = new Set<string>();
  for (const id of keep) for (const file of (await readManifest(store, id)).files) named.add(`${FILES_FOLDER}/${file.key}`);
  let filesRemoved = 0;
  for (const key of await store.list(`${FILES_FOLDER}/`)) {
    if (named.has(key)) continue;
    await store.remove(key);
    filesRemoved += 1;
  }
  return { kept: complete.filter((c) => keep.has(c)), removed, filesRemoved };
}
