import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from '../../scripts/lib/ensure-system.mjs';

// Ports of the stack the suite starts (away from `npm start`'s 3000–3003 and 4000, so a
// developer's running site does not collide), and the Chromium the machine provides.
export const E2E_PORTS = { shell: 3100, marketing: 3101, lms: 3102, admin: 3103, api: 4100, smtp: 4125 } as const;

/** Shells that specs start on their own (remote-down, runtime URLs) use these fixed ports so
 * the API's CORS allow-list can name them. */
export const ISOLATED_SHELL_PORTS = {
  remoteDown: 3110,
  runtimeUrls: 3120,
  remoteDownMarketing: 3130,
  routeMap: 3150,
  rum: 3160,
  fourthRemote: 3170,
  canary: 3180,
} as const;

/** The Razorpay spec's own stack (an API with PAYMENT_PROVIDER=razorpay) and its fake Razorpay. */
export const RAZORPAY_PORTS = { shell: 3140, marketing: 3141, lms: 3142, admin: 3143, api: 4140, razorpay: 4149, smtp: 4145 } as const;

export const CHROMIUM_PATH: string = CHROMIUM;
export const CHROMIUM_HEADLESS_SHELL_PATH: string = CHROMIUM_HEADLESS_SHELL;
export const CHROMIUM_ARGS: string[] = [...SHARED_CHROMIUM_ARGS];

export const apiUrl = () => process.env.E2E_API_URL ?? `http://localhost:${E2E_PORTS.api}`;

/**
 * Built files are loaded as built. Playwright otherwise recompiles every file outside
 * node_modules that a spec or set-up loads, the page server (shell/dist/server/page-server.cjs)
 * and its renderer included: the suites would run another text of the page's inline loader
 * than the image does, with another CSP hash.
 */
export const BUILD_AS_BUILT = { external: ['**/dist/**'] };

/**
 * What a failed test leaves behind: its trace (every action with a DOM snapshot, the network, the
 * console) and a screenshot of the end. The trace's film strip of screenshots is off: recording it
 * made the browser encode frames all through every test, passing ones included, 20 % of the CPU
 * of three long specs on 2 cores (292 → 233 CPU s, docs/perf/e2e-time.md); the DOM snapshots
 * show each step all the same.
 */
export const FAILURE_ARTIFACTS = {
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  screenshot: 'only-on-failure',
} as const satisfies PlaywrightTestConfig['use'];

/** Debian's full Chromium (`/usr/bin/chromium`), never a downloaded one. */
export const CHROMIUM_PROJECT = {
  name: 'chromium',
  use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
};

/**
 * The specs whose subject is what the full browser paints and measures: first paint, fonts and
 * media, and the Core Web Vitals real users report. They run in the full Chromium; every other
 * story of the main suite runs in the headless shell (decision 019).
 */
export const FULL_BROWSER_SPECS = ['first-paint.spec.ts', 'media-and-fonts.spec.ts', 'real-user-monitoring.spec.ts'];

/**
 * The main suite's two projects. The stories run in Debian's Chromium headless shell (the same
 * Chromium release, less than half the full browser's CPU: 1,544 → 1,069 CPU s for the stage,
 * docs/perf/e2e-time.md); E2E_FULL_CHROMIUM=1 runs every spec in the full browser instead.
 */
export function mainSuiteProjects(): NonNullable<PlaywrightTestConfig['projects']> {
  if (process.env.E2E_FULL_CHROMIUM === '1') return [CHROMIUM_PROJECT];
  const fullBrowser = FULL_BROWSER_SPECS.map((spec) => `**/${spec}`);
  return [
    {
      name: 'headless-shell',
      testIgnore: fullBrowser,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
      },
    },
    { ...CHROMIUM_PROJECT, testMatch: fullBrowser },
  ];
}

/**
 * Every suite's list output plus a JSON report, written where `npm test` asks
 * (PLAYWRIGHT_JSON_OUTPUT_NAME, scripts/lib/playwright-suite.mjs) or to `fallback` when run by hand.
 */
export const reporters = (fallback: string): PlaywrightTestConfig['reporter'] => [
  ['list'],
  ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `artifacts/${fallback}` }],
];
