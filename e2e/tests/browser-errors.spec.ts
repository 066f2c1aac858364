// Browser errors in the back office (decision 144): an uncaught error on a real page goes out with
// the RUM beacon (decision 316), the API stores it once per fingerprint with a count, and an admin
// finds it in Back office → Browser errors. The same error thrown twice in one page view is one
// record (the shell deduplicates within a page view), so the list counts it once. Other specs load
// pages against the same API at the same time: the error carries a word of its own and the list is
// searched for it rather than counted as a whole.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page-guards';

// The demo seed's staff account (api/src/db/seed, README "Try it").
const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };
// Letters only: the API scrubs runs of more than six digits from a stored message.
const WORD = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const MESSAGE = `boom ${WORD}`;

async function signInStaff(page: Page) {
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** The text of `row`'s cell under the column headed `header`. */
async function cellUnder(table: Locator, row: Locator, header: string) {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index, `a "${header}" column`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

test('an uncaught error on a page is listed once in the back office, with its count', async ({ page, context }) => {
  const visitor = await context.newPage();
  const beacons: Array<Record<string, unknown>> = [];
  visitor.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/rum') {
      const record = request.postDataJSON() as Record<string, unknown>;
      if (record.type === 'error') beacons.push(record);
    }
  });
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(visitor);
  // Thrown from a timer, not from evaluate itself: evaluate would catch it; this reaches
  // window.onerror as an uncaught error, twice in the same page view.
  await visitor.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
    setTimeout(() => {
      throw new Error(message);
    }, 50);
  }, MESSAGE);
  await expect.poll(() => beacons.filter((record) => record.message === MESSAGE).length).toBe(1);
  await visitor.waitForTimeout(300);
  expect(beacons.filter((record) => record.message === MESSAGE)).toEqual([
    expect.objectContaining({ type: 'error', kind: 'error', route: '/', message: MESSAGE }),
  ]);
  await visitor.close();

  await signInStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Browser errors' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browser errors' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Browser errors' });
  const row = table.getByRole('row').filter({ hasText: MESSAGE });
  // The API stores beacons on its next flush (RUM_FLUSH_MS): reload until the row is there.
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(await cellUnder(table, row, 'Times')).toHaveText('1');
  await expect(row).toContainText('Uncaught error');
  await expectNoAxeViolations(page, { summary: true });
});
