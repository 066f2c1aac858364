// The backup drill (decision 315) on a real PostgreSQL: seed a database and its stored files,
// take a backup with the CLI, write more, destroy the database and the files, restore into an
// empty database, and compare every table's row count and md5 with the moment of the backup.
// Once to a folder, once to an S3 bucket (s3rver, a local S3 fake). A corrupted dump is refused.
// Needs a server: `npm test` provides TEST_DATABASE_URL (scripts/lib/ensure-postgres.mjs).
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { asAdmin, cli, createDatabase, databaseUrl, dropDatabase, fingerprint, privateName } from './drill';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const SLOW_MS = 240_000; // several CLI processes and a seeded database; the machine may be shared
const FILE_KEY = 'class-resources/1/1/6f9d3b1e-7a2c-4d5e-9f01-23456789abcd';
const FILE_BYTES = Buffer.from('%PDF-1.4 the class notes');

if (process.env.TEST_DATABASE_URL) {
  describe('backup drill on PostgreSQL', () => {
    let tmp: string;
    let s3rver: S3rver;
    let s3Port: number;
    const databases: string[] = [];
    const newDatabase = async (what: string) => {
      const name = privateName(what);
      databases.push(name);
      await createDatabase(name);
      return name;
    };

    beforeAll(async () => {
      tmp = await mkdtemp(path.join(os.tmpdir(), 'backup-drill-'));
      s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3') });
      ({ port: s3Port } = await s3rver.run());
      const s3 = new S3Client({
        region: 'ap-south-1',
        endpoint: `http://127.0.0.1:${s3Port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      await s3.send(new CreateBucketCommand({ Bucket: 'backups' }));
    });
    afterAll(async () => {
      for (const name of databases) await dropDatabase(name);
      await s3rver?.close();
      await rm(tmp, { recursive: true, force: true });
    });

    const destinations = [
      { name: 'a folder', url: () => path.join(tmp, 'folder-backups') },
      { name: 'an S3 bucket', url: () => `s3://backups/academy?endpoint=http://127.0.0.1:${s3Port}&region=ap-south-1` },
    ];

    it.each(destinations)(
      'to $name: the restored database equals the backup’s moment, table by table, and the stored files come back',
      async (destination) => {
        const source = await newDatabase('source');
        const storageDir = path.join(tmp, `storage-${source}`);
        const env = {
          DATABASE_URL: databaseUrl(source),
          BACKUP_URL: destination.url(),
          STORAGE_DIR: storageDir,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
        };
        expect((await cli('db-cli', ['seed', '--demo'], env)).code).toBe(0);
        await mkdir(path.dirname(path.join(storageDir, FILE_KEY)), { recursive: true });
        await writeFile(path.join(storageDir, FILE_KEY), FILE_BYTES);
        const atBackup = await fingerprint(databaseUrl(source));

        const backupStarted = performance.now();
        const taken = await cli('backup-cli', ['take'], env);
        const backupMs = performance.now() - backupStarted;
        expect(taken.stderr).toBe('');
        expect(taken.code).toBe(0);
        const id = /backup (\S+) verified/.exec(taken.stdout)![1]!;
        expect(taken.stdout).toContain('1 stored files');

        // Written after the backup: the restore must not have it.
        await asAdmin(async (client) => {
          await client.query(`insert into outbox (kind, payload) select 'lead-notification', '{}'::jsonb from generate_series(1, 25)`);
          await client.query(`update courses set course_title = course_title || ' (after the backup)'`);
        }, databaseUrl(source));
        const afterWrites = await fingerprint(databaseUrl(source));
        expect(afterWrites).not.toEqual(atBackup);
        // backup_runs gained the run after the dump: the only table besides the writes above that moved.
        expect(afterWrites['public.backup_runs']!.rows).toBe(atBackup['public.backup_runs']!.rows + 1);

        // The disaster: the database and the uploaded files are gone.
        await dropDatabase(source);
        await rm(storageDir, { recursive: true, force: true });

        const target = await newDatabase('restored');
        const restoreStarted = performance.now();
        const restored = await cli('backup-cli', ['restore', 'latest'], { ...env, DATABASE_URL: databaseUrl(target) });
        const restoreMs = performance.now() - restoreStarted;
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);
        expect(restored.stdout).toContain(`restored backup ${id}`);
        expect(restored.stdout).toContain('1 stored files restored');

        expect(await fingerprint(databaseUrl(target))).toEqual(atBackup);
        expect(await readFile(path.join(storageDir, FILE_KEY))).toEqual(FILE_BYTES);

        const rows = Object.values(atBackup).reduce((sum, t) => sum + t.rows, 0);
        const [, dumpMb, dumpS, backupS] = /dump ([\d.]+) MB .* dump ([\d.]+) s, in all ([\d.]+) s/.exec(taken.stdout)!;
        const restoreS = /in ([\d.]+) s$/.exec(restored.stdout.trim())![1];
        // The drill's figures, for docs/decisions/315 (timings are reported, never asserted).
        console.log(
          `backup drill to ${destination.name}: ${Object.keys(atBackup).length} tables, ${rows} rows, dump ${dumpMb} MB; ` +
            `pg_dump ${dumpS} s, backup with upload and read-back ${backupS} s, restore ${restoreS} s; ` +
            `the CLI processes ${(backupMs / 1000).toFixed(1)} s and ${(restoreMs / 1000).toFixed(1)} s from start to exit`,
        );
      },
      SLOW_MS,
    );

    it(
      'refuses a corrupted dump with a clear message and leaves the target database empty',
      async () => {
        const source = await newDatabase('corrupt');
        const backups = path.join(tmp, 'corrupt-backups');
        const env = { DATABASE_URL: databaseUrl(source), BACKUP_URL: backups, STORAGE_DIR: path.join(tmp, 'corrupt-storage') };
        expect((await cli('db-cli', ['migrate'], env)).code).toBe(0);
        expect((await cli('backup-cli', ['take'], env)).code).toBe(0);
        const [id] = await readdir(backups).then((names) => names.filter((n) => n !== 'files'));
        const dump = path.join(backups, id!, 'database.dump');
        const bytes = await readFile(dump);
        const middle = bytes.length >> 1;
        bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
        await writeFile(dump, bytes);

        const target = await newDatabase('refused');
        const refused = await cli('backup-cli', ['restore', id!], { ...env, DATABASE_URL: databaseUrl(target) });
        expect(refused.code).toBe(1);
        expect(refused.stderr.trim()).toMatch(
          new RegExp(`^backup ${id}: the dump does not match its checksum \\(sha256 [0-9a-f]{64}, manifest [0-9a-f]{64}\\); refusing to restore it$`),
        );
        expect(await fingerprint(databaseUrl(target))).toEqual({});
        // `verify` says the same of the stored backup.
        const verified = await cli('backup-cli', ['verify', id!], env);
        expect(verified.code).toBe(1);
        expect(verified.stderr.trim()).toBe(`backup ${id}: the dump does not match its checksum`);
      },
      SLOW_MS,
    );

    it(
      'a run that cannot write its destination exits 1 with the reason and records a failed run in backup_runs',
      async () => {
        const source = await newDatabase('failing');
        const notAFolder = path.join(tmp, 'a-file-not-a-folder');
        await writeFile(notAFolder, '');
        const env = { DATABASE_URL: databaseUrl(source), BACKUP_URL: notAFolder, STORAGE_DIR: path.join(tmp, 'failing-storage') };
        expect((await cli('db-cli', ['migrate'], env)).code).toBe(0);
        const failed = await cli('backup-cli', ['take'], env);
        expect(failed.code).toBe(1);
        expect(failed.stderr).toMatch(/ENOTDIR|EEXIST/);
        const runs = await asAdmin((client) => client.query('select backup_id, status, detail from backup_runs'), databaseUrl(source));
        expect(runs.rows).toEqual([{ backup_id: '-', status: 'failed', detail: expect.stringMatching(/ENOTDIR|EEXIST/) }]);
      },
      SLOW_MS,
    );

    it(
      'refuses to restore over a database that has tables',
      async () => {
        const source = await newDatabase('occupied');
        const env = { DATABASE_URL: databaseUrl(source), BACKUP_URL: path.join(tmp, 'occupied-backups'), STORAGE_DIR: path.join(tmp, 'occupied-storage') };
        expect((await cli('db-cli', ['migrate'], env)).code).toBe(0);
        expect((await cli('backup-cli', ['take'], env)).code).toBe(0);
        const before = await fingerprint(databaseUrl(source));
        const refused = await cli('backup-cli', ['restore', 'latest'], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr.trim()).toMatch(/^the target database already has \d+ tables; restore into a new, empty database/);
        expect(await fingerprint(databaseUrl(source))).toEqual(before);
      },
      SLOW_MS,
    );
  });
}
