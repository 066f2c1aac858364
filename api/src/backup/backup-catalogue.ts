// The backups at a destination (decision 315): the folders with a manifest, newest first.
import type { BackupStore } from './backup-store';
import { BackupError } from './backup-error';
import { BACKUP_ID_PATTERN, MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';

/** Complete backups' ids, newest first. */
export async function listBackups(store: BackupStore): Promise<string[]> {
  const ids = (await store.folders())
    .filter((name) => BACKUP_ID_PATTERN.test(name))
    .sort()
    .reverse();
  const complete: string[] = [];
  for (const id of ids) if ((await store.size(`${id}/${MANIFEST_NAME}`)) !== null) complete.push(id);
  return complete;
}

/** Folders a backup started in but never finished (no manifest). */
export async function unfinishedBackups(store: BackupStore): Promise<string[]> {
  const complete = new Set(await listBackups(store));
  return (await store.folders()).filter((name) => BACKUP_ID_PATTERN.test(name) && !complete.has(name));
}

export async function readManifest(store: BackupStore, id: string): Promise<Manifest> {
  const bytes = await store.getBytes(`${id}/${MANIFEST_NAME}`);
  if (!bytes) throw new BackupError(`no backup ${id} at ${store.where} (npm run db:backup -- list shows them)`);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`backup ${id}: its manifest is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`backup ${id}: its manifest is not one this version reads`);
  return parsed.data;
}

/** `latest` or an id → the id, or a BackupError. */
export async function chooseBackup(store: BackupStore, wanted: string): Promise<string> {
  if (wanted !== 'latest') {
    if (!BACKUP_ID_PATTERN.test(wanted))
      throw new BackupError(`not a backup id: ${JSON.stringify(wanted.slice(0, 80))} (an id such as 20261128T213000Z-1a2b, or latest)`);
    return wanted;
  }
  const [newest] = await listBackups(store);
  if (!newest) throw new BackupError(`no backups at ${store.where}`);
  return newest;
}
