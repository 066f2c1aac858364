// The metric names the code exports, read from real scrapes (decision 316): the API built in a
// process of its own on an in-memory PGlite, and the page server as the renderer image composes it
// (startShellServer), each asked GET /metrics with its token. Names come from the exposition's
// `# TYPE` lines, so a labelled metric with no sample yet (no beacon, no failure) is named too.
import { runTs } from './run-ts.mjs';

const TOKEN = 'monitoring-check-token-0123456789';

const API_SCRAPE = `
  const load = async (file) => { const m = await import(file); return m.default ?? m; };
  const { openDatabase } = await load('./api/src/db/client.ts');
  const { buildApp } = await load('./api/src/app.ts');
  const { loadConfig } = await load('./api/src/config/env.ts');
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'monitoring-check-secret-0123456789abcdef',
    PAYMENT_KEY_SECRET: 'monitoring-key-secret',
    PAYMENT_WEBHOOK_SECRET: 'monitoring-webhook-secret',
    METRICS_TOKEN: '${TOKEN}',
  });
  const app = await buildApp({ config, database, outboxAuto: false, remindersAuto: false, orderExpiryAuto: false, rumAuto: false, releaseJudgeAuto: false });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ${TOKEN}' } });
  await app.close();
  if (res.statusCode !== 200) throw new Error('GET /metrics: ' + res.statusCode + ' ' + res.body);
  console.log(JSON.stringify(res.body));
`;

const PAGE_SERVER_SCRAPE = `
  const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const load = async (file) => { const m = await import(file); return m.default ?? m; };
  const { startShellServer } = await load('./shell/server/shell-server.ts');
  const dist = await mkdtemp(path.join(os.tmpdir(), 'page-server-metrics-'));
  await writeFile(path.join(dist, 'index.html'), '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  const server = await startShellServer({
    shellDist: dist,
    port: 0,
    host: '127.0.0.1',
    runtimeConfig: async () => ({ apiUrl: 'http://api.invalid', remotes: { mfe_marketing: 'http://m.invalid/mf-manifest.json' } }),
    prerender: false,
    log: false,
    metricsToken: '${TOKEN}',
  });
  const res = await fetch(server.url + '/metrics', { headers: { authorization: 'Bearer ${TOKEN}' } });
  const text = await res.text();
  await server.close();
  await rm(dist, { recursive: true, force: true });
  if (res.status !== 200) throw new Error('GET /metrics: ' + res.status + ' ' + text);
  console.log(JSON.stringify(text));
`;

/** Series names a `# TYPE` gives: a histogram's _bucket, _sum and _count, a summary's quantiles, _sum and _count. */
const SERIES_OF = {
  histogram: (name) => [`${name}_bucket`, `${name}_sum`, `${name}_count`],
  summary: (name) => [name, `${name}_sum`, `${name}_count`],
};

/**
 * The series names in Prometheus exposition text.
 * @param {string} text
 * @returns {Set<string>}
 */
export function exposedNames(text) {
  const names = new Set();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      const [, name = '', kind = ''] = type;
      for (const series of SERIES_OF[kind]?.(name) ?? [name]) names.add(series);
    } else if (line && !line.startsWith('#')) {
      names.add(/^[A-Za-z_:][A-Za-z0-9_:]*/.exec(line)?.[0] ?? '');
    }
  }
  names.delete('');
  return names;
}

/**
 * Each job's exported series names, by the job names of deploy/monitoring's scrape configurations
 * (both scrapes side by side: each is mostly tsx compiling its app).
 * @returns {Promise<Record<string, Set<string>>>}
 */
export async function exportedMetrics() {
  const [api, pages] = await Promise.all([runTs(API_SCRAPE), runTs(PAGE_SERVER_SCRAPE)]);
  return { api: exposedNames(api), 'shell-renderer': exposedNames(pages) };
}
