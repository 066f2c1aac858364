// One lint setup for every workspace (decision 009). `npm run lint` runs it with --max-warnings 0;
// `npm test` runs it in its lint stage. The boundaries below are the ones STYLE.md takes from
// bulletproof-react, widened to the monorepo: which package may import which, and inside a
// frontend package which folder may import which.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APPS_TSCONFIG, readTsconfig } from './scripts/lib/typecheck.mjs';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);

// Remotes listed by name so that a remote not created yet (mfe-admin) is already covered.
const REMOTES = ['mfe-marketing', 'mfe-lms', 'mfe-admin'];
const FRONTENDS = ['shell', ...REMOTES];
const API_CALLS_MESSAGE = "Call the API from features/<feature>/api/<verb-noun>.ts, with the contracts' path builders (decision 016).";
const APPS = [...FRONTENDS, 'api'];

/** Every `<package>/src/features/<name>` folder on disk, so a new feature is covered without an edit. */
function featureFolders() {
  return FRONTENDS.flatMap((pkg) => {
    try {
      return readdirSync(at(pkg, 'src', 'features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ pkg, feature: entry.name }));
    } catch {
      return [];
    }
  });
}

const packageZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./shell', ...REMOTES.filter((other) => other !== remote)],
    message: 'A remote never imports the shell or another remote: share through mfe-shared.',
  })),
  {
    target: './mfe-shared',
    from: APPS.map((app) => `./${app}`),
    message: 'mfe-shared is imported by the apps, never the other way round.',
  },
  {
    // mfe-shared/contracts re-exports them for the remotes, but the API's production install has
    // no mfe-shared (its peers are React's family, decision 111): @sap-academy/contracts only.
    target: './api',
    from: [...FRONTENDS, 'mfe-shared'].map((app) => `./${app}`),
    message: 'The API imports only the contracts, as @sap-academy/contracts.',
  },
  {
    target: './api/src',
    from: ['./scripts', './e2e'],
    message: 'Production code never runs developer tooling.',
  },
  {
    target: './contracts',
    from: [...APPS, 'mfe-shared', 'scripts', 'e2e'].map((dir) => `./${dir}`),
    message: 'The contracts depend on nothing but zod: every side imports them.',
  },
];

// Inside a frontend package (bulletproof-react): shared folders → features → app. A feature
// reaches another feature only through that feature's public entry, its index.ts.
// A zone's target is a folder, not a `folder/**` glob: the rule compiles every glob target anew
// for each file it lints (about 90 per file here), where a folder is one path comparison.
const SHARED_FOLDERS = ['components', 'config', 'content', 'hooks', 'lib', 'types', 'utils'];
const folderZones = FRONTENDS.flatMap((pkg) => [
  {
    target: SHARED_FOLDERS.map((dir) => at(pkg, 'src', dir)),
    from: [at(pkg, 'src', 'features', '**'), at(pkg, 'src', 'app', '**')],
    message: 'Shared folders (components, config, lib…) import neither features nor the app.',
  },
  {
    target: at(pkg, 'src', 'features'),
    from: at(pkg, 'src', 'app', '**'),
    message: 'A feature never imports the app that composes it.',
  },
]);
const featureZones = featureFolders().map(({ pkg, feature }) => ({
  target: at(pkg, 'src', 'features', feature),
  from: at(pkg, 'src', 'features', '**'),
  except: [at(pkg, 'src', 'features', feature, '**'), at(pkg, 'src', 'features', '*', 'index.{ts,tsx}')],
  message: `Import another feature through its public entry (features/<name>/index.ts), or move the shared part to components/ or lib/.`,
}));

// The API's layers (STYLE.md "Layers", decision 124): a route speaks HTTP and calls a service; a
// service owns the rule, the transaction and the audit row; a repository only reads and writes.
// Paths are checked by the zone rule, packages by name (no-restricted-imports, below).
const API = (...parts) => at('api', 'src', ...parts);
const apiLayerZones = [
  {
    target: API('routes'),
    from: [API('db', '{schema.ts,schema/**}'), API('db', 'retry.*'), API('db', 'transaction.*')],
    message: 'A route queries nothing and opens no transaction: call a service (decision 124).',
  },
  {
    target: API('repositories'),
    from: [API('lib', 'http-error.*'), API('plugins', '**'), API('routes', '**'), API('services', '**'), API('db', 'transaction.*'), API('db', 'retry.*')],
    message: 'A repository only reads and writes, on the database or transaction it is given: no HTTP, no service, no transaction of its own (decision 124).',
  },
  {
    target: API('services'),
    from: [API('lib', 'http-error.*'), API('plugins', '**'), API('routes', '**')],
    message: 'A service knows nothing of HTTP: throw a domain error (domain/errors.ts), the error handler maps it (decision 124).',
  },
];
const FASTIFY_PACKAGES = ['fastify', 'fastify-*', '@fastify/*'];
const apiLayerImports = [
  {
    files: ['api/src/routes/**/*.ts'],
    patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'A route queries nothing: a repository does, called by a service (decision 124).' }],
  },
  {
    files: ['api/src/repositories/**/*.ts'],
    patterns: [{ group: FASTIFY_PACKAGES, message: 'A repository knows nothing of HTTP (decision 124).' }],
  },
  {
    files: ['api/src/services/**/*.ts'],
    patterns: [
      { group: FASTIFY_PACKAGES, message: 'A service knows nothing of Fastify: it takes what it needs (db, config…) as plain values (decision 124).' },
    ],
  },
].map(({ files, ignores = [], patterns }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': /** @type {import('eslint').Linter.RuleEntry} */ (['error', { patterns }]) },
}));

