// Runs a snippet against the workspaces' TypeScript sources through tsx, in a process of its own,
// with @sap-academy/contracts resolved to its source: what a scripts-stage test uses to ask the
// real code (its settings, its metrics) instead of keeping a copy of what it says.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CONTRACTS_SOURCE_CONDITION } from './api-process.mjs';
import { repoRoot } from './paths.mjs';

const execFileAsync = promisify(execFile);

/**
 * Runs `code` (an ES module body whose last line of output is JSON) and returns that JSON.
 * A module the code imports from a CommonJS workspace arrives as `{ default: exports }`.
 * @param {string} code
 * @returns {Promise<any>}
 */
export async function runTs(code) {
  const args = [`--conditions=${CONTRACTS_SOURCE_CONDITION}`, '--import', 'tsx', '--input-type=module', '-e', code];
  const { stdout } = await execFileAsync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).catch((error) => {
    throw new Error(`tsx: ${error.stderr || error.message}`);
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
}
