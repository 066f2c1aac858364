// Story-level steps for the portal specs (epic-stack style fixtures, as plain functions).
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';
export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(page: Page, name: string, email: string) {
  await page.goto('/lms?action=signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New User Registration!');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');
}

export async function logIn(page: Page, email: string) {
  await page.goto('/lms?action=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');
}

export async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logging you out!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
}

export async function openCourse(page: Page, title: string) {
  await page.goto('/lms');
  await page.getByRole('list', { name: 'Courses' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}
