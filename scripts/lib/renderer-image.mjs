// What the shell renderer's image holds (deploy/shell-renderer.Dockerfile), assembled by one
// function so the image and the compose smoke run the same files: the server's modules, the
// shell's build with its dist/server, and the installed packages those modules import with
// exactly their locked dependencies (not the workspace's whole node_modules: no rspack, no
// Lighthouse). The layout mirrors the repository, so the modules' relative imports hold.
//   node scripts/lib/renderer-image.mjs <dest>
import { cp, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** The server's own files: serve-shell-renderer.mjs and everything it imports from the repo. */
export const RENDERER_FILES = [
  'scripts/serve-shell-renderer.mjs',
  'scripts/lib/shell-renderer.mjs',
  'scripts/lib/static-server.mjs',
  'scripts/lib/site-files.mjs',
  'scripts/lib/preload-hints.mjs',
  'scripts/lib/prerender.mjs',
  'scripts/lib/paths.mjs',
  'scripts/lib/remote-fetch-map.mjs',
  'scripts/lib/start-after-paint.mjs',
  'mfe-shared/build/federation.mjs',
  'mfe-shared/src/config/remotes.json',
];
/** The packages those files import. */
export const RENDERER_PACKAGES = ['fastify', '@fastify/static'];

/** Where Node finds `name` from the package installed at `from` (package-lock.json paths). */
export function resolveLocked(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}

/** Every installed package `roots` need at run time: dependencies and required peers. */
export function lockedClosure(lock, roots) {
  const packages = lock.packages ?? {};
  const found = new Set();
  const queue = roots.map((name) => {
    const at = resolveLocked(packages, '', name);
    if (!at) throw new Error(`${name} is not in package-lock.json`);
    return at;
  });
  while (queue.length) {
    const at = queue.pop();
    if (found.has(at)) continue;
    found.add(at);
    const entry = packages[at];
    const optional = new Set([...Object.keys(entry.optionalDependencies ?? {}), ...Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n)]);
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
      const dep = resolveLocked(packages, at, name);
      if (dep) queue.push(dep);
      else if (!optional.has(name)) throw new Error(`${at} needs ${name}, which package-lock.json does not install`);
    }
  }
  return [...found].sort();
}

const notBrowserOnly = (file) => !/\.map$/.test(file) && path.basename(file) !== 'mf-stats.json';

/** Copies the image's /app into `dest` from a built repository (shell/dist must exist). */
export async function assembleRendererImage(dest, { root = repoRoot } = {}) {
  for (const file of RENDERER_FILES) {
    await mkdir(path.dirname(path.join(dest, file)), { recursive: true });
    await cp(path.join(root, file), path.join(dest, file));
  }
  // The page's files (index.html, mf-manifest.json for hints, dist/server/render.cjs); source
  // maps and stats are for developers.
  await cp(path.join(root, 'shell', 'dist'), path.join(dest, 'shell', 'dist'), { recursive: true, filter: notBrowserOnly });
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8'));
  for (const at of lockedClosure(lock, RENDERER_PACKAGES)) {
    const from = path.join(root, at);
    // A package's own node_modules holds other packages: each is copied as its own entry.
    await cp(from, path.join(dest, at), { recursive: true, dereference: true, filter: (f) => !f.startsWith(`${from}${path.sep}node_modules${path.sep}`) && f !== path.join(from, 'node_modules') });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dest = process.argv[2];
  if (!dest) {
    console.error('usage: node scripts/lib/renderer-image.mjs <dest>');
    process.exit(64);
  }
  await assembleRendererImage(path.resolve(dest));
}
