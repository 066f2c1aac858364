// @ts-check
// `npm start` and `npm test` on a fresh clone: install what is missing, nothing more.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { log, run } from './run.mjs';

export async function ensureDependencies() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)…');
  try {
    // Silent: when it refuses the lockfile (below) it lists every missing binary, a hundred
    // lines of errors about an install that then succeeds. A real failure shows in npm install's.
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=silent']);
  } catch {
    // Some registry mirrors do not serve other platforms' optional binaries (@swc/core-darwin-*
    // and the like); npm then leaves them out of the lockfile and `npm ci` refuses it. `npm
    // install` still installs the locked versions.
    log('npm ci refused the lockfile; installing the locked versions with npm install…');
    await run('npm', ['install', '--no-audit', '--no-fund']);
  }
}
