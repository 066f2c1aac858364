// The shell's nginx configuration as its entrypoint renders it (deploy/nginx/entrypoint.sh), for
// `npm test -- compose` (scripts/test-compose.mjs): the renderer's proxying, the CSP's payment
// sources, the same security headers and CSP as the page server's for the same settings
// (decision 007), the built page server's refusal of a bad environment, and the entrypoint's
// refusal of settings that could break the configuration. Needs the shell's build.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { nginxTest, render } from './compose-smoke.mjs';
import { ensureImageNode } from './image-node.mjs';
import { loadPageServer, PAGE_SERVER_BIN } from './page-server.mjs';
import { repoRoot } from './paths.mjs';

/**
 * @param {Awaited<ReturnType<typeof import('./compose-smoke.mjs').smokeEnvs>>} envs the smoke's
 *   containers' environments (run folders prepared)
 * @returns {Array<{name: string, run: () => Promise<void> | void}>}
 */
export function composeShellChecks(envs) {
  // The built page server: the loader's hash and the headers it sends, as the images have them.
  const pageServer = loadPageServer();
  const checks = [];
  checks.push({
    name: "nginx -t: shell with docker-compose's RENDERER_URL (a service name, resolved per request) and without a renderer",
    async run() {
      const compose = { ...envs.shell, RENDERER_URL: 'http://shell-renderer:8080', RENDERER_RESOLVER: '127.0.0.11' };
      render('shell', compose);
      const pages = await readFile(path.join(compose.NGINX_RUN_DIR, 'shell-pages.conf'), 'utf8');
      if (!pages.includes('set $renderer_url http://shell-renderer:8080;') || !pages.includes('error_page 502 503 504 =200 $page_fallback;'))
        throw new Error(`unexpected shell-pages.conf:\n${pages}`);
      const resolver = await readFile(path.join(compose.NGINX_RUN_DIR, 'renderer-resolver.conf'), 'utf8');
      if (!resolver.includes('resolver 127.0.0.11 valid=10s;')) throw new Error(`renderer-resolver.conf: ${resolver}`);
      const headers = await readFile(path.join(compose.NGINX_RUN_DIR, 'shell-headers.conf'), 'utf8');
      if (!headers.includes(pageServer.START_AFTER_PAINT_CSP_HASH)) throw new Error("the CSP lacks the loader's hash");
      let r = nginxTest(compose.NGINX_RUN_DIR);
      if (!r.ok) throw new Error(r.output);

      const none = { ...envs.shell, RENDERER_URL: '' };
      render('shell', none);
      if (!(await readFile(path.join(none.NGINX_RUN_DIR, 'shell-pages.conf'), 'utf8')).includes('rewrite ^ $page_fallback last;'))
        throw new Error('without RENDERER_URL pages are not the ones rendered at start');
      if ((await readFile(path.join(none.NGINX_RUN_DIR, 'shell-headers.conf'), 'utf8')).includes('sha256-'))
        throw new Error('a script hash in the CSP without a renderer');
      r = nginxTest(none.NGINX_RUN_DIR);
      if (!r.ok) throw new Error(r.output);
    },
  });
  checks.push({
    name: "entrypoint.sh: the CSP allows exactly Razorpay's checkout origins, plus PAYMENT_CHECKOUT_URL's origin when set (decision 107)",
    async run() {
      const directive = (csp, name) =>
        (
          csp
            .split(';')
            .map((d) => d.trim().split(/\s+/))
            .find(([n]) => n === name) ?? []
        ).slice(1);
      const cspOf = async (env) => {
        render('shell', env);
        return /Content-Security-Policy "([^"]*)"/.exec(await readFile(path.join(env.NGINX_RUN_DIR, 'shell-headers.conf'), 'utf8'))?.[1] ?? '';
      };
      const razorpay = (csp) => ['script-src', 'frame-src', 'connect-src'].map((n) => directive(csp, n).filter((o) => /razorpay|4149/.test(o)));
      const expectEqual = (actual, expected, what) => {
        if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: ${JSON.stringify(actual)}`);
      };
      const base = { ...envs.shell, RENDERER_URL: '' };
      expectEqual(
        razorpay(await cspOf(base)),
        [
          ['https://checkout.razorpay.com'],
          ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
          ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        ],
        'default CSP',
      );
      if ((await readFile(path.join(base.NGINX_RUN_DIR, 'pages', 'runtime-config.json'), 'utf8')).includes('paymentCheckoutUrl'))
        throw new Error('paymentCheckoutUrl in the runtime config without PAYMENT_CHECKOUT_URL');
      const stub = 'http://127.0.0.1:4149/v1/checkout.js';
      const overridden = { ...base, PAYMENT_CHECKOUT_URL: stub };
      expectEqual(
        razorpay(await cspOf(overridden)),
        [
          ['https://checkout.razorpay.com', 'http://127.0.0.1:4149'],
          ['https://api.razorpay.com', 'https://checkout.razorpay.com', 'http://127.0.0.1:4149'],
          ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'http://127.0.0.1:4149'],
        ],
        'CSP with PAYMENT_CHECKOUT_URL',
      );
      const config = JSON.parse(await readFile(path.join(overridden.NGINX_RUN_DIR, 'pages', 'runtime-config.json'), 'utf8'));
      if (config.paymentCheckoutUrl !== stub) throw new Error(`runtime config: ${JSON.stringify(config)}`);
      const r = nginxTest(overridden.NGINX_RUN_DIR);
      if (!r.ok) throw new Error(r.output);
      for (const bad of ['javascript:alert(1)', "http://x/'; script-src *"]) expectRefused({ PAYMENT_CHECKOUT_URL: bad }, `PAYMENT_CHECKOUT_URL=${bad}`);
    },
  });
  checks.push({
    name: "entrypoint.sh: nginx sends the page server's security headers and CSP for the same settings (one module: shell/server/security-headers.ts)",
    async run() {
      /** The add_header values nginx renders for `env`, as { lower-case name: value }. */
      const nginxHeaders = async (env) => {
        render('shell', env);
        const conf = await readFile(path.join(env.NGINX_RUN_DIR, 'shell-headers.conf'), 'utf8');
        return Object.fromEntries([...conf.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(([, name = '', value]) => [name.toLowerCase(), value]));
      };
      const pageServerHeaders = (env, prerendered) => {
        const settings = pageServer.pageServerSettings(env);
        const headers = pageServer.securityHeaders(settings.runtimeConfig, {
          extraConnectSrc: settings.extraConnectSrc,
          scriptHashes: prerendered ? pageServer.PRERENDERED_SCRIPT_HASHES : [],
        });
        return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      };
      const variants = {
        'the compose settings': {},
        'a checkout stub': { PAYMENT_CHECKOUT_URL: 'http://127.0.0.1:4149/v1/checkout.js' },
        "Razorpay's own checkout URL": { PAYMENT_CHECKOUT_URL: 'https://checkout.razorpay.com/v1/checkout.js' },
        'no back office (MFE_ADMIN_URL unset)': { MFE_ADMIN_URL: '' },
        'extra connect-src and one origin for both remotes': {
          CSP_EXTRA_CONNECT_SRC: 'https://events.example https://b.example/x',
          MFE_LMS_URL: envs.shell.MFE_MARKETING_URL.replace('mfe-marketing', 'mfe-lms'),
        },
      };
      for (const [what, overrides] of Object.entries(variants)) {
        for (const prerendered of [true, false]) {
          const env = { ...envs.shell, ...overrides, RENDERER_URL: prerendered ? envs.shell.RENDERER_URL : '' };
          const expected = pageServerHeaders(env, prerendered);
          const actual = await nginxHeaders(env);
          for (const [name, value] of Object.entries(expected)) {
            if (actual[name] !== value)
              throw new Error(`${what}${prerendered ? '' : ', no renderer'}: ${name}\n  nginx:       ${actual[name]}\n  page server: ${value}`);
          }
        }
      }
    },
  });
  checks.push({
    name: "entrypoint.sh: MFE_ADMIN_URL adds the back office to the remotes and the route map, as the page server's settings do (decision 010)",
    async run() {
      const configOf = async (env) => {
        render('shell', { ...env, RENDERER_URL: '' });
        return JSON.parse(await readFile(path.join(env.NGINX_RUN_DIR, 'pages', 'runtime-config.json'), 'utf8'));
      };
      const pagesOf = (env, file) => readFile(path.join(env.NGINX_RUN_DIR, 'pages', file), 'utf8');
      for (const env of [envs.shell, { ...envs.shell, MFE_ADMIN_URL: '' }]) {
        const fromNginx = await configOf(env);
        const fromPageServer = pageServer.pageServerSettings(env).runtimeConfig;
        if (JSON.stringify(fromNginx) !== JSON.stringify(fromPageServer))
          throw new Error(`runtime configs differ\n  nginx:       ${JSON.stringify(fromNginx)}\n  page server: ${JSON.stringify(fromPageServer)}`);
        // /admin's page rendered at start names the route's remote; unmounted, /admin is the public site's page.
        const admin = env.MFE_ADMIN_URL ? await pagesOf(env, 'routes/admin.html') : await pagesOf(env, 'index.html');
        const expected = env.MFE_ADMIN_URL || env.MFE_MARKETING_URL;
        if (!admin.includes(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${expected}">`))
          throw new Error(`the /admin page does not announce ${expected}`);
        const locations = await readFile(path.join(env.NGINX_RUN_DIR, 'shell-routes.conf'), 'utf8');
        if (locations.includes('/admin') !== Boolean(env.MFE_ADMIN_URL)) throw new Error(`shell-routes.conf:\n${locations}`);
      }
      const mounted = await configOf(envs.shell);
      if (
        mounted.remotes.mfe_admin !== envs.shell.MFE_ADMIN_URL ||
        mounted.routes?.['/admin']?.remote !== 'mfe_admin' ||
        mounted.routes['/admin'].header !== 'staff'
      )
        throw new Error(`runtime config without the back office: ${JSON.stringify(mounted)}`);
      if ('routes' in (await configOf({ ...envs.shell, MFE_ADMIN_URL: '' }))) throw new Error('a route map without MFE_ADMIN_URL');
      for (const bad of ['javascript:alert(1)', "http://x/'; script-src *", 'mfe-admin:8080']) expectRefused({ MFE_ADMIN_URL: bad }, `MFE_ADMIN_URL=${bad}`);
    },
  });
  checks.push({
    name: `${PAGE_SERVER_BIN} (the renderer image's command) refuses a bad environment with exit code 78 on the image's Node`,
    run() {
      const r = spawnSync(ensureImageNode(), [PAGE_SERVER_BIN], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, MFE_MARKETING_URL: 'javascript:alert(1)', MFE_LMS_URL: envs.shell.MFE_LMS_URL, API_URL: envs.shell.API_URL },
        encoding: 'utf8',
        timeout: 10_000,
      });
      if (r.status !== 78 || !r.stderr.includes("MFE_MARKETING_URL must be an http(s) URL, got 'javascript:alert(1)'"))
        throw new Error(`exit ${r.status}: ${r.stderr}`);
    },
  });
  /** The shell's entrypoint must refuse to render with these settings. */
  const expectRefused = (overrides, what) => {
    try {
      render('shell', { ...envs.shell, ...overrides });
    } catch {
      return;
    }
    throw new Error(`accepted ${what}`);
  };
  checks.push({
    name: 'entrypoint.sh refuses a RENDERER_URL that is not an origin or could break the configuration',
    run() {
      for (const bad of ['shell-renderer:8080', 'http://shell-renderer:8080/pages', 'http://x;evil', 'http://x y']) {
        expectRefused({ RENDERER_URL: bad }, `RENDERER_URL=${bad}`);
      }
      expectRefused({ RENDERER_URL: 'http://shell-renderer:8080', RENDERER_RESOLVER: '1.1.1.1; include /etc/passwd' }, 'a RENDERER_RESOLVER with a ;');
    },
  });
  checks.push({
    name: 'entrypoint.sh refuses a remote URL that could break out of the page or the CSP header',
    run() {
      for (const bad of ['javascript:alert(1)', 'http://x/"><script>', "http://x/'; script-src *", 'http://x/a b']) {
        expectRefused({ MFE_LMS_URL: bad }, `MFE_LMS_URL=${bad}`);
      }
    },
  });
  return checks;
}
