import { expect, test, type Locator } from '@playwright/test';
import { waitForHydration } from '../support/page-guards';

/** The plain first-paint menu has become the Radix menu (it marks its trigger's state). */
const menuReady = (trigger: Locator) => expect(trigger).toHaveAttribute('data-state', 'closed');

test.describe('public header (SPEC §2)', () => {
  test('the Offerings dropdown opens on hover and leads to its three pages', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const offerings = nav.getByRole('button', { name: 'Offerings' });
    await menuReady(offerings);
    await offerings.hover();
    await expect(offerings).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: /^Staffing/ }).click();
    await expect(page).toHaveURL(/\/staffing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ERP and IT Staffing');
  });

  test('the dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const offerings = nav.getByRole('button', { name: 'Offerings' });
    await menuReady(offerings);
    await offerings.focus();
    await page.keyboard.press('Enter');
    await expect(offerings).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /^Training/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(offerings).toHaveAttribute('aria-expanded', 'false');
    await expect(offerings).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /^Implementation/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/implementation$/);
  });

  test('Sign Up and Login go to the portal with the action', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/lms?action=signup');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/lms?action=login');
  });

  test('below 768px the whole menu, dropdown included, sits behind the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await menuReady(nav.getByRole('button', { name: 'Offerings' }));
    await nav.getByRole('button', { name: 'Offerings' }).click();
    await nav.getByRole('link', { name: /^Implementation/ }).click();
    await expect(page).toHaveURL(/\/implementation$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
