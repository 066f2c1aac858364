// `npm start`: install what is missing, build every app and the API for production, start the
// API (`node dist/server.js`) with its embedded database and demo data, and serve the site on
// http://localhost:3000. `--no-build` starts what was built before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkoutChanges, checkoutState } from './lib/checkout-state.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';

const checkoutBefore = checkoutState();
await ensureDependencies();
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { runDir } = await import('./lib/paths.mjs');
const { log } = await import('./lib/run.mjs');
const { API_BUILD, buildApi, hasApi } = await import('./lib/api-process.mjs');

const build = !process.argv.includes('--no-build');
const started = Date.now();
if (build) await buildAll();
if (hasApi() && (build || !existsSync(API_BUILD))) {
  log('Building the API…');
  await buildApi();
}
// The install and the builds write only ignored files; say so at once if that ever stops holding.
const checkoutAfter = checkoutBefore && checkoutState();
const changed = checkoutBefore && checkoutAfter ? checkoutChanges(checkoutBefore, checkoutAfter) : [];
if (changed.length) log(`warning: the install or the build changed the checkout: ${changed.join(', ')}`);
log('Starting the API and the page servers…');
// Every setting has a local default; .env.example lists them.
const env = process.env;
const port = (name, fallback) => (env[name] ? Number(env[name]) : fallback);
const stack = await startStack({
  runtimeConfigFile: path.join(runDir, 'runtime-config.json'),
  ports: {
    shell: port('SHELL_PORT', 3000),
    marketing: port('MFE_MARKETING_PORT', 3001),
    lms: port('MFE_LMS_PORT', 3002),
    admin: port('MFE_ADMIN_PORT', 3003),
    api: port('API_PORT', 4000),
  },
  publicUrls: { marketing: env.MFE_MARKETING_MANIFEST_URL, lms: env.MFE_LMS_MANIFEST_URL, admin: env.MFE_ADMIN_MANIFEST_URL, api: env.PUBLIC_API_URL },
  paymentCheckoutUrl: env.PAYMENT_CHECKOUT_URL,
  // A remote beyond the three, mounted by configuration alone (decision 307): REMOTES and ROUTES as the images take them.
  runtimeEnv: { ...(env.REMOTES ? { REMOTES: env.REMOTES } : {}), ...(env.ROUTES ? { ROUTES: env.ROUTES } : {}) },
  // One readable line a request here; the API itself logs JSON, its production format.
  prettyLogs: env.NODE_ENV !== 'production',
});
log(`Ready in ${((Date.now() - started) / 1000).toFixed(0)} s. Ctrl+C stops everything.`);
log(`Site:      ${stack.urls.shell}`);
log(`Remotes:   ${stack.urls.marketing} (mfe_marketing), ${stack.urls.lms} (mfe_lms), ${stack.urls.admin} (mfe_admin)`);
log(
  `Routes:    ${Object.entries(stack.config.routes ?? {})
    .map(([prefix, route]) => `${prefix} → ${typeof route === 'string' ? route : route.remote}`)
    .join(', ')}`,
);
log(stack.servers.api ? `API:       ${stack.urls.api} (docs at ${stack.urls.api}/docs)` : 'API:       not in this checkout');
log(`Runtime config: ${path.join(runDir, 'runtime-config.json')} (edit it and reload to point at other remotes)`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
