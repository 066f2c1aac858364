// The API's jest project (listed by the root jest.config.cjs). TypeScript and the ESM-only jose
// go through @swc/jest to CommonJS. When TEST_DATABASE_URL is set, the suites run against that
// PostgreSQL server, and the driver-dependent ones on PGlite too (test/helpers/database.ts, decision 128).
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  // Node's environment plus a per-worker cache of PGlite's compiled module and data-dir dump.
  testEnvironment: '<rootDir>/test/helpers/worker-environment.cjs',
  // The contracts from their TypeScript sources (contracts/package.json), not their build.
  testEnvironmentOptions: { customExportConditions: ['@sap-academy/source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
    // The mail templates (react-email, src/mail) with React's automatic runtime; .ts files keep
    // the plain parser (in TSX, `<T>x` and `<T>() =>` would mean JSX).
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  // @react-email/render's CommonJS build loads react-dom/server with import(), and unpdf (tests'
  // PDF reader) its pdf.js bundle: swc turns those into require() here (jest runs without
  // --experimental-vm-modules).
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|cookie|content-disposition|@electric-sql/pglite|@react-email|unpdf|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)',
  ],
  // unpdf exports its pdf.js bundle for `import` only; jest resolves with `require`.
  moduleNameMapper: {
    '^unpdf/pdfjs$': path.join(path.dirname(require.resolve('unpdf')), 'pdfjs.mjs'),
    // zxcvbn-ts from the jest worker's cache: its dictionaries ranked once per worker, not per file.
    '^@zxcvbn-ts/core$': '<rootDir>/test/helpers/zxcvbn/core.cjs',
    '^@zxcvbn-ts/language-common$': '<rootDir>/test/helpers/zxcvbn/language-common.cjs',
    '^@zxcvbn-ts/language-en$': '<rootDir>/test/helpers/zxcvbn/language-en.cjs',
  },
  // A console.error fails the test; so does a query asked of a busy PostgreSQL connection.
  setupFilesAfterEnv: ['<rootDir>/test/setup/fail-on-console-error.ts', '<rootDir>/test/setup/one-query-per-connection.ts'],
  testTimeout: 60_000,
};
