// Live batches end to end (decisions 136, 023): staff plan a batch of the free course with a seat
// for one and add a session starting in a few minutes with its meeting link; a student enrolled
// in the course joins the batch from the course page, sees the session in Upcoming on their
// dashboard, and Join (open from 15 minutes before the start) opens the meeting in a new tab; the
// roster shows them present from that click; a recording the trainer attaches to a session that
// has started shows in the seated student's course outline (decision 033). axe checks every new
// screen on the way.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logInThroughApi, openCourse, signUpThroughApi, uniqueEmail } from '../support/portal';
import { adminPage } from '../support/staff';

test.describe.configure({ mode: 'serial' });

const COURSE = 'SAP Foundations (Free)';
const stamp = `${Date.now()}`.slice(-6);
const BATCH = `Evening batch ${stamp}`;
const MEETING = `https://meet.example.com/batch-${stamp}`;
const STUDENT = { name: 'Kavya Iyer', email: uniqueEmail('kavya.batch') };

/** An instant as the datetime-local input takes it, in India time (+05:30, no daylight saving). */
const indiaLocal = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);
const indiaDate = (ms: number) => indiaLocal(ms).slice(0, 10);

test('staff plan a batch with one seat and add a session starting in five minutes', async ({ browser }) => {
  test.slow();
  const page = await adminPage(browser);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Batches' }).click();
  await page.getByRole('link', { name: 'New batch' }).click();
  const form = page.getByRole('form', { name: 'Batch' });
  await form.getByLabel('Course').selectOption({ label: COURSE });
  await form.getByLabel('Title').fill(BATCH);
  const now = Date.now();
  await form.getByLabel('Start date').fill(indiaDate(now));
  await form.getByLabel('End date').fill(indiaDate(now + 30 * 86_400_000));
  await form.getByRole('group', { name: 'Weekdays' }).getByLabel('Saturday').check();
  await form.getByLabel('Start time (IST)').fill('19:00');
  await form.getByLabel('Duration (minutes)').fill('120');
  await form.getByLabel('Seat limit').fill('1');
  await form.getByLabel('Meeting link').fill(MEETING);
  await expectNoAxeViolations(page, { summary: true });
  await form.getByRole('button', { name: 'Save batch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: BATCH })).toBeVisible();

  // A session outside the timetable, from five minutes from now for an hour.
  const add = page.getByRole('form', { name: 'Add session' });
  await add.getByLabel('Starts (IST)').fill(indiaLocal(now + 5 * 60_000));
  await add.getByLabel('Ends (IST)').fill(indiaLocal(now + 65 * 60_000));
  await add.getByRole('button', { name: 'Add session' }).click();
  await expect(page.getByText('Session added.')).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  await page.context().close();
});

test('a student joins the batch, and Join on the dashboard opens the meeting', async ({ page, context }) => {
  test.slow();
  await signUpThroughApi(page, STUDENT.name, STUDENT.email, { openLms: false });
  await openCourse(page, COURSE);
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  const batches = page.getByRole('region', { name: 'Live batches' });
  const batch = batches.getByRole('article', { name: BATCH });
  await expect(batch).toContainText('1 seat left');
  await batch.getByRole('button', { name: 'Join batch' }).click();
  await expect(batch).toContainText('You have a seat in this batch.');
  await expectNoAxeViolations(page, { summary: true });

  await page.goto('/lms');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const join = upcoming.getByRole('button', { name: new RegExp(`^Join ${COURSE.replace(/[()]/g, '\\$&')} at `) }).first();
  await expect(join).toBeEnabled();
  await expectNoAxeViolations(page, { summary: true });
  // The meeting provider is out of reach here: a stand-in page answers for it.
  await context.route(`${MEETING}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><h1>Meeting</h1>' }));
  const [meeting] = await Promise.all([context.waitForEvent('page'), join.click()]);
  await expect.poll(() => meeting.url()).toBe(`${MEETING}`);
  await meeting.close();

  await upcoming.getByRole('link', { name: 'My batches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My batches' })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(BATCH) })).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
});

test('the trainer attaches a recording to a session that has started, and the seated student plays it from the course outline', async ({ browser, page }) => {
  test.slow();
  const admin = await adminPage(browser);
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Batches' }).click();
  await admin.getByRole('link', { name: BATCH, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: BATCH })).toBeVisible();
  // A recording is for a session that has started: one added by hand an hour and a half ago, the
  // batch's earliest, so its roster is the first.
  const now = Date.now();
  const add = admin.getByRole('form', { name: 'Add session' });
  await add.getByLabel('Starts (IST)').fill(indiaLocal(now - 90 * 60_000));
  await add.getByLabel('Ends (IST)').fill(indiaLocal(now - 30 * 60_000));
  await add.getByRole('button', { name: 'Add session' }).click();
  await expect(admin.getByText('Session added.')).toBeVisible();
  await admin
    .getByRole('link', { name: /^Roster of / })
    .first()
    .click();
  const recording = admin.getByRole('form', { name: 'Recording' });
  await recording.getByLabel('Recording (YouTube link)').fill(`https://www.youtube.com/watch?v=rec${stamp}`);
  await recording.getByRole('button', { name: 'Save recording' }).click();
  await expect(admin.getByText('Recording saved.')).toBeVisible();
  await admin.context().close();

  await logInThroughApi(page, STUDENT.email, { openLms: false });
  await openCourse(page, COURSE);
  await page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' }).click();
  const recordings = page.getByRole('region', { name: 'Live session recordings' });
  const item = recordings.getByRole('button', { name: /^Recording of / });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(BATCH);
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Recording of / })).toBeVisible();
  // The facade: nothing loads from YouTube until the student presses play.
  await expect(page.getByRole('button', { name: /^Play video: Recording of / })).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
});
