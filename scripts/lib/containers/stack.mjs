// docker-compose.yml + docker-compose.demo.yml, built and run for real by Debian's docker-compose
// 1.29 against podman (decision 306), under a project name and host ports of their own (3800–3803,
// the fourth remote 3804, API 4800, mail 8825/3825) so the stage never meets the e2e (3000s), compose (3500s) or replica
// (3700s) stacks, nor a developer's `docker-compose up` (project "sap-academy-…", 3000s).
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { until } from '../wait-for.mjs';
import { podman, runLogged } from './engine.mjs';

export const PROJECT = 'sap-containers-test';
export const PORTS = { shell: 3800, marketing: 3801, lms: 3802, admin: 3803, labs: 3804, api: 4800, mailUi: 8825, smtp: 3825 };
export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}`;
export const MAIL_API_URL = `http://localhost:${PORTS.mailUi}`;
export const SERVICES = ['api', 'backup', 'mailpit', 'mfe-admin', 'mfe-labs', 'mfe-lms', 'mfe-marketing', 'postgres', 'redis', 'shell', 'shell-renderer'];
/** The local demo: the production-shaped file and its override. */
export const DEMO_FILES = ['docker-compose.yml', 'docker-compose.demo.yml'];
/** What the stage runs: the demo, and the fourth remote's own server (decision 312). */
export const STAGE_FILES = [...DEMO_FILES, 'scripts/lib/containers/fourth-remote.compose.yml'];

/**
 * The development values of .env.example (what `cp .env.example .env` gives a developer) with this
 * stage's ports and the public URLs that follow from them.
 * @param {string} envFile  where to write it
 * @param {Record<string, string | number>} [more]  more of the stage's settings (the fourth remote's)
 */
export async function writeEnvFile(envFile, more = {}) {
  const example = await readFile(path.join(repoRoot, '.env.example'), 'utf8');
  const local = (port) => `http://localhost:${port}`;
  const overrides = {
    SHELL_PORT: PORTS.shell,
    MFE_MARKETING_PORT: PORTS.marketing,
    MFE_LMS_PORT: PORTS.lms,
    MFE_ADMIN_PORT: PORTS.admin,
    API_PORT: PORTS.api,
    MAILPIT_UI_PORT: PORTS.mailUi,
    MAILPIT_SMTP_PORT: PORTS.smtp,
    MFE_MARKETING_BASE_URL: local(PORTS.marketing),
    MFE_LMS_BASE_URL: local(PORTS.lms),
    MFE_ADMIN_BASE_URL: local(PORTS.admin),
    PUBLIC_API_URL: API_URL,
    CORS_ORIGINS: SHELL_URL,
    // The PostgreSQL restart's load posts leads as many visitors (restarts.mjs), each named by
    // X-Forwarded-For as a proxy in front of the API would; without a trusted hop every lead
    // comes from one address and the per-address limit (5 a minute) refuses the load itself.
    TRUST_PROXY_HOPS: 1,
    ...more,
  };
  const lines = Object.entries(overrides).map(([key, value]) => `${key}=${value}`);
  await writeFile(envFile, `${example}\n# The real-container stage's ports (scripts/lib/containers/stack.mjs)\n${lines.join('\n')}\n`);
}

/**
 * docker-compose for this project, with none of the compose settings of the calling shell.
 * @param {{env: NodeJS.ProcessEnv, envFile: string}} engine
 */
export function composeArgs({ envFile }, args, files = STAGE_FILES) {
  return ['-p', PROJECT, '--env-file', envFile, ...files.flatMap((f) => ['-f', f]), ...args];
}

function composeEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/^(MFE_|POSTGRES_|PAYMENT_|API_|JWT_|SHELL_|SMTP_|REDIS_|CORS_|PUBLIC_)/.test(key)));
}

/**
 * @param {{env: NodeJS.ProcessEnv, envFile: string, logFile: string}} o
 * @param {string[]} args
 * @param {string[]} [files]  the compose files (default: the stage's)
 */
export function compose(o, args, files = STAGE_FILES) {
  return runLogged('docker-compose', composeArgs(o, args, files), { env: composeEnv(o.env), logFile: o.logFile, cwd: repoRoot });
}

