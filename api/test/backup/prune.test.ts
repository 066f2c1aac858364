// Retention applied to a destination (decision 315): old backups go manifest first, unfinished
// folders go, stored-file copies that no kept backup names go, and the backup being taken stays.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { folderStore, type BackupStore } from '../../src/backup/backup-store';
import { chooseBackup, listBackups } from '../../src/backup/backup-catalogue';
import { DUMP_NAME, MANIFEST_FORMAT, MANIFEST_NAME, newBackupId, type Manifest } from '../../src/backup/manifest';
import { prune } from '../../src/backup/retention';

const SHA = 'a'.repeat(64);

async function fakeBackup(store: BackupStore, at: string, fileKeys: string[]): Promise<string> {
  const id = newBackupId(new Date(at));
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    id,
    startedAt: at,
    finishedAt: at,
    database: { name: 'academy', serverVersion: '16.4', migrations: { count: 21, latest: 1 }, tables: { 'public.users': 1 } },
    dump: { file: DUMP_NAME, bytes: 4, sha256: SHA },
    files: fileKeys.map((key) => ({ key, bytes: 1, sha256: SHA })),
  };
  for (const key of fileKeys) await store.putBytes(`files/${key}`, Buffer.from('x'));
  await store.putBytes(`${id}/${DUMP_NAME}`, Buffer.from('dump'));
  await store.putBytes(`${id}/${MANIFEST_NAME}`, Buffer.from(JSON.stringify(manifest)));
  return id;
}

describe('prune', () => {
  let dir: string;
  let store: BackupStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'backup-prune-'));
    store = folderStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes a backup's files and folders for its own user only, whatever the umask", async () => {
    const previous = process.umask(0o000);
    try {
      const id = await fakeBackup(store, '2026-11-27T21:30:00.000Z', ['class-resources/1/1/notes.pdf']);
      expect((await stat(path.join(dir, id, DUMP_NAME))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, 'files/class-resources/1/1/notes.pdf'))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, id))).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it('chooses latest or a well-formed id, and refuses anything else before touching the destination', async () => {
    await expect(chooseBackup(store, 'latest')).rejects.toThrow(`no backups at ${dir}`);
    await expect(chooseBackup(store, '../../etc')).rejects.toThrow('not a backup id: "../../etc"');
    const id = await fakeBackup(store, '2026-11-27T21:30:00.000Z', []);
    expect(await chooseBackup(store, 'latest')).toBe(id);
    expect(await chooseBackup(store, id)).toBe(id);
  });

  it('keeps what the policy keeps, with the files they name, and removes the rest', async () => {
    const old = await fakeBackup(store, '2026-11-20T21:30:00.000Z', ['class-resources/1/1/old-only', 'class-resources/1/1/shared']);
    const middle = await fakeBackup(store, '2026-11-26T21:30:00.000Z', ['class-resources/1/1/shared']);
    const newest = await fakeBackup(store, '2026-11-27T21:30:00.000Z', ['class-resources/1/1/shared', 'class-resources/1/1/new']);
    // A run that died after its dump: no manifest, so not a backup.
    const died = newBackupId(new Date('2026-11-27T10:00:00.000Z'));
    await store.putBytes(`${died}/${DUMP_NAME}`, Buffer.from('half'));
    // The run in progress, not yet with its manifest.
    const current = newBackupId(new Date('2026-11-28T21:30:00.000Z'));
    await store.putBytes(`${current}/${DUMP_NAME}`, Buffer.from('being written'));

    const pruned = await prune(store, { keepLast: 2, keepDaily: 0 }, current);

    expect(pruned.kept.sort()).toEqual([middle, newest].sort());
    expect(pruned.removed.sort()).toEqual([old, died].sort());
    expect(pruned.filesRemoved).toBe(1);
    expect(await listBackups(store)).toEqual([newest, middle]);
    expect((await store.list('files/')).sort()).toEqual(['files/class-resources/1/1/new', 'files/class-resources/1/1/shared']);
    expect(await store.size(`${old}/${DUMP_NAME}`)).toBeNull();
    expect(await store.size(`${died}/${DUMP_NAME}`)).toBeNull();
    expect(await store.size(`${current}/${DUMP_NAME}`)).not.toBeNull();
  });
});
