// Builds the API and starts it (when the workspace has one) as a child process, waiting until it
// answers. It runs as the image runs it: `node dist/server.js` (decision 111); the dev-server
// smoke runs the sources through tsx, as `npm run dev -w api` does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { run } from './run.mjs';

const API_DIR = path.join(repoRoot, 'api');
const API_SOURCE = path.join(API_DIR, 'src', 'server.ts');
/** The built API: what `npm start -w api` and the image run. */
export const API_BUILD = path.join(API_DIR, 'dist', 'server.js');
/** The export condition under which @sap-academy/contracts is its TypeScript source. */
export const CONTRACTS_SOURCE_CONDITION = '@sap-academy/source';
const READY_TIMEOUT_MS = 90_000;

export const hasApi = () => existsSync(API_SOURCE);

/**
 * pino-pretty (a dev dependency: loaded only when asked for) writing to this process's stdout:
 * `[12:00:01] INFO: request completed 200 in 4 ms`, other fields on the same line.
 * @param {NodeJS.WritableStream} [destination]
 */
export async function prettyLog(destination = process.stdout) {
  const { default: pinoPretty } = await import('pino-pretty');
  return pinoPretty({
    destination,
    colorize: destination === process.stdout && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: (entry, messageKey) => {
      const { req, res, responseTime } = /** @type {{ req?: { method: string, url: string }, res?: { statusCode: number }, responseTime?: number }} */ (entry);
      const parts = [String(entry[messageKey] ?? '')];
      if (req) parts.push(`${req.method} ${req.url}`);
      if (res) parts.push(`${res.statusCode} in ${Math.round(responseTime ?? 0)} ms`);
      return parts.join(' ');
    },
  });
}

/** `npm run build -w api`: the contracts' ES modules, then the API's bundles (about 5 s). */
export const buildApi = () => run('npm', ['run', 'build', '-w', 'api']);

/**
 * @param {{port: number, env?: Record<string, string>, quiet?: boolean, pretty?: boolean, nodeBinary?: string, source?: boolean}} options
 *   source: run src/server.ts through tsx (development) instead of the build
 *   pretty: show the API's JSON log lines as pino-pretty prints them (one readable line a request)
 */
export async function startApi({ port, env = {}, quiet = false, pretty = false, nodeBinary = process.execPath, source = false }) {
  if (!source && !existsSync(API_BUILD)) throw new Error(`${path.relative(repoRoot, API_BUILD)} is missing: build the API first (npm run build -w api)`);
  const args = source ? [`--conditions=${CONTRACTS_SOURCE_CONDITION}`, '--import', 'tsx', API_SOURCE] : [API_BUILD];
  const child = spawn(nodeBinary, args, {
    cwd: API_DIR,
    // npm start and the tests: migrate, then the catalogue and the demo student and coupons.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: String(port), API_AUTO_MIGRATE: '1', API_SEED: 'demo', ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : pretty ? ['inherit', 'pipe', 'inherit'] : 'inherit',
  });
  // The API logs JSON everywhere (its production format); only this terminal view is prettified.
  if (pretty && child.stdout) child.stdout.pipe(await prettyLog());
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
