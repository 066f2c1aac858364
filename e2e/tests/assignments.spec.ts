// Assignments reviewed by a trainer end to end (decisions 133 and 134): staff author an assignment
// class with a template and assign the demo trainer to the course; a student downloads the
// template and submits text and a PDF; the trainer, whose back office shows the reviews only,
// returns it with a comment; the student reads the comment and submits a second version; the
// trainer accepts it, which completes the class and, as it is the course's only class, issues
// the certificate. axe checks every new screen on the way.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { defectsAcrossWidths } from '../support/layout-guards';
import { BRAND } from '../support/public-routes';
import { openCourse, signUpThroughApi, uniqueEmail } from '../support/portal';

test.describe.configure({ mode: 'serial' });

// The demo seed's staff accounts (api/src/db/seed, README "Try it").
const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };
const TRAINER = { name: 'Demo Trainer', email: 'trainer@sapacademy.test', password: 'TrainerPass123!' };
const stamp = `${Date.now()}`.slice(-8);
const COURSE = { title: `SAP SD Pricing Lab ${stamp}`, section: 'Pricing' };
const CLASS = { title: `Configure a pricing procedure ${stamp}` };
const STUDENT = { name: 'Arjun Nair', email: uniqueEmail('arjun.assignment') };
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label} ${stamp}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const TEMPLATE = { name: `pricing-template-${stamp}.pdf`, bytes: pdf('template') };
const COMMENT = 'Add the condition type for freight and show the access sequence.';

async function staffPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}

/** The trainer opens the student's waiting submission and sends a decision. */
async function decide(browser: Browser, decision: 'Accept' | 'Return with changes', comment: string) {
  const page = await staffPage(browser, TRAINER);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // A trainer's back office is the reviews only.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Reviews' })).toBeVisible();
  for (const other of ['Courses', 'Leads', 'Students', 'Orders', 'Certificates']) await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  await page.getByRole('link', { name: `Review ${STUDENT.name}: ${CLASS.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Review: ${CLASS.title}` })).toBeVisible();
  await expect(page.getByRole('region', { name: "The student's answer" })).toBeVisible();
  const form = page.getByRole('form', { name: 'Decision' });
  await form.getByRole('radio', { name: decision }).check();
  await form.getByLabel('Comment').fill(comment);
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);
  await form.getByRole('button', { name: 'Send decision' }).click();
  await expect(page.getByText(decision === 'Accept' ? 'Submission accepted.' : 'Submission returned with your comment.')).toBeVisible();
  await page.context().close();
}

test('staff author an assignment with a template and assign the demo trainer to the course', async ({ browser }) => {
  test.slow(); // course, outline, assignment, template, trainer and publish, each screen checked by axe
  const page = await staffPage(browser, ADMIN);
  await page.goto('/admin/courses/new');
  const course = page.getByRole('form', { name: 'Course' });
  await course.getByLabel('Title').fill(COURSE.title);
  await course.getByLabel('Description').fill('Pricing procedures in SAP SD, reviewed by a trainer.');
  await course.getByLabel('Price (₹)').fill('0');
  await course.getByRole('button', { name: 'Save course' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const editorUrl = page.url();

  const outline = page.getByRole('form', { name: 'Outline' });
  await outline.getByRole('button', { name: 'Add section' }).click();
  await outline.getByLabel('Section name').fill(COURSE.section);
  await outline.getByRole('button', { name: `Add class to ${COURSE.section}` }).click();
  await outline.getByLabel('Class title').fill(CLASS.title);
  await outline.getByLabel('Duration (minutes)').fill('60');
  await outline.getByLabel('Class type').selectOption('ASSIGNMENT');
  await outline.getByRole('button', { name: 'Save outline' }).click();
  await expect(page.getByText('Outline saved.')).toBeVisible();

  await outline.getByRole('link', { name: `Edit assignment of ${CLASS.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Assignment: ${CLASS.title}` })).toBeVisible();
  const assignment = page.getByRole('form', { name: 'Assignment' });
  await assignment.getByLabel('Instructions').fill('Configure a pricing procedure for export orders.\nAttach screenshots of V/08 as a PDF.');
  await assignment.getByRole('radio', { name: 'Days after enrolment' }).check();
  await assignment.getByLabel('Number of days').fill('7');
  await assignment.getByRole('button', { name: 'Save assignment' }).click();
  await expect(page.getByText('Assignment saved.')).toBeVisible();
  const upload = page.getByRole('form', { name: 'Upload a template' });
  await upload.getByLabel('Template file').setInputFiles({ name: TEMPLATE.name, mimeType: 'application/pdf', buffer: TEMPLATE.bytes });
  await upload.getByRole('button', { name: 'Upload template' }).click();
  await expect(page.getByText(`${TEMPLATE.name} uploaded.`)).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);

  await page.goto(editorUrl);
  await page.getByRole('link', { name: 'Trainers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trainers: ${COURSE.title}` })).toBeVisible();
  await page.getByLabel('Find a trainer or editor').fill(TRAINER.email);
  await page
    .getByRole('list', { name: 'Matching staff' })
    .getByRole('button', { name: `Assign ${TRAINER.name}` })
    .click();
  await expect(page.getByText(`${TRAINER.name} assigned.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Assigned trainers' })).toContainText(TRAINER.name);
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);

  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Course published.')).toBeVisible();
  await page.context().close();
});

test('a student submits, the trainer returns it with a comment, the student resubmits, the trainer accepts', async ({ browser, page }) => {
  test.slow(); // two submissions and two reviews across three sessions
  await signUpThroughApi(page, STUDENT.name, STUDENT.email, { openLms: false });
  await openCourse(page, COURSE.title);
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  await page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLASS.title);
  await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('Configure a pricing procedure for export orders.');
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);

  // The template downloads as it was uploaded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download template ${TEMPLATE.name}` }).click()]);
  expect((await readFile(await download.path())).equals(TEMPLATE.bytes)).toBe(true);

  const first = page.getByRole('form', { name: 'Submit your work' });
  await first.getByLabel('Your answer').fill('Procedure ZEXP01 with PR00, K007 and MWST.');
  await first.getByLabel('Files').setInputFiles({ name: 'zexp01.pdf', mimeType: 'application/pdf', buffer: pdf('first version') });
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);
  await first.getByRole('button', { name: 'Submit assignment' }).click();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Under review');

  await decide(browser, 'Return with changes', COMMENT);

  await page.reload();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('Returned with changes');
  await expect(status).toContainText(COMMENT);
  const second = page.getByRole('form', { name: 'Submit a new version' });
  await second.getByLabel('Your answer').fill('Procedure ZEXP01 with PR00, K007, MWST and the freight condition ZFRT.');
  await second.getByLabel('Files').setInputFiles({ name: 'zexp01-v2.pdf', mimeType: 'application/pdf', buffer: pdf('second version') });
  await second.getByRole('button', { name: 'Submit assignment' }).click();
  await expect(status).toContainText('Under review');
  await expect(page.getByRole('region', { name: 'Your versions' }).getByRole('listitem', { name: /^Version \d/ })).toHaveCount(2);

  await decide(browser, 'Accept', 'Well done: the freight condition is in the right step.');

  // Accepted: the class is complete, and with it the course, so its certificate is issued.
  await page.reload();
  await expect(status).toContainText('Accepted');
  await expect(page.getByRole('form', { name: 'Submit a new version' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Classes' }).getByRole('button', { name: CLASS.title }).getByRole('img', { name: 'completed' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Certificates' }).click();
  await expect(page.getByRole('article', { name: COURSE.title })).toContainText('Valid');
});
