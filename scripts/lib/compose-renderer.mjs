// The shell-renderer "container" of the compose smoke: the shell's built page server
// (shell/dist/server/page-server.cjs), the command its image runs, as a child process with the
// service's environment, from the repository root as from the image's /app. It is tracked by
// a pid file in its run folder rather than by a handle, because a spec (another process than the
// global setup that started it) recreates it with a changed environment, as
// `docker-compose up -d shell-renderer shell` would, and the global teardown stops whichever runs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SERVER_BIN } from './page-server.mjs';
import { repoRoot } from './paths.mjs';
import { asUser, baseEnv } from './smoke-process.mjs';
import { waitFor } from './wait-for.mjs';

const pidFile = (runDir) => path.join(runDir, 'renderer.pid');
export const rendererLog = (runDir) => path.join(runDir, 'renderer.log');

/**
 * @param {Record<string, string>} env the service's environment plus the smoke's SMOKE_RUN_DIR
 *   (its pid file and log) and SMOKE_NODE (the image's Node binary), not passed on
 */
export async function startRenderer(env) {
  const { SMOKE_RUN_DIR: runDir, SMOKE_NODE: node, ...serviceEnv } = env;
  const log = await open(rendererLog(runDir), 'a');
  // The image's Node (image-node.mjs), not the one running the tests.
  const child = spawn(node ?? process.execPath, [PAGE_SERVER_BIN], {
    cwd: repoRoot,
    env: { ...baseEnv(), ...serviceEnv },
    stdio: ['ignore', log.fd, log.fd],
    // Outlives the process that started it (a Playwright worker) until stopRenderer().
    detached: true,
    ...asUser(),
  });
  await log.close();
  child.unref();
  await writeFile(pidFile(runDir), String(child.pid));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitFor(`http://127.0.0.1:${serviceEnv.PORT}/healthz`),
    exited.then(async (code) => {
      throw new Error(`the shell renderer exited with ${code}: ${await readFile(rendererLog(runDir), 'utf8')}`);
    }),
  ]);
}

/** Running, not a zombie (a renderer started by an exited worker is reaped by whoever is PID 1). */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** SIGTERM (the image's STOPSIGNAL: requests in flight finish), SIGKILL after 5 s. */
export async function stopRenderer(runDir) {
  const pid = Number(await readFile(pidFile(runDir), 'utf8').catch(() => ''));
  if (!pid) return;
  if (alive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (alive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    if (Date.now() > deadline + 2_000) throw new Error(`the shell renderer (pid ${pid}) did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await rm(pidFile(runDir), { force: true });
}

/** Recreates the renderer with `env` (the container recreated with a changed environment). */
export async function restartRenderer(env) {
  await stopRenderer(env.SMOKE_RUN_DIR);
  await startRenderer(env);
}
