// The compose smoke (compose/smoke.spec.ts), the demo's paid enrolment and the fourth remote on /labs
// (containers/) against the real containers: docker-compose.yml + docker-compose.demo.yml built and
// run on podman by scripts/test-containers.mjs (decisions 306, 312), which brings the stack up
// before and tears it down after; the shell on port 3800.
import { defineConfig } from '@playwright/test';
import { BUILD_AS_BUILT, CHROMIUM_PROJECT, reporters, FAILURE_ARTIFACTS } from './support/e2e-env';
import { SHELL_URL } from '../scripts/lib/containers/stack.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: ['compose/smoke.spec.ts', 'containers/*.spec.ts'],
  outputDir: './artifacts/containers-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The first page of a container is its first request (the renderer fetches the remotes' bundles).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  build: BUILD_AS_BUILT,
  reporter: reporters('containers-report.json'),
  use: {
    baseURL: SHELL_URL,
    ...FAILURE_ARTIFACTS,
  },
  projects: [CHROMIUM_PROJECT],
});