/** The project's containers: name → status line ("Up 12 seconds ago (healthy)"). */
export function containerStatus(env) {
  const out = podman(env, ['ps', '-a', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--format', '{{.Labels}}\t{{.Status}}']);
  /** @type {Record<string, string>} */
  const status = {};
  for (const line of out.split('\n').filter(Boolean)) {
    const service = /com\.docker\.compose\.service:([\w-]+)/.exec(line)?.[1] ?? '?';
    status[service] = line.split('\t').at(-1) ?? '';
  }
  return status;
}

/** Every service running, and healthy where its image or the compose file has a health check. */
export async function waitHealthy(env, timeoutMs) {
  /** @type {Record<string, string>} */
  let last = {};
  const ready = () => {
    last = containerStatus(env);
    return SERVICES.every((s) => /^Up\b/.test(last[s] ?? '') && !/\((starting|unhealthy)\)/.test(last[s] ?? ''));
  };
  await until(ready, { timeoutMs, what: `the ${SERVICES.length} services healthy` }).catch((error) => {
    const lines = SERVICES.map((s) => `  ${s}: ${last[s] ?? '(no container)'}${/\((starting|unhealthy)\)/.test(last[s] ?? '') ? lastHealthCheck(env, s) : ''}`);
    throw new Error(`${error.message}\n${lines.join('\n')}`);
  });
  return last;
}

/** The id of a service's container ('' when there is none). */
export function serviceContainer(env, service) {
  const ids = podman(env, [
    'ps',
    '-a',
    '-q',
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  ]);
  return ids.split('\n').filter(Boolean)[0] ?? '';
}

/** A service's last health check (exit code, seconds it took, output), for a service that never got healthy. */
function lastHealthCheck(env, service) {
  const r = spawnSync('podman', ['inspect', serviceContainer(env, service), '--format', '{{json .State.Health.Log}}'], { env, encoding: 'utf8' });
  try {
    /** @type {Array<{Start: string, End: string, ExitCode: number, Output: string}>} */
    const runs = JSON.parse(r.stdout);
    const run = runs.at(-1);
    if (!run) return ' — no health check has run';
    const took = ((Date.parse(run.End) - Date.parse(run.Start)) / 1000).toFixed(1);
    return ` — last check exited ${run.ExitCode} after ${took} s${run.Output.trim() ? `: ${run.Output.trim().slice(0, 200)}` : ''}`;
  } catch {
    return '';
  }
}

/**
 * A service's log lines (stdout and stderr) since a moment.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} service
 * @param {{since?: Date, tail?: number}} [o]
 */
export function serviceLogs(env, service, { since, tail } = {}) {
  const id = serviceContainer(env, service);
  if (!id) return `(no ${service} container)`;
  const args = ['logs', ...(since ? ['--since', since.toISOString()] : []), ...(tail ? ['--tail', String(tail)] : []), id];
  const r = spawnSync('podman', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return `${r.stdout}${r.stderr}`;
}

/**
 * One query through psql inside the PostgreSQL container, as the compose file's user and database.
 * @returns {string[]} the rows, one a line, fields separated by |
 */
export function psql(env, sql) {
  const id = serviceContainer(env, 'postgres');
  if (!id) throw new Error('no postgres container');
  // The variables are the container's own (docker-compose.yml sets them from .env).
  const out = podman(env, [
    'exec',
    id,
    'sh',
    '-c',
    'PGPASSWORD="$POSTGRES_PASSWORD" psql -h 127.0.0.1 -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -At -c "$1"',
    'psql',
    sql,
  ]);
  return out.split('\n').filter(Boolean);
}

/**
 * What the project left behind: containers, networks, volumes and pods carrying its name.
 * @returns {string[]}
 */
export function leftovers(env) {
  const list = (args) => podman(env, args).split('\n').filter(Boolean);
  return [
    ...list(['ps', '-a', '--filter', `label=com.docker.compose.project=${PROJECT}`, '--format', 'container {{.Names}}']),
    ...list(['network', 'ls', '--format', '{{.Name}}'])
      .filter((n) => n.startsWith(PROJECT))
      .map((n) => `network ${n}`),
    ...list(['volume', 'ls', '--format', '{{.Name}}'])
      .filter((n) => n.startsWith(PROJECT))
      .map((n) => `volume ${n}`),
    ...list(['pod', 'ps', '--format', '{{.Name}}'])
      .filter((n) => n.startsWith(PROJECT))
      .map((n) => `pod ${n}`),
  ];
}

/** `docker-compose down -v`, then podman removes whatever is still there (a failed `up` can leave some). */
export async function tearDown(o) {
  await compose(o, ['down', '-v', '--remove-orphans', '-t', '10']).catch(() => {});
  for (const item of leftovers(o.env)) {
    const [kind, name] = item.split(' ');
    const args = { container: ['rm', '-f', '-v'], network: ['network', 'rm', '-f'], volume: ['volume', 'rm', '-f'], pod: ['pod', 'rm', '-f'] }[kind];
    if (args) spawnSync('podman', [...args, name], { env: o.env, stdio: 'ignore' });
  }
  return leftovers(o.env);
}

/**
 * The lines of an API log (pino's JSON lines) that say something went wrong: warnings, errors and
 * answers of 400 or more; the last `keep`, each cut to 400 characters.
 * @param {string} text
 */
export function problemLines(text, keep = 15) {
  return text
    .split('\n')
    .filter((l) => /"level":\s*(40|50|60)\b|"statusCode":\s*[45]\d\d\b/.test(l))
    .map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l))
    .slice(-keep);
}

/**
 * What the API container said went wrong since a moment, for a failed browser test: what the API
 * answered while the page did not do what the test expected.
 * @param {NodeJS.ProcessEnv} env
 * @param {Date} since
 */
export function apiProblemLog(env, since) {
  return problemLines(serviceLogs(env, 'api', { since })).join('\n') || '(none)';
}

/** The API container's last log lines about mail and the outbox, for a failed mail check. */
export function apiMailLog(env) {
  const lines = serviceLogs(env, 'api', { tail: 200 })
    .split('\n')
    .filter((l) => /mail|outbox|smtp/i.test(l));
  return lines.slice(-3).join('\n') || '(none)';
}
