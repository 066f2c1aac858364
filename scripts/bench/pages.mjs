// `npm run bench:pages [-- --quick] [-- --cpu-prof]`: wrk on 127.0.0.1 (1 thread, 32
// connections, Accept-Encoding: br, gzip) against the same HTML served five ways, interleaved,
// on `/`, `/training/individual` and the Not-found page:
//   page-server     the site as `npm start` runs it (scripts/lib/stack.mjs, its own process);
//   fastify-ref     a minimal Fastify app sending the page server's own bytes from memory;
//   nginx-fly       Debian's nginx, 1 worker, gzip on the fly (its default level, 1);
//   nginx-static    the same nginx with the pages precompressed (gzip_static, gzip -9);
//   nginx-cache     the shell's own nginx configuration (deploy/nginx, rendered by entrypoint.sh,
//                   1 worker) with its proxy cache in front of the page server.
// Also: the cold render of every public page (the first request after the process started, and
// after a marketing deployment: a new remote origin in the runtime config), and the time to
// render them all again. Prints tables, writes .bench/pages.json. --quick: 1 round of 2 s;
// --cpu-prof: the page server writes V8 CPU profiles to .bench/pages-profile/.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { API_BUILD, buildApi } from '../lib/api-process.mjs';
import { buildAll } from '../lib/build.mjs';
import { ensureNginx, ensureWrk } from '../lib/ensure-system.mjs';
import { loadPageServer, PAGE_SERVER_BIN } from '../lib/page-server.mjs';
import { APPS, appDist, repoRoot } from '../lib/paths.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const QUICK = process.argv.includes('--quick');
const CPU_PROF = process.argv.includes('--cpu-prof');
const DURATION = process.env.BENCH_DURATION ?? (QUICK ? '2s' : '6s');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
const CONNECTIONS = 32;
const THREADS = 1;
// Away from `npm start`'s and the e2e suites' ports.
const PORTS = { shell: 4921, marketing: 4922, lms: 4923, admin: 4924, api: 4925 };
const REF_PORT = 4926;
const NGINX_PORTS = { 'nginx-fly': 4927, 'nginx-static': 4928, 'nginx-cache': 4929 };
const DEPLOYED_MARKETING_PORT = 4930;
const PATHS = ['/', '/training/individual', '/no/such/page'];
const SERVERS = ['page-server', 'fastify-ref', 'nginx-fly', 'nginx-static', 'nginx-cache'];
const ACCEPT = 'br, gzip';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request's raw answer (fetch would decompress it) and how long it took. */
function get(url, headers = {}) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function toMs(value) {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

async function wrk(url, duration = DURATION) {
  const args = ['-t', String(THREADS), '-c', String(CONNECTIONS), '-d', duration, '--latency', '--timeout', '5s', '-H', `Accept-Encoding: ${ACCEPT}`, url];
  const child = spawn('wrk', args);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await once(child, 'exit');
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  return {
    rps: Math.round(rps),
    p50: +toMs(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? '').toFixed(2),
    p99: +toMs(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? '').toFixed(2),
    errors: /Socket errors: (.*)/.exec(out)?.[1] ?? null,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

// The line a child prints when it is ready; other lines (the page server's JSON logs) come before.
const READY = 'READY ';

/** A child that prints a READY line when it is ready; the line's rest is returned. */
async function startChild(name, command, args, { env = {}, cwd = repoRoot } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const firstLine = new Promise((resolve, reject) => {
    let out = '';
    const onData = (d) => {
      out += d;
      const lines = out.split('\n');
      out = lines.pop() ?? ''; // an unfinished line waits for the next chunk
      const ready = lines.find((line) => line.startsWith(READY));
      if (ready === undefined) return;
      // Later output (logs under load) is drained, never collected.
      child.stdout.off('data', onData);
      resolve(ready.slice(READY.length));
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}: ${stderr}`)));
  });
  const line = await firstLine;
  child.stdout.resume();
  return { child, line };
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(10_000)]);
  if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
}

async function startNginx(name, conf) {
  const child = spawn('nginx', ['-e', 'stderr', '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const port = NGINX_PORTS[name];
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    try {
      await get(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(`${name} did not answer: ${stderr}`);
}

/** Debian's nginx with the saved pages: gzip on the fly, or their .gz twins (gzip_static). */
function staticNginxConf(dir, name, root) {
  const compression = name === 'nginx-fly' ? 'gzip on; gzip_vary on; gzip_static off;' : 'gzip off; gzip_static on; gzip_vary on;';
  const conf = path.join(dir, `${name}.conf`);
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/${name}.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type text/html;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/${name}-body;
  proxy_temp_path ${dir}/${name}-proxy;
  fastcgi_temp_path ${dir}/${name}-fastcgi;
  uwsgi_temp_path ${dir}/${name}-uwsgi;
  scgi_temp_path ${dir}/${name}-scgi;
  ${compression}
  server {
    listen 127.0.0.1:${NGINX_PORTS[name]};
    root ${root};
    charset utf-8;
    error_page 404 /404.html;
    location = /404.html { internal; }
    location = / { try_files /index.html =404; }
    location = /training/individual { try_files /training-individual.html =404; }
    location / { return 404; }
  }
}
`,
  );
  return conf;
}

/** The shell's nginx as deployed (entrypoint.sh renders deploy/nginx), its pages from the page server. */
function deployedNginxConf(dir, config, shellUrl) {
  const templates = path.join(dir, 'templates');
  mkdirSync(templates);
  for (const file of readdirSync(path.join(repoRoot, 'deploy/nginx'))) cpSync(path.join(repoRoot, 'deploy/nginx', file), path.join(templates, file));
  const headers = path.join(appDist(APPS.shell.dir), 'server', 'nginx');
  for (const file of readdirSync(headers)) cpSync(path.join(headers, file), path.join(templates, file));
  const runDir = path.join(dir, 'nginx-cache');
  const env = {
    ...process.env,
    RENDER_ONLY: '1',
    NGINX_RUN_DIR: runDir,
    NGINX_ACCESS_LOG: 'off',
    LISTEN_PORT: String(NGINX_PORTS['nginx-cache']),
    WEB_ROOT: appDist(APPS.shell.dir),
    MFE_MARKETING_URL: config.remotes[APPS.marketing.remote],
    MFE_LMS_URL: config.remotes[APPS.lms.remote],
    MFE_ADMIN_URL: config.remotes[APPS.admin.remote],
    API_URL: config.apiUrl,
    RENDERER_URL: shellUrl.replace('localhost', '127.0.0.1'),
  };
  const child = spawn('sh', [path.join(templates, 'entrypoint.sh'), 'shell'], { env, stdio: 'inherit' });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`entrypoint.sh exited with ${code}`);
    const conf = path.join(runDir, 'nginx.conf');
    // One worker, as the other nginx runs.
    writeFileSync(conf, readFileSync(conf, 'utf8').replace('worker_processes auto;', 'worker_processes 1;'));
    return conf;
  });
}

function writeRuntimeConfig(file, config) {
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

/** The public pages, as the sitemap names them (paths on the page server). */
async function publicPages(shellUrl) {
  const sitemap = (await get(`${shellUrl}/sitemap.xml`)).body.toString('utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return paths.length ? [...new Set(paths)] : ['/'];
}

/** Each public page's first request, one after another; the total is the time to render them all. */
async function coldRenders(shellUrl, pages) {
  const times = {};
  let total = 0;
  for (const page of pages) {
    const answer = await get(`${shellUrl}${page}`, { 'accept-encoding': ACCEPT });
    if (answer.status !== 200) throw new Error(`${page}: ${answer.status}`);
    times[page] = +answer.ms.toFixed(1);
    total += answer.ms;
  }
  return { times, total: +total.toFixed(1) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await ensureWrk();
  await ensureNginx();
  const built = [path.join(repoRoot, PAGE_SERVER_BIN), ...['marketing', 'lms', 'admin'].map((a) => path.join(appDist(APPS[a].dir), 'mf-manifest.json'))];
  if (!built.every(existsSync)) await buildAll();
  if (!existsSync(API_BUILD)) await buildApi();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  // nginx's workers run as another user when the bench runs as root: they read and write here.
  chmodSync(dir, 0o755);
  const configFile = path.join(dir, 'runtime-config.json');
  const started = [];
  const profileDir = path.join(repoRoot, '.bench', 'pages-profile');
  try {
    const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const t0 = Date.now();
    const stack = await startChild('page server', process.execPath, [...nodeArgs, path.join(HERE, 'pages-stack.mjs'), configFile, JSON.stringify(PORTS)]);
    started.push(stack.child);
    const { urls, config } = JSON.parse(stack.line);
    console.log(`[bench] the site as npm start runs it: ${urls.shell} (started in ${Date.now() - t0} ms)`);

    // Cold: the first request for each public page after the process started (a new build)…
    const pages = await publicPages(urls.shell);
    const coldStart = await coldRenders(urls.shell, pages);
    // …and after a marketing deployment: the runtime config names a new remote origin, so every
    // page is rendered from a newly loaded server bundle and compressed again.
    const { startRemoteServer } = loadPageServer();
    const deployed = await startRemoteServer({ root: appDist(APPS.marketing.dir), port: DEPLOYED_MARKETING_PORT, host: 'localhost' });
    const newConfig = { ...config, remotes: { ...config.remotes, [APPS.marketing.remote]: `http://localhost:${DEPLOYED_MARKETING_PORT}/mf-manifest.json` } };
    writeRuntimeConfig(configFile, newConfig);
    const afterDeploy = await coldRenders(urls.shell, pages);
    // Back to the first config for the load runs (its pages are stored already).
    writeRuntimeConfig(configFile, config);
    await deployed.close();

    // The same HTML for every server: the page server's own bytes.
    const saved = {};
    const root = path.join(dir, 'html');
    mkdirSync(root);
    const fileOf = { '/': 'index.html', '/training/individual': 'training-individual.html', '/no/such/page': '404.html' };
    for (const page of PATHS) {
      const identity = await get(`${urls.shell}${page}`);
      const br = await get(`${urls.shell}${page}`, { 'accept-encoding': 'br' });
      const gz = await get(`${urls.shell}${page}`, { 'accept-encoding': 'gzip' });
      saved[page === '/no/such/page' ? '404' : page] = {
        status: identity.status,
        identity: identity.body.toString('base64'),
        br: br.body.toString('base64'),
        gzip: gz.body.toString('base64'),
      };
      writeFileSync(path.join(root, fileOf[page]), identity.body);
      writeFileSync(path.join(root, `${fileOf[page]}.gz`), gzipSync(identity.body, { level: 9 }));
      console.log(`[bench] ${page}: ${identity.status}, ${(identity.body.length / 1024).toFixed(1)} KB, br ${(br.body.length / 1024).toFixed(1)} KB`);
    }
    const refFile = path.join(dir, 'pages.json');
    writeFileSync(refFile, JSON.stringify(saved));
    const ref = await startChild('fastify-ref', process.execPath, [path.join(HERE, 'pages-reference.mjs'), refFile, String(REF_PORT)], { cwd: HERE });
    started.push(ref.child);
    for (const name of ['nginx-fly', 'nginx-static']) started.push(await startNginx(name, staticNginxConf(dir, name, root)));
    started.push(await startNginx('nginx-cache', await deployedNginxConf(dir, config, urls.shell)));

    const base = {
      'page-server': `http://127.0.0.1:${PORTS.shell}`,
      'fastify-ref': `http://127.0.0.1:${REF_PORT}`,
      ...Object.fromEntries(Object.entries(NGINX_PORTS).map(([name, port]) => [name, `http://127.0.0.1:${port}`])),
    };
    // The proxy cache: the second request is served from it.
    await get(`${base['nginx-cache']}/`, { 'accept-encoding': ACCEPT });
    const second = await get(`${base['nginx-cache']}/`, { 'accept-encoding': ACCEPT });
    console.log(
      `[bench] nginx-cache: second request ${second.status}, X-Cache-Status ${second.headers['x-cache-status']}, Cache-Control ${second.headers['cache-control']}`,
    );

    // Every server answers every page with the same status and the same HTML.
    for (const page of PATHS) {
      const expected = saved[page === '/no/such/page' ? '404' : page];
      for (const name of SERVERS) {
        const answer = await get(`${base[name]}${page}`);
        const body = answer.body.toString('utf8');
        // The pages name their origin (canonical URLs): compare them without it.
        const same = (html) => html.replace(/https?:\/\/(localhost|127\.0\.0\.1):\d+/g, 'ORIGIN');
        if (answer.status !== expected.status || same(body) !== same(Buffer.from(expected.identity, 'base64').toString('utf8'))) {
          throw new Error(`${name} ${page}: ${answer.status}, not the page server's page (${answer.body.length} bytes)`);
        }
      }
    }

    // Warm every server on every page, then interleave: path, round, server.
    for (const page of PATHS) for (const name of SERVERS) await wrk(`${base[name]}${page}`, '1s');
    const runs = {};
    for (const page of PATHS) {
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const name of SERVERS) {
          const result = await wrk(`${base[name]}${page}`);
          ((runs[page] ??= {})[name] ??= []).push(result);
          console.log(
            `[bench] ${page} round ${round} ${name}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.errors ? `, errors ${result.errors}` : ''}`,
          );
        }
      }
    }

    const summary = {};
    for (const page of PATHS) {
      summary[page] = {};
      for (const name of SERVERS) {
        const r = runs[page][name];
        summary[page][name] = {
          rps: median(r.map((x) => x.rps)),
          rpsRange: [Math.min(...r.map((x) => x.rps)), Math.max(...r.map((x) => x.rps))],
          p50: median(r.map((x) => x.p50)),
          p99: median(r.map((x) => x.p99)),
          p99Max: Math.max(...r.map((x) => x.p99)),
        };
      }
    }
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.versions.node}`,
      load: os.loadavg().map((l) => +l.toFixed(2)),
      settings: { threads: THREADS, connections: CONNECTIONS, duration: DURATION, rounds: ROUNDS, acceptEncoding: ACCEPT },
      coldStart,
      afterMarketingDeploy: afterDeploy,
      summary,
      runs,
    };
    mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
    writeFileSync(path.join(repoRoot, '.bench', 'pages.json'), `${JSON.stringify(result, null, 2)}\n`);
    print(result, pages);
  } finally {
    for (const child of started.reverse()) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(result, pages) {
  console.log(`\n${result.date} · ${result.machine} · load ${result.load.join(' ')}`);
  console.log(`wrk -t${THREADS} -c${CONNECTIONS} -d${DURATION}, ${ROUNDS} round(s), Accept-Encoding: ${ACCEPT}; medians (req/s range over rounds)\n`);
  for (const [page, servers] of Object.entries(result.summary)) {
    console.log(`| ${page} | req/s | p50 ms | p99 ms | × fastify-ref | × nginx-fly |`);
    console.log('|---|---|---|---|---|---|');
    for (const [name, s] of Object.entries(servers)) {
      const ref = servers['fastify-ref'].rps;
      const fly = servers['nginx-fly'].rps;
      console.log(`| ${name} | ${s.rps} (${s.rpsRange.join('–')}) | ${s.p50} | ${s.p99} | ${(s.rps / ref).toFixed(2)} | ${(s.rps / fly).toFixed(2)} |`);
    }
    console.log('');
  }
  console.log('| public page | cold, after start (ms) | after a marketing deployment (ms) |');
  console.log('|---|---|---|');
  for (const page of pages) console.log(`| ${page} | ${result.coldStart.times[page]} | ${result.afterMarketingDeploy.times[page]} |`);
  console.log(`| all, one after another | ${result.coldStart.total} | ${result.afterMarketingDeploy.total} |`);
  const home = result.summary['/'];
  const ps = home['page-server'];
  console.log('\nTargets on /:');
  console.log(`  page server ≥ 0.5× fastify-ref: ${(ps.rps / home['fastify-ref'].rps).toFixed(2)}×`);
  console.log(`  page server ≥ 1× nginx-fly: ${(ps.rps / home['nginx-fly'].rps).toFixed(2)}×`);
  console.log(`  p99 ≤ 25 ms: ${ps.p99} ms (worst round ${ps.p99Max} ms)`);
  console.log(`  cold render < 150 ms: slowest ${Math.max(...Object.values(result.afterMarketingDeploy.times), ...Object.values(result.coldStart.times))} ms`);
  console.log(`  nginx-cache ≥ 0.8× nginx-static: ${(home['nginx-cache'].rps / home['nginx-static'].rps).toFixed(2)}×`);
}

await main();
