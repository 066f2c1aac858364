// Restores one backup into an empty database (decision 315): the dump must match its manifest's
// sha256 (a corrupted or swapped dump is refused before anything is written), pg_restore runs in
// one transaction (all or nothing), and the restored tables must hold exactly the rows the
// manifest counted in the dump's snapshot. Then the stored files the backup names come back, each
// checked against its sha256; a key already in the storage is left alone (keys never change
// content, decision 131).
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { BackupStore } from './backup-store';
import { BackupError } from './backup-error';
import { chooseBackup, readManifest } from './backup-catalogue';
import { readFacts, tableCount } from './database-snapshot';
import { DUMP_NAME, FILES_FOLDER, type Manifest } from './manifest';
import { connectionOf, fileSha256, runTool } from './pg-tools';
import type { StoredFiles } from './stored-files';

export interface RestoreOptions {
  store: BackupStore;
  /** A backup id, or `latest`. */
  backup: string;
  databaseUrl: string;
  files: StoredFiles;
  workDir: string;
}

export interface Restored {
  manifest: Manifest;
  filesRestored: number;
  restoreMs: number;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function restoreBackup({ store, backup, databaseUrl, files, workDir }: RestoreOptions): Promise<Restored> {
  const clock = performance.now();
  const id = await chooseBackup(store, backup);
  const manifest = await readManifest(store, id);
  await mkdir(workDir, { recursive: true });
  const work = await mkdtemp(path.join(workDir, `restore-${id}-`));
  try {
    const dumpFile = path.join(work, DUMP_NAME);
    if (!(await store.getFile(`${id}/${DUMP_NAME}`, dumpFile))) throw new BackupError(`backup ${id}: its dump is missing at ${store.where}`);
    const got = await fileSha256(dumpFile);
    if (got !== manifest.dump.sha256) {
      throw new BackupError(`backup ${id}: the dump does not match its checksum (sha256 ${got}, manifest ${manifest.dump.sha256}); refusing to restore it`);
    }
    const existing = await withClient(databaseUrl, tableCount);
    if (existing > 0) {
      throw new BackupError(
        `the target database already has ${existing} tables; restore into a new, empty database (createdb, then DATABASE_URL pointing at it)`,
      );
    }
    const connection = connectionOf(databaseUrl);
    // --no-owner/--no-privileges: the target's roles need not be the source's.
    await runTool(
      'pg_restore',
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${connection.url}`, dumpFile],
      connection,
    );
    const restored = await withClient(databaseUrl, readFacts);
    const differences = Object.keys({ ...manifest.database.tables, ...restored.tables })
      .filter((table) => manifest.database.tables[table] !== restored.tables[table])
      .map((table) => `${table} ${restored.tables[table] ?? 'missing'} (backup ${manifest.database.tables[table] ?? 'none'})`);
    if (differences.length > 0) throw new BackupError(`backup ${id}: restored row counts differ: ${differences.slice(0, 5).join(', ')}`);
    const filesRestored = await restoreFiles(store, id, manifest, files);
    return { manifest, filesRestored, restoreMs: performance.now() - clock };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function restoreFiles(store: BackupStore, id: string, manifest: Manifest, files: StoredFiles): Promise<number> {
  let restored = 0;
  for (const file of manifest.files) {
    if (await files.storage.exists(file.key)) continue;
    const bytes = await store.getBytes(`${FILES_FOLDER}/${file.key}`);
    if (!bytes) throw new BackupError(`backup ${id}: stored file ${file.key} is missing at ${store.where}`);
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256)
      throw new BackupError(`backup ${id}: stored file ${file.key} does not match its checksum`);
    // The content type is the database row's (class_files), served by the API's signed links.
    await files.storage.put(file.key, bytes, 'application/octet-stream');
    restored += 1;
  }
  return restored;
}
