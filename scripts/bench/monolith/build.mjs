// Builds the monolith (rspack.config.mjs beside this file) into .bench/monolith. Its config is
// the apps' common one, so it gets the same .br/.gz twins and both are served the same way.
// `node scripts/bench/monolith/build.mjs` builds it alone.
import path from 'node:path';
import { repoRoot } from '../../lib/paths.mjs';
import { log, run } from '../../lib/run.mjs';

export const MONOLITH_DIR = path.join(repoRoot, '.bench', 'monolith');

export async function buildMonolith() {
  log('Building the monolith…');
  await run('npx', ['rspack', 'build', '-c', 'scripts/bench/monolith/rspack.config.mjs']);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildMonolith();
