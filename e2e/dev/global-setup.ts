// Starts the API (fresh embedded database) and the four dev servers for the dev-server smoke.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { startDevServers } from '../../scripts/lib/dev-servers.mjs';
import { DEV_PORTS, devUrl } from './dev-env';

export default async function globalSetup() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-dev-'));
  // From its sources through tsx, as `npm run dev -w api` runs it.
  const api = await startApi({
    port: DEV_PORTS.api,
    quiet: true,
    source: true,
    env: {
      PGLITE_DATA_DIR: path.join(tmp, 'pglite'),
      // Each remote also runs standalone: the API answers every origin, as in `npm run dev`.
      CORS_ORIGINS: [devUrl('shell'), devUrl('marketing'), devUrl('lms'), devUrl('admin')].join(','),
    },
  });
  let servers;
  try {
    servers = await startDevServers({
      ports: { shell: DEV_PORTS.shell, marketing: DEV_PORTS.marketing, lms: DEV_PORTS.lms, admin: DEV_PORTS.admin },
      apiUrl: api.url,
      quiet: true,
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return async () => {
    await servers.stop();
    await api.stop();
    await rm(tmp, { recursive: true, force: true });
  };
}
