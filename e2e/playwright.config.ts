// End-to-end tests drive the production build, served exactly as `npm start` serves it,
// in Debian's Chromium (never a downloaded browser).
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/e2e-env';

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'artifacts/report.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
});
