// npm test's ESLint in two processes side by side. `eslint .` in one process keeps one core busy
// for about two minutes, most of it alone after tsc and Prettier end (docs/perf/test-time.md,
// 2026-11-29). The Node programs (the API, the contracts, the e2e suites and these scripts) and
// everything else are about even halves; each process builds the TypeScript programs of its own
// files only, where `--concurrency` gives every thread all of them. The second group is `.` minus
// the first group's folders, so the two lint exactly what `eslint .` lints, no file twice
// (scripts/test/lint-groups.test.mjs). `npm run lint` stays one `eslint .`.

/** The folders of the first process; the second lints the rest of the repository. */
export const NODE_PROGRAMS = Object.freeze(['api', 'contracts', 'e2e', 'scripts']);

/**
 * @param {readonly string[]} [folders]
 * @returns {string[][]} each process's ESLint arguments
 */
export function eslintGroups(folders = NODE_PROGRAMS) {
  const strict = ['--max-warnings', '0'];
  return [
    [...folders, ...strict],
    ['.', ...folders.flatMap((folder) => ['--ignore-pattern', `${folder}/`]), ...strict],
  ];
}
