// Story-level steps for the portal specs (epic-stack style fixtures, as plain functions).
import { expect, type Page } from '@playwright/test';
import { apiUrl } from './e2e-env';
import { codeIn, waitForMail } from './mailbox';

export const PASSWORD = 'correct-horse-42';

/**
 * Opens a portal page and waits until its app owns it. The login page arrives as HTML
 * (decision 012) and shows before its scripts have run; a click that early does nothing (the
 * page's loader holds back a form's native submission), as for a student on a slow network.
 */
export async function gotoPortal(page: Page, path: string) {
  await page.goto(path);
  await waitForPortal(page);
}

const waitForPortal = (page: Page) => page.locator('[data-remote="mfe_lms"][data-hydrated]').waitFor({ state: 'attached' });

/**
 * Submits a sign-in or sign-up form and waits for what SPEC §4 does next: the page reloads, and
 * the reloaded /lms is the student's page rendered by the page server (decision 031), on screen
 * before its code has run; the next step waits until the portal owns it, or its first click (the
 * verification banner's "Send verification code") would do nothing.
 */
async function submitAndReload(page: Page, submit: () => Promise<void>) {
  const reloaded = page.waitForEvent('load');
  await submit();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');
  await waitForPortal(page);
}
export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(page: Page, name: string, email: string) {
  await gotoPortal(page, '/lms?action=signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New User Registration!');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submitAndReload(page, () => form.getByRole('button', { name: 'Sign Up' }).click());
}

export async function logIn(page: Page, email: string) {
  await gotoPortal(page, '/lms?action=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submitAndReload(page, () => form.getByRole('button', { name: 'Sign In' }).click());
}

interface ThroughApi {
  /** The API the site calls (a spec with a stack of its own passes its own). */
  api?: string;
  /** false: the next step opens a portal page itself (openCourse does), so /lms is not opened here. */
  openLms?: boolean;
}

/**
 * A student for a story whose subject comes after sign-up: registered and signed in through the
 * API, not the form (accounts.spec.ts and the portal's first story prove the form). The same two
 * calls the form makes (decision 005), from this page's browser context, so the context holds the
 * API's session cookie as after the form (decision 152); the token goes under SPEC §4's 'token'
 * and the page ends where the form's reload ends: /lms, the student's, owned by the portal.
 * One page load instead of the form's two (docs/perf/test-time.md, "2026-11-28 e2e set-up").
 */
export async function signUpThroughApi(page: Page, name: string, email: string, options: ThroughApi = {}) {
  const register = await page.request.post(`${options.api ?? apiUrl()}/lms/register`, { data: { name, email, password: PASSWORD } });
  expect(register.ok(), await register.text()).toBe(true);
  await logInThroughApi(page, email, options);
}

/** Signs a student in as logIn does, through the API (see signUpThroughApi). */
export async function logInThroughApi(page: Page, email: string, { api = apiUrl(), openLms = true }: ThroughApi = {}) {
  const login = await page.request.post(`${api}/lms/login`, { data: { username: email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  // localStorage belongs to the site's origin: its smallest document is enough to write it in.
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  if (!openLms) return;
  await gotoPortal(page, '/lms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logging you out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
}

export async function openCourse(page: Page, title: string) {
  await gotoPortal(page, '/lms');
  await page.getByRole('list', { name: 'Courses' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/**
 * The verification banner's code flow: an unverified student may not pay, so a spec
 * that pays verifies first, reading the code from the mail the API sent to the local SMTP capture.
 */
export async function verifyEmail(page: Page, email: string, mail: { dir?: string } = {}) {
  const banner = page.getByRole('region', { name: 'Verify your e-mail' });
  await expect(banner).toContainText(email);
  const since = Date.now();
  await banner.getByRole('button', { name: 'Send verification code' }).click();
  const code = codeIn(await waitForMail(email, /verification code/i, { since, ...mail }));
  await banner.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await banner.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(banner).toHaveCount(0);
}
