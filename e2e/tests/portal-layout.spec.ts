// Layout guards (see support/layout-guards) on the portal's main screens at 360,
// 768, 1024 and 1440 px: the login page for a visitor, and for a signed-in student the course
// list, a course page, the class viewer, the profile, the orders, the certificates, My batches and
// the bookings. Each screen is loaded once
// and resized through the widths; no screen may say anything on the console. The course list
// also keeps the cards of a row level, and on a phone the course page's Enroll bar leaves the
// page's last content above it.
import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_HEIGHT, LAYOUT_WIDTHS, settleLayout } from '../support/layout-guards';
import { openCourse, signUpThroughApi, uniqueEmail } from '../support/portal';
import { screenDefects } from '../support/screen-defects';

const FREE_COURSE = 'SAP Foundations (Free)';
const PAID_COURSE = 'SAP FICO (Finance and Controlling)';

/** Course cards of one row end level, each fills its cell, and the facts sit at each card's bottom. */
function cardRows(page: Page) {
  return page.getByRole('list', { name: 'Courses' }).evaluate((list) => {
    const defects: string[] = [];
    const rows = new Map<number, Array<{ title: string; cell: DOMRect; card: DOMRect; facts: DOMRect }>>();
    for (const item of list.children) {
      const card = item.querySelector('a')!;
      const entry = {
        title: card.querySelector('h2')!.textContent ?? '',
        cell: item.getBoundingClientRect(),
        card: card.getBoundingClientRect(),
        facts: card.querySelector('dl')!.getBoundingClientRect(),
      };
      const top = Math.round(entry.cell.top);
      rows.set(top, [...(rows.get(top) ?? []), entry]);
    }
    for (const row of rows.values()) {
      const bottoms = row.map((c) => Math.round(c.card.bottom));
      if (Math.max(...bottoms) - Math.min(...bottoms) > 1) defects.push(`cards of a row end at ${bottoms.join(', ')}`);
      for (const c of row) {
        if (Math.abs(c.card.height - c.cell.height) > 1)
          defects.push(`card "${c.title}" is ${Math.round(c.card.height)}px in a ${Math.round(c.cell.height)}px cell`);
      }
      const factBottoms = row.map((c) => Math.round(c.facts.bottom));
      if (Math.max(...factBottoms) - Math.min(...factBottoms) > 1) defects.push(`facts of a row end at ${factBottoms.join(', ')}`);
    }
    return defects;
  });
}

/** At the bottom of the page, nothing in main is under the fixed Enroll bar. */
async function enrollBarCover(page: Page, width: number): Promise<string[]> {
  const bar = page.getByRole('group', { name: 'Enroll bar' });
  if (width > 768) {
    await expect(bar).toHaveCount(0);
    return [];
  }
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settleLayout(page);
  return page.evaluate(() => {
    const barTop = document.querySelector('[role="group"][aria-label="Enroll bar"]')!.getBoundingClientRect().top;
    const main = document.querySelector('main')!;
    const last = main.lastElementChild!;
    const defects: string[] = [];
    if (last.getBoundingClientRect().bottom > barTop + 0.5)
      defects.push(`main's last element ends ${Math.round(last.getBoundingClientRect().bottom - barTop)}px under the Enroll bar`);
    // Its own last content (the Enroll panel on a phone) too.
    const panel = main.querySelector('section[aria-label="Enroll"]');
    if (panel && panel.getBoundingClientRect().bottom > barTop + 0.5)
      defects.push(`the Enroll panel ends ${Math.round(panel.getBoundingClientRect().bottom - barTop)}px under the Enroll bar`);
    return defects;
  });
}

test.describe('portal layout guards', () => {
  test(`/lms login page for a visitor at ${LAYOUT_WIDTHS.join(', ')} px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const found = await screenDefects(page, '/lms', async () => {
      await page.goto('/lms');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    });
    // A refused field shows the design system's invalid cue, the danger border: the inputs take
    // their look from the design system's field, not from the screen around them.
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveCSS('border-top-color', 'rgb(185, 28, 28)');
    await context.close();
    expect(found).toEqual([]);
  });

  test(`a student's course list, course page, class viewer, profile, orders, certificates, batches and bookings at ${LAYOUT_WIDTHS.join(', ')} px`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: LAYOUT_HEIGHT });
    await signUpThroughApi(page, 'Layout Student', uniqueEmail('layout'));
    const found: string[] = [];

    found.push(
      ...(await screenDefects(
        page,
        'course list',
        async () => {
          await page.goto('/lms');
          // Posters keep their 16:9 box before they load: the cards' heights do not wait for them.
          await expect(page.getByRole('list', { name: 'Courses' }).getByRole('listitem')).not.toHaveCount(0);
        },
        () => cardRows(page),
      )),
    );

    found.push(
      ...(await screenDefects(
        page,
        'course page',
        () => openCourse(page, PAID_COURSE),
        (width) => enrollBarCover(page, width),
      )),
    );

    // The class viewer of a course the student enrols in for free.
    await page.setViewportSize({ width: 1440, height: LAYOUT_HEIGHT });
    await openCourse(page, FREE_COURSE);
    await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
    const continueLink = page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' });
    await expect(continueLink).toBeVisible();
    const viewerUrl = await continueLink.getAttribute('href');
    found.push(
      ...(await screenDefects(page, 'class viewer', async () => {
        await page.goto(viewerUrl!);
        await expect(page.getByRole('button', { name: /^Play video/ })).toBeVisible();
      })),
    );

    found.push(
      ...(await screenDefects(page, 'profile', async () => {
        await page.goto('/lms/profile');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      })),
    );
    // The live-training screens (decisions 023, 024) and the certificates, each empty for a new
    // student: their empty states must fit as well as their lists.
    for (const [screen, path] of [
      ['orders', '/lms/orders'],
      ['certificates', '/lms/certificates'],
      ['my batches', '/lms/batches'],
      ['bookings', '/lms/bookings'],
      ['new booking', '/lms/bookings/new'],
      // Decision 029: the practice server's page, "no access yet" for a new student.
      ['practice server', '/lms/server-access'],
    ] as const) {
      found.push(
        ...(await screenDefects(page, screen, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        })),
      );
    }

    await context.close();
    expect(found).toEqual([]);
  });
});
