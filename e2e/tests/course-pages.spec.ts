// A course's public page (decision 211): a visitor opens SAP MM from /courses, reads its price
// with the GST wording, its syllabus and its FAQ in the HTML the server sent, plays the free
// preview (the seed's first class), finds no player on any other class, and "Enrol now" takes
// them to the portal's sign-in, which brings them back to the course (SPEC's portal flow). The
// page server answers an unknown slug with the site's 404 page. axe checks the page, and the
// layout guards lay it out at every width.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { defectsAcrossWidths, LAYOUT_HEIGHT, LAYOUT_WIDTHS } from '../support/layout-guards';
import { waitForHydration } from '../support/page-guards';
import { BRAND } from '../support/public-routes';

const COURSE = 'SAP MM (Materials Management)';
/** SPEC §2's error view (mfe-shared's NOT_FOUND_TEXT). */
const NOT_FOUND_TEXT = 'Sorry! Page you are looking for is not found!';
const PREVIEW_CLASS = 'Material master views';

test('a visitor opens a course page from /courses, plays the preview and goes to sign in from Enrol now', async ({ page, request, baseURL }) => {
  // The HTML the server sends, before any script: what crawlers and link previews read.
  const html = await (await request.get(`${baseURL}/courses/sap-mm`)).text();
  expect(html).toContain(`<h1>${COURSE.replace(/&/g, '&amp;')}</h1>`);
  expect(html).toContain(PREVIEW_CLASS);
  expect(html).toContain('₹24,999.00');
  expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"Course"/);

  await page.goto('/courses');
  await page.getByRole('link', { name: `View course: ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/courses\/sap-mm$/);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByLabel('Course facts')).toContainText('₹24,999.00');
  const syllabus = page.getByRole('region', { name: 'Syllabus' });
  await expect(syllabus.getByText('Goods receipt and movement types')).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });

  // Exactly one player, on the free preview; nothing loads from YouTube before the press.
  const players = syllabus.getByRole('button', { name: /^Play preview: / });
  await expect(players).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(0);
  await players.first().click();
  const frame = page.locator(`iframe[title="Play preview: ${PREVIEW_CLASS}"]`);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

  await page
    .getByRole('link', { name: `Enrol now: ${COURSE}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lms\/course\/\d+/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test(`the course page's layout at ${LAYOUT_WIDTHS.join(', ')} px, with the preview playing`, async ({ page }) => {
  await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: LAYOUT_HEIGHT });
  await page.goto('/courses/sap-mm');
  await waitForHydration(page);
  await page
    .getByRole('region', { name: 'Syllabus' })
    .getByRole('button', { name: /^Play preview: / })
    .click();
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);
});

test('an unknown course is the site’s 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/courses/no-such-course');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeVisible();
});

test('the sitemap lists the course pages', async ({ request, baseURL }) => {
  const sitemap = await (await request.get(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain('/courses/sap-mm</loc>');
  expect(sitemap).toContain('/courses/sap-basics-free</loc>');
});
