// `npm run db:backup -w api -- take | loop | list | verify <id|latest> | prune` and
// `npm run db:restore -w api -- <id|latest>` (decision 315). Settings from the environment
// (src/backup/backup-config.ts): DATABASE_URL, BACKUP_URL, STORAGE_DIR or STORAGE_URL, the
// retention's BACKUP_KEEP_LAST and BACKUP_KEEP_DAILY. `loop` is the compose service (compose has
// no cron); Kubernetes runs `take` from a CronJob.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupConfigError, loadBackupConfig, type BackupConfig } from '../backup/backup-config';
import { BackupError } from '../backup/backup-error';
import { chooseBackup, listBackups, readManifest } from '../backup/backup-catalogue';
import { runBackupJob } from '../backup/backup-job';
import { openBackupStore } from '../backup/backup-store';
import { DUMP_NAME } from '../backup/manifest';
import { fileSha256, runTool } from '../backup/pg-tools';
import { restoreBackup } from '../backup/restore-backup';
import { prune } from '../backup/retention';
import { openStoredFiles } from '../backup/stored-files';

const USAGE = 'usage: backup-cli take | loop | list | verify <id|latest> | prune | restore <id|latest>';
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function take(config: BackupConfig) {
  const { taken, pruned } = await runBackupJob(config, log);
  const { manifest } = taken;
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  log(
    `backup ${manifest.id} verified: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, dump ${mb(manifest.dump.bytes)} ` +
      `(sha256 ${manifest.dump.sha256}), ${manifest.files.length} stored files; dump ${seconds(taken.dumpMs)}, in all ${seconds(taken.totalMs)}`,
  );
  log(`retention: ${pruned.kept.length} kept, ${pruned.removed.length} removed, ${pruned.filesRemoved} stored-file copies removed`);
}

async function verify(config: BackupConfig, wanted: string) {
  const store = await openBackupStore(config.backupUrl);
  const id = await chooseBackup(store, wanted);
  const manifest = await readManifest(store, id);
  await mkdir(config.workDir, { recursive: true });
  const work = await mkdtemp(path.join(config.workDir, `verify-${id}-`));
  try {
    const file = path.join(work, DUMP_NAME);
    if (!(await store.getFile(`${id}/${DUMP_NAME}`, file))) throw new BackupError(`backup ${id}: its dump is missing at ${store.where}`);
    if ((await fileSha256(file)) !== manifest.dump.sha256) throw new BackupError(`backup ${id}: the dump does not match its checksum`);
    await runTool('pg_restore', ['--list', file], { url: '', env: process.env });
    log(`backup ${id}: dump matches its sha256 and pg_restore reads it`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function main(command: string | undefined, args: string[]) {
  const config = loadBackupConfig();
  switch (command) {
    case 'take':
      return take(config);
    case 'loop':
      for (;;) {
        // A failed run is logged and recorded; the next one tries again (the age alert fires meanwhile).
        await take(config).catch((err: unknown) => console.error(err instanceof Error ? err.message : err));
        await new Promise((resolve) => setTimeout(resolve, config.intervalMinutes * 60_000));
      }
    case 'list': {
      const store = await openBackupStore(config.backupUrl);
      const ids = await listBackups(store);
      if (ids.length === 0) log(`no backups at ${store.where}`);
      for (const id of ids) {
        const m = await readManifest(store, id);
        log(`${id}  finished ${m.finishedAt}  dump ${mb(m.dump.bytes)}  ${m.files.length} files  ${m.database.migrations.count} migrations`);
      }
      return;
    }
    case 'verify':
      return verify(config, args[0] ?? 'latest');
    case 'prune': {
      const pruned = await prune(await openBackupStore(config.backupUrl), { keepLast: config.keepLast, keepDaily: config.keepDaily });
      return log(`retention: ${pruned.kept.length} kept, ${pruned.removed.length} removed, ${pruned.filesRemoved} stored-file copies removed`);
    }
    case 'restore': {
      if (!args[0]) throw new BackupError(`${USAGE} (restore needs a backup id or latest; list shows them)`);
      const store = await openBackupStore(config.backupUrl);
      const restored = await restoreBackup({
        store,
        backup: args[0],
        databaseUrl: config.databaseUrl,
        files: await openStoredFiles(config),
        workDir: config.workDir,
      });
      const { manifest } = restored;
      const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
      return log(
        `restored backup ${manifest.id} (taken ${manifest.startedAt}): ${rows} rows in ${Object.keys(manifest.database.tables).length} tables match the backup, ` +
          `${restored.filesRestored} stored files restored, in ${seconds(restored.restoreMs)}`,
      );
    }
    default:
      throw new BackupError(USAGE);
  }
}

main(process.argv[2], process.argv.slice(3)).catch((err) => {
  console.error(err instanceof BackupConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
