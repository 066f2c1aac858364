// Takes one backup (decision 315): pg_dump in custom format in an exported snapshot, the stored
// files copied once each into the destination's shared files folder, then everything read back
// and checked (the dump's sha256, `pg_restore --list` on the copy that was read back, each file's
// size) before the manifest is written. A folder without a manifest is not a backup.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStore } from './backup-store';
import { BackupError } from './backup-error';
import { inSnapshot } from './database-snapshot';
import { DUMP_NAME, FILES_FOLDER, MANIFEST_FORMAT, MANIFEST_NAME, newBackupId, type Manifest } from './manifest';
import { listBackups, readManifest } from './backup-catalogue';
import { connectionOf, fileSha256, runTool } from './pg-tools';
import { readAll, type StoredFiles } from './stored-files';

export interface TakeOptions {
  store: BackupStore;
  databaseUrl: string;
  files: StoredFiles;
  workDir: string;
  now?: () => Date;
}

export interface Taken {
  manifest: Manifest;
  /** Whole seconds are too coarse for a small database: milliseconds. */
  dumpMs: number;
  totalMs: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function takeBackup({ store, databaseUrl, files, workDir, now = () => new Date() }: TakeOptions): Promise<Taken> {
  const started = now();
  const clock = performance.now();
  const id = newBackupId(started);
  await mkdir(workDir, { recursive: true });
  const work = await mkdtemp(path.join(workDir, `backup-${id}-`));
  try {
    const dumpFile = path.join(work, DUMP_NAME);
    const connection = connectionOf(databaseUrl);
    const { facts } = await inSnapshot(databaseUrl, (snapshot) =>
      runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${connection.url}`], connection),
    );
    const dumpMs = performance.now() - clock;
    const dump = { file: DUMP_NAME, bytes: (await stat(dumpFile)).size, sha256: await fileSha256(dumpFile) } as const;
    await store.putFile(`${id}/${DUMP_NAME}`, dumpFile);

    const copied = await copyStoredFiles(store, files);
    await verifyUpload(store, id, dump, copied, work);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      id,
      startedAt: started.toISOString(),
      finishedAt: now().toISOString(),
      database: facts,
      dump,
      files: copied,
    };
    await store.putBytes(`${id}/${MANIFEST_NAME}`, Buffer.from(JSON.stringify(manifest, null, 2)));
    return { manifest, dumpMs, totalMs: performance.now() - clock };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Every stored file into files/<key>. A key's content never changes (decision 131), so a file
 * already there with the size the newest backup recorded keeps that backup's hash; the others
 * are read, hashed and uploaded.
 */
async function copyStoredFiles(store: BackupStore, files: StoredFiles): Promise<Manifest['files']> {
  const newest = (await listBackups(store))[0];
  const known = new Map((newest ? (await readManifest(store, newest)).files : []).map((file) => [file.key, file]));
  const copied: Manifest['files'] = [];
  for (const key of await files.keys()) {
    const previous = known.get(key);
    if (previous && (await store.size(`${FILES_FOLDER}/${key}`)) === previous.bytes) {
      copied.push(previous);
      continue;
    }
    const stream = await files.storage.read(key);
    // Deleted since the listing: the dump (taken before) may still name it, the restore then lacks it.
    if (!stream) continue;
    const bytes = await readAll(stream);
    await store.putBytes(`${FILES_FOLDER}/${key}`, bytes);
    copied.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
  }
  return copied;
}

async function verifyUpload(store: BackupStore, id: string, dump: Manifest['dump'], files: Manifest['files'], work: string): Promise<void> {
  const readBack = path.join(work, `read-back-${DUMP_NAME}`);
  if (!(await store.getFile(`${id}/${DUMP_NAME}`, readBack))) throw new BackupError(`backup ${id}: the dump is missing at ${store.where} after upload`);
  const got = await fileSha256(readBack);
  if (got !== dump.sha256) throw new BackupError(`backup ${id}: the uploaded dump's sha256 is ${got}, the dump's was ${dump.sha256}`);
  // pg_restore reads the archive's table of contents: a truncated or foreign file fails here.
  await runTool('pg_restore', ['--list', readBack], { url: '', env: process.env });
  for (const file of files) {
    const size = await store.size(`${FILES_FOLDER}/${file.key}`);
    if (size !== file.bytes) throw new BackupError(`backup ${id}: stored file ${file.key} has ${size ?? 'no'} bytes at ${store.where}, expected ${file.bytes}`);
  }
}
