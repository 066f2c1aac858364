// The site as docker-compose serves it (nginx + the API on PostgreSQL): the home page, the login
// page, and a student who signs up and enrols in the free course.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/page-guards';
import { logIn, signUp, uniqueEmail } from '../support/portal';

// The home page's h1 as the marketing remote declares it (its route table).
const routes = JSON.parse(readFileSync(new URL('../../mfe-marketing/src/config/public-routes.json', import.meta.url), 'utf8')) as Array<{
  path: string;
  heading: string;
}>;
const HOME_HEADING = routes.find((r) => r.path === '/')?.heading ?? '(no home route)';

test('the home page renders from the marketing remote with no CSP violation', async ({ page }) => {
  const consoleLog = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(consoleLog.messages.filter((m) => /Content Security Policy|Refused to/i.test(m.text))).toEqual([]);
  expect(consoleLog.errors()).toEqual([]);
});

test('the login page renders from the portal remote', async ({ page }) => {
  const consoleLog = watchConsole(page);
  await page.goto('/lms?action=login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(consoleLog.messages.filter((m) => /Content Security Policy|Refused to/i.test(m.text))).toEqual([]);
});

test('a student signs up, logs in and enrols in the free course; Continue Course opens the class video', async ({ page }) => {
  const consoleLog = watchConsole(page);
  const email = uniqueEmail('compose');
  await signUp(page, 'Compose Smoke', email);

  // A fresh session: log in with the new account (the API on PostgreSQL issued the token).
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await logIn(page, email);

  await page.getByRole('list', { name: 'Courses' }).getByRole('link', { name: 'SAP Foundations (Free)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SAP Foundations (Free)');
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  const continueCourse = page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' });
  await expect(continueCourse).toBeVisible();

  // The class viewer embeds YouTube's privacy-enhanced player: the CSP's frame-src allows it.
  await continueCourse.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What SAP is and who uses it');
  await page.getByRole('button', { name: 'Play video: What SAP is and who uses it' }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/sApFd0001aB"]')).toHaveCount(1);
  expect(consoleLog.messages.filter((m) => /Content Security Policy|Refused to/i.test(m.text))).toEqual([]);
});
