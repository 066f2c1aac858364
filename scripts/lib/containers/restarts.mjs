// Restarts, driven from outside against the running stack (decision 306): the API container
// restarted, and the site answers again; the PostgreSQL container restarted while visitors keep
// submitting leads, and every lead the API accepted (a 2xx) is in the database afterwards.
import { until } from '../wait-for.mjs';
import { postJson } from './mail-check.mjs';
import { podman } from './engine.mjs';
import { API_URL, SHELL_URL, compose, psql, serviceContainer, serviceLogs } from './stack.mjs';

/** How long the site may take to answer again after a restart. */
export const RECOVERY_BOUND_MS = 60_000;

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** @param {NodeJS.ProcessEnv} env @param {string} service */
const startedAt = (env, service) => podman(env, ['inspect', serviceContainer(env, service), '--format', '{{.State.StartedAt}}']).trim();

/**
 * `docker-compose restart api`; then the API's health answers 200 again, and so does /courses,
 * the page the shell's renderer builds from the API's GET /site-data: had the renderer found the
 * API gone meanwhile (it logs "failed" and renders from its last data, decision 206), it must
 * have logged that the API "answers again".
 * @param {{env: NodeJS.ProcessEnv, envFile: string, logFile: string}} o
 * @returns {Promise<string>} the figures
 */
export async function apiRestartRecovers(o) {
  const before = startedAt(o.env, 'api');
  const since = new Date();
  const started = Date.now();
  await compose(o, ['restart', '-t', '10', 'api']);
  if (startedAt(o.env, 'api') === before) throw new Error(`the api container was not restarted (started at ${before} before and after)`);
  let health = 0;
  let page = 0;
  let renderer = '';
  let poll = 0;
  await until(
    async () => {
      health = await answers(`${API_URL}/health`);
      // A query string of its own per request: the shell's page cache (s-maxage=60, decision 013)
      // would otherwise answer for a minute without asking the renderer, nor it the API.
      poll += 1;
      page = await answers(`${SHELL_URL}/courses?after-api-restart=${poll}`);
      const log = serviceLogs(o.env, 'shell-renderer', { since });
      // The last word on the API from the renderer, if it noticed the restart at all.
      renderer =
        log.lastIndexOf('[site-data]') === -1
          ? 'never lost the API'
          : log.lastIndexOf(' answers again') > log.lastIndexOf(' failed (')
            ? 'lost the API, then "answers again"'
            : 'lost the API';
      return health === 200 && page === 200 && renderer !== 'lost the API';
    },
    { timeoutMs: RECOVERY_BOUND_MS, intervalMs: 500, what: () => `after the restart: GET /health ${health}, GET /courses ${page}, the renderer ${renderer}` },
  );
  return `recovered ${((Date.now() - started) / 1000).toFixed(1)} s after the restart began (bound ${RECOVERY_BOUND_MS / 1000} s); the renderer ${renderer}`;
}

/**
 * Leads posted by `workers` loops until `stop()`; each request its own visitor. The stage's env
 * sets TRUST_PROXY_HOPS=1, so the API takes the visitor's address from X-Forwarded-For: the
 * per-address limit on POST /leads (5 a minute) would otherwise refuse the load itself.
 * @param {string} run  unique to this run, in every lead's e-mail
 */
function leadLoad(run, workers = 4) {
  /** @type {Array<{email: string, status: number | string, at: number}>} */
  const results = [];
  let stopped = false;
  let n = 0;
  const worker = async () => {
    while (!stopped) {
      n += 1;
      const email = `pg-restart-${run}-${n}@example.com`;
      const visitor = `198.18.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
      const lead = { type: 'contact', name: `Restart Load ${n}`, email, message: 'Sent while PostgreSQL restarts.', page: '/contact' };
      /** @type {number | string} */
      let status;
      try {
        const response = await postJson('/leads', lead, { 'x-forwarded-for': visitor });
        await response.arrayBuffer();
        status = response.status;
      } catch (error) {
        status = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      }
      results.push({ email, status, at: Date.now() });
      if (typeof status !== 'number' || status >= 500) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    results,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * `docker-compose restart postgres` under a load of lead submissions over real HTTP: the API
 * answers again within the bound, and every lead it accepted is stored.
 * @param {{env: NodeJS.ProcessEnv, envFile: string, logFile: string}} o
 * @returns {Promise<{detail: string, made: number, accepted: number, refused: number, stored: number}>}
 */
export async function postgresRestartUnderLoad(o) {
  const run = `${Date.now()}`;
  const load = leadLoad(run);
  let recoveredAfter = '';
  try {
    await until(() => load.results.some((r) => r.status === 202), { timeoutMs: 15_000, intervalMs: 200, what: 'a lead accepted before the restart' });
    const before = startedAt(o.env, 'postgres');
    const restartBegan = Date.now();
    await compose(o, ['restart', '-t', '10', 'postgres']);
    if (startedAt(o.env, 'postgres') === before) throw new Error('the postgres container was not restarted');
    const restartedAt = Date.now();
    // Recovered: leads are accepted again after PostgreSQL is back.
    await until(() => load.results.some((r) => r.status === 202 && r.at > restartedAt), {
      timeoutMs: RECOVERY_BOUND_MS,
      intervalMs: 200,
      what: () => `a lead accepted after the restart (answers since: ${summarise(load.results.filter((r) => r.at > restartedAt))})`,
    });
    recoveredAfter = ((Date.now() - restartBegan) / 1000).toFixed(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    await load.stop();
  }
  const accepted = load.results.filter((r) => typeof r.status === 'number' && r.status >= 200 && r.status < 300);
  const stored = new Set(psql(o.env, `SELECT email FROM leads WHERE email LIKE 'pg-restart-${run}-%'`));
  const lost = accepted.filter((r) => !stored.has(r.email));
  const figures = {
    made: load.results.length,
    accepted: accepted.length,
    refused: load.results.length - accepted.length,
    stored: stored.size,
  };
  const detail = `${figures.made} requests, ${figures.accepted} accepted, ${figures.refused} refused (${summarise(load.results.filter((r) => r.status !== 202))}), ${figures.stored} stored; leads accepted again ${recoveredAfter} s after the restart began`;
  if (lost.length > 0)
    throw new Error(
      `${lost.length} accepted leads are not in the database (${lost
        .slice(0, 5)
        .map((r) => r.email)
        .join(', ')}…): ${detail}`,
    );
  // A lead refused while the database is away is the API saying "try again" (503 with
  // Retry-After, decision 108), never a 500, which reads as a bug and is not retried.
  const errors = load.results.filter((r) => r.status === 500);
  if (errors.length > 0) throw new Error(`${errors.length} leads were answered 500 while PostgreSQL restarted (a lost database must be a 503): ${detail}`);
  return { detail, ...figures };
}

/** "503 ×4, fetch failed ×2" */
function summarise(results) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const r of results) counts.set(String(r.status), (counts.get(String(r.status)) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} ×${count}`).join(', ') || 'none';
}
