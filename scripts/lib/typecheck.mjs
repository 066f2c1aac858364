// `npm run typecheck` and npm test's typecheck stage: the browser workspaces as one program
// (tsconfig.apps.json), then every other workspace's own `typecheck` script. A workspace is
// covered by the shared program when tsconfig.apps.json includes its folders; a new workspace
// with a `typecheck` script and no place there is checked on its own, so none is skipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.mjs';
import { run } from './run.mjs';

export const APPS_TSCONFIG = 'tsconfig.apps.json';

/** JSON with the // comments tsconfig files carry. */
export const readJsonc = (/** @type {string} */ file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8').replace(/^\s*\/\/.*$/gm, ''));

/** The workspaces whose folders tsconfig.apps.json includes. */
export function appsProgramWorkspaces() {
  /** @type {{ include: string[] }} */
  const apps = readJsonc(APPS_TSCONFIG);
  return [...new Set(apps.include.map((folder) => folder.split('/')[0]))];
}

/** Workspaces with a `typecheck` script that the apps program does not cover, in the root package's order. */
export function separatelyCheckedWorkspaces() {
  const covered = new Set(appsProgramWorkspaces());
  /** @type {{ workspaces: string[] }} */
  const root = readJsonc('package.json');
  return root.workspaces.filter((dir) => {
    /** @type {{ scripts?: Record<string, string> }} */
    const pkg = readJsonc(path.join(dir, 'package.json'));
    return !covered.has(dir) && Boolean(pkg.scripts?.typecheck);
  });
}

export async function typecheckAll() {
  await run('npx', ['tsc', '-p', APPS_TSCONFIG], { cwd: repoRoot });
  await run('npm', ['run', 'typecheck', ...separatelyCheckedWorkspaces().flatMap((dir) => ['-w', dir])], { cwd: repoRoot });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await typecheckAll();
