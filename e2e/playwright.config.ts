// End-to-end tests drive the production build, served exactly as `npm start` serves it,
// in Debian's Chromium (never a downloaded browser): its headless shell for the stories, the
// full browser for the specs about paint and vitals (decision 019).
import { defineConfig } from '@playwright/test';
import { BUILD_AS_BUILT, E2E_PORTS, mainSuiteProjects, reporters, FAILURE_ARTIFACTS } from './support/e2e-env';

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Three workers on two cores: a worker spends much of a test waiting on Chromium and the
  // servers, so two left half a core idle (300 s → 260 s, docs/perf/test-time.md, 2026-11-29 13:16).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  build: BUILD_AS_BUILT,
  reporter: reporters('report.json'),
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    ...FAILURE_ARTIFACTS,
  },
  projects: mainSuiteProjects(),
});
