// The backup job's settings (decision 315): development defaults, and production's refusals,
// one line per variable, named.
import path from 'node:path';
import { BackupConfigError, DEFAULT_KEEP_DAILY, DEFAULT_KEEP_LAST, loadBackupConfig } from '../../src/backup/backup-config';
import { API_ROOT } from '../../src/paths';

const DATABASE_URL = 'postgres://u:p@db.internal:5432/academy';
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadBackupConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(BackupConfigError);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

describe('loadBackupConfig', () => {
  it('in development backs up to the API’s data folder with the default retention', () => {
    const config = loadBackupConfig({ DATABASE_URL });
    expect(config).toMatchObject({
      backupUrl: path.join(API_ROOT, '.data/backups'),
      keepLast: DEFAULT_KEEP_LAST,
      keepDaily: DEFAULT_KEEP_DAILY,
      production: false,
    });
  });

  it('in production refuses to run without a destination, naming the variable', () => {
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL })).toBe('BACKUP_URL: is required in production (a mounted folder or s3://bucket/prefix)');
    expect(refusal({ NODE_ENV: 'production', DATABASE_URL, BACKUP_URL: '' })).toMatch(/^BACKUP_URL: /);
    expect(loadBackupConfig({ NODE_ENV: 'production', DATABASE_URL, BACKUP_URL: 's3://backups/academy?region=ap-south-1' }).backupUrl).toBe(
      's3://backups/academy?region=ap-south-1',
    );
  });

  it('refuses a missing or foreign database, a bad bucket URL and a retention below one backup', () => {
    expect(refusal({})).toBe('DATABASE_URL: is required (pg_dump and pg_restore need a PostgreSQL server)');
    expect(refusal({ DATABASE_URL: 'mysql://x/y' })).toBe('DATABASE_URL: must be a postgres:// URL');
    expect(refusal({ DATABASE_URL, BACKUP_URL: 's3://' })).toMatch(/^BACKUP_URL: must be a folder or s3:\/\/bucket/);
    expect(refusal({ DATABASE_URL, BACKUP_KEEP_LAST: '0' })).toMatch(/^BACKUP_KEEP_LAST: /);
  });
});
