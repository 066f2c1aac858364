// npm test type-checks the browser workspaces as one program (tsconfig.apps.json,
// docs/perf/test-time.md). That is the same check as each workspace's own only when the program
// holds exactly their folders with exactly their options; these tests keep it so. All programs
// are checked in one process that shares declaration files between them: the last tests prove
// that this reports what `tsc -p` reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {
  APPS_TSCONFIG,
  appsProgramWorkspaces,
  checkProgram,
  readTsconfig,
  separatelyCheckedWorkspaces,
  sharedDeclarationsHost,
  tscProjects,
  typecheckPlan,
} from '../lib/typecheck.mjs';

const require = createRequire(import.meta.url);

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

test("each workspace's typecheck script is plain `tsc -p`, so its programs are checked in the one process", () => {
  assert.deepEqual(tscProjects('scripts'), ['scripts/tsconfig.json', 'tsconfig.tooling.json']);
  assert.deepEqual(typecheckPlan(), {
    programs: [
      'tsconfig.apps.json',
      'contracts/tsconfig.json',
      'shell/tsconfig.json',
      'api/tsconfig.json',
      'scripts/tsconfig.json',
      'tsconfig.tooling.json',
      'e2e/tsconfig.json',
    ],
    scripts: [],
  });
});

/** Two tiny programs in a temporary folder that share a declaration file; each has one type error. */
function twoPrograms() {
  const dir = mkdtempSync(path.join(tmpdir(), 'typecheck-'));
  const options = { lib: ['es5'], types: [], strict: true, noEmit: true };
  writeFileSync(path.join(dir, 'shared.d.ts'), 'declare const sharedCount: number;\n');
  for (const name of ['a', 'b']) {
    writeFileSync(path.join(dir, `${name}.ts`), `export const ${name}: string = sharedCount;\n`);
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ compilerOptions: options, files: [`${name}.ts`, 'shared.d.ts'] }));
  }
  return dir;
}

test('the programs share their declaration files, never their own sources', () => {
  const dir = twoPrograms();
  try {
    const createHost = sharedDeclarationsHost();
    const [first, second] = [createHost({}), createHost({})];
    const get = (host, file) => host.getSourceFile(path.join(dir, file), ts.ScriptTarget.ES2022);
    assert.equal(get(first, 'shared.d.ts'), get(second, 'shared.d.ts'));
    assert.notEqual(get(first, 'a.ts'), get(second, 'a.ts'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with the shared declarations each program still reports its own errors, as `tsc -p` does', () => {
  const dir = twoPrograms();
  try {
    const createHost = sharedDeclarationsHost();
    for (const name of ['a', 'b']) {
      const found = checkProgram(path.join(dir, `${name}.json`), createHost).map((d) => `${path.basename(d.file?.fileName ?? '')} TS${d.code}`);
      const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', `${name}.json`, '--pretty', 'false'], {
        cwd: dir,
        encoding: 'utf8',
      });
      const reported = [...tsc.stdout.matchAll(/^(\S+)\(\d+,\d+\): error (TS\d+)/gm)].map(([, file, code]) => `${file} ${code}`);
      assert.deepEqual(found, [`${name}.ts TS2322`]);
      assert.deepEqual(found, reported);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
