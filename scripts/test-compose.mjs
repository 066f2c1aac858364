// `npm test -- compose`: the docker-compose deployment checked without a Docker engine.
//   1. docker-compose.yml: `docker-compose config -q` (Debian's docker-compose 1.29) with the dev
//      values of .env.example, the nine services, the shell renderer's wiring, and a refusal
//      without the secrets;
//   2. every nginx configuration rendered by the images' entrypoint and checked with `nginx -t`
//      (Debian's nginx, as a non-root user), with and without the brotli module; the shell's
//      headers and CSP equal to the built page server's for the same settings;
//   3. the Playwright smoke (e2e/playwright.compose.config.ts): the built apps served by nginx
//      with exactly these configs, the API on PostgreSQL.
// Installs docker-compose, nginx and the brotli module with apt-get when missing (root).
// Run alone: `node scripts/test-compose.mjs [--build|--no-build]` (default: builds when a dist is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, appDist, repoRoot } from './lib/paths.mjs';
import { log } from './lib/run.mjs';
import { runPlaywrightSuite } from './lib/playwright-suite.mjs';
import { aptInstall, ensureChromium, hasCommand } from './lib/ensure-system.mjs';
import { recordFailure } from './lib/failure-recap.mjs';
import { BROTLI_MODULE, makeTempRoot, nginxTest, prepareRunDirs, render, smokeEnvs } from './lib/compose-smoke.mjs';
import { composeApiChecks } from './lib/compose-api-checks.mjs';
import { API_BUILD, buildApi } from './lib/api-process.mjs';
import { composeShellChecks } from './lib/compose-shell-checks.mjs';

const COMPOSE_FILE = path.join(repoRoot, 'docker-compose.yml');
const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
// docker-compose.yml is production-shaped: no mail catcher (the demo override adds mailpit).
const SERVICES = ['api', 'backup', 'mfe-admin', 'mfe-lms', 'mfe-marketing', 'postgres', 'redis', 'shell', 'shell-renderer'];
// Each image's Dockerfile with the build arguments docker-compose.yml gives it.
const IMAGES = [
  ...['shell', 'mfe-marketing', 'mfe-lms', 'mfe-admin'].map((app) => ({ service: app, dockerfile: 'deploy/static-app.Dockerfile', args: { APP: app } })),
  { service: 'shell-renderer', dockerfile: 'deploy/shell-renderer.Dockerfile', args: {} },
  { service: 'api', dockerfile: 'api/Dockerfile', args: {} },
  { service: 'backup', dockerfile: 'deploy/backup.Dockerfile', args: {} },
];
const SECRETS = ['JWT_SECRET', 'POSTGRES_PASSWORD', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'FILE_LINK_SECRET'];

export async function ensureComposeTools() {
  const missing = [];
  if (!hasCommand('docker-compose')) missing.push('docker-compose');
  if (!hasCommand('nginx')) missing.push('nginx');
  if (!existsSync(BROTLI_MODULE) && process.getuid?.() === 0) missing.push('libnginx-mod-http-brotli-static');
  if (!hasCommand('envsubst')) missing.push('gettext-base');
  if (missing.length > 0) {
    log(`Installing ${missing.join(', ')} with apt-get…`);
    await aptInstall(missing);
  }
}

/** docker-compose with an env that has none of the compose settings from this shell. */
function compose(args, envFile, files = [COMPOSE_FILE]) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SECRETS.includes(key) && !/^(MFE_|POSTGRES_|PAYMENT_|API_|REMOTES$|ROUTES$)/.test(key)),
  );
  return spawnSync('docker-compose', ['--env-file', envFile, ...files.flatMap((f) => ['-f', f]), ...args], { cwd: repoRoot, env, encoding: 'utf8' });
}

