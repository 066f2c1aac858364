// `npm run outbox:retry-parked -w api` as an operator runs it: a separate process on the database.
// From the sources here (the contracts too, through their source condition); the built CLI is
// run by scripts/test/api-build.test.mjs.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { pgliteTemplate } from '../helpers/database';

const run = promisify(execFile);
const API_ROOT = path.resolve(__dirname, '../..');

describe('outbox:retry-parked', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('re-queues every parked row with its attempts reset and prints the count', async () => {
    const dataDir = path.join(dir, 'pglite');
    const seeded = await openDatabase({ pgliteDataDir: dataDir, pgliteLoadDataDir: await pgliteTemplate() });
    const row = { kind: 'lead-notification', payload: {}, attempts: 200, lastError: 'SMTP down' };
    await seeded.db.insert(outbox).values([
      { ...row, status: 'parked' },
      { ...row, status: 'parked' },
      { ...row, status: 'sent' },
    ]);
    await seeded.close();

    const env = { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const { stdout } = await run(process.execPath, ['--conditions=@sap-academy/source', '--import', 'tsx', 'src/cli/outbox-cli.ts', 'retry-parked'], {
      cwd: API_ROOT,
      env,
    });
    expect(stdout.trim()).toBe('re-queued 2 parked messages');

    const after = await openDatabase({ pgliteDataDir: dataDir });
    try {
      const rows = await after.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['pending', 0],
        ['pending', 0],
        ['sent', 200],
      ]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
