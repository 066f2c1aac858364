// Quizzes and class files end to end (decisions 130–132): staff build a course with a video
// class and a quiz class (a question with an uploaded screenshot, a number question), attach a
// PDF handbook to the video class and publish; a student fails the quiz, retakes and passes it,
// which completes the class, and downloads the handbook byte for byte; with the video class marked
// complete the course is complete and a certificate is issued (decision 135), whose PDF names the
// student and the course; a visitor verifies it on the public page (decision 208), staff revoke it,
// and the page then says so. axe checks the quiz editor,
// the class files screen, the quiz overview, an attempt and a result; the layout guards check the
// editor, the files screen and the attempt from 360 to 1440 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from '../support/axe';
import { defectsAcrossWidths } from '../support/layout-guards';
import { BRAND } from '../support/public-routes';
import { apiUrl } from '../support/e2e-env';
import { logInThroughApi, openCourse, PASSWORD, signUpThroughApi, uniqueEmail } from '../support/portal';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };
const stamp = `${Date.now()}`.slice(-8);
const COURSE = { title: `SAP MM Assessment ${stamp}`, section: 'Purchasing' };
const VIDEO = { title: `Purchase orders ${stamp}`, youtubeId: 'sAcE2e0002x' };
const QUIZ = { title: `Purchasing check ${stamp}` };
const QUESTION = {
  prompt: 'Which transaction creates a purchase order?',
  right: 'ME21N',
  wrong: 'VA01',
  explanation: 'ME21N creates a purchase order; VA01 a sales order.',
};
const NUMBER_QUESTION = { prompt: 'How many digits does a standard SAP purchase order number have?', answer: '10' };
const HANDBOOK = {
  name: `po-handbook-${stamp}.pdf`,
  bytes: Buffer.from(`%PDF-1.4\n% Purchasing handbook ${stamp}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
};
// A 1×1 PNG: the upload is checked by its content, so it must be a real image.
const SCREENSHOT = {
  name: 'me21n.png',
  bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

const STUDENT = { name: 'Meera Iyer', email: uniqueEmail('meera.quiz') };

let courseId = '';

/** A bearer header for an account, signed in through the API as the portal does. */
async function bearer(request: APIRequestContext, username: string, password: string) {
  const login = await request.post(`${apiUrl()}/lms/login`, { data: { username, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}

test('staff build a quiz with an uploaded screenshot and attach a handbook to the video class', async ({ browser }) => {
  test.slow(); // a whole authoring session, each new screen checked by axe
  const page = await staffPage(browser);
  await page.goto('/admin/courses/new');
  const form = page.getByRole('form', { name: 'Course' });
  await form.getByLabel('Title').fill(COURSE.title);
  await form.getByLabel('Description').fill('Purchasing in SAP MM, checked by a quiz.');
  await form.getByLabel('Price (₹)').fill('0');
  await form.getByRole('button', { name: 'Save course' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  courseId = /\/admin\/courses\/(\d+)$/.exec(page.url())![1]!;

  const outline = page.getByRole('form', { name: 'Outline' });
  await outline.getByRole('button', { name: 'Add section' }).click();
  await outline.getByLabel('Section name').fill(COURSE.section);
  await outline.getByRole('button', { name: `Add class to ${COURSE.section}` }).click();
  await outline.getByRole('button', { name: `Add class to ${COURSE.section}` }).click();
  const video = outline.getByRole('group', { name: 'Class 1' });
  await video.getByLabel('Class title').fill(VIDEO.title);
  await video.getByLabel('Duration (minutes)').fill('20');
  await video.getByLabel('YouTube link').fill(`https://www.youtube.com/watch?v=${VIDEO.youtubeId}`);
  const quiz = outline.getByRole('group', { name: 'Class 2' });
  await quiz.getByLabel('Class title').fill(QUIZ.title);
  await quiz.getByLabel('Duration (minutes)').fill('10');
  await quiz.getByLabel('Class type').selectOption('QUIZ');
  await outline.getByRole('button', { name: 'Save outline' }).click();
  await expect(page.getByText('Outline saved.')).toBeVisible();
  // The default certificate rule: every class complete (decision 135), on the editor with the outline.
  await expect(page.getByRole('form', { name: 'Certificate rules' }).getByLabel('Every class must be complete')).toBeChecked();
  await expectNoAxeViolations(page, { summary: true });

  // The quiz: pass mark 100 %, three attempts, a single-choice question with a screenshot and a number question.
  await outline.getByRole('link', { name: `Edit quiz of ${QUIZ.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quiz: ${QUIZ.title}` })).toBeVisible();
  const editor = page.getByRole('form', { name: 'Quiz' });
  await editor.getByLabel('Pass mark (%)').fill('100');
  await editor.getByLabel('Attempt limit').fill('3');
  const first = editor.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question text').fill(QUESTION.prompt);
  await first.getByLabel('Upload an image').setInputFiles({ name: SCREENSHOT.name, mimeType: 'image/png', buffer: SCREENSHOT.bytes });
  await expect(first.getByRole('img', { name: 'Image of question 1' })).toBeVisible();
  await first.getByLabel('Option 1', { exact: true }).fill(QUESTION.right);
  await first.getByLabel('Option 1 is correct').check();
  await first.getByLabel('Option 2', { exact: true }).fill(QUESTION.wrong);
  await first.getByLabel('Explanation').fill(QUESTION.explanation);
  await editor.getByRole('button', { name: 'Add question' }).click();
  const second = editor.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question type').selectOption('numeric');
  await second.getByLabel('Question text').fill(NUMBER_QUESTION.prompt);
  await second.getByLabel('Correct answer').fill(NUMBER_QUESTION.answer);
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);
  await editor.getByRole('button', { name: 'Save quiz' }).click();
  await expect(page.getByText('Quiz saved.')).toBeVisible();

  // The handbook on the video class.
  await page.goto(`/admin/courses/${courseId}`);
  await page
    .getByRole('form', { name: 'Outline' })
    .getByRole('link', { name: `Files of ${VIDEO.title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Files: ${VIDEO.title}` })).toBeVisible();
  const upload = page.getByRole('form', { name: 'Upload a file' });
  await upload.getByLabel('File').setInputFiles({ name: HANDBOOK.name, mimeType: 'application/pdf', buffer: HANDBOOK.bytes });
  await upload.getByRole('button', { name: 'Upload file' }).click();
  await expect(page.getByText(`${HANDBOOK.name} uploaded.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Class files' })).toContainText(HANDBOOK.name);
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);

  await page.goto(`/admin/courses/${courseId}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Course published.')).toBeVisible();
  await page.context().close();
});

