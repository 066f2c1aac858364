// `npm run build -w api` (after the contracts' build, see package.json): the API as JavaScript
// for `node dist/server.js` (decision 111). esbuild bundles each entry's own modules into one
// CommonJS file (the package is CommonJS, decision 101) and leaves every package to
// node_modules, so the production install provides them: @sap-academy/contracts as its built ES
// modules, which Node ≥ 20.19 `require`s. The SQL migrations are copied to dist/db/migrations,
// where src/paths.ts finds them from the built code.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.dirname(fileURLToPath(import.meta.url));

/** dist/<name>.js ← source. Every output is one folder below the package (src/paths.ts). */
export const ENTRIES = Object.freeze({
  server: 'src/server.ts',
  'db-cli': 'src/cli/db-cli.ts',
  'outbox-cli': 'src/cli/outbox-cli.ts',
  'user-cli': 'src/cli/user-cli.ts',
  // Backups and restores (decision 315): the backup image runs this bundle alone.
  'backup-cli': 'src/cli/backup-cli.ts',
  // The receipt renderer's thread (decision 121), beside server.js where receipt-renderer.ts looks.
  'receipt-worker': 'src/receipts/receipt-worker.ts',
  // The mail templates alone, for the image check that renders each one from the build.
  'mail-renderer': 'src/mail/mail-renderer.ts',
});

/** Builds into `outdir` (relative to api/) and returns esbuild's metafile. */
export async function buildApi({ outdir = 'dist' } = {}) {
  const out = path.resolve(API_DIR, outdir);
  await rm(out, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: API_DIR,
    entryPoints: Object.entries(ENTRIES).map(([name, file]) => ({ in: file, out: name })),
    outdir: out,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20.19',
    // Error logs name the class (src/lib/logging.ts); bundling must not rename it.
    keepNames: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  await cp(path.join(API_DIR, 'src/db/migrations'), path.join(out, 'db/migrations'), { recursive: true });
  return metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const metafile = await buildApi();
  const files = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  console.log(`api: ${files.join(', ')} in ${(performance.now() - started).toFixed(0)} ms`);
}
