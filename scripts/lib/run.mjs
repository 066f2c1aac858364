import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/**
 * Runs a command with inherited output; rejects on a non-zero exit.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

export const log = (/** @type {string} */ message) => console.log(`\x1b[36m›\x1b[0m ${message}`);
