// The backup job hands pg_dump and pg_restore a URL the process list may show: no password may be
// in it, wherever DATABASE_URL carried one (decision 315).
import { connectionOf } from '../../src/backup/pg-tools';
import { BackupError } from '../../src/backup/backup-error';

describe('connectionOf', () => {
  it('moves the password of user:password@ into PGPASSWORD, decoded', () => {
    const { url, env } = connectionOf('postgres://backup:p%40ss%3Aword@db.internal:5432/sap?sslmode=require');
    expect(url).toBe('postgres://backup@db.internal:5432/sap?sslmode=require');
    expect(env.PGPASSWORD).toBe('p@ss:word');
  });

  it('moves a password given as a query parameter, and keeps the other parameters', () => {
    const { url, env } = connectionOf('postgres://backup@db.internal/sap?password=s3cret&sslmode=verify-full');
    expect(url).toBe('postgres://backup@db.internal/sap?sslmode=verify-full');
    expect(url).not.toContain('s3cret');
    expect(env.PGPASSWORD).toBe('s3cret');
  });

  it('sets no PGPASSWORD when the URL has none (a .pgpass file or trust)', () => {
    const { url, env } = connectionOf('postgres://backup@db.internal/sap');
    expect(url).toBe('postgres://backup@db.internal/sap');
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });

  it('refuses a client key passphrase in the URL, naming the variable', () => {
    expect(() => connectionOf('postgres://backup@db.internal/sap?sslpassword=k3y')).toThrow(BackupError);
    expect(() => connectionOf('postgres://backup@db.internal/sap?sslpassword=k3y')).toThrow(/^DATABASE_URL: /);
  });
});
