// Which of npm test's stages run side by side. The first three share a start: the scripts
// stage's node tests (about 1.5 cores busy alone), the two ESLint processes with Prettier, and
// tsc fill both cores together, where one after the other each left a core idle for part of its
// span (docs/perf/test-time.md, 2026-11-29). They touch different things: the scripts tests
// build api/dist and contracts/dist, which ESLint ignores and the type checks do not read (they
// resolve the contracts to their sources, tsconfig.base.json's customConditions).
// Every other stage runs alone: jest takes every core, and the server stages time requests.

/** Each group's stages start together; a group starts when the previous one has ended. */
export const STAGE_GROUPS = Object.freeze([['scripts', 'lint', 'typecheck'], ['unit'], ['fault'], ['e2e'], ['replica'], ['dev'], ['compose'], ['containers']]);

/**
 * The stages of `ran` that ran beside `name`, for the closing table ("beside lint, typecheck").
 * @param {string} name
 * @param {readonly string[]} ran the stages this run ran
 * @param {readonly (readonly string[])[]} [groups]
 * @returns {string[]}
 */
export function besideStages(name, ran, groups = STAGE_GROUPS) {
  const group = groups.find((stages) => stages.includes(name)) ?? [];
  return group.filter((other) => other !== name && ran.includes(other));
}
