// The scripts stage's node:test files in two groups that run side by side (one process each,
// files one after the other inside a group): 80 s → about 55 s on 2 cores. The files that build
// api/dist (and contracts/dist) and then run what they built share one group, so one never
// rewrites a build the other is starting (scripts/test/script-test-groups.test.mjs keeps the
// list complete).
import path from 'node:path';

/** The scripts stage's files that run `npm run build -w api` (or the contracts') themselves. */
export const BUILDS_THE_API = Object.freeze(['api-build.test.mjs', 'release-channel.test.mjs']);

/**
 * @param {string[]} files the stage's test files (paths relative to the repository)
 * @returns {{ builders: string[], others: string[] }}
 */
export function scriptTestGroups(files) {
  const builders = files.filter((file) => path.dirname(file) === 'scripts/test' && BUILDS_THE_API.includes(path.basename(file)));
  return { builders, others: files.filter((file) => !builders.includes(file)) };
}
