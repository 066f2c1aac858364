// The four dev servers (`rspack serve`, HMR) on given ports, for the dev-server smoke (e2e/dev).
// The shell declares the remotes statically in development; MFE_*_DEV_URL say where, and
// DEV_RUNTIME_CONFIG which API every page talks to (mfe-shared/build/rspack-common.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ADMIN_ROUTES, APPS, repoRoot } from './paths.mjs';
import { waitFor } from './wait-for.mjs';

// Four first compiles on a 2-CPU machine.
const READY_TIMEOUT_MS = 180_000;

/**
 * @param {{ports: {shell: number, marketing: number, lms: number, admin: number}, apiUrl: string, quiet?: boolean}} o
 */
export async function startDevServers({ ports, apiUrl, quiet = false }) {
  const urls = Object.fromEntries(Object.entries(ports).map(([app, port]) => [app, `http://localhost:${port}`]));
  const env = {
    ...process.env,
    MFE_MARKETING_DEV_URL: urls.marketing,
    MFE_LMS_DEV_URL: urls.lms,
    MFE_ADMIN_DEV_URL: urls.admin,
    // The route map mounts the back office; a route must name a remote of the config.
    DEV_RUNTIME_CONFIG: JSON.stringify({
      apiUrl,
      remotes: Object.fromEntries(['marketing', 'lms', 'admin'].map((app) => [APPS[app].remote, `${urls[app]}/mf-manifest.json`])),
      routes: ADMIN_ROUTES,
    }),
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
