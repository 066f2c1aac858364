import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const appDist = (app) => path.join(repoRoot, app, process.env.OUT_DIR ?? 'dist');
export const runDir = path.join(repoRoot, '.run');

/** The apps of the site: the host and its three remotes, with their `npm start` ports. */
export const APPS = {
  shell: { dir: 'shell', port: 3000 },
  marketing: { dir: 'mfe-marketing', port: 3001, remote: 'mfe_marketing' },
  lms: { dir: 'mfe-lms', port: 3002, remote: 'mfe_lms' },
  admin: { dir: 'mfe-admin', port: 3003, remote: 'mfe_admin' },
};

/** Where the back office is mounted, by the runtime config's route map (decision 010), for the dev
 * servers only (dev-servers.mjs), which start before any build and so cannot load the runtime
 * config's builder: the JSON of its BACK_OFFICE_ROUTES (mfe-shared/src/config/runtime-config-env.ts,
 * decision 307). Everything else builds the config with that builder. */
/** @type {import('mfe-shared/config/runtime-config').RuntimeConfig['routes']} */
export const ADMIN_ROUTES = { '/lms': { remote: APPS.lms.remote, render: 'session' }, '/admin': { remote: APPS.admin.remote, header: 'staff' } };
export const API_PORT = 4000;