test('a student fails the quiz, retakes and passes it, and downloads the handbook', async ({ page }) => {
  test.slow(); // sign-up, enrolment, two attempts and a download, with axe on each quiz screen
  await signUpThroughApi(page, STUDENT.name, STUDENT.email, { openLms: false });
  await openCourse(page, COURSE.title);
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  await page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIDEO.title);

  // The handbook, listed under the video, downloads as it was uploaded.
  const files = page.getByRole('region', { name: 'Class resources' });
  await expect(files.getByRole('listitem')).toContainText(HANDBOOK.name);
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: `Download ${HANDBOOK.name}` }).click()]);
  expect(download.suggestedFilename()).toBe(HANDBOOK.name);
  expect((await readFile(await download.path())).equals(HANDBOOK.bytes)).toBe(true);

  await page.getByRole('navigation', { name: 'Classes' }).getByRole('button', { name: QUIZ.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUIZ.title);
  const overview = page.getByRole('region', { name: 'Quiz' });
  await expect(overview).toContainText('Pass mark');
  await expectNoAxeViolations(page, { summary: true });

  // First attempt: the screenshot is shown, one answer wrong, so 50 % against a pass mark of 100 %.
  await overview.getByRole('button', { name: 'Start quiz' }).click();
  const attempt = page.getByRole('form', { name: 'Answer the questions' });
  const choice = attempt.getByRole('group', { name: new RegExp(QUESTION.prompt) });
  await expect(choice.getByRole('img', { name: QUESTION.prompt })).toBeVisible();
  expect(await choice.getByRole('img', { name: QUESTION.prompt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);
  await choice.getByRole('radio', { name: QUESTION.wrong }).check();
  await attempt
    .getByRole('group', { name: new RegExp(NUMBER_QUESTION.prompt) })
    .getByRole('textbox', { name: 'Your answer' })
    .fill(NUMBER_QUESTION.answer);
  await attempt.getByRole('button', { name: 'Submit answers' }).click();
  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result).toContainText('Not passed');
  await expect(result).toContainText(QUESTION.explanation);
  await expectNoAxeViolations(page, { summary: true });

  // Second attempt: both right, passed, and the class is complete.
  await result.getByRole('button', { name: 'Back to the quiz overview' }).click();
  await overview.getByRole('button', { name: 'Retake quiz' }).click();
  const retake = page.getByRole('form', { name: 'Answer the questions' });
  await retake
    .getByRole('group', { name: new RegExp(QUESTION.prompt) })
    .getByRole('radio', { name: QUESTION.right })
    .check();
  await retake
    .getByRole('group', { name: new RegExp(NUMBER_QUESTION.prompt) })
    .getByRole('textbox', { name: 'Your answer' })
    .fill(NUMBER_QUESTION.answer);
  await retake.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('region', { name: 'Your result' })).toContainText('Passed · 2 of 2 points (100%)');
  await expect(
    page.getByRole('navigation', { name: 'Classes' }).getByRole('button', { name: QUIZ.title }).getByRole('img', { name: 'completed' }),
  ).toBeVisible();

  // The history keeps both attempts.
  await page.getByRole('region', { name: 'Your result' }).getByRole('button', { name: 'Back to the quiz overview' }).click();
  await expect(overview.getByRole('listitem')).toHaveCount(2);

  // The video class too: the course is complete.
  await page.getByRole('navigation', { name: 'Classes' }).getByRole('button', { name: VIDEO.title }).click();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Classes' }).getByRole('button', { name: VIDEO.title }).getByRole('img', { name: 'completed' }),
  ).toBeVisible();
});

