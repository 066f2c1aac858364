// The site "past one machine" on this one (decision 115): two API processes (the built
// api/dist/server.js) and two page-server processes (shell/dist/server/page-server.cjs, as the
// renderer image runs it) behind nginx upstreams, on one PostgreSQL database and one Redis, with
// an SMTP server that keeps every mail. Debian's redis-server, PostgreSQL and nginx; ports 3700–3799
// and 4700–4799. Used by scripts/test/replica/replicas.test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { API_BUILD, startApi } from './api-process.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { REDIS_SERVER, ensureNginx, ensureRedisServer } from './ensure-system.mjs';
import { PAGE_SERVER_BIN, loadPageServer } from './page-server.mjs';
import { APPS, appDist, repoRoot } from './paths.mjs';
import { asUser, baseEnv } from './smoke-process.mjs';
import { waitFor } from './wait-for.mjs';

export const REPLICA_PORTS = Object.freeze({
  /** nginx: the pages' upstream (both page servers). */
  site: 3700,
  pages: [3711, 3712],
  marketing: 3721,
  lms: 3722,
  admin: 3723,
  smtp: 3790,
  /** nginx: the API's upstream (both API processes). */
  api: 4700,
  apis: [4711, 4712],
  redis: 4790,
});
export const REPLICA_DATABASE = 'sap_academy_replicas';
export const origin = (port) => `http://127.0.0.1:${port}`;

/** What every API replica runs with (besides its port): one database, one Redis, one mail relay. */
export const replicaApiEnv = (databaseUrl) => ({
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: `redis://127.0.0.1:${REPLICA_PORTS.redis}`,
  SMTP_URL: `smtp://127.0.0.1:${REPLICA_PORTS.smtp}`,
  // Both replicas drain the outbox, often, so they compete for the same rows.
  OUTBOX_POLL_MS: '100',
  // nginx is the one proxy hop in front: the client's address is the rate limits' key.
  TRUST_PROXY_HOPS: '1',
  // A revocation must not wait for this: Redis tells the other replica (decision 115).
  AUTH_REVOCATION_CACHE_MS: '60000',
  RATE_LIMIT_AUTH_MAX: '10',
  JWT_SECRET: 'replica-test-jwt-secret-0123456789abcdef',
  CORS_ORIGINS: origin(REPLICA_PORTS.site),
  LOG_LEVEL: 'warn',
  // Fast hashes: this test is about sharing, not about argon2.
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
});

function psqlAsPostgres(sql) {
  const result = spawnSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qtAX -d postgres -c "${sql}"`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/** A query on the replicas' database (psql; its output, trimmed). */
export function sqlValue(databaseUrl, sql) {
  const result = spawnSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qtAX', '-c', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

async function createDatabase() {
  const url = await ensurePostgres();
  if (!url) throw new Error('PostgreSQL is not available (see the [ensure-postgres] message above)');
  const role = new URL(url).username;
  psqlAsPostgres(`drop database if exists ${REPLICA_DATABASE} with (force)`);
  psqlAsPostgres(`create database ${REPLICA_DATABASE} owner ${role}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${REPLICA_DATABASE}`;
  return databaseUrl.href;
}

/** A child process stopped with SIGTERM (SIGKILL after 5 s) unless it already exited. */
function track(child, name) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killChild = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.once('exit', killChild);
  return {
    name,
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(killChild, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function startRedis(dir) {
  const child = spawn(REDIS_SERVER, ['--port', String(REPLICA_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const handle = track(child, 'redis-server');
  const deadline = Date.now() + 10_000;
  while (spawnSync('redis-cli', ['-p', String(REPLICA_PORTS.redis), 'ping'], { encoding: 'utf8' }).stdout?.trim() !== 'PONG') {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${REPLICA_PORTS.redis}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return handle;
}

/**
 * The process (of `pids`) that owns the local end of a TCP connection from `port` to
 * `serverPort` on this machine, by its socket's inode (/proc/net/tcp, /proc/<pid>/fd); or null.
 */
function ownerOfConnection(port, serverPort, pids) {
  const hexPort = (p) => p.toString(16).toUpperCase().padStart(4, '0');
  const line = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hexPort(port)}`) && f[2]?.endsWith(`:${hexPort(serverPort)}`));
  if (!line) return null;
  const socket = `socket:[${line[9]}]`;
  for (const pid of pids) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === socket)) return pid;
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}

/**
 * An SMTP relay that keeps each mail's envelope recipient and Message-ID, to count deliveries:
 * the outbox must deliver every queued mail once, whichever replica sends it. `senders()` gives
 * the API processes' pids: each mail records which one sent it.
 */
