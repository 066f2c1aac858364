import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH, FULL_BROWSER_SPECS, mainSuiteProjects } from '../support/e2e-env';

// Decision 019: the stories run in Debian's Chromium headless shell, the specs about paint and
// vitals in the full browser. That trade holds only while both are the same Chromium release.

test('the headless shell the stories run in is the same Chromium release as the full browser', async () => {
  const launch = (executablePath: string) => chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const [full, shell] = await Promise.all([launch(CHROMIUM_PATH), launch(CHROMIUM_HEADLESS_SHELL_PATH)]);
  try {
    expect(shell.version()).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(shell.version()).toBe(full.version());
  } finally {
    await Promise.all([full.close(), shell.close()]);
  }
});

test('the specs about paint and vitals run in the full Chromium, every other spec in the headless shell', () => {
  const projects = mainSuiteProjects();
  const byName = new Map(projects.map((project) => [project.name, project]));
  const executable = (name: string) => byName.get(name)?.use?.launchOptions?.executablePath;
  expect([...byName.keys()].sort()).toEqual(['chromium', 'headless-shell']);
  expect(executable('chromium')).toBe(CHROMIUM_PATH);
  expect(executable('headless-shell')).toBe(CHROMIUM_HEADLESS_SHELL_PATH);
  const fullBrowser = FULL_BROWSER_SPECS.map((spec) => `**/${spec}`);
  expect(byName.get('chromium')?.testMatch).toEqual(fullBrowser);
  expect(byName.get('headless-shell')?.testIgnore).toEqual(fullBrowser);
  expect(test.info().project.name).toBe('headless-shell');
});

test('E2E_FULL_CHROMIUM=1 runs every spec in the full Chromium', () => {
  const before = process.env.E2E_FULL_CHROMIUM;
  process.env.E2E_FULL_CHROMIUM = '1';
  try {
    const [only, ...others] = mainSuiteProjects();
    expect(others).toEqual([]);
    expect(only?.use?.launchOptions?.executablePath).toBe(CHROMIUM_PATH);
    expect(only?.testMatch ?? only?.testIgnore).toBeUndefined();
  } finally {
    if (before === undefined) delete process.env.E2E_FULL_CHROMIUM;
    else process.env.E2E_FULL_CHROMIUM = before;
  }
});
