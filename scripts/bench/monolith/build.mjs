// Builds the monolith (rspack.config.mjs beside this file) into .bench/monolith and
// precompresses it like the federated apps, so both are served the same way.
// `node scripts/bench/monolith/build.mjs` builds it alone.
import path from 'node:path';
import { precompress } from '../../lib/build.mjs';
import { repoRoot } from '../../lib/paths.mjs';
import { log, run } from '../../lib/run.mjs';

export const MONOLITH_DIR = path.join(repoRoot, '.bench', 'monolith');

export async function buildMonolith() {
  log('Building the monolith…');
  await run('npx', ['rspack', 'build', '-c', 'scripts/bench/monolith/rspack.config.mjs']);
  await precompress(MONOLITH_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildMonolith();
