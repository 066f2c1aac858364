// npm test lints in two ESLint processes (scripts/lib/lint-groups.mjs): together they must lint
// every file `eslint .` lints, and none twice, or a finding could pass unseen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { NODE_PROGRAMS, eslintGroups } from '../lib/lint-groups.mjs';
import { repoRoot } from '../lib/paths.mjs';

const LINTED = /\.(js|mjs|cjs|ts|tsx|mts|cts)$/;

test('the two groups are the Node programs, then the repository without them, both at no warnings', () => {
  const [first, rest] = eslintGroups(['api', 'e2e']);
  assert.deepEqual(first, ['api', 'e2e', '--max-warnings', '0']);
  assert.deepEqual(rest, ['.', '--ignore-pattern', 'api/', '--ignore-pattern', 'e2e/', '--max-warnings', '0']);
});

test('every file `eslint .` lints is linted by exactly one group', async () => {
  const whole = new ESLint({ cwd: repoRoot });
  const rest = new ESLint({ cwd: repoRoot, ignorePatterns: NODE_PROGRAMS.map((folder) => `${folder}/`) });
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => LINTED.test(file));
  let linted = 0;
  for (const file of files) {
    const absolute = path.join(repoRoot, file);
    if (await whole.isPathIgnored(absolute)) continue;
    linted += 1;
    const inFirst = NODE_PROGRAMS.some((folder) => file.startsWith(`${folder}/`));
    const inRest = !(await rest.isPathIgnored(absolute));
    assert.equal(Number(inFirst) + Number(inRest), 1, `${file}: in the first group ${inFirst}, in the second ${inRest}`);
  }
  // A broken ignore list would skip everything and prove nothing.
  assert.ok(linted > 1000, `${linted} files linted`);
});
