// The dev-server smoke: `rspack serve` for the shell and both remotes, the API on a fresh
// embedded database, started by dev/global-setup.ts on ports away from the other suites
// (3600-3602, API 4600). Run by scripts/test.mjs's "dev" stage.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/e2e-env';
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
  reporter: [['list'], ['json', { outputFile: process.env.DEV_REPORT ?? 'artifacts/dev-report.json' }]],
  use: {
    baseURL: devUrl('shell'),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
});
