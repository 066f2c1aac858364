// The container engine of the real-container stage (decision 306): Debian's podman 4.3 with runc,
// driven by Debian's docker-compose 1.29 through podman's Docker API socket. What these machines
// need, all from ../shared/notes/containers.md: a private containers.conf (podman's default ulimits
// fail with "setrlimit … Operation not permitted"; crun does not run under hybrid cgroups), Docker
// image format (OCI drops every HEALTHCHECK) and a loop running the health checks (no systemd).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, createWriteStream, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, hasCommand } from '../ensure-system.mjs';
import { log } from '../run.mjs';
import { until } from '../wait-for.mjs';

// Debian's podman with what it recommends for rootful bridge networks, runc instead of crun,
// debootstrap for the Debian stand-in, and the Python docker-compose without docker.io. The list is
// the set a working machine got from `apt-get install podman runc docker-compose` with its
// recommends: apt-get runs here with --no-install-recommends, and netavark needs iptables and
// nftables for a bridge network's rules.
const PACKAGES = [
  'podman',
  'runc',
  'buildah',
  'netavark',
  'aardvark-dns',
  'catatonit',
  'conmon',
  'containernetworking-plugins',
  'iptables',
  'nftables',
  'fuse-overlayfs',
  'slirp4netns',
  'uidmap',
  'debootstrap',
  'docker-compose',
];

export async function ensureEngine() {
  const missing = ['podman', 'runc', 'debootstrap', 'docker-compose'].filter((c) => !hasCommand(c));
  if (missing.length === 0) return;
  log(`Installing the container engine (${missing.join(', ')} missing) with apt-get…`);
  await aptInstall(PACKAGES);
}

function hardNofile() {
  const r = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' });
  const n = Number(r.stdout.trim());
  return Number.isFinite(n) && n > 0 ? n : 1024;
}

/**
 * Writes the private engine settings and starts podman's API socket.
 * @param {string} logFile  where the service's messages go (without systemd it logs an error for
 *   every health check it cannot schedule: the loop below runs them)
 * @returns {Promise<{env: NodeJS.ProcessEnv, stop: () => Promise<void>}>} env: for podman and docker-compose
 */
export async function startEngine(logFile) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sap-containers-'));
  const conf = path.join(dir, 'containers.conf');
  const nofile = hardNofile();
  await writeFile(conf, `[containers]\ndefault_ulimits = ["nofile=${nofile}:${nofile}", "nproc=32768:32768"]\n[engine]\nruntime = "runc"\n`);
  const socket = path.join(dir, 'podman.sock');
  const env = {
    ...process.env,
    CONTAINERS_CONF: conf,
    BUILDAH_FORMAT: 'docker',
    DOCKER_HOST: `unix://${socket}`,
    // docker-compose builds through the API (there is no docker CLI to hand the build to).
    COMPOSE_DOCKER_CLI_BUILD: '0',
    DOCKER_BUILDKIT: '0',
  };
  const serviceLog = openSync(logFile, 'a');
  const service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { env, stdio: ['ignore', serviceLog, serviceLog] });
  closeSync(serviceLog);
  const exited = new Promise((resolve) => service.once('exit', resolve));
  await until(() => spawnSync('podman', ['--url', `unix://${socket}`, 'version'], { env, stdio: 'ignore' }).status === 0, {
    timeoutMs: 30_000,
    what: "podman's API socket",
  });
  return {
    env,
    async stop() {
      service.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (service.exitCode === null) service.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `podman healthcheck run` on every running container of the project every few seconds, as
 * systemd timers would: docker-compose's `depends_on: condition: service_healthy` waits on it.
 * @returns {() => void} stops the loop
 */
export function healthcheckLoop(env, project) {
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const ids = spawnSync('podman', ['ps', '-q', '--filter', `label=com.docker.compose.project=${project}`], { env, encoding: 'utf8' });
    const checks = (ids.stdout ?? '')
      .split('\n')
      .filter(Boolean)
      .map((id) => new Promise((resolve) => spawn('podman', ['healthcheck', 'run', id], { env, stdio: 'ignore' }).once('exit', resolve)));
    Promise.all(checks).then(() => setTimeout(tick, 3_000));
  };
  tick();
  return () => {
    stopped = true;
  };
}

/** podman with the stage's settings; throws with its stderr on failure. */
export function podman(env, args) {
  const r = spawnSync('podman', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`podman ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

/**
 * Runs a command with the stage's settings, its output appended to `logFile` (a build prints
 * thousands of lines); on failure throws with the last lines.
 * @param {string} command
 * @param {string[]} args
 * @param {{env: NodeJS.ProcessEnv, logFile: string, cwd?: string}} o
 */
export function runLogged(command, args, { env, logFile, cwd }) {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(logFile, { flags: 'a' });
    out.write(`\n$ ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const tail = [];
    const keep = (chunk) => {
      out.write(chunk);
      tail.push(...chunk.toString().split('\n'));
      tail.splice(0, Math.max(0, tail.length - 40));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      out.end();
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} ${args.slice(0, 4).join(' ')}… exited with ${code} (full output: ${logFile}):\n${tail.join('\n')}`));
    });
  });
}
