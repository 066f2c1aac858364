// The four dev servers (`rspack serve`, HMR) on given ports, for the dev-server smoke (e2e/dev).
// The shell declares the remotes statically in development; MFE_*_DEV_URL say where, and
// DEV_RUNTIME_CONFIG which API every page talks to (mfe-shared/build/rspack-common.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, repoRoot } from './paths.mjs';
import { waitFor } from './wait-for.mjs';

/**
 * The runtime config the dev servers serve, from the variables every deployment sets, by the one
 * builder (decision 307). The dev servers start before any build, so the builder is loaded from
 * its TypeScript through mfe-shared's module hooks (a plain Node 20, or Playwright's runner,
 * whose own loader leaves an ES module's TypeScript to Node).
 * @param {{urls: Record<'marketing' | 'lms' | 'admin', string>, apiUrl: string, runtimeEnv?: {REMOTES?: string, ROUTES?: string}}} o
 * @returns {Promise<import('mfe-shared/config/runtime-config').RuntimeConfig>}
 */
export async function devRuntimeConfig({ urls, apiUrl, runtimeEnv = {} }) {
  await import('mfe-shared/build/register-typescript');
  const { runtimeConfigFromEnv } = await import('mfe-shared/config/runtime-config-env');
  // MFE_ADMIN_URL mounts the back office on /admin (decision 010), as in npm start and the images.
  return runtimeConfigFromEnv({
    API_URL: apiUrl,
    MFE_MARKETING_URL: `${urls.marketing}/mf-manifest.json`,
    MFE_LMS_URL: `${urls.lms}/mf-manifest.json`,
    MFE_ADMIN_URL: `${urls.admin}/mf-manifest.json`,
    ...runtimeEnv,
  });
}

// Four first compiles on a 2-CPU machine.
const READY_TIMEOUT_MS = 180_000;

/**
 * @param {{ports: {shell: number, marketing: number, lms: number, admin: number}, apiUrl: string, quiet?: boolean}} o
 */
export async function startDevServers({ ports, apiUrl, quiet = false }) {
  const local = (port) => `http://localhost:${port}`;
  const urls = { shell: local(ports.shell), marketing: local(ports.marketing), lms: local(ports.lms), admin: local(ports.admin) };
  const env = {
    ...process.env,
    MFE_MARKETING_DEV_URL: urls.marketing,
    MFE_LMS_DEV_URL: urls.lms,
    MFE_ADMIN_DEV_URL: urls.admin,
    DEV_RUNTIME_CONFIG: JSON.stringify(await devRuntimeConfig({ urls, apiUrl })),
  };
  const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
  const children = Object.entries(APPS).map(([app, { dir }]) => {
    const child = spawn(rspack, ['serve', '--mode', 'development', '--port', String(ports[app])], {
      cwd: path.join(repoRoot, dir),
      env,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
    return { app, child };
  });
  const stop = async () => {
    await Promise.all(
      children.map(({ child }) => {
        if (child.exitCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
  };
  try {
    // The dev middleware holds requests until the first compile is done.
    await Promise.all(children.map(({ app, child }) => waitFor(`${urls[app]}/`, { timeoutMs: READY_TIMEOUT_MS, child, name: `the ${app} dev server` })));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
