// The docker-compose deployment checked without a Docker engine: Debian's nginx runs
// the images' own entrypoint (deploy/nginx/entrypoint.sh) and templates, as a non-root user,
// on high ports, everything in a temp folder, with the templates laid out as in the images (the
// shell's generated header templates beside deploy/nginx's); the shell renderer runs the built
// page server as its image does (compose-renderer.mjs); the API runs on a fresh PostgreSQL database.
// Used by scripts/test-compose.mjs (static checks) and e2e/compose (the Playwright smoke).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, appDist, repoRoot } from './paths.mjs';
import { NOBODY, asUser, baseEnv } from './smoke-process.mjs';
import { waitFor } from './wait-for.mjs';
import { restartRenderer, startRenderer, stopRenderer } from './compose-renderer.mjs';
import { ensureImageNode } from './image-node.mjs';

// shellFallback: a second shell whose renderer is down (rendererDown: nothing listens there).
// marketingInternal: the marketing remote as the renderer reaches it (REMOTE_FETCH_MAP), like
// http://mfe-marketing:8080 in docker-compose, where browsers use the published port.
export const COMPOSE_PORTS = {
  shell: 3500,
  marketing: 3501,
  lms: 3502,
  lmsNext: 3503,
  marketingInternal: 3504,
  renderer: 3505,
  shellFallback: 3506,
  admin: 3507,
  rendererDown: 3509,
  api: 4500,
};
export const DEPLOY_DIR = path.join(repoRoot, 'deploy', 'nginx');
export const ENTRYPOINT = path.join(DEPLOY_DIR, 'entrypoint.sh');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const SMOKE_DATABASE = 'sap_academy_compose_smoke';
/** The version folder the "other version" of mfe-lms is published under in the smoke. */
export const NEXT_LMS_VERSION = '0.1.1-next';
export const origin = (port) => `http://127.0.0.1:${port}`;

export const versionOf = async (dir) => JSON.parse(await readFile(path.join(repoRoot, dir, 'package.json'), 'utf8')).version;

/** Runs the images' entrypoint with RENDER_ONLY=1: renders nginx.conf (and the shell's pages). */
export function render(kind, env) {
  const result = spawnSync('sh', [ENTRYPOINT, kind], {
    env: { ...baseEnv(), ...env, RENDER_ONLY: '1' },
    encoding: 'utf8',
    ...asUser(),
  });
  if (result.status !== 0) throw new Error(`entrypoint.sh ${kind} failed (${result.status}): ${result.stderr}`);
  return result;
}

