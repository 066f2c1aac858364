// One runtime configuration (docs/decisions/307-one-runtime-configuration.md): the shell's nginx
// image (deploy/nginx/entrypoint.sh, POSIX sh) and the page server (settings.ts, through
// mfe-shared/config/runtime-config-env) read the same variables; for the same environment they
// must write the same runtime config and route map, and the same CSP origins, and refuse the
// same bad input. The entrypoint runs here as the images run it, with RENDER_ONLY=1.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRuntimeConfigEnv } from 'mfe-shared/config/runtime-config-env';
import { nginxHeaderTemplates } from '../../server/nginx-headers';
import { securityHeaders } from '../../server/security-headers';
import { pageServerSettings } from '../../server/settings';

const DEPLOY_NGINX = path.resolve(__dirname, '../../../deploy/nginx');
let dir = '';
let templates = '';
let webRoot = '';

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'runtime-config-parity-'));
  // The templates laid out as in the image: deploy/nginx's beside the shell build's header ones.
  templates = path.join(dir, 'templates');
  webRoot = path.join(dir, 'web');
  for (const folder of [templates, webRoot]) mkdirSync(folder);
  for (const file of readdirSync(DEPLOY_NGINX)) copyFileSync(path.join(DEPLOY_NGINX, file), path.join(templates, file));
  for (const [file, text] of Object.entries(nginxHeaderTemplates())) writeFileSync(path.join(templates, file), text);
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><!--runtime-config--></head><body></body></html>');
  writeFileSync(path.join(webRoot, 'bootstrap.0123456789.js'), '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let runs = 0;
const rendered = new Map<Record<string, string>, ReturnType<typeof entrypoint>>();
/** entrypoint.sh shell with RENDER_ONLY=1 and no renderer; returns its run folder, or its error. */
function entrypoint(env: Record<string, string>): { runDir: string; status: number | null; stderr: string } {
  const done = rendered.get(env);
  if (done) return done;
  const runDir = path.join(dir, `run-${(runs += 1)}`);
  const result = spawnSync('sh', [path.join(templates, 'entrypoint.sh'), 'shell'], {
    env: { PATH: process.env.PATH, RENDER_ONLY: '1', NGINX_TEMPLATES: templates, WEB_ROOT: webRoot, NGINX_RUN_DIR: runDir, BROTLI_MODULE: '/none', ...env },
    encoding: 'utf8',
  });
  rendered.set(env, { runDir, status: result.status, stderr: result.stderr });
  return { runDir, status: result.status, stderr: result.stderr };
}
const read = (runDir: string, file: string) => readFileSync(path.join(runDir, file), 'utf8');
const cspOf = (conf: string) => /Content-Security-Policy "([^"]*)"/.exec(conf)?.[1];

const MARKETING = 'http://localhost:3801/mfe-marketing/0.1.0/mf-manifest.json';
const LMS = 'http://localhost:3802/mfe-lms/0.1.0/mf-manifest.json';
const ADMIN = 'http://localhost:3803/mfe-admin/0.1.0/mf-manifest.json';
const LABS = 'http://localhost:3804/mfe-labs/1.0.0/mf-manifest.json?v=1';
const compose = { MFE_MARKETING_URL: MARKETING, MFE_LMS_URL: LMS, MFE_ADMIN_URL: ADMIN, API_URL: 'http://localhost:4800/' };

const same: Record<string, Record<string, string>> = {
  "docker-compose's settings (the three shorthands)": compose,
  'no back office': { ...compose, MFE_ADMIN_URL: '' },
  'a fourth remote on /labs by REMOTES and ROUTES alone': {
    ...compose,
    REMOTES: `mfe_labs=${LABS}`,
    ROUTES: '/lms=mfe_lms:session /admin=mfe_admin:staff /labs=mfe_labs',
  },
  'every remote in REMOTES, routes with every option, a checkout stub': {
    API_URL: 'https://api.example',
    REMOTES: `mfe_marketing=${MARKETING}\n  mfe_lms=${LMS} mfe_labs=${LABS}`,
    ROUTES: '/lms=mfe_lms:session /labs=mfe_labs:staff:client /labs/print=mfe_labs:server:./print /a.b~c=mfe_labs:site',
    PAYMENT_CHECKOUT_URL: 'http://127.0.0.1:4149/v1/checkout.js',
  },
};