/** @returns {Promise<Array<{name: string, run: () => Promise<void> | void}>>} */
async function staticChecks(tmp) {
  const envExample = path.join(repoRoot, '.env.example');
  const emptyEnv = path.join(tmp, 'empty.env');
  await writeFile(emptyEnv, '');
  const checks = [
    {
      name: 'docker-compose config -q accepts docker-compose.yml with .env.example',
      run() {
        const r = compose(['config', '-q'], envExample);
        if (r.status !== 0) throw new Error(r.stderr);
      },
    },
    {
      name: 'docker-compose.yml has the nine services, postgres and redis healthy before the api, named volumes for the database, the uploaded files and the backups',
      run() {
        const services = compose(['config', '--services'], envExample);
        const got = services.stdout.trim().split('\n').sort();
        if (JSON.stringify(got) !== JSON.stringify(SERVICES)) throw new Error(`services: ${got.join(', ')}`);
        const volumes = compose(['config', '--volumes'], envExample).stdout.trim().split('\n').sort();
        if (JSON.stringify(volumes) !== JSON.stringify(['api-files', 'backups', 'pgdata'])) throw new Error(`volumes: ${volumes.join(', ')}`);
        const full = compose(['config'], envExample).stdout;
        const api = full.slice(full.indexOf('\n  api:'), full.indexOf('\n  backup:'));
        // The API's root is read-only; its local file storage (decision 131) is the volume.
        if (!/- api-files:\/app\/api\/\.data\/storage(:rw)?$/m.test(api)) throw new Error('api does not mount api-files on /app/api/.data/storage');
        if (!/postgres:\s*\n\s*condition: service_healthy/.test(api)) throw new Error('api does not wait for a healthy postgres');
        if (!/API_AUTO_MIGRATE: '1'/.test(api)) throw new Error('api does not migrate and seed at start');
        // Production mail is real or refused: no default relay, least of all a catcher.
        if (!/SMTP_URL: ''$/m.test(api)) throw new Error('api has a default SMTP_URL in the production file');
        if (/mailpit/.test(full)) throw new Error('docker-compose.yml mentions mailpit (it belongs to the demo override)');
        if (!/pg_isready/.test(full)) throw new Error('postgres has no health check');
        // Replicas share rate limits and revocations through Redis (decision 115).
        if (!/redis:\s*\n\s*condition: service_healthy/.test(api)) throw new Error('api does not wait for a healthy redis');
        if (!/REDIS_URL: redis:\/\/redis:6379/.test(api)) throw new Error('api has no REDIS_URL to the redis service');
        // Backups (decision 315): the production job, with the database's and the files' volumes.
        const backup = full.slice(full.indexOf('\n  backup:'), full.indexOf('\n  mfe-admin:'));
        if (!/- backups:\/backups(:rw)?$/m.test(backup)) throw new Error('backup does not mount the backups volume on /backups');
        if (!/- api-files:\/app\/api\/\.data\/storage(:rw)?$/m.test(backup)) throw new Error('backup does not mount api-files where STORAGE_DIR points');
        if (!/NODE_ENV: production/.test(backup) || !/BACKUP_URL: \/backups$/m.test(backup))
          throw new Error('backup is not a production job with BACKUP_URL /backups');
        if (!/api:\s*\n\s*condition: service_healthy/.test(backup)) throw new Error('backup does not wait for the migrated api');
        const redis = full.slice(full.indexOf('\n  redis:'), full.indexOf('\n  shell:'));
        if (!/image: redis:7-alpine/.test(redis)) throw new Error('redis is not redis:7-alpine');
        if (!/- redis-cli\s*\n\s*- ping/.test(redis)) throw new Error('redis has no `redis-cli ping` health check');
      },
    },
    {
      name: 'docker-compose.yml builds each image from the Dockerfile and arguments checked below',
      run() {
        const full = compose(['config'], envExample).stdout;
        for (const { service, dockerfile, args } of IMAGES) {
          const start = full.indexOf(`\n  ${service}:\n`);
          const block = full.slice(start, full.indexOf('\n    image:', start) + 1 || undefined);
          if (start < 0 || !block.includes(`dockerfile: ${dockerfile}`)) throw new Error(`${service} is not built from ${dockerfile}`);
          for (const [key, value] of Object.entries(args)) {
            if (!new RegExp(`${key}: ${value}\\b`).test(block)) throw new Error(`${service} lacks the build argument ${key}=${value}`);
          }
        }
      },
    },
    {
      name: 'docker-compose.yml: the shell proxies pages to shell-renderer, which has its remote URLs and a fetch map to the remote containers',
      run() {
        const full = compose(['config'], envExample).stdout;
        const block = (service) => {
          const start = full.indexOf(`\n  ${service}:\n`);
          if (start < 0) throw new Error(`no ${service} service`);
          const next = full.slice(start + 1).search(/\n {2}[a-z][\w-]*:\n/);
          return next < 0 ? full.slice(start) : full.slice(start, start + 1 + next);
        };
        // A long value is folded onto more-indented lines by `docker-compose config` (PyYAML's width).
        const env = (text, name) => new RegExp(`\n      ${name}: (.*(?:\n {8,}\\S.*)*)`).exec(text)?.[1]?.split(/\n\s+/).join(' ');
        const shell = block('shell');
        const renderer = block('shell-renderer');
        if (env(shell, 'RENDERER_URL') !== 'http://shell-renderer:8080') throw new Error('shell has no RENDERER_URL: http://shell-renderer:8080');
        if (!/depends_on:\s*\n(\s+\S.*\n)*?\s+shell-renderer:/.test(shell)) throw new Error('shell does not depend on shell-renderer');
        for (const name of ['MFE_MARKETING_URL', 'MFE_LMS_URL', 'MFE_ADMIN_URL', 'API_URL']) {
          if (!env(renderer, name) || env(renderer, name) !== env(shell, name)) throw new Error(`shell-renderer's ${name} differs from the shell's`);
        }
        const map = env(renderer, 'REMOTE_FETCH_MAP') ?? '';
        for (const [name, internal] of [
          ['MFE_MARKETING_URL', 'http://mfe-marketing:8080'],
          ['MFE_LMS_URL', 'http://mfe-lms:8080'],
          ['MFE_ADMIN_URL', 'http://mfe-admin:8080'],
        ]) {
          const publicOrigin = new URL(env(shell, name) ?? '').origin;
          if (!map.split(/\s+/).includes(`${publicOrigin}=${internal}`))
            throw new Error(`REMOTE_FETCH_MAP does not map ${publicOrigin} to ${internal}: ${map}`);
        }
        if (/\n {4}ports:/.test(renderer)) throw new Error('shell-renderer publishes a port (only the shell reaches it)');
        for (const setting of ['read_only: true', 'no-new-privileges:true', '- /tmp']) {
          if (!renderer.includes(setting)) throw new Error(`shell-renderer lacks ${setting}`);
        }
      },
    },
    {
      name: 'docker-compose refuses to start without the secrets (no default JWT secret in the file)',
      run() {
        const r = compose(['config', '-q'], emptyEnv);
        if (r.status === 0) throw new Error('config passed without JWT_SECRET/POSTGRES_PASSWORD/PAYMENT_* set');
        if (!SECRETS.some((s) => r.stderr.includes(s))) throw new Error(`unexpected message: ${r.stderr}`);
      },
    },
    ...composeApiChecks({ compose, envExample }),
  ];

  // The Dockerfiles cannot be built here; check what can be read from them.
  for (const { dockerfile, args } of IMAGES) {
    const label = Object.entries(args)
      .map(([k, v]) => ` ${k}=${v}`)
      .join('');
    checks.push({
      name: `${dockerfile}${label}: non-root USER, HEALTHCHECK, every COPY source in the build context, every workspace manifest where npm ci runs`,
      async run() {
        const raw = await readFile(path.join(repoRoot, dockerfile), 'utf8');
        const text = raw.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, a, b) => args[a ?? b] ?? whole);
        const lines = text
          .replace(/\\\n/g, ' ')
          .split('\n')
          .map((l) => l.trim());
        const users = lines.filter((l) => /^USER\s/.test(l)).map((l) => l.split(/\s+/)[1]);
        if (users.length === 0 || ['root', '0'].includes(users.at(-1) ?? '')) throw new Error('the image runs as root');
        if (!lines.some((l) => /^HEALTHCHECK\s+.*CMD\s/.test(l))) throw new Error('no HEALTHCHECK');
        for (const line of lines.filter((l) => /^COPY\s/.test(l) && !/--from=/.test(l))) {
          const sources = line
            .split(/\s+/)
            .slice(1, -1)
            .filter((a) => !a.startsWith('--'));
          for (const source of sources) {
            if (!existsSync(path.join(repoRoot, source))) throw new Error(`COPY ${source}: not in the repository`);
          }
        }
        // npm ci refuses a tree that lacks a workspace the lockfile names, whichever one it installs.
        if (lines.some((l) => /^RUN\s.*\bnpm ci\b/.test(l))) {
          const copied = new Set(lines.filter((l) => /^COPY\s/.test(l) && !/--from=/.test(l)).flatMap((l) => l.split(/\s+/).slice(1, -1)));
          const missing = rootPackage.workspaces.filter((ws) => !copied.has(`${ws}/package.json`));
          if (missing.length) throw new Error(`npm ci without the manifests of ${missing.join(', ')}`);
        }
      },
    });
  }

  // Every nginx configuration, rendered with test values by the images' own entrypoint.
  const envs = await smokeEnvs(tmp);
  await prepareRunDirs(tmp, envs);
  const kinds = { shell: 'shell', marketing: 'remote', lms: 'remote', admin: 'remote' };
  for (const [name, kind] of Object.entries(kinds)) {
    checks.push({
      name: `nginx -t: ${APPS[name].dir} (${kind}.conf.template, rendered by entrypoint.sh)`,
      run() {
        render(kind, envs[name]);
        const r = nginxTest(envs[name].NGINX_RUN_DIR);
        if (!r.ok) throw new Error(r.output);
      },
    });
  }
  checks.push({
    name: 'nginx -t: shell and remote configurations stay valid without the brotli module',
    run() {
      for (const [name, kind] of [
        ['shell', 'shell'],
        ['lms', 'remote'],
      ]) {
        const env = { ...envs[name], BROTLI_MODULE: '/nonexistent/ngx_http_brotli_static_module.so' };
        render(kind, env);
        const conf = spawnSync('cat', [path.join(env.NGINX_RUN_DIR, 'compression.conf')], { encoding: 'utf8' }).stdout;
        if (conf.includes('brotli_static on')) throw new Error('brotli_static enabled without its module');
        const r = nginxTest(env.NGINX_RUN_DIR);
        if (!r.ok) throw new Error(r.output);
      }
    },
  });
  checks.push(...composeShellChecks(envs));
  return checks;
}

