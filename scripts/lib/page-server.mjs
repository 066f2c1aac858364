// The shell's page server as its build emitted it (shell/dist/server/page-server.cjs, decision
// 007): `npm start`, the e2e suites, the benchmarks and the compose checks load this one file,
// the one the renderer image runs, rather than its TypeScript sources.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, appDist, repoRoot } from './paths.mjs';

const require = createRequire(import.meta.url);

/** The built entry, as a path from the repository root (the image's /app). */
export const PAGE_SERVER_BIN = path.relative(repoRoot, path.join(appDist(APPS.shell.dir), 'server', 'page-server.cjs'));

/** @returns {typeof import('../../shell/server/local-servers')} */
export function loadPageServer() {
  const file = path.join(repoRoot, path.dirname(PAGE_SERVER_BIN), 'local-servers.cjs');
  if (!existsSync(file)) throw new Error(`${PAGE_SERVER_BIN} is missing: build the shell first (npm run build -w shell)`);
  return require(file);
}
