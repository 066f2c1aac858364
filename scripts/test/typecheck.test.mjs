// npm test type-checks the browser workspaces as one program (tsconfig.apps.json,
// docs/perf/test-time.md). That is the same check as each workspace's own only when the program
// holds exactly their folders with exactly their options; these tests keep it so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { APPS_TSCONFIG, appsProgramWorkspaces, readTsconfig, separatelyCheckedWorkspaces } from '../lib/typecheck.mjs';

const apps = readTsconfig(APPS_TSCONFIG);
const own = (dir) => readTsconfig(path.join(dir, 'tsconfig.json'));
/** A workspace's include entries as paths from the repository root. */
const includesOf = (dir) => own(dir).include.map((entry) => path.posix.normalize(path.posix.join(dir, entry)));
const insideOneOf = (file, folders) => folders.some((folder) => file === folder || file.startsWith(`${folder}/`));

test('the apps program holds every folder of the workspaces it covers, and nothing else', () => {
  const covered = appsProgramWorkspaces();
  assert.deepEqual(covered, ['mfe-shared', 'mfe-marketing', 'mfe-lms', 'mfe-admin']);
  const theirs = covered.flatMap(includesOf);
  const missing = theirs.filter((entry) => !insideOneOf(entry, apps.include));
  assert.deepEqual(missing, [], `in a workspace's tsconfig.json, not in ${APPS_TSCONFIG}`);
  const extra = apps.include.filter((entry) => !theirs.includes(entry));
  assert.deepEqual(extra, [], `in ${APPS_TSCONFIG}, in no covered workspace's tsconfig.json`);
});

test("the apps program's options are each covered workspace's: the base's, nothing of their own", () => {
  // An option only the program had (allowJs, a looser strictness) could hide an error the
  // workspace's own check reports; one only a workspace had would be lost here.
  assert.equal(apps.extends, './tsconfig.base.json');
  assert.equal(apps.compilerOptions, undefined);
  for (const dir of appsProgramWorkspaces()) {
    const config = own(dir);
    assert.equal(config.extends, '../tsconfig.base.json', `${dir}/tsconfig.json extends`);
    assert.deepEqual(config.compilerOptions ?? {}, {}, `${dir}/tsconfig.json compilerOptions`);
  }
});

test('every other workspace with a typecheck script is checked on its own', () => {
  assert.deepEqual(separatelyCheckedWorkspaces(), ['contracts', 'shell', 'api', 'scripts', 'e2e']);
});
