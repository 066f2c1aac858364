// With OTEL_EXPORTER_OTLP_ENDPOINT set, the real server (server.ts, as production
// starts it) sends its traces to an OTLP/HTTP collector: a span per request named by its route,
// continuing the caller's W3C trace, and, on PostgreSQL, a span per query inside it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTelemetry } from '../src/telemetry';
import { EVERY_DRIVER, type Driver } from './helpers/database';
import { startOtlpCollector } from './helpers/otlp-collector';

const API_DIR = path.resolve(__dirname, '..');
const SLOW_TEST_MS = 180_000; // spawns a real server; the machine may be shared with other work

async function withDatabase(driver: Driver, run: (env: Record<string, string>) => Promise<void>) {
  if (driver === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-otel-'));
    try {
      await run({ PGLITE_DATA_DIR: path.join(dir, 'pglite'), DATABASE_URL: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `api_otel_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

test('without OTEL_EXPORTER_OTLP_ENDPOINT nothing is registered', () => {
  expect(startTelemetry({})).toBeNull();
  expect(startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeNull();
  expect(startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toBeNull();
});

describe.each(EVERY_DRIVER)('traces over OTLP on %s', (driver) => {
  it(
    'a request is a span named by its route, in the caller’s trace, with its queries inside',
    async () => {
      const collector = await startOtlpCollector();
      // The caller's trace (as the page server would send it): the API's span must join it.
      const traceId = randomBytes(16).toString('hex');
      const callerSpanId = randomBytes(8).toString('hex');
      try {
        await withDatabase(driver, async (dbEnv) => {
          const port = 42_000 + Math.floor(Math.random() * 1000);
          const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
            cwd: API_DIR,
            env: {
              ...process.env,
              NODE_ENV: 'test',
              LOG_LEVEL: 'warn',
              PORT: String(port),
              API_AUTO_MIGRATE: '1',
              API_SEED: 'catalogue',
              OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
              OTEL_SERVICE_NAME: 'api-under-test',
              OTEL_BSP_SCHEDULE_DELAY: '100',
              ...dbEnv,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let stderr = '';
          child.stderr.on('data', (d) => (stderr += d));
          const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
          try {
            const base = `http://127.0.0.1:${port}`;
            const deadline = Date.now() + 90_000;
            let up = false;
            while (!up && Date.now() < deadline && child.exitCode === null) {
              up = await fetch(`${base}/health`)
                .then((r) => r.ok)
                .catch(() => new Promise<boolean>((r) => setTimeout(() => r(false), 100)));
            }
            expect(up).toBe(true);

            const list = await fetch(`${base}/lms/courses/list`, { headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });
            expect(list.status).toBe(200);
            const course = (await list.json()) as { results: Array<{ id: number }> };
            expect((await fetch(`${base}/lms/course/${course.results[0]!.id}`)).status).toBe(200);
          } finally {
            child.kill('SIGTERM'); // the graceful stop flushes the last batch
          }
          expect(await exited).toBe(0);
          expect(stderr).toBe('');
        });

        const servers = collector.spans.filter((s) => s.scope === '@opentelemetry/instrumentation-http' && s.attributes['http.route']);
        expect(new Set(collector.spans.map((s) => s.service))).toEqual(new Set(['api-under-test']));
        expect(collector.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
        // Probes are not traced.
        expect(collector.spans.some((s) => s.name.includes('/health'))).toBe(false);

        const list = servers.find((s) => s.name === 'GET /lms/courses/list');
        expect(list).toBeDefined();
        expect(list!.attributes['http.route']).toBe('/lms/courses/list');
        expect(list!.attributes['http.response.status_code']).toBe(200);
        // Named by the route, not the URL with its id.
        expect(servers.map((s) => s.name)).toContain('GET /lms/course/:id');
        expect(servers.some((s) => /\/lms\/course\/\d/.test(s.name))).toBe(false);
        expect(list!.traceId).toBe(traceId);
        expect(list!.parentSpanId).toBe(callerSpanId);

        if (driver === 'postgres') {
          const queries = collector.spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && s.traceId === list!.traceId);
          expect(queries.length).toBeGreaterThan(0);
          expect(
            queries.some((q) =>
              String(q.attributes['db.statement'] ?? q.attributes['db.query.text'] ?? '')
                .toLowerCase()
                .includes('select'),
            ),
          ).toBe(true);
        }
      } finally {
        await collector.close();
      }
    },
    SLOW_TEST_MS,
  );
});