test('the completed course issues one certificate; the student finds it, a visitor verifies it, staff revoke it, and the page says so', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // the student's, the visitor's and the staff's views, each checked by axe
  const student = await bearer(request, STUDENT.email, PASSWORD);
  const { results: mine } = (await (await request.get(`${apiUrl()}/lms/certificates`, { headers: student })).json()) as {
    results: Array<{ id: string; course_title: string; number: string }>;
  };
  expect(mine.map((c) => c.course_title)).toEqual([COURSE.title]);
  const [certificate] = mine;

  // Its PDF names the student and the course.
  const pdf = await request.get(`${apiUrl()}/lms/certificates/${certificate!.id}/pdf`, { headers: student });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain(STUDENT.name);
  expect(text).toContain(COURSE.title);
  expect(text).toContain(certificate!.number);

  // The student finds it from the portal's header, and the course page says it is issued.
  await logInThroughApi(page, STUDENT.email);
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Certificates' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My certificates');
  const mineCard = page.getByRole('article', { name: COURSE.title });
  await expect(mineCard).toContainText(certificate!.number);
  await expect(mineCard).toContainText('Valid');
  await expect(mineCard.getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', new RegExp(`/certificates/${certificate!.id}$`));
  await expectNoAxeViolations(page, { summary: true });
  expect(await defectsAcrossWidths(page, BRAND)).toEqual([]);
  await openCourse(page, COURSE.title);
  await expect(page.getByRole('region', { name: 'Certificate' })).toContainText('Certificate issued');

  // A recruiter opens the verification page: server-rendered with its own preview tags, valid.
  const html = await (await request.get(`/certificates/${certificate!.id}`)).text();
  expect(html).toMatch(new RegExp(`<meta[^>]+property="og:title"[^>]+content="[^"]*${COURSE.title}`));
  expect(html).toMatch(/<meta[^>]+name="robots"[^>]+content="noindex/);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/certificates/${certificate!.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Certificate verification');
  const card = visitor.getByRole('main');
  await expect(card).toContainText(STUDENT.name);
  await expect(card).toContainText(COURSE.title);
  await expect(card).toContainText(certificate!.number);
  await expect(card).toContainText('Valid');
  const linkedIn = new URL((await card.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href'))!);
  expect(linkedIn.searchParams.get('certId')).toBe(certificate!.number);
  expect(linkedIn.searchParams.get('name')).toBe(COURSE.title);
  await expectNoAxeViolations(visitor, { summary: true });
  expect(await defectsAcrossWidths(visitor, BRAND)).toEqual([]);

  // Staff find it in the back office and revoke it with a reason; the next look shows it revoked,
  // with no LinkedIn link and without the reason.
  const staff = await staffPage(browser);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Certificates' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Certificates');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(certificate!.number);
  const table = staff.getByRole('table', { name: 'Certificates' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(staff, { summary: true });
  expect(await defectsAcrossWidths(staff, BRAND)).toEqual([]);
  await table.getByRole('button', { name: `Revoke ${certificate!.number}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Revoke certificate ${certificate!.number}?` });
  await dialog.getByLabel('Reason').fill('Issued to the wrong account');
  await expectNoAxeViolations(staff, { summary: true });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(staff.getByText('Certificate revoked.')).toBeVisible();
  await expect(table).toContainText('Revoked');
  await staff.context().close();
  await visitor.reload();
  await expect(card).toContainText('Revoked on');
  await expect(card).toContainText('This certificate has been revoked and is no longer valid.');
  await expect(card.getByRole('link', { name: 'Add to LinkedIn profile' })).toHaveCount(0);
  await expect(card).not.toContainText('wrong account');

  // A made-up address is a real 404.
  expect((await request.get('/certificates/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  await visitor.context().close();
});