describe.each(Object.entries(same))('%s', (_what, env) => {
  test('nginx and the page server write the same runtime config, route map and CSP', () => {
    const { runDir, status, stderr } = entrypoint(env);
    expect(stderr).not.toMatch(/entrypoint: (?!rendered)/);
    expect(status).toBe(0);
    const settings = pageServerSettings(env);
    expect(read(runDir, 'pages/runtime-config.json')).toBe(`${JSON.stringify(settings.runtimeConfig)}\n`);
    const page = read(runDir, 'pages/index.html');
    expect(page).toContain(`<script id="runtime-config" type="application/json">${JSON.stringify(settings.runtimeConfig)}</script>`);
    expect(cspOf(read(runDir, 'shell-headers.conf'))).toBe(
      securityHeaders(settings.runtimeConfig, { extraConnectSrc: [], scriptHashes: [] })['Content-Security-Policy'],
    );
  });

  test("each route of the map gets nginx locations and a page announcing the route's remote; other paths are the public site's", () => {
    const { runDir } = entrypoint(env);
    const config = pageServerSettings(env).runtimeConfig;
    const routes = config.routes ?? { '/lms': { remote: 'mfe_lms' } };
    const locations = read(runDir, 'shell-routes.conf');
    expect([...locations.matchAll(/^location (.+) \{$/gm)].map((m) => m[1])).toEqual(Object.keys(routes).flatMap((prefix) => [`= ${prefix}`, `${prefix}/`]));
    for (const [prefix, entry] of Object.entries(routes)) {
      const remote = typeof entry === 'string' ? entry : entry.remote;
      expect(locations).toContain(`set $page_fallback /__pages/routes${prefix}.html;`);
      expect(read(runDir, `pages/routes${prefix}.html`)).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${config.remotes[remote]}">`);
    }
    expect(read(runDir, 'pages/index.html')).toContain(`href="${config.remotes.mfe_marketing}"`);
    expect(read(runDir, 'site.conf')).toContain(`include ${runDir}/shell-routes.conf;`);
  });
});

const bad: Record<string, Record<string, string>> = {
  'REMOTES: a word without name=': { ...compose, REMOTES: 'mfe_labs' },
  'REMOTES: a name that is no JavaScript name': { ...compose, REMOTES: `mfe-labs=${LABS}` },
  'REMOTES: a URL that could break out of the page': { ...compose, REMOTES: 'mfe_labs=http://x.test/"><script>' },
  'REMOTES: a remote given twice': { ...compose, REMOTES: `mfe_lms=${LMS}` },
  'ROUTES: a remote not in the remotes': { ...compose, ROUTES: '/labs=mfe_labs' },
  'ROUTES: "/"': { ...compose, ROUTES: '/=mfe_lms' },
  'ROUTES: a dot segment': { ...compose, ROUTES: '/a/../b=mfe_lms' },
  'ROUTES: a trailing slash': { ...compose, ROUTES: '/lms/=mfe_lms' },
  'ROUTES: an unknown option': { ...compose, ROUTES: '/lms=mfe_lms:fast' },
  'ROUTES: an empty option': { ...compose, ROUTES: '/lms=mfe_lms:' },
  'ROUTES: a prefix given twice': { ...compose, ROUTES: '/lms=mfe_lms /lms=mfe_lms:session' },
  'ROUTES: a word without =': { ...compose, ROUTES: 'lms' },
  'ROUTES: a bad module': { ...compose, ROUTES: '/lms=mfe_lms:./a"b' },
  'no marketing remote': { MFE_LMS_URL: LMS, API_URL: 'http://a.test' },
};

test.each(Object.entries(bad))('both refuse %s, naming the same problem', (_what, env) => {
  const problems = readRuntimeConfigEnv(env).problems;
  expect(problems).toHaveLength(1);
  expect(() => pageServerSettings(env)).toThrow(problems[0]);
  const { status, stderr } = entrypoint(env);
  expect(status).not.toBe(0);
  expect(stderr.trim()).toBe(`entrypoint: ${problems[0]}`);
});
