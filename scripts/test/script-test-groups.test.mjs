// The scripts stage runs its files in two groups side by side; two files that both rebuild
// api/dist in different groups would race (one starting dist/server.js while the other rewrites
// it). This keeps the builders' list complete.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BUILDS_THE_API, scriptTestGroups } from '../lib/script-test-groups.mjs';
import { repoRoot } from '../lib/paths.mjs';

const DIR = path.join(repoRoot, 'scripts', 'test');
/** A build of the API or the contracts, however a test asks for it: a call of buildApi (not one
 * quoted as text, as stage-plan.test.mjs quotes test.mjs), or the build command itself. */
const BUILDS = /^[^'"`\n]*\bbuildApi\(|'build',\s*'-w'|api\/build\.mjs/m;

test('every scripts test that builds the API runs in the builders group, and only those', () => {
  const files = readdirSync(DIR).filter((file) => file.endsWith('.test.mjs'));
  const building = files.filter((file) => BUILDS.test(readFileSync(path.join(DIR, file), 'utf8')));
  assert.deepEqual([...building].sort(), [...BUILDS_THE_API].sort());
});

test('the groups split the stage without losing or repeating a file', () => {
  const files = ['scripts/test/api-build.test.mjs', 'scripts/test/budgets.test.mjs', 'scripts/test/release-channel.test.mjs', 'shell/build/test/x.test.mjs'];
  const { builders, others } = scriptTestGroups(files);
  assert.deepEqual(builders, ['scripts/test/api-build.test.mjs', 'scripts/test/release-channel.test.mjs']);
  assert.deepEqual(others, ['scripts/test/budgets.test.mjs', 'shell/build/test/x.test.mjs']);
});
