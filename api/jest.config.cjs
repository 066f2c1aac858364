// The API's jest project (listed by the root jest.config.cjs). TypeScript and the ESM-only jose
// go through @swc/jest to CommonJS. When TEST_DATABASE_URL is set, every suite also runs against
// that PostgreSQL server (see test/helpers/database.ts).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
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
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|content-disposition|@electric-sql/pglite)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/fail-on-console-error.ts'],
  testTimeout: 60_000,
};
