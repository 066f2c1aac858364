// Production builds of the four apps: each is its workspace's own `npm run build`, whose
// output (brotli and gzip twins included, mfe-shared/build/precompress-plugin.mjs) is what
// nginx serves (docs/decisions/008-build-output-is-the-artefact.md).
import { APPS } from './paths.mjs';
import { log, run } from './run.mjs';

export async function buildApp(name, env = {}) {
  const { dir } = APPS[name];
  log(`Building ${dir}…`);
  await run('npm', ['run', 'build', '--workspace', dir], { env: { ...process.env, ...env } });
}

export async function buildAll() {
  for (const name of Object.keys(APPS)) await buildApp(name);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
