// One run of the backup job (decision 315): take and verify a backup, record the run in the
// database (/metrics reads it: backup_last_success_timestamp_seconds), then apply retention. A
// failed run is recorded too, and retention never runs after one, so a broken job never deletes
// the backups it failed to replace.
import { openDatabase } from '../db/client';
import { backupRunsRepository, type BackupRunRow } from '../repositories/backup-runs';
import type { BackupConfig } from './backup-config';
import { openBackupStore } from './backup-store';
import { prune, type Pruned } from './retention';
import { openStoredFiles } from './stored-files';
import { takeBackup, type Taken } from './take-backup';

export interface JobResult {
  taken: Taken;
  pruned: Pruned;
}

async function record(databaseUrl: string, row: BackupRunRow, log: (line: string) => void): Promise<void> {
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      await backupRunsRepository(database.db).record(row);
    } finally {
      await database.close();
    }
  } catch (err) {
    // The backup itself is safe at its destination; only the metric misses this run.
    log(`could not record the run in backup_runs: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function runBackupJob(config: BackupConfig, log: (line: string) => void): Promise<JobResult> {
  const store = await openBackupStore(config.backupUrl);
  const files = await openStoredFiles(config);
  const startedAt = new Date();
  let taken: Taken;
  try {
    taken = await takeBackup({ store, databaseUrl: config.databaseUrl, files, workDir: config.workDir });
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    await record(config.databaseUrl, { backupId: '-', status: 'failed', startedAt, finishedAt: new Date(), detail }, log);
    throw err;
  }
  const { manifest } = taken;
  await record(
    config.databaseUrl,
    {
      backupId: manifest.id,
      status: 'verified',
      startedAt: new Date(manifest.startedAt),
      finishedAt: new Date(manifest.finishedAt),
      dumpBytes: manifest.dump.bytes,
      files: manifest.files.length,
    },
    log,
  );
  const pruned = await prune(store, { keepLast: config.keepLast, keepDaily: config.keepDaily }, manifest.id);
  return { taken, pruned };
}
