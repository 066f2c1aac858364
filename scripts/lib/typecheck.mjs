// `npm run typecheck` and npm test's typecheck stage: the browser workspaces as one program
// (tsconfig.apps.json), then every other workspace's own `typecheck` script. A workspace is
// covered by the shared program when tsconfig.apps.json includes its folders; a new workspace
// with a `typecheck` script and no place there is checked on its own, so none is skipped.
// The programs are checked one after the other in one process, which parses and binds each
// declaration file (TypeScript's lib, @types, the packages' types) once for all of them, as
// `tsc --build` does; seven `tsc -p` processes did it seven times (docs/perf/test-time.md).
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

/**
 * The tsconfig files (from the root) a workspace's `typecheck` script checks when the script is
 * nothing but `tsc -p <file>` commands joined by `&&`; null when it does anything else.
 * @param {string} dir
 * @returns {string[] | null}
 */
export function tscProjects(dir) {
  /** @type {{ scripts: { typecheck: string } }} a workspace with a typecheck script */
  const pkg = readJson(path.join(dir, 'package.json'));
  const projects = pkg.scripts.typecheck.split('&&').map((command) => /^tsc -p (\S+)$/.exec(command.trim())?.[1]);
  return projects.every((project) => project !== undefined) ? projects.map((project) => path.posix.join(dir, project)) : null;
}

/** What the typecheck checks: tsconfig files checked here, and workspaces whose own script runs instead. */
export function typecheckPlan() {
  const workspaces = separatelyCheckedWorkspaces();
  return {
    programs: [APPS_TSCONFIG, ...workspaces.flatMap((dir) => tscProjects(dir) ?? [])],
    scripts: workspaces.filter((dir) => tscProjects(dir) === null),
  };
}

// .d.ts, .d.mts, .d.cts, .d.<ext>.ts, and .json.
const DECLARATION_OR_JSON = /\.d\.(?:[cm]?ts|[^./]+\.ts)$|\.json$/;

/**
 * A compiler-host factory whose hosts share one cache of declaration and JSON files, keyed as
 * `tsc --build` keys its own (path and module format): those parse and bind the same whatever the
 * program, while a program's own sources are parsed for each program.
 * @returns {(options: ts.CompilerOptions) => ts.CompilerHost}
 */
export function sharedDeclarationsHost() {
  /** @type {Map<string, ts.SourceFile>} */
  const shared = new Map();
  return (options) => {
    const host = ts.createCompilerHost(options);
    // tsc's own default: JSDoc in TypeScript files is parsed only where it can be a type error.
    host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
    const getSourceFile = host.getSourceFile;
    host.getSourceFile = (fileName, languageVersionOrOptions, ...rest) => {
      if (!DECLARATION_OR_JSON.test(fileName)) return getSourceFile.call(host, fileName, languageVersionOrOptions, ...rest);
      const format = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions.impliedNodeFormat : undefined;
      const key = `${format}\0${fileName}`;
      let file = shared.get(key);
      if (!file) {
        file = getSourceFile.call(host, fileName, languageVersionOrOptions, ...rest);
        if (file) shared.set(key, file);
      }
      return file;
    };
    return host;
  };
}

/**
 * What `tsc -p <tsconfig>` reports, from a program built with `createHost`.
 * @param {string} tsconfig absolute path
 * @param {(options: ts.CompilerOptions) => ts.CompilerHost} createHost
 * @returns {readonly ts.Diagnostic[]}
 */
export function checkProgram(tsconfig, createHost) {
  /** @type {ts.Diagnostic[]} */
  const unrecoverable = [];
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => unrecoverable.push(d) });
  if (!config) return unrecoverable;
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host: createHost(config.options),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  return ts.sortAndDeduplicateDiagnostics(ts.getPreEmitDiagnostics(program));
}

/** Every program of the plan in this process; prints what tsc would, returns whether all passed. */
export function checkPrograms(/** @type {readonly string[]} */ programs) {
  const createHost = sharedDeclarationsHost();
  const formatHost = { getCanonicalFileName: (/** @type {string} */ f) => f, getCurrentDirectory: () => repoRoot, getNewLine: () => '\n' };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  let passed = true;
  for (const tsconfig of programs) {
    const diagnostics = checkProgram(path.join(repoRoot, tsconfig), createHost);
    if (diagnostics.length === 0) continue;
    passed = false;
    process.stdout.write(`${format(diagnostics, formatHost)}\ntsc -p ${tsconfig}: ${diagnostics.length} error(s)\n`);
  }
  return passed;
}

/**
 * The programs in a child process (a check of a minute or more would block the caller's event
 * loop: npm test times its stages from it), and any workspace script that is not plain `tsc -p`.
 * Both run whatever the first finds, so one run reports every workspace's errors.
 * @param {{ node?: string, env?: NodeJS.ProcessEnv }} [on] the Node to check on (npm test's: scripts/lib/tool-node.mjs)
 */
export async function typecheckAll({ node = process.execPath, env = process.env } = {}) {
  const { scripts } = typecheckPlan();
  const checks = [() => run(node, [fileURLToPath(import.meta.url), '--programs-only'], { cwd: repoRoot, env })];
  if (scripts.length) checks.push(() => run('npm', ['run', 'typecheck', ...scripts.flatMap((dir) => ['-w', dir])], { cwd: repoRoot, env }));
  const failures = [];
  for (const check of checks) await check().catch((/** @type {unknown} */ error) => failures.push(error));
  if (failures.length) throw failures[0];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--programs-only')) process.exitCode = checkPrograms(typecheckPlan().programs) ? 0 : 1;
  else await typecheckAll();
}
