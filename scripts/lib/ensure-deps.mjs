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
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}
