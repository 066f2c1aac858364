// Starts the API (when the workspace has one) as a child process and waits until it answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const API_ENTRY = path.join(repoRoot, 'api', 'src', 'server.ts');
const READY_TIMEOUT_MS = 90_000;

export const hasApi = () => existsSync(API_ENTRY);

/** @param {{port: number, env?: Record<string, string>, quiet?: boolean, nodeBinary?: string}} options */
export async function startApi({ port, env = {}, quiet = false, nodeBinary = process.execPath }) {
  const child = spawn(nodeBinary, ['--import', 'tsx', API_ENTRY], {
    cwd: path.join(repoRoot, 'api'),
    // npm start and the tests: migrate, then the catalogue and the demo student and coupons.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: String(port), API_AUTO_MIGRATE: '1', API_SEED: 'demo', ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  // The API must not outlive whoever started it (a killed test run, a stopped npm start).
  const killChild = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killChild);
  const url = `http://localhost:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it was ready`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the API did not answer on ${url} within ${READY_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    pid: child.pid,
    /** null while the API runs (the database fault test checks it never exited). */
    get exitCode() {
      return child.exitCode ?? child.signalCode;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
