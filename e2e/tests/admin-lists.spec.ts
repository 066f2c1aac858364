// Back-office lists remember where staff were (decision 026): a staff member filters the leads,
// goes to page 2, reloads and finds the same filters and page; Back returns to the filter before
// the last change. The list's state is the URL's, through the shell's router.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiUrl } from '../support/e2e-env';

// The demo seed's staff account (api/src/db/seed, README "Try it").
const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };
const stamp = `${Date.now()}`.slice(-8);
const SOURCE = `lists-e2e-${stamp}`;
/** More leads of this source than one page of ten holds. */
const LEAD_COUNT = 13;

async function signInStaff(page: Page) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

test('a filtered, paged leads list survives a reload, and Back restores the previous filter', async ({ page, request }) => {
  for (let i = 0; i < LEAD_COUNT; i += 1) {
    const res = await request.post(`${apiUrl()}/leads`, {
      data: { type: 'contact', name: `List Lead ${i}`, email: `list-lead-${stamp}-${i}@example.com`, subject: 'Paging', utm_source: SOURCE },
    });
    expect(res.ok()).toBeTruthy();
  }
  await signInStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter leads' });
  const pager = page.getByRole('navigation', { name: 'Leads pages' });
  // Typed text reaches the URL once typing stops.
  await filters.getByLabel('UTM source').pressSequentially(SOURCE);
  await expect(page).toHaveURL(new RegExp(`[?&]utm_source=${SOURCE}(&|$)`));
  await pager.getByLabel('Rows per page').selectOption('10');
  await expect(pager).toContainText(`Page 1 of 2 (${LEAD_COUNT} in all)`);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByRole('row')).toHaveCount(1 + LEAD_COUNT - 10);
  await expectNoAxeViolations(page, { summary: true });

  await page.reload();
  await expect(filters.getByLabel('UTM source')).toHaveValue(SOURCE);
  await expect(pager).toContainText(`Page 2 of 2 (${LEAD_COUNT} in all)`);
  await expect(pager.getByLabel('Rows per page')).toHaveValue('10');
  await expect(table.getByRole('row')).toHaveCount(1 + LEAD_COUNT - 10);

  // A new filter is a new history entry, on page 1.
  await filters.getByLabel('Status').selectOption('contacted');
  await expect(page).toHaveURL(/[?&]status=contacted(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText('No leads match.')).toBeVisible();

  await page.goBack();
  await expect(filters.getByLabel('Status')).toHaveValue('');
  await expect(filters.getByLabel('UTM source')).toHaveValue(SOURCE);
  await expect(pager).toContainText(`Page 2 of 2 (${LEAD_COUNT} in all)`);

  await page.goForward();
  await expect(filters.getByLabel('Status')).toHaveValue('contacted');
  await expect(page.getByText('No leads match.')).toBeVisible();
});

test('an invalid list URL shows the default list, not an error', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/admin/leads?page=-3&status=bogus&sort=password&page_size=7');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Filter leads' }).getByLabel('Status')).toHaveValue('');
  await expect(page.getByRole('navigation', { name: 'Leads pages' })).toContainText(/Page 1 of/);
  // No error view (an alert with a Retry): the API was never sent the bad values.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
