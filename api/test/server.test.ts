// The real entry points as a user runs them: `db:seed` (cli.ts), then server.ts with
// API_AUTO_MIGRATE on the same PGlite folder, a request, a graceful stop on SIGTERM, and a stop that hangs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PRODUCTION_ENV_ON_PGLITE } from './helpers/production-env';

const API_DIR = path.resolve(__dirname, '..');
const TSX = ['--import', 'tsx'];
const STARTUP_TIMEOUT_MS = 90_000;
const SLOW_TEST_MS = 180_000; // spawns real processes; the machine may be shared with other work

describe('entry points (PGlite folder)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-entry-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    DATABASE_URL: '',
    ...extra,
  });

  it(
    'db:seed migrates and seeds the catalogue, --demo adds the demo data; both idempotent',
    () => {
      for (const [flags, text] of [
        [[], 'migrated and seeded (catalogue): PGlite at'],
        [['--demo'], 'migrated and seeded (catalogue and demo data): PGlite at'],
      ] as const) {
        for (let run = 0; run < 2; run++) {
          const result = spawnSync(process.execPath, [...TSX, 'src/cli/db-cli.ts', 'seed', ...flags], { cwd: API_DIR, env: env(), encoding: 'utf8' });
          expect(result.stderr).toBe('');
          expect(result.status).toBe(0);
          expect(result.stdout).toContain(text);
        }
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'db:seed --demo is refused in production, naming API_SEED',
    () => {
      const result = spawnSync(process.execPath, [...TSX, 'src/cli/db-cli.ts', 'seed', '--demo'], {
        cwd: API_DIR,
        env: env({ NODE_ENV: 'production', API_ALLOW_PGLITE: '1' }),
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^ {2}- API_SEED: demo data .* is refused in production/m);
    },
    SLOW_TEST_MS,
  );

  /** server.ts on a random port, once it answers the course list (at least the 9 seeded courses). */
  async function startServer(extra: Record<string, string>) {
    const port = 41_000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, [...TSX, 'src/server.ts'], {
      cwd: API_DIR,
      env: env({ PORT: String(port), API_AUTO_MIGRATE: '1', API_SEED: 'catalogue', ...extra }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = { stdout: '', stderr: '' };
    child.stderr.on('data', (d) => (out.stderr += d));
    child.stdout.on('data', (d) => (out.stdout += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let body: { results: unknown[] } | undefined;
    // Generous: on a busy machine a cold PGlite start plus migrations can take many seconds.
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (!body && Date.now() < deadline && child.exitCode === null) {
      body = await fetch(`http://127.0.0.1:${port}/lms/courses/list`)
        .then((r) => r.json() as Promise<{ results: unknown[] }>)
        .catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 100)));
    }
    return { child, port, out, exited, courses: body?.results.length ?? 0 };
  }

  it(
    'server.ts serves requests and stops gracefully on SIGTERM',
    async () => {
      const server = await startServer({ LOG_LEVEL: 'warn' });
      try {
        expect(server.courses).toBeGreaterThanOrEqual(9);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
      expect(server.out.stderr).toBe('');
      // One warning names the development defaults this start runs on.
      const warnings = server.out.stdout.split('\n').filter((line) => line.includes('development defaults in use'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!).msg).toMatch(/JWT_SECRET .*PAYMENT_PROVIDER=test .*embedded PGlite/);
    },
    SLOW_TEST_MS,
  );

  it(
    'a stop that cannot finish within SHUTDOWN_GRACE_MS exits with 1 and names the step still closing',
    async () => {
      const server = await startServer({ LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '300' });
      expect(server.courses).toBeGreaterThanOrEqual(9);
      // A lead whose body never finishes arriving: the HTTP server waits for it on close.
      const upload = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => upload.once('connect', resolve));
      upload.write('POST /leads HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 400\r\n\r\n{"type":');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stopAsked = Date.now();
      server.child.kill('SIGTERM');
      try {
        expect(await server.exited).toBe(1);
      } finally {
        upload.destroy();
      }
      expect(Date.now() - stopAsked).toBeLessThan(10_000);
      const timedOut = server.out.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; step?: string; open?: string[] })
        .find((entry) => entry.msg.startsWith('shutdown did not finish'));
      expect(timedOut).toMatchObject({
        level: 50,
        msg: 'shutdown did not finish within 300 ms: still closing the HTTP server and background jobs',
        step: 'the HTTP server and background jobs',
        open: expect.arrayContaining(['TCPSocketWrap']),
      });
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses to start with a bad configuration and lists every bad variable',
    () => {
      const result = spawnSync(process.execPath, [...TSX, 'src/server.ts'], {
        cwd: API_DIR,
        env: env({ PORT: 'x', NODE_ENV: 'production', JWT_SECRET: '' }),
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Invalid environment configuration');
      expect(result.stderr).toContain('PORT');
      expect(result.stderr).toContain('JWT_SECRET: is required in production');
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a production start on the test payment provider with one line naming PAYMENT_PROVIDER',
    () => {
      const result = spawnSync(process.execPath, [...TSX, 'src/server.ts'], {
        cwd: API_DIR,
        env: env({ ...PRODUCTION_ENV_ON_PGLITE, PAYMENT_PROVIDER: 'test' }),
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        'Invalid environment configuration:',
        '  - PAYMENT_PROVIDER: must be razorpay in production (the test provider settles orders with no payment)',
      ]);
    },
    SLOW_TEST_MS,
  );
});
