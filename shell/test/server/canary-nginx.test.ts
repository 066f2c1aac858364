/** @jest-environment node */
// Canary releases behind the shell's nginx (docs/decisions/310): Debian's nginx runs the image's
// configuration (deploy/nginx/entrypoint.sh with RENDER_ONLY=1, the shell build's templates from
// nginx-headers.ts) in front of the page server, which polls a local /site/releases. The page
// cache is keyed by the visitor's bucket, so it never hands one cohort the other's HTML, and a
// first visit gets its bucket from nginx and is served from the cache too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseChannels } from '@sap-academy/contracts';
import { startPageServer } from '../../server/app';
import { COHORT_COOKIE } from '../../server/cohort';
import { nginxHeaderTemplates } from '../../server/nginx-headers';
import { withSiteData } from '../../server/prerender';
import { pollReleaseChannels } from '../../server/release-channels';
import { createRenderer } from '../../server/render/render';
import type { RunningServer } from '../../server/static-files';
import { startFakeReleaseApi, type FakeReleaseApi } from './support/fake-releases';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

const DEPLOY_NGINX = path.resolve(__dirname, '../../../deploy/nginx');
const NOBODY = 65534;
const asNobody = process.getuid?.() === 0;

let dir: string;
let api: FakeReleaseApi;
let renderer: RunningServer;
const nginxes: Array<{ site: string; process: ChildProcess }> = [];
/** The shell's nginx as Kubernetes runs it, behind an ingress that ends TLS (TRUST_FORWARDED_PROTO=1). */
let site: string;
/** The same image as the edge (TRUST_FORWARDED_PROTO=0, docker-compose's default). */
let untrustedSite: string;
let templatesDir: string;
let publish: (channels: ReleaseChannels['channels']) => Promise<void>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function chownTree(folder: string) {
  await chown(folder, NOBODY, NOBODY);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(full);
    else await chown(full, NOBODY, NOBODY);
  }
}

/** Renders the image's configuration with entrypoint.sh (RENDER_ONLY=1) and runs Debian's nginx on it. */
async function startNginx(options: { templates: string; webRoot: string; runDir: string; remotes: Record<string, string>; trustForwardedProto: '0' | '1' }) {
  const port = await freePort();
  const rendered = spawnSync('sh', [path.join(options.templates, 'entrypoint.sh'), 'shell'], {
    env: {
      PATH: process.env.PATH,
      RENDER_ONLY: '1',
      NGINX_TEMPLATES: options.templates,
      WEB_ROOT: options.webRoot,
      NGINX_RUN_DIR: options.runDir,
      NGINX_ACCESS_LOG: 'off',
      BROTLI_MODULE: '/none',
      LISTEN_PORT: String(port),
      MFE_MARKETING_URL: options.remotes.mfe_marketing,
      MFE_LMS_URL: options.remotes.mfe_lms,
      API_URL: api.url,
      RENDERER_URL: renderer.url,
      TRUST_FORWARDED_PROTO: options.trustForwardedProto,
    },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`entrypoint.sh: ${rendered.stderr}`);
  if (asNobody) await chownTree(options.runDir);
  const nginx = spawn('nginx', ['-e', 'stderr', '-c', path.join(options.runDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk) => (stderr += chunk));
  const site = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${site}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { site, process: nginx };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'canary-nginx-'));
  await chmod(dir, 0o755);
  const templates = (templatesDir = path.join(dir, 'templates'));
  const webRoot = path.join(dir, 'web');
  for (const folder of [templates, webRoot, path.join(webRoot, 'server')]) await mkdir(folder);
  // The image's /etc/nginx/app: deploy/nginx's files beside the shell build's templates.
  for (const file of await readdir(DEPLOY_NGINX)) await copyFile(path.join(DEPLOY_NGINX, file), path.join(templates, file));
  for (const [file, text] of Object.entries(nginxHeaderTemplates())) await writeFile(path.join(templates, file), text);
  await writeFile(path.join(webRoot, 'index.html'), '<html><head><title>t</title><!--runtime-config--></head><body><div id="root"></div></body></html>');

  api = await startFakeReleaseApi();
  const remotes = { mfe_marketing: api.manifest('0.9.0'), mfe_lms: 'http://lms.test/mf-manifest.json' };
  const releases = pollReleaseChannels({ apiUrl: async () => api.url, pollMs: 0, warn: () => undefined });
  publish = async (channels) => {
    api.answer = { channels };
    await releases.poll();
  };
  const render = createRenderer();
  renderer = await startPageServer({
    root: webRoot,
    port: 0,
    runtimeConfig: async () => ({ apiUrl: api.url, remotes }),
    prerender: withSiteData((request) => render.render(request), { current: async () => null }),
    releases,
    trustProxy: true,
  });

  const trusted = await startNginx({ templates, webRoot, runDir: path.join(dir, 'run'), remotes, trustForwardedProto: '1' });
  const untrusted = await startNginx({ templates, webRoot, runDir: path.join(dir, 'run-untrusted'), remotes, trustForwardedProto: '0' });
  nginxes.push(trusted, untrusted);
  site = trusted.site;
  untrustedSite = untrusted.site;
}, 30_000);

