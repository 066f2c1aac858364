// What a run changed in the checkout. `npm start` and `npm test` must leave a fresh clone as they
// found it (`git status --porcelain` empty: no rewritten lockfile, no generated file left
// unignored); with work in progress the files already changed are compared by content.
import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/** @typedef {Map<string, string>} CheckoutState  porcelain entry → the file's content hash */

/** `git status --porcelain` entries (untracked files included) with their content, or null outside git. */
export function checkoutState(cwd = repoRoot) {
  /** @param {string[]} args */
  const git = (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  let porcelain;
  try {
    porcelain = git(['status', '--porcelain=v1', '-z', '--untracked-files=all']);
  } catch {
    return null;
  }
  /** @type {CheckoutState} */
  const state = new Map();
  const entries = porcelain.split('\0').filter(Boolean);
  for (let i = 0; i < entries.length; i += 1) {
    const entry = /** @type {string} */ (entries[i]);
    // A rename is followed by its source path, which is not an entry of its own.
    if (entry[0] === 'R' || entry[0] === 'C') i += 1;
    const file = entry.slice(3);
    let hash = 'deleted';
    try {
      hash = git(['hash-object', '--', file]).trim();
    } catch {
      // Deleted or unreadable: its status says enough.
    }
    state.set(entry, hash);
  }
  return state;
}

/**
 * The entries that differ between two states: what the run added, changed or put back.
 * @param {CheckoutState} before
 * @param {CheckoutState} after
 * @returns {string[]}
 */
export function checkoutChanges(before, after) {
  const changed = [...after].filter(([entry, hash]) => before.get(entry) !== hash).map(([entry]) => entry);
  const restored = [...before.keys()].filter((entry) => !after.has(entry)).map((entry) => `${entry} (no longer changed)`);
  return [...changed, ...restored];
}