// A repository never opens a transaction (decision 124): the service that calls it does, with
// `inTransaction`, and hands the repository its transaction. Syntax, not imports, so a
// `db.transaction(…)` on the handle a repository was given is caught too.
const NO_TRANSACTION_IN_REPOSITORIES =
  'A repository never opens a transaction: the service opens it with inTransaction and passes the transaction in (decision 124).';
/** @type {import('eslint').Linter.Config} */
const apiRepositoryTransactions = {
  files: ['api/src/repositories/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "CallExpression[callee.property.name='transaction']", message: NO_TRANSACTION_IN_REPOSITORIES },
      { selector: 'CallExpression[callee.name=/^(transactionWithRetry|inTransaction)$/]', message: NO_TRANSACTION_IN_REPOSITORIES },
    ],
  },
};

// Type-aware rules only where a tsconfig.json covers the file (the project service finds it).
const TYPED = ['{shell,mfe-*,contracts}/{src,test,testing,server}/**/*.{ts,tsx}', 'api/{src,test}/**/*.ts', 'api/drizzle.config.ts', 'e2e/**/*.ts'];

/** @type {{ include: string[] }} */
const appsProgram = readTsconfig(APPS_TSCONFIG);
const APPS_PROGRAM_FILES = appsProgram.include.map((folder) => `${folder}/**/*.{ts,tsx}`);

// The type-aware rules that catch bugs the compiler does not: a promise nobody awaits or
// handles, a promise where a callback's result is ignored, a cast that changes nothing.
/** @type {import('eslint').Linter.RulesRecord} */
const TYPED_RULES = {
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/no-unnecessary-type-assertion': 'error',
  '@typescript-eslint/only-throw-error': 'error',
  '@typescript-eslint/no-base-to-string': 'error',
};

export default defineConfig(
  // Build output (the apps' and, once it is compiled, the API's dist/) and run artefacts.
  globalIgnores([
    '**/dist/',
    '**/dist-*/',
    '**/coverage/',
    '**/@mf-types/',
    '**/.mf/',
    '.run/',
    '.bench/',
    '.data/',
    'test-results/',
    'playwright-report/',
    'e2e/artifacts/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: TYPED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: TYPED_RULES,
  },
  {
    // The browser workspaces' types from the one program the typecheck stage checks them in
    // (tsconfig.apps.json: the same folders, the same options, scripts/test/typecheck.test.mjs).
    // The project service would build a program per workspace, each parsing and binding
    // mfe-shared's and the contracts' sources and every type package again
    // (docs/perf/test-time.md, "2026-11-29 Lint and type checks: fewer programs").
    files: APPS_PROGRAM_FILES,
    languageOptions: { parserOptions: { projectService: false, project: APPS_TSCONFIG } },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into these files only (import-x's default is .js alone).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrorsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...packageZones, ...folderZones, ...featureZones, ...apiLayerZones] }],
    },
  },
  {
    // A test file is a leaf: nothing imports it, so it can close no cycle. Cycles among the modules
    // it imports are reported where they are, by those modules' own lint; walking their whole
    // graph again from each of the ~700 test files cost about a fifth of the lint stage's CPU.
    files: ['**/*.{test,spec,property.test}.{ts,tsx,mjs}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['{shell,mfe-*}/{src,test,testing}/**/*.{ts,tsx}', 'scripts/bench/monolith/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // The frontends run in the browser (and jsdom); developer tooling hands functions to
    // Playwright's page.evaluate and writes inline page scripts, which run in the page.
    files: ['{shell,mfe-*}/{src,test,testing}/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // One browser API surface (decision 016, docs/contributing/browser-api.md): a remote or the
    // shell calls the API only from `features/<feature>/api/<verb-noun>.ts`; components and hooks
    // import those. The clients themselves (mfe-shared's, the back office's wrappers) are exempt.
    files: ['{shell,mfe-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/features/*/api/**', 'mfe-shared/src/{api,auth,config,data}/**', 'mfe-admin/src/lib/{api,use-admin-api,use-list}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'mfe-shared', importNames: ['apiFetch', 'useApi', 'PORTAL_API_PATHS'], message: API_CALLS_MESSAGE },
            { name: 'mfe-shared/download', importNames: ['downloadFile'], message: API_CALLS_MESSAGE },
          ],
          patterns: [
            {
              group: ['**/lib/api', '**/lib/use-admin-api', '**/lib/use-list'],
              importNames: ['adminFetch', 'useAdminApi', 'useList'],
              message: API_CALLS_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: API_CALLS_MESSAGE }],
    },
  },
  {
    // Not the API: the federation runtime's manifest and entry requests.
    files: ['shell/src/features/remotes/remote-plugins.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Playwright reads a fixture's needs from its first parameter, which must be a pattern: `({}, testInfo)`.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // One axe check (e2e/support/axe.ts): AxeBuilder per scan opens a page and evaluates axe-core
    // twice each time (docs/perf/e2e-time.md).
    files: ['e2e/**'],
    ignores: ['e2e/support/axe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@axe-core/playwright', message: 'Check a screen with expectNoAxeViolations or axeViolations from e2e/support/axe.ts.' }] },
      ],
    },
  },
  {
    // Packages by name; the zone above catches the workspace folders by resolved path.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-*', 'styled-components', 'swr', 'zustand'],
              message: 'The contracts stay React-free: the API imports them too.',
            },
          ],
        },
      ],
    },
  },
  ...apiLayerImports,
  apiRepositoryTransactions,
);
