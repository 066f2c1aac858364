// A course's public page (decision 211): a visitor opens SAP MM from /courses, reads its price
// with the GST wording, its syllabus and its FAQ in the HTML the server sent, plays the free
// preview (the seed's first class), finds no player on any other class, and "Enrol now" takes
// them to the portal's sign-in, which brings them back to the course (SPEC's portal flow). The
// page server answers an unknown slug with the site's 404 page. axe checks the page, and the
// layout guards lay it out at every width. Reviews (decisions 147 and 212): a student who finished
// the free course rates it, staff publish the review in the back office, and the course page shows
// it with the aggregate rating in its JSON-LD.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { defectsAcrossWidths, LAYOUT_HEIGHT, LAYOUT_WIDTHS } from '../support/layout-guards';
import { waitForHydration } from '../support/page-guards';
import { BRAND } from '../support/public-routes';
import { openCourse, signUpThroughApi, uniqueEmail } from '../support/portal';
import { adminPage } from '../support/staff';

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

// The demo seed's admin (api/src/db/seed, README "Try it") and its free course of four classes.
const FREE_COURSE = { title: 'SAP Foundations (Free)', slug: 'sap-basics-free' };
const FREE_CLASSES = ['What SAP is and who uses it', 'Logging on and navigating SAP GUI', 'Enterprise structure in one hour', 'How MM, SD and FICO connect'];

test('a student who finished a course reviews it, staff publish it, and the course page shows it with its rating in the JSON-LD', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const stamp = `${Date.now()}`.slice(-6);
  const student = { name: 'Lakshmi Pillai', email: uniqueEmail('lakshmi.review') };
  const text = `The enterprise structure class made the modules click (${stamp}).`;

  // Enrol in the free course and complete every class.
  await signUpThroughApi(page, student.name, student.email, { openLms: false });
  await openCourse(page, FREE_COURSE.title);
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  await page.getByRole('link', { name: 'Continue Course' }).first().click();
  const classes = page.getByRole('navigation', { name: 'Classes' });
  for (const title of FREE_CLASSES) {
    await classes.getByRole('button', { name: title }).click();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(classes.getByRole('button', { name: title }).getByRole('img', { name: 'completed' })).toBeVisible();
  }

  // Rate this course on the portal's course page.
  await openCourse(page, FREE_COURSE.title);
  const form = page.getByRole('form', { name: 'Rate this course' });
  await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review is waiting for our team to check it.')).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });

  // Not public before moderation.
  expect(await (await request.get(`${baseURL}/courses/${FREE_COURSE.slug}`)).text()).not.toContain(text);

  // Staff publish it.
  const staff = await adminPage(browser);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Course reviews' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Course reviews' })).toBeVisible();
  await expectNoAxeViolations(staff, { summary: true });
  await staff.getByRole('button', { name: `Publish the review by ${student.name}` }).click();
  await expect(staff.getByText('Review published.')).toBeVisible();
  await staff.context().close();

  // The server-rendered page shows it (first name and initial) and rates the course in its JSON-LD.
  const html = await (await request.get(`${baseURL}/courses/${FREE_COURSE.slug}`)).text();
  expect(html).toContain(text);
  expect(html).toContain('Lakshmi P.');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const course = ld.find((d) => d['@type'] === 'Course');
  expect(course?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: expect.any(Number), ratingValue: expect.any(Number) });
  expect(course?.review).toEqual(expect.arrayContaining([expect.objectContaining({ reviewBody: text, author: { '@type': 'Person', name: 'Lakshmi P.' } })]));

  await page.goto(`/courses/${FREE_COURSE.slug}`);
  const reviews = page.getByRole('region', { name: 'What students say' });
  await expect(reviews.getByText(text)).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
});
