// `npm run typecheck` and npm test's typecheck stage: the browser workspaces as one program
// (tsconfig.apps.json), then every other workspace's own `typecheck` script. A workspace is
// covered by the shared program when tsconfig.apps.json includes its folders; a new workspace
// with a `typecheck` script and no place there is checked on its own, so none is skipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { repoRoot } from './paths.mjs';
import { run } from './run.mjs';

export const APPS_TSCONFIG = 'tsconfig.apps.json';

/** A tsconfig file as TypeScript reads it (comments and trailing commas allowed), without its `extends` applied. */
export function readTsconfig(/** @type {string} */ file) {
  const { config, error } = ts.readConfigFile(path.join(repoRoot, file), ts.sys.readFile);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config;
}

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

/** The workspaces whose folders tsconfig.apps.json includes. */
export function appsProgramWorkspaces() {
  /** @type {{ include: string[] }} */
  const apps = readTsconfig(APPS_TSCONFIG);
  return [...new Set(apps.include.map((folder) => folder.split('/')[0]))];
}

/** Workspaces with a `typecheck` script that the apps program does not cover, in the root package's order. */
export function separatelyCheckedWorkspaces() {
  const covered = new Set(appsProgramWorkspaces());
  /** @type {{ workspaces: string[] }} */
  const root = readJson('package.json');
  return root.workspaces.filter((dir) => {
    /** @type {{ scripts?: Record<string, string> }} */
    const pkg = readJson(path.join(dir, 'package.json'));
    return !covered.has(dir) && Boolean(pkg.scripts?.typecheck);
  });
}

/** Both checks run, whatever the first finds, so one run reports every workspace's errors. */
export async function typecheckAll() {
  const checks = [
    () => run('npx', ['tsc', '-p', APPS_TSCONFIG], { cwd: repoRoot }),
    () => run('npm', ['run', 'typecheck', ...separatelyCheckedWorkspaces().flatMap((dir) => ['-w', dir])], { cwd: repoRoot }),
  ];
  const failures = [];
  for (const check of checks) await check().catch((/** @type {unknown} */ error) => failures.push(error));
  if (failures.length) throw failures[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await typecheckAll();
