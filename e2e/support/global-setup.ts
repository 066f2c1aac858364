// Starts the whole site once for the suite: the API on a fresh embedded database, the shell
// and both remotes on their own origins. Returns the teardown.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_PORTS, ISOLATED_SHELL_PORTS } from './e2e-env';

export default async function globalSetup() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-site-'));
  const origins = [E2E_PORTS.shell, ...Object.values(ISOLATED_SHELL_PORTS)].map((p) => `http://localhost:${p}`);
  const stack = await startStack({
    ports: E2E_PORTS,
    runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
    quiet: true,
    apiEnv: {
      CORS_ORIGINS: origins.join(','),
      PGLITE_DATA_DIR: path.join(tmp, 'pglite'),
      // The suite signs up, logs in and submits leads many times from one address.
      RATE_LIMIT_AUTH_MAX: '10000',
      RATE_LIMIT_COUPON_MAX: '10000',
      RATE_LIMIT_LEADS_MAX: '10000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  });
  process.env.E2E_API_URL = stack.urls.api;
  return async () => {
    await stack.stop();
    await rm(tmp, { recursive: true, force: true });
  };
}
