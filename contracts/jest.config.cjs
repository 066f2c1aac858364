// The contracts' jest project (listed by the root jest.config.cjs): their sources, through the
// `@sap-academy/source` export condition, compiled by @swc/jest to CommonJS.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@sap-academy/source', 'node'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
