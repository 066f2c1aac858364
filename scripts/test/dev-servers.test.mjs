// The dev servers' runtime config (DEV_RUNTIME_CONFIG) is the one builder's (decision 307), as
// `npm start`, the page server and the images build theirs: it was the last one written by hand,
// with the back office's routes in a short form of their own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
// The builder is TypeScript and the dev servers start before any build.
import 'mfe-shared/build/register-typescript';

const { devRuntimeConfig } = await import('../lib/dev-servers.mjs');
const { BACK_OFFICE_ROUTES, runtimeConfigFromEnv } = await import('mfe-shared/config/runtime-config-env');

const URLS = { marketing: 'http://localhost:3201', lms: 'http://localhost:3202', admin: 'http://localhost:3203' };
const API_URL = 'http://localhost:4200';
/** The variables a deployment of the same remotes sets (compose, Kubernetes' site-config, npm start). */
const ENV = {
  API_URL,
  MFE_MARKETING_URL: `${URLS.marketing}/mf-manifest.json`,
  MFE_LMS_URL: `${URLS.lms}/mf-manifest.json`,
  MFE_ADMIN_URL: `${URLS.admin}/mf-manifest.json`,
};

test("the dev servers' config is the builder's for the same variables: the three remotes, the portal and the back office", async () => {
  const config = await devRuntimeConfig({ urls: URLS, apiUrl: API_URL });
  assert.deepEqual(config, runtimeConfigFromEnv(ENV));
  // Each route spelled out as every other deployment serves it (decision 307), not a short form.
  assert.deepEqual(config.routes, {
    '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' },
    '/admin': { remote: 'mfe_admin', module: './routes', render: 'client', header: 'staff' },
  });
  assert.deepEqual(config.remotes, { mfe_marketing: ENV.MFE_MARKETING_URL, mfe_lms: ENV.MFE_LMS_URL, mfe_admin: ENV.MFE_ADMIN_URL });
});

test('REMOTES and ROUTES mount a fourth remote in the dev servers as they do everywhere', async () => {
  const runtimeEnv = { REMOTES: 'mfe_labs=http://localhost:3204/mf-manifest.json', ROUTES: `${BACK_OFFICE_ROUTES} /labs=mfe_labs` };
  const config = await devRuntimeConfig({ urls: URLS, apiUrl: API_URL, runtimeEnv });
  assert.deepEqual(config, runtimeConfigFromEnv({ ...ENV, ...runtimeEnv }));
  assert.deepEqual(config.routes?.['/labs'], { remote: 'mfe_labs', module: './routes', render: 'client' });
});

test("a bad variable stops the dev servers' start with the builder's message", async () => {
  await assert.rejects(devRuntimeConfig({ urls: URLS, apiUrl: API_URL, runtimeEnv: { ROUTES: '/labs=mfe_labs' } }), /ROUTES: .*mfe_labs/);
});