afterAll(async () => {
  for (const { process: nginx } of nginxes) {
    if (nginx.exitCode !== null) continue;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await renderer?.close();
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

const channel = (stable: string, candidate?: { version: string; share: number }): ReleaseChannels['channels'][string] => ({
  stable: { version: stable, manifest: api.manifest(stable) },
  ...(candidate ? { candidate: { ...candidate, manifest: api.manifest(candidate.version) } } : {}),
});

const versionIn = (text: string) => /\/marketing\/([^/]+)\/mf-manifest\.json/.exec(text)?.[1];

async function visit(pathname: string, cookie?: string) {
  const response = await fetch(`${site}${pathname}`, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  const inlined = /<script id="runtime-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    rendered: /data-remote-version="([^"]+)"/.exec(html)?.[1],
    inlined: versionIn(inlined),
    cookies: response.headers.getSetCookie(),
  };
}

test('a page cached for one cohort is never served to the other; each bucket is kept apart', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 5 }) });
  const path = `/about?cohorts=${Date.now()}`;
  const candidate = await visit(path, `${COHORT_COOKIE}=3`);
  expect(candidate).toMatchObject({ status: 200, cache: 'MISS', rendered: '1.1.0', inlined: '1.1.0', cookies: [] });
  expect(await visit(path, `${COHORT_COOKIE}=3`)).toMatchObject({ cache: 'HIT', rendered: '1.1.0', inlined: '1.1.0' });
  // The stable visitor's request for the same page is not the candidate's entry.
  expect(await visit(path, `${COHORT_COOKIE}=80`)).toMatchObject({ cache: 'MISS', rendered: '1.0.0', inlined: '1.0.0', cookies: [] });
  expect(await visit(path, `${COHORT_COOKIE}=80; other=1`)).toMatchObject({ cache: 'HIT', rendered: '1.0.0', inlined: '1.0.0' });
  // A forged bucket is no bucket: nginx draws one.
  const forged = await visit(path, `${COHORT_COOKIE}=../3`);
  expect(forged.cookies).toHaveLength(1);
});

