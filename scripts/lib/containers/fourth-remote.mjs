// The fourth remote in the real containers (decisions 307 and 312): the fixture remote
// (../fourth-remote-fixture.mjs) built here, served by its own container (fourth-remote.compose.yml)
// and mounted on /labs by REMOTES and ROUTES in the stage's env file alone. The shell runs the
// image `docker-compose build` made from the unchanged Dockerfile and entrypoint.sh.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths.mjs';
import { buildFixture, fixtureSources, LABS, writeFixture } from '../fourth-remote-fixture.mjs';
import { podman } from './engine.mjs';
import { serviceContainer } from './stack.mjs';

/** A fixed folder (ignored, inside the repository so the build resolves the workspace): the env file names it before it is built. */
export const FIXTURE_DIR = path.join(repoRoot, '.run', 'containers', 'mfe-labs');

/** The images the stack's shell runs: checked unchanged by the fourth remote. */
const SHELL_SERVICES = /** @type {const} */ (['shell', 'shell-renderer']);

/**
 * The env file's lines for the fourth remote: where its container publishes it, and the two
 * variables of decision 307 that mount it (the back office's map, decision 010, plus /labs).
 * @param {number} port  its published port
 */
export function fourthRemoteEnv(port) {
  const base = `http://localhost:${port}`;
  return {
    FOURTH_REMOTE_PORT: port,
    FOURTH_REMOTE_BASE_URL: base,
    FOURTH_REMOTE_VERSION: LABS.version,
    FOURTH_REMOTE_DIST: path.join(FIXTURE_DIR, 'dist'),
    REMOTES: `${LABS.remote}=${base}/mfe-labs/${LABS.version}/mf-manifest.json`,
    ROUTES: `/lms=mfe_lms:session /admin=mfe_admin:staff ${LABS.prefix}=${LABS.remote}`,
  };
}

/** Writes the fixture's sources into FIXTURE_DIR and builds its dist/. */
export async function buildFourthRemote() {
  await buildFixture(await writeFixture(fixtureSources(), { dir: FIXTURE_DIR }));
}

/**
 * The image id behind each of the shell's tags, read right after `docker-compose build`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{shell: string, 'shell-renderer': string}}
 */
export function shellImageIds(env) {
  // docker-compose.yml's default tag: the env file (.env.example's values) sets no SHELL_VERSION.
  const id = (service) => podman(env, ['image', 'inspect', '--format', '{{.Id}}', `sap-academy/${service}:0.1.0`]).trim();
  return { shell: id('shell'), 'shell-renderer': id('shell-renderer') };
}

/**
 * The running shell serves the fourth remote from the image built before the fixture existed:
 * its containers run the images `docker-compose build` made, its entrypoint.sh is the
 * repository's byte for byte, no file of the image names the remote, and the runtime config
 * nginx serves (rendered at start from the environment) mounts it.
 * @param {NodeJS.ProcessEnv} env
 * @param {ReturnType<typeof shellImageIds>} built  shellImageIds() after the build
 * @param {string} shellUrl
 */
export async function shellImageUnchanged(env, built, shellUrl) {
  for (const service of SHELL_SERVICES) {
    const running = podman(env, ['inspect', '--format', '{{.Image}}', serviceContainer(env, service)]).trim();
    if (running !== built[service]) throw new Error(`${service} runs image ${running}, not the one docker-compose build made (${built[service]})`);
  }
  const shell = serviceContainer(env, 'shell');
  const entrypoint = podman(env, ['exec', shell, 'cat', '/etc/nginx/app/entrypoint.sh']);
  if (entrypoint !== readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'entrypoint.sh'), 'utf8')) {
    throw new Error("the shell image's entrypoint.sh is not the repository's deploy/nginx/entrypoint.sh");
  }
  // grep exits 1 when nothing matches: the image's own files (web root, templates) never name it.
  const named = podman(env, ['exec', shell, 'sh', '-c', `grep -rl ${LABS.remote} /usr/share/nginx/html /etc/nginx/app || true`]).trim();
  if (named) throw new Error(`the shell image's files name ${LABS.remote}: ${named}`);
  const config = await (await fetch(`${shellUrl}/runtime-config.json`)).json();
  const route = config.routes?.[LABS.prefix];
  if (route?.remote !== LABS.remote || !config.remotes?.[LABS.remote]) {
    throw new Error(`the served runtime config does not mount ${LABS.remote} on ${LABS.prefix}: ${JSON.stringify(config)}`);
  }
  return `shell ${built.shell.slice(0, 12)}, renderer ${built['shell-renderer'].slice(0, 12)}; /runtime-config.json: ${LABS.prefix} → ${config.remotes[LABS.remote]}`;
}