async function startSmtpCapture(senders) {
  const mails = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const sender = ownerOfConnection(session.remotePort, REPLICA_PORTS.smtp, senders());
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: /^message-id:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '',
          subject: /^subject:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '',
          sender,
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(REPLICA_PORTS.smtp, '127.0.0.1', () => resolve(undefined));
  });
  return { mails, stop: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/**
 * nginx in front of both tiers. A replica that refuses connections or drops one is skipped for
 * 1 s (max_fails=1 fail_timeout=1s) and the request goes to the next (proxy_next_upstream: GET and
 * HEAD only, as nginx's default: a POST is never sent twice). X-Upstream names who answered.
 */
function nginxConf(dir) {
  const servers = (ports) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n');
  const proxy = (upstream) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 1s;
      add_header X-Upstream $upstream_addr always;
    }`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${servers(REPLICA_PORTS.apis)}
    keepalive 16;
  }
  upstream pages {
${servers(REPLICA_PORTS.pages)}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${REPLICA_PORTS.api};
    location = /nginx-health { return 200 "ok\\n"; }${proxy('api')}
  }
  server {
    listen 127.0.0.1:${REPLICA_PORTS.site};
    location = /nginx-health { return 200 "ok\\n"; }${proxy('pages')}
  }
}
`;
}

async function startNginx(dir) {
  await writeFile(path.join(dir, 'nginx.conf'), nginxConf(dir));
  const child = spawn('nginx', ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    env: baseEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    ...asUser(),
  });
  const handle = track(child, 'nginx');
  await waitFor(`${origin(REPLICA_PORTS.api)}/nginx-health`, { child, name: 'nginx' });
  return handle;
}

async function startPageServer(port, site) {
  const child = spawn(process.execPath, [PAGE_SERVER_BIN], {
    cwd: repoRoot,
    env: { ...baseEnv(), ...site, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const handle = track(child, `page server :${port}`);
  await waitFor(`${origin(port)}/healthz`, { child, name: handle.name, timeoutMs: 30_000 });
  return handle;
}

/** Starts everything; `stop()` ends it all and drops the database. */
export async function startReplicaStack() {
  if (!existsSync(API_BUILD)) throw new Error('api/dist is missing: npm run build -w api');
  for (const { dir } of Object.values(APPS)) {
    if (!existsSync(path.join(appDist(dir), 'index.html'))) throw new Error(`${dir}/dist is missing: node scripts/lib/build.mjs`);
  }
  await ensureRedisServer();
  await ensureNginx();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'sap-academy-replicas-'));
  if (process.getuid?.() === 0) await chown(tmp, 65534, 65534); // nginx runs as nobody
  const started = [];
  let databaseUrl = null;
  const stop = async () => {
    await Promise.all(started.splice(0).map((s) => s.stop().catch(() => {})));
    if (databaseUrl) psqlAsPostgres(`drop database if exists ${REPLICA_DATABASE} with (force)`);
    await rm(tmp, { recursive: true, force: true });
  };
  try {
    databaseUrl = await createDatabase();
    started.push(await startRedis(tmp));
    const apis = [];
    const smtp = await startSmtpCapture(() => apis.map((a) => a.pid));
    started.push(smtp);
    const { startRemoteServer } = loadPageServer();
    for (const name of ['marketing', 'lms', 'admin']) {
      const server = await startRemoteServer({ root: appDist(APPS[name].dir), port: REPLICA_PORTS[name], host: '127.0.0.1' });
      started.push({ stop: () => server.close() });
    }
    const apiEnv = replicaApiEnv(databaseUrl);
    // One after the other: the first migrates and seeds, the second finds it done.
    const startReplica = (i) => startApi({ port: /** @type {number} */ (REPLICA_PORTS.apis[i]), quiet: true, env: apiEnv });
    for (const i of [0, 1]) apis.push(await startReplica(i));
    started.push({ stop: () => Promise.all(apis.map((a) => a.stop())) });
    started.push(await startNginx(tmp));
    const site = {
      MFE_MARKETING_URL: `${origin(REPLICA_PORTS.marketing)}/mf-manifest.json`,
      MFE_LMS_URL: `${origin(REPLICA_PORTS.lms)}/mf-manifest.json`,
      MFE_ADMIN_URL: `${origin(REPLICA_PORTS.admin)}/mf-manifest.json`,
      API_URL: origin(REPLICA_PORTS.api),
    };
    for (const port of REPLICA_PORTS.pages) started.push(await startPageServer(port, site));
    return {
      databaseUrl,
      mails: smtp.mails,
      /** The API processes' pids, in replica order (a restart changes one). */
      apiPids: () => apis.map((a) => a.pid),
      urls: { site: origin(REPLICA_PORTS.site), api: origin(REPLICA_PORTS.api), apis: REPLICA_PORTS.apis.map(origin), pages: REPLICA_PORTS.pages.map(origin) },
      /** SIGKILL, as a crash or an OOM kill: no graceful close. */
      killApi(i) {
        process.kill(apis[i].pid, 'SIGKILL');
      },
      async restartApi(i) {
        await apis[i].stop();
        apis[i] = await startReplica(i);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
