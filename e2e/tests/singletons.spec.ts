import { expect, test } from '@playwright/test';
import { apiUrl } from '../support/e2e-env';
import { watchConsole } from '../support/page-guards';
import { gotoPortal } from '../support/portal';

// Loaded at start-up, so the shell provides them; zod and react-hook-form load with the
// sign-in form, from whichever app registered them first, but still once.
const STARTUP_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', 'mfe-shared'];
const SINGLETONS = [...STARTUP_SINGLETONS, 'zod', 'react-hook-form'];

test('a login recorded by the shell is seen inside the LMS remote, and a logout from the remote changes the shell header', async ({ page, request }) => {
  const console = watchConsole(page);
  // A minimal React DevTools hook: every copy of react-dom that starts registers itself here.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const email = `singleton-${Date.now()}@example.com`;
  const password = 'correct-horse-42';
  const register = await request.post(`${apiUrl()}/lms/register`, { data: { name: 'Meera Iyer', email, password } });
  expect(register.ok()).toBe(true);

  await gotoPortal(page, '/lms?action=login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back! Please login to continue!');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // The page reloads; the shell's start-up check records the user in the shared store…
  const portalNav = page.getByRole('navigation', { name: 'Portal' });
  await expect(portalNav).toBeVisible();
  // …and the LMS remote reads the very same store.
  await expect(page.locator('[data-remote="mfe_lms"]')).toContainText('Hello, Meera Iyer!');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // A logout done inside the remote changes the header the shell renders.
  await page.locator('[data-remote="mfe_lms"]').getByRole('button', { name: 'Not you? Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(portalNav).toBeHidden();
  await expect(page.getByText('Logging you out!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  // Exactly one copy of each shared library on the page, provided by the shell.
  await gotoPortal(page, '/lms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  const scope = await page.evaluate((names) => {
    const share =
      (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
    const result: Record<string, { versions: string[]; from: string[]; loaded: number }> = {};
    for (const instance of Object.values(share)) {
      for (const name of names) {
        const versions = instance.default?.[name] ?? {};
        const entry = (result[name] ??= { versions: [], from: [], loaded: 0 });
        for (const [version, info] of Object.entries(versions)) {
          if (!entry.versions.includes(version)) entry.versions.push(version);
          if (!entry.from.includes(info.from)) entry.from.push(info.from);
        }
      }
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    expect.soft(scope[name]?.versions, `${name} versions`).toHaveLength(1);
    expect.soft(scope[name]?.from, `${name} provider`).toHaveLength(1);
    if (STARTUP_SINGLETONS.includes(name)) expect.soft(scope[name]?.from, `${name} provider`).toEqual(['shell']);
  }
  const reactDomCopies = await page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(reactDomCopies).toBe(1);
  expect(console.messages.filter((m) => /several instances|multiple copies|Invalid hook call/i.test(m.text))).toEqual([]);
  expect(console.errors()).toEqual([]);
});
