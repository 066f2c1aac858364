// Jest project settings shared by every React package (docs/decisions/003-test-strategy.md).
const path = require('node:path');

/** @param {string} dir the package folder @param {string} appName its federation name */
module.exports = function frontendProject(dir, appName) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    // The contracts from their TypeScript sources (contracts/package.json), not their build.
    testEnvironmentOptions: { customExportConditions: ['@sap-academy/source', 'browser'] },
    testMatch: ['<rootDir>/test/**/*.test.ts?(x)', '<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // The federation runtime is replaced by a controllable fake: unmocked, loadRemote
      // throws RUNTIME-009 (notes/module-federation.md, pitfall 8).
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-mock.ts'),
      '\\.(svg|png|jpe?g|webp|pdf)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'setup-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.ts')],
    globals: { __APP_NAME__: appName, __APP_VERSION__: '0.0.0-test' },
    clearMocks: true,
    restoreMocks: true,
    // A page-level test types and clicks through a whole form (2 s alone on 2 cores); jest's 5 s
    // default failed two back-office editor tests when the machine ran other work beside the
    // suite. A hung test still fails, after 15 s. Jest reads this only when the package runs
    // alone; setup-tests.ts sets the same for the root run's projects.
    testTimeout: 15_000,
  };
};
