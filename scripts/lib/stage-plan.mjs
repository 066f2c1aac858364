// Which of npm test's stages run side by side. The first three share a start: the scripts
// stage's node tests (about 1.5 cores busy alone), the two ESLint processes with Prettier, and
// tsc fill both cores together, where one after the other each left a core idle for part of its
// span (docs/perf/test-time.md, 2026-11-29). They touch different things: the scripts tests
// build api/dist and contracts/dist, which ESLint ignores and the type checks do not read (they
// resolve the contracts to their sources, tsconfig.base.json's customConditions).
// Every other stage runs alone: jest takes every core, and the server stages time requests.
// Side by side on the shared 2-core machine the server stages lost their timing margins (fault's
// /health probes during its outage fell from 14–16 to 1–3, one replica run in three failed) and
// dev with compose took longer, not less (docs/perf/test-time.md, 2026-11-29 "The server stages
// side by side"). They still share their builds through `once`.

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

/**
 * A step that several stages of one group need (a build, an install): the first caller starts
 * it and every caller awaits that same promise, its failure included. A flag set once the step
 * has ended is not enough when the stages start together: each would start its own
 * `npm run build -w api`, rewriting api/dist while another stage starts the API from it.
 * @template T
 * @param {() => Promise<T>} step
 * @returns {() => Promise<T>}
 */
export function once(step) {
  /** @type {Promise<T> | undefined} */
  let started;
  return () => (started ??= step());
}
