// The three dev servers (`rspack serve`, HMR) on given ports, for the dev-server smoke (e2e/dev).
// The shell declares the remotes statically in development; MFE_*_DEV_URL say where, and
// DEV_RUNTIME_CONFIG which API every page talks to (mfe-shared/build/rspack-common.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

// Three first compiles on a 2-CPU machine.
const READY_TIMEOUT_MS = 180_000;
const APPS = { shell: 'shell', marketing: 'mfe-marketing', lms: 'mfe-lms' };

async function waitForPage(url, child, name) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} dev server exited with ${child.exitCode}`);
    try {
      // The dev middleware holds requests until the first compile is done.
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${name} dev server did not answer on ${url} within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @param {{ports: {shell: number, marketing: number, lms: number}, apiUrl: string, quiet?: boolean}} o
 */
export async function startDevServers({ ports, apiUrl, quiet = false }) {
  const urls = Object.fromEntries(Object.entries(ports).map(([app, port]) => [app, `http://localhost:${port}`]));
  const env = {
    ...process.env,
    MFE_MARKETING_DEV_URL: urls.marketing,
    MFE_LMS_DEV_URL: urls.lms,
    DEV_RUNTIME_CONFIG: JSON.stringify({ apiUrl }),
  };
  const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
  const children = Object.entries(APPS).map(([app, dir]) => {
    const child = spawn(rspack, ['serve', '--mode', 'development', '--port', String(ports[app])], {
      cwd: path.join(repoRoot, dir),
      env,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
    return { app, child };
  });
  const stop = async () => {
    await Promise.all(children.map(({ child }) => {
      if (child.exitCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }));
  };
  try {
    await Promise.all(children.map(({ app, child }) => waitForPage(`${urls[app]}/`, child, app)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