/** `nginx -t` on a rendered configuration; returns { ok, output }. */
export function nginxTest(runDir) {
  const result = spawnSync('nginx', ['-e', 'stderr', '-t', '-c', path.join(runDir, 'nginx.conf')], {
    env: baseEnv(),
    encoding: 'utf8',
    ...asUser(),
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** A folder the non-root user may write (the container's tmpfs /tmp). */
async function privateDir(parent, name) {
  const dir = path.join(parent, name);
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) await chown(dir, NOBODY, NOBODY);
  return dir;
}

export async function makeTempRoot(prefix = 'compose-smoke-') {
  const tmp = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(tmp, 0o755);
  return tmp;
}

/** Where the shell's build writes its nginx header templates (shell/server/nginx-headers.ts). */
export const GENERATED_TEMPLATES = path.join(appDist(APPS.shell.dir), 'server', 'nginx');

/**
 * The images' /etc/nginx/app: entrypoint.sh and deploy/nginx's templates, and the shell's
 * generated header templates beside them (deploy/static-app.Dockerfile).
 */
async function nginxApp(tmp) {
  if (!existsSync(GENERATED_TEMPLATES)) throw new Error(`${GENERATED_TEMPLATES} is missing: build the shell first (npm run build -w shell)`);
  const dir = path.join(tmp, 'nginx-app');
  await cp(DEPLOY_DIR, dir, { recursive: true });
  await cp(GENERATED_TEMPLATES, dir, { recursive: true });
  return dir;
}

/** The web root of a remote's image: /<name>/<version>/ → the build (a symlink here). */
async function remoteWebRoot(tmp, name, dir, versions) {
  const root = path.join(tmp, `www-${name}`);
  await mkdir(path.join(root, dir), { recursive: true });
  for (const version of versions) await symlink(appDist(dir), path.join(root, dir, version));
  return root;
}

/** The environment each container gets in docker-compose.yml, with the smoke's ports and paths. */
export async function smokeEnvs(tmp, ports = COMPOSE_PORTS, { accessLog = 'off' } = {}) {
  const marketingVersion = await versionOf(APPS.marketing.dir);
  const lmsVersion = await versionOf(APPS.lms.dir);
  const adminVersion = await versionOf(APPS.admin.dir);
  const templates = await nginxApp(tmp);
  const common = (name, port) => ({
    LISTEN_PORT: String(port),
    NGINX_ACCESS_LOG: accessLog,
    NGINX_RUN_DIR: path.join(tmp, `run-${name}`),
    NGINX_TEMPLATES: templates,
  });
  const marketing = {
    ...common('marketing', ports.marketing),
    WEB_ROOT: await remoteWebRoot(tmp, 'marketing', APPS.marketing.dir, [marketingVersion]),
    REMOTE_PATH: APPS.marketing.dir,
    REMOTE_VERSION: marketingVersion,
  };
  // The shell's settings, as the shell and shell-renderer services both get them.
  const site = {
    MFE_MARKETING_URL: `${origin(ports.marketing)}/${APPS.marketing.dir}/${marketingVersion}/mf-manifest.json`,
    MFE_LMS_URL: `${origin(ports.lms)}/${APPS.lms.dir}/${lmsVersion}/mf-manifest.json`,
    // The back office, mounted on /admin by the route map (decision 010).
    MFE_ADMIN_URL: `${origin(ports.admin)}/${APPS.admin.dir}/${adminVersion}/mf-manifest.json`,
    API_URL: origin(ports.api),
  };
  // The shell's JSON access log is read by the request-id test (e2e/compose/renderer.spec.ts).
  const shell = {
    ...common('shell', ports.shell),
    NGINX_ACCESS_LOG: path.join(tmp, 'run-shell', 'access.log'),
    WEB_ROOT: appDist(APPS.shell.dir),
    ...site,
    RENDERER_URL: origin(ports.renderer),
  };
  const internalRunDir = path.join(tmp, 'run-marketing-internal');
  return {
    marketing,
    // The same deployment at its compose-internal address; its access log shows what the
    // renderer fetched through REMOTE_FETCH_MAP.
    marketingInternal: { ...marketing, ...common('marketing-internal', ports.marketingInternal), NGINX_ACCESS_LOG: path.join(internalRunDir, 'access.log') },
    lms: {
      ...common('lms', ports.lms),
      WEB_ROOT: await remoteWebRoot(tmp, 'lms', APPS.lms.dir, [lmsVersion]),
      REMOTE_PATH: APPS.lms.dir,
      REMOTE_VERSION: lmsVersion,
    },
    admin: {
      ...common('admin', ports.admin),
      WEB_ROOT: await remoteWebRoot(tmp, 'admin', APPS.admin.dir, [adminVersion]),
      REMOTE_PATH: APPS.admin.dir,
      REMOTE_VERSION: adminVersion,
    },
    // Another deployment of mfe-lms (another origin, another version folder) for the
    // "remote URL from the environment" test.
    lmsNext: {
      ...common('lms-next', ports.lmsNext),
      WEB_ROOT: await remoteWebRoot(tmp, 'lms-next', APPS.lms.dir, [NEXT_LMS_VERSION]),
      REMOTE_PATH: APPS.lms.dir,
      REMOTE_VERSION: NEXT_LMS_VERSION,
    },
    renderer: {
      ...site,
      PORT: String(ports.renderer),
      HOST: '127.0.0.1',
      // Browsers use the published port; the renderer the internal one. The portal remote is
      // left unmapped: a URL the server reaches as browsers do (a CDN) needs no entry.
      REMOTE_FETCH_MAP: `${origin(ports.marketing)}=${origin(ports.marketingInternal)}`,
      SMOKE_RUN_DIR: path.join(tmp, 'run-renderer'),
      SMOKE_NODE: ensureImageNode(),
    },
    shell,
    shellFallback: { ...shell, ...common('shell-fallback', ports.shellFallback), RENDERER_URL: origin(ports.rendererDown) },
  };
}

const KIND = { shell: 'shell', shellFallback: 'shell', marketing: 'remote', marketingInternal: 'remote', lms: 'remote', lmsNext: 'remote', admin: 'remote' };

export async function prepareRunDirs(tmp, envs) {
  for (const env of Object.values(envs)) await privateDir(tmp, path.basename(env.NGINX_RUN_DIR ?? env.SMOKE_RUN_DIR));
}

/** nginx in the foreground (as in the container), as the non-root user. */
export async function startNginx(runDir, port) {
  const child = spawn('nginx', ['-e', 'stderr', '-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {
    env: baseEnv(),
    stdio: ['ignore', 'ignore', 'pipe'],
    ...asUser(),
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const killChild = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killChild);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitFor(`${origin(port)}/healthz`),
      exited.then((code) => {
        throw new Error(`nginx (${runDir}) exited with ${code}: ${stderr}`);
      }),
    ]);
  } catch (error) {
    killChild();
    throw error;
  }
  return {
    port,
    stderr: () => stderr,
    async stop() {
      // SIGQUIT: graceful shutdown, as `docker stop` would ask nginx (STOPSIGNAL in the image).
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => killChild(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** `nginx -s reload` of a running instance (the container restarted with a new env). */
export function reloadNginx(runDir) {
  const result = spawnSync('nginx', ['-e', 'stderr', '-c', path.join(runDir, 'nginx.conf'), '-s', 'reload'], {
    env: baseEnv(),
    encoding: 'utf8',
    ...asUser(),
  });
  if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr}`);
}

/**
 * Re-renders the shell from `env` and reloads it, after recreating the renderer from
 * `rendererEnv` when given (both containers get the change, renderer first, as compose orders
 * them); resolves when the new config and CSP are served.
 */
export async function rerenderShell(env, rendererEnv, { timeoutMs = 10_000 } = {}) {
  if (rendererEnv) await restartRenderer(rendererEnv);
  const { stderr } = render('shell', env);
  reloadNginx(env.NGINX_RUN_DIR);
  const expected = new URL(env.MFE_LMS_URL).origin;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${origin(env.LISTEN_PORT)}/`).catch(() => null);
    const csp = response?.headers.get('content-security-policy') ?? '';
    const html = response ? await response.text() : '';
    if (csp.includes(expected) && html.includes(env.MFE_LMS_URL)) return stderr;
    if (Date.now() > deadline) throw new Error(`the shell did not serve ${env.MFE_LMS_URL} after the reload`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh database on the local PostgreSQL server (scripts/lib/ensure-postgres.mjs). */
export async function createSmokeDatabase() {
  const { ensurePostgres, TEST_PG_ROLE } = await import('./ensure-postgres.mjs');
  const url = await ensurePostgres();
  if (!url) throw new Error('PostgreSQL is not available for the compose smoke');
  psqlAsPostgres(`drop database if exists ${SMOKE_DATABASE} with (force)`);
  psqlAsPostgres(`create database ${SMOKE_DATABASE} owner ${TEST_PG_ROLE}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${SMOKE_DATABASE}`;
  return databaseUrl.href;
}

export function dropSmokeDatabase() {
  psqlAsPostgres(`drop database if exists ${SMOKE_DATABASE} with (force)`);
}

function psqlAsPostgres(sql) {
  const result = spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qtAX -d postgres -c "${sql}"`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/**
 * The whole compose stack: four nginx "containers" (+ a second mfe-lms deployment, the marketing
 * remote's internal address and a shell whose renderer is down), the shell renderer and the API
 * on PostgreSQL with the compose services' settings. Returns the URLs, the envs and stop().
 */
export async function startComposeSmoke({ ports = COMPOSE_PORTS, quiet = true } = {}) {
  for (const dir of Object.values(APPS).map((a) => a.dir)) {
    if (!existsSync(path.join(appDist(dir), 'index.html'))) throw new Error(`${dir}/dist is missing: build first (npm run build)`);
  }
  const tmp = await makeTempRoot();
  const envs = await smokeEnvs(tmp, ports);
  await prepareRunDirs(tmp, envs);
  const started = [];
  let databaseCreated = false;
  const stop = async () => {
    await Promise.all(started.splice(0).map((s) => s.stop().catch(() => {})));
    if (databaseCreated) dropSmokeDatabase();
    await rm(tmp, { recursive: true, force: true });
  };
  try {
    for (const [name, env] of Object.entries(envs)) {
      if (!KIND[name]) continue;
      render(KIND[name], env);
      const nginx = /** @type {{ NGINX_RUN_DIR: string, LISTEN_PORT: string }} */ (env);
      started.push(await startNginx(nginx.NGINX_RUN_DIR, Number(nginx.LISTEN_PORT)));
    }
    await startRenderer(envs.renderer);
    started.push({ stop: () => stopRenderer(envs.renderer.SMOKE_RUN_DIR) });
    const databaseUrl = await createSmokeDatabase();
    databaseCreated = true;
    const { startApi } = await import('./api-process.mjs');
    started.push(
      await startApi({
        port: ports.api,
        quiet,
        // The API image's Node (node:24), not the one running the tests.
        nodeBinary: ensureImageNode(),
        env: {
          // As docker-compose.yml sets the api service: production, so every safety refusal of
          // config/env.ts applies; the catalogue only (no demo student or coupons). The smoke
          // enrols in the free course only, so Razorpay is never called; nothing listens on the
          // SMTP port, so mails wait in the outbox.
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          API_AUTO_MIGRATE: '1',
          API_SEED: 'catalogue',
          DATABASE_URL: databaseUrl,
          CORS_ORIGINS: `${origin(ports.shell)},${origin(ports.shellFallback)}`,
          JWT_SECRET: 'compose-smoke-jwt-secret-0123456789abcdef',
          PAYMENT_PROVIDER: 'razorpay',
          PAYMENT_KEY_ID: 'rzp_test_composesmoke',
          PAYMENT_KEY_SECRET: 'compose-smoke-key-secret-0123',
          PAYMENT_WEBHOOK_SECRET: 'compose-smoke-webhook-secret-0123',
          FILE_LINK_SECRET: 'compose-smoke-file-links-Qx7-9aZ2-kLm4',
          SERVER_CREDENTIAL_KEY: 'k2b9QZ7xV1mN4pR8sT3uW6yA0cE5gH2jL7nP9qS4vX8=',
          SMTP_URL: 'smtp://127.0.0.1:9',
          // As docker-compose.yml passes it (decision 145): the unsubscribe link's origin.
          PUBLIC_API_URL: origin(ports.api),
          LOG_LEVEL: quiet ? 'warn' : 'info',
          RATE_LIMIT_AUTH_MAX: '1000',
        },
      }),
    );
    return {
      tmp,
      envs,
      urls: {
        shell: origin(ports.shell),
        marketing: origin(ports.marketing),
        lms: origin(ports.lms),
        lmsNext: origin(ports.lmsNext),
        admin: origin(ports.admin),
        renderer: origin(ports.renderer),
        shellFallback: origin(ports.shellFallback),
        api: origin(ports.api),
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