/** build: true → always, false → never, undefined → when a dist folder is missing. */
async function buildIfNeeded(build) {
  const missing = Object.values(APPS).some((a) => !existsSync(path.join(appDist(a.dir), 'index.html')));
  if (build === true || (build === undefined && missing)) {
    const { buildAll } = await import('./lib/build.mjs');
    await buildAll();
  }
  // The smoke runs the API built, as its image does (decision 111).
  if (build === true || (build === undefined && !existsSync(API_BUILD))) await buildApi();
}

/**
 * @param {{build?: boolean}} [options]
 * @returns {Promise<{passed: number, failed: number}>}
 */
export async function runComposeTests({ build } = {}) {
  const counts = { passed: 0, failed: 0 };
  await ensureComposeTools();
  // The checks render the images' configurations from the builds (the shell's index.html and its
  // generated header templates) and load the built page server.
  await buildIfNeeded(build);
  const tmp = await makeTempRoot('compose-checks-');
  try {
    for (const check of await staticChecks(tmp)) {
      try {
        await check.run();
        counts.passed += 1;
        console.log(`  \x1b[32m✓\x1b[0m ${check.name}`);
      } catch (error) {
        counts.failed += 1;
        // In npm test's closing recap too, as the other stages' failures are.
        recordFailure('compose', check.name, error instanceof Error ? error.message : String(error));
        console.log(`  \x1b[31m✗\x1b[0m ${check.name}\n${String(error instanceof Error ? error.message : error).replace(/^/gm, '      ')}`);
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }

  await ensureChromium();
  const smoke = await runPlaywrightSuite({ config: 'playwright.compose.config.ts', report: 'compose-report.json' });
  counts.passed += smoke.passed;
  counts.failed += smoke.failed;
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = await runComposeTests({ build: process.argv.includes('--build') ? true : process.argv.includes('--no-build') ? false : undefined });
  console.log(`\nCompose: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed > 0 ? 1 : 0);
}