test('visitors without a cookie get a bucket from nginx, the page of that bucket, and the cache serves them too', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 50 }) });
  const path = `/courses?first-visits=${Date.now()}`;
  const statuses = new Map<string, number>();
  let onCandidate = 0;
  const visitors = 300;
  for (let i = 0; i < visitors; i += 1) {
    const page = await visit(path);
    expect(page.cookies).toHaveLength(1);
    expect(page.cookies[0]).toMatch(/^sap_cohort=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const bucket = Number(/^sap_cohort=(\d+)/.exec(page.cookies[0] as string)?.[1]);
    expect(page.rendered).toBe(bucket < 50 ? '1.1.0' : '1.0.0');
    expect(page.inlined).toBe(page.rendered);
    if (page.rendered === '1.1.0') onCandidate += 1;
    statuses.set(page.cache as string, (statuses.get(page.cache as string) ?? 0) + 1);
    // The bucket nginx gave is theirs: the next page is the same version.
    expect((await visit(path, `${COHORT_COOKIE}=${bucket}`)).rendered).toBe(page.rendered);
  }
  console.log(`[canary-nginx] ${onCandidate} of ${visitors} first visits on the candidate (share 50 %); cache ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(statuses.get('HIT') ?? 0).toBeGreaterThan(visitors / 2);
  expect(onCandidate / visitors).toBeGreaterThan(0.38);
  expect(onCandidate / visitors).toBeLessThan(0.62);
}, 60_000);

test('behind a TLS-ending proxy the site is https: the cohort cookie is Secure, the sitemap names https and its pages are cached apart; the edge ignores the header', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 50 }) });
  const https = { 'x-forwarded-proto': 'https' };
  const host = (url: string) => new URL(url).host;

  const behindTls = await fetch(`${site}/about?scheme=${Date.now()}`, { headers: https });
  expect(behindTls.headers.getSetCookie()).toEqual([expect.stringMatching(/^sap_cohort=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax; Secure$/)]);
  expect(await (await fetch(`${site}/sitemap.xml`, { headers: https })).text()).toContain(`<loc>https://${host(site)}/about</loc>`);
  expect(await (await fetch(`${site}/sitemap.xml`)).text()).toContain(`<loc>http://${host(site)}/about</loc>`);
  // Any case, and from a chain of proxies the first (the visitor's) scheme.
  for (const [header, scheme] of [
    ['HTTPS', 'https'],
    ['https, http', 'https'],
    ['https,http', 'https'],
    ['http, https', 'http'],
  ]) {
    const sitemap = await (await fetch(`${site}/sitemap.xml`, { headers: { 'x-forwarded-proto': header! } })).text();
    expect({ header, loc: /<loc>(\w+):/.exec(sitemap)?.[1] }).toEqual({ header, loc: scheme });
  }
  // The https page and the http page of the same path and bucket are two entries.
  const pagePath = `/courses?scheme-key=${Date.now()}`;
  expect((await visit(pagePath, `${COHORT_COOKIE}=60`)).cache).toBe('MISS');
  expect((await visit(pagePath, `${COHORT_COOKIE}=60`)).cache).toBe('HIT');
  const httpsPage = await fetch(`${site}${pagePath}`, { headers: { ...https, cookie: `${COHORT_COOKIE}=60` } });
  expect(httpsPage.headers.get('x-cache-status')).toBe('MISS');

  // At the edge a visitor's own X-Forwarded-Proto changes nothing.
  const atEdge = await fetch(`${untrustedSite}/about?scheme=${Date.now()}`, { headers: https });
  expect(atEdge.headers.getSetCookie()).toEqual([expect.stringMatching(/^sap_cohort=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/)]);
  expect(await (await fetch(`${untrustedSite}/sitemap.xml`, { headers: https })).text()).toContain(`<loc>http://${host(untrustedSite)}/about</loc>`);
});

test('the image refuses a TRUST_FORWARDED_PROTO other than 0 or 1, naming it', () => {
  const refused = spawnSync('sh', [path.join(templatesDir, 'entrypoint.sh'), 'shell'], {
    env: {
      PATH: process.env.PATH,
      RENDER_ONLY: '1',
      NGINX_TEMPLATES: templatesDir,
      NGINX_RUN_DIR: path.join(dir, 'run-refused'),
      TRUST_FORWARDED_PROTO: 'yes',
    },
    encoding: 'utf8',
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toBe("entrypoint: TRUST_FORWARDED_PROTO must be 0 or 1, got 'yes'\n");
});
