// npm test type-checks the browser workspaces as one program (tsconfig.apps.json,
// docs/perf/test-time.md). That is the same check as each workspace's own only when the program
// holds exactly their folders with exactly their options; these tests keep it so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { APPS_TSCONFIG, appsProgramWorkspaces, readJsonc, separatelyCheckedWorkspaces } from '../lib/typecheck.mjs';

const apps = readJsonc(APPS_TSCONFIG);
const own = (dir) => readJsonc(path.join(dir, 'tsconfig.json'));
/** A workspace's include entries as paths from the repository root. */
const includesOf = (dir) => own(dir).include.map((entry) => path.posix.normalize(path.posix.join(dir, entry)));
const insideOneOf = (file, folders) => folders.some((folder) => file === folder || file.startsWith(`${folder}/`));

test('the apps program holds every folder of the workspaces it covers, and nothing else', () => {
  const covered = appsProgramWorkspaces();
  assert.deepEqual(covered, ['mfe-shared', 'shell', 'mfe-marketing', 'mfe-lms', 'mfe-admin']);
  const theirs = covered.flatMap(includesOf);
  const missing = theirs.filter((entry) => !insideOneOf(entry, apps.include));
  assert.deepEqual(missing, [], `in a workspace's tsconfig.json, not in ${APPS_TSCONFIG}`);
  const extra = apps.include.filter((entry) => !theirs.includes(entry));
  assert.deepEqual(extra, [], `in ${APPS_TSCONFIG}, in no covered workspace's tsconfig.json`);
});

test("each covered workspace checks with the apps program's options: the same base, nothing of its own", () => {
  assert.equal(apps.extends, './tsconfig.base.json');
  for (const dir of appsProgramWorkspaces()) {
    const config = own(dir);
    assert.equal(config.extends, '../tsconfig.base.json', `${dir}/tsconfig.json extends`);
    for (const [option, value] of Object.entries(config.compilerOptions ?? {})) {
      assert.deepEqual(apps.compilerOptions[option], value, `${dir}'s ${option}`);
    }
  }
  // An option of the program's that a covered workspace does not set must not hide its errors.
  assert.deepEqual(Object.keys(apps.compilerOptions).sort(), ['allowJs', 'checkJs']);
  assert.equal(apps.compilerOptions.checkJs, false);
});

test('every other workspace with a typecheck script is checked on its own', () => {
  assert.deepEqual(separatelyCheckedWorkspaces(), ['contracts', 'api', 'scripts', 'e2e']);
});
