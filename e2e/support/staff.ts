// The back office signed in as the demo admin, in a context of its own (so a spec's student page
// keeps its session): the one way specs reach staff screens.
import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };

export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(DEMO_ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}
