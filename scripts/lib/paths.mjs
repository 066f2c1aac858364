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

export const API_PORT = 4000;
