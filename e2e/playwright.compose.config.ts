// The docker-compose smoke: the built apps served by Debian's nginx with the images'
// own configuration (deploy/nginx), the API on PostgreSQL; started by compose/global-setup.ts on
// ports away from the main suite (3500–3509, API 4500). Run by scripts/test-compose.mjs.
import { defineConfig } from '@playwright/test';
import { BUILD_AS_BUILT, CHROMIUM_PROJECT, reporters, FAILURE_ARTIFACTS } from './support/e2e-env';
import { COMPOSE_SHELL_URL } from './compose/compose-env';

export default defineConfig({
  testDir: './compose',
  outputDir: './artifacts/compose-results',
  globalSetup: './compose/global-setup.ts',
  // One stack, and one spec re-renders the shell: in order, one worker.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  build: BUILD_AS_BUILT,
  reporter: reporters('compose-report.json'),
  use: {
    baseURL: COMPOSE_SHELL_URL,
    ...FAILURE_ARTIFACTS,
  },
  projects: [CHROMIUM_PROJECT],
});
