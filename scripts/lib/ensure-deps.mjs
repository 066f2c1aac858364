// `npm start` and `npm test` on a fresh clone: install what is missing, nothing more, from the
// committed lockfile as it is (`npm ci` never rewrites it, so a first run leaves the checkout clean).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { log, run } from './run.mjs';

/** What `npm ci` is run with: errors only (decision 304 lists the warnings this hides and why). */
export const NPM_CI_ARGS = Object.freeze(['ci', '--no-audit', '--no-fund', '--loglevel=error']);

export async function ensureDependencies() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies from package-lock.json (npm ci, about a minute)…');
  const started = Date.now();
  // Two packages that the API's fastify plugins need (cookie 2, content-disposition 3) declare
  // Node >= 22 and print EBADENGINE on the Node 20 of these machines; they run on it (every test
  // does), and the images run Node 24 (decision 302). Install scripts are settled in package.json's
  // allowScripts. So the warnings are left out; an error still shows and stops the run.
  await run('npm', [...NPM_CI_ARGS]);
  log(`Dependencies installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
