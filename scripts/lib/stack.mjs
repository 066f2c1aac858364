// The whole site as `npm start` serves it: the API, the shell's page server and each remote on
// its own origin. The end-to-end tests start exactly this.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, API_PORT, appDist } from './paths.mjs';
import { hasApi, prettyLog, startApi } from './api-process.mjs';
import { loadPageServer } from './page-server.mjs';

export async function writeRuntimeConfig(file, config) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * @param {object} o
 * @param {Partial<{shell:number, marketing:number, lms:number, admin:number, api:number}>} [o.ports]
 * @param {string} o.runtimeConfigFile
 * @param {boolean} [o.api]  start the API too (when the workspace has one)
 * @param {Record<string,string>} [o.apiEnv]
 * @param {string} [o.host]
 * @param {boolean} [o.quiet]  keep the API's request log out of the output
 * @param {boolean} [o.prettyLogs]  the API's log lines made readable (pino-pretty) rather than JSON
 * @param {boolean} [o.prerender]  send public pages as complete HTML (default; false: client-rendered)
 * @param {string} [o.paymentCheckoutUrl] the payment checkout script (runtime config paymentCheckoutUrl;
 *   unset: Razorpay's checkout.js, decision 107)
 * @param {{marketing?: string, lms?: string, admin?: string, api?: string}} [o.publicUrls] where browsers reach the
 *   remotes' manifests and the API when that is not the local server (a CDN, another version)
 * @param {{REMOTES?: string, ROUTES?: string}} [o.runtimeEnv] more of the runtime config's variables (decision
 *   307), as the images take them: REMOTES adds remotes (a fourth one), ROUTES replaces the route map
 * @param {number} [o.releasesPollMs] poll the API's release channels this often (decision 310); 0, the
 *   default, serves the runtime config's builds as they are
 */
export async function startStack({
  ports = {},
  runtimeConfigFile,
  api = true,
  apiEnv = {},
  host = 'localhost',
  quiet = false,
  prettyLogs = false,
  publicUrls = {},
  prerender = true,
  paymentCheckoutUrl,
  runtimeEnv = {},
  releasesPollMs = 0,
}) {
  const { runtimeConfigFromEnv, runtimeConfigFromFile, startRemoteServer, startShellServer } = loadPageServer();
  const p = { shell: APPS.shell.port, marketing: APPS.marketing.port, lms: APPS.lms.port, admin: APPS.admin.port, api: API_PORT, ...ports };
  const origin = (port) => `http://localhost:${port}`;
  const started = [];
  try {
    const marketing = await startRemoteServer({ root: appDist(APPS.marketing.dir), port: p.marketing, host });
    started.push(marketing);
    const lms = await startRemoteServer({ root: appDist(APPS.lms.dir), port: p.lms, host });
    started.push(lms);
    const admin = await startRemoteServer({ root: appDist(APPS.admin.dir), port: p.admin, host });
    started.push(admin);
    // The images' variables, read by the same builder as the page server and entrypoint.sh
    // (decision 307): MFE_ADMIN_URL mounts the back office on /admin (decision 010).
    const config = runtimeConfigFromEnv({
      API_URL: publicUrls.api ?? origin(p.api),
      MFE_MARKETING_URL: publicUrls.marketing ?? `${origin(marketing.port)}/mf-manifest.json`,
      MFE_LMS_URL: publicUrls.lms ?? `${origin(lms.port)}/mf-manifest.json`,
      MFE_ADMIN_URL: publicUrls.admin ?? `${origin(admin.port)}/mf-manifest.json`,
      ...(paymentCheckoutUrl ? { PAYMENT_CHECKOUT_URL: paymentCheckoutUrl } : {}),
      ...runtimeEnv,
    });
    await writeRuntimeConfig(runtimeConfigFile, config);
    // The renderer image's pipeline, headers and CSP included, with this config file.
    const shell = await startShellServer({
      shellDist: appDist(APPS.shell.dir),
      port: p.shell,
      host,
      runtimeConfig: runtimeConfigFromFile(runtimeConfigFile),
      prerender,
      releasesPollMs,
      // Readable like the API's lines; JSON (the production format) otherwise.
      ...(prettyLogs ? { log: { level: 'info', stream: await prettyLog() } } : {}),
    });
    started.push(shell);
    let apiHandle = null;
    if (api && hasApi()) {
      apiHandle = await startApi({
        port: p.api,
        quiet,
        pretty: prettyLogs,
        env: { CORS_ORIGINS: origin(shell.port), ...apiEnv },
      });
      started.push(apiHandle);
    }
    return {
      urls: { shell: origin(shell.port), marketing: origin(marketing.port), lms: origin(lms.port), admin: origin(admin.port), api: origin(p.api) },
      servers: { shell, marketing, lms, admin, api: apiHandle },
      config,
      async stop() {
        await Promise.all(started.map((s) => ('close' in s ? s.close() : s.stop())));
      },
    };
  } catch (error) {
    await Promise.all(started.map((s) => ('close' in s ? s.close() : s.stop()).catch(() => {})));
    throw error;
  }
}
