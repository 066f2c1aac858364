// The dev-server smoke: `rspack serve` for the shell and both remotes, the API on a fresh
// embedded database, started by dev/global-setup.ts on ports away from the other suites
// (3600-3602, API 4600). Run by scripts/test.mjs's "dev" stage.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PROJECT, reporters, FAILURE_ARTIFACTS } from './support/e2e-env';
import { devUrl } from './dev/dev-env';

export default defineConfig({
  testDir: './dev',
  outputDir: './artifacts/dev-results',
  globalSetup: './dev/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters('dev-report.json'),
  use: {
    baseURL: devUrl('shell'),
    ...FAILURE_ARTIFACTS,
  },
  projects: [CHROMIUM_PROJECT],
});
