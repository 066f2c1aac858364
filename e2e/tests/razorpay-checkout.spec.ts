// End to end: a stack whose API uses PAYMENT_PROVIDER=razorpay against a local fake
// Razorpay (scripts/lib/fake-razorpay.mjs), the portal loading the fake's checkout.js from the
// runtime config's paymentCheckoutUrl. Pay, dismiss, fail, a browser that never comes back, and a
// business buyer's tax invoice refunded by staff with a credit note.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { startFakeRazorpay, type FakeRazorpay } from '../../scripts/lib/fake-razorpay.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { expectNoAxeViolations, WCAG_AA } from '../support/axe';
import { RAZORPAY_PORTS } from '../support/e2e-env';
import { watchConsole } from '../support/page-guards';
import { openCourse, PASSWORD, signUpThroughApi, uniqueEmail, verifyEmail } from '../support/portal';
import { startSmtpCapture } from '../support/smtp-capture';

const KEY_ID = 'rzp_test_e2e';
const KEY_SECRET = 'e2e-razorpay-key-secret';
const WEBHOOK_SECRET = 'e2e-razorpay-webhook-secret';
const PAID_COURSE = 'SAP FICO (Finance and Controlling)';
const API = `http://127.0.0.1:${RAZORPAY_PORTS.api}`;

// Each story signs a student up and verifies the address through the UI before it pays, up to three
// checkouts: 25–31 s on a loaded machine (the full run's e2e stage), past the 30 s default.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ baseURL: `http://localhost:${RAZORPAY_PORTS.shell}` });

let fake: FakeRazorpay;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let stack: Awaited<ReturnType<typeof startStack>>;
let tmp = '';

test.beforeAll(async () => {
  test.setTimeout(180_000); // the API's first start migrates and seeds a fresh database
  tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-razorpay-'));
  fake = await startFakeRazorpay({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    port: RAZORPAY_PORTS.razorpay,
    // Razorpay confirms every captured payment to the webhook, whether or not the browser did.
    webhook: { url: `${API}/payments/webhook`, secret: WEBHOOK_SECRET },
  });
  // Only a verified student may pay (decision 113): the verification code comes by mail.
  smtp = await startSmtpCapture({ port: RAZORPAY_PORTS.smtp, dir: path.join(tmp, 'mail') });
  const runtimeConfigFile = path.join(tmp, 'runtime-config.json');
  stack = await startStack({
    ports: RAZORPAY_PORTS,
    runtimeConfigFile,
    quiet: true,
    // As `PAYMENT_CHECKOUT_URL=… npm start` passes it: the runtime config's paymentCheckoutUrl.
    paymentCheckoutUrl: fake.checkoutUrl,
    apiEnv: {
      PGLITE_DATA_DIR: path.join(tmp, 'pglite'),
      PAYMENT_PROVIDER: 'razorpay',
      PAYMENT_KEY_ID: KEY_ID,
      PAYMENT_KEY_SECRET: KEY_SECRET,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.apiUrl,
      RATE_LIMIT_AUTH_MAX: '10000',
      SMTP_URL: smtp.url,
    },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await fake?.close();
  await smtp?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const checkoutModal = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout' });
const enrollButton = (page: Page) => page.getByRole('button', { name: /^Enroll Now for ₹/ });
const continueCourse = (page: Page) => page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' });

async function studentOnPaidCourse(page: Page, who: string) {
  const email = uniqueEmail(who);
  await signUpThroughApi(page, `${who} Student`, email, { api: stack.urls.api });
  await verifyEmail(page, email, { dir: path.join(tmp, 'mail') });
  await openCourse(page, PAID_COURSE);
  return email;
}

test('checkout.js loads only on Enroll; Pay in the checkout enrols and Continue Course appears', async ({ page }) => {
  const consoleLog = watchConsole(page);
  const email = await studentOnPaidCourse(page, 'anita');
  expect(await page.locator(`script[src="${fake.checkoutUrl}"]`).count()).toBe(0);

  await enrollButton(page).click();
  const modal = checkoutModal(page);
  await expect(modal).toBeVisible();
  const options = await page.evaluate(() => (window as unknown as { __fakeRazorpayOptions: Record<string, unknown> }).__fakeRazorpayOptions);
  expect(options).toMatchObject({ key: KEY_ID, currency: 'INR', description: PAID_COURSE, prefill: { name: 'anita Student', email } });
  const order = fake.orders.get(String(options.order_id));
  expect(order).toMatchObject({ amount: options.amount, status: 'created' });

  const confirmed = page.waitForResponse((r) => r.url().endsWith('/payment/status') && r.request().method() === 'PATCH');
  await modal.getByRole('button', { name: 'Pay' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(continueCourse(page)).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(await page.locator(`script[src="${fake.checkoutUrl}"]`).count()).toBe(1);
  expect(consoleLog.errors()).toEqual([]);
});

test('closing the checkout, then a failed payment, each leave Enroll usable; a later Pay on the same order succeeds', async ({ page }) => {
  await studentOnPaidCourse(page, 'vikram');
  await enrollButton(page).click();
  await checkoutModal(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toContainText('Payment cancelled');
  await expect(enrollButton(page)).toBeEnabled();
  const firstOrder = await page.evaluate(() => (window as unknown as { __fakeRazorpayOptions: { order_id: string } }).__fakeRazorpayOptions.order_id);

  await enrollButton(page).click();
  const modal = checkoutModal(page);
  await modal.getByRole('button', { name: 'Fail' }).click();
  await expect(modal.getByRole('status')).toHaveText('Payment failed');
  await expect(page.getByRole('alert')).toContainText('The payment did not go through');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toContainText('You have not been charged');
  await expect(enrollButton(page)).toBeEnabled();
  await expect(continueCourse(page)).toHaveCount(0);

  await enrollButton(page).click();
  const retried = await page.evaluate(() => (window as unknown as { __fakeRazorpayOptions: { order_id: string } }).__fakeRazorpayOptions.order_id);
  expect(retried).toBe(firstOrder); // re-joining hands back the same open order
  await checkoutModal(page).getByRole('button', { name: 'Pay' }).click();
  await expect(continueCourse(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the webhook settles an order whose browser never came back from the checkout', async ({ page, request }) => {
  const email = await studentOnPaidCourse(page, 'kiran');
  // The browser's confirmation is lost (tab closed, network gone) right after paying.
  await page.route('**/payment/status', (route) => route.abort());
  await enrollButton(page).click();
  await checkoutModal(page).getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toContainText('could not confirm your payment');
  await page.close();

  const login = await request.post(`${API}/lms/login`, { data: { username: email, password: PASSWORD } });
  const token = (await login.json()).access_token as string;
  const list = await request.get(`${API}/lms/courses/list`);
  const course = ((await list.json()).results as Array<{ id: number; course_title: string }>).find((c) => c.course_title === PAID_COURSE)!;
  await expect
    .poll(async () => (await (await request.get(`${API}/lms/course/${course.id}`, { headers: { authorization: `Bearer ${token}` } })).json()).course_student)
    .not.toBeNull();
});

// Decision 146 end to end: staff open a priced batch of the paid course; a student chooses it in the
// Enroll panel, pays the batch's own price (not the course's) in the checkout, and the seat taken
// at settlement shows on the course page and on My batches. Before the GST story below: the seller
// is not registered yet, so the order's amount is the batch's price exactly.
const BATCH_PRICE_PAISE = 1_234_500;

test('a student buys a seat in a priced live batch through the checkout and sees the batch', async ({ page, request }) => {
  const stamp = `${Date.now()}`.slice(-6);
  const batchTitle = `Paid evening batch ${stamp}`;
  const staffLogin = await request.post(`${API}/lms/login`, { data: { username: 'admin@sapacademy.test', password: 'AdminPass123!' } });
  const staff = { authorization: `Bearer ${(await staffLogin.json()).access_token as string}` };
  const list = await request.get(`${API}/lms/courses/list`);
  const course = ((await list.json()).results as Array<{ id: number; course_title: string }>).find((c) => c.course_title === PAID_COURSE)!;
  // Starts next week, in India dates (+05:30), so it is open and upcoming.
  const indiaDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
  const created = await request.post(`${API}/admin/batches`, {
    headers: staff,
    data: {
      course_id: course.id,
      title: batchTitle,
      starts_on: indiaDay(Date.now() + 7 * 86_400_000),
      ends_on: indiaDay(Date.now() + 60 * 86_400_000),
      timetable: { weekdays: ['MO', 'WE', 'FR'], start_time: '19:00', duration_minutes: 120, excluded_dates: [] },
      seat_limit: 2,
      delivery: 'live',
      price_paise: BATCH_PRICE_PAISE,
      meeting_url: `https://meet.example.com/paid-${stamp}`,
    },
  });
  expect(created.status()).toBe(201);

  await studentOnPaidCourse(page, 'sunita');
  const chooser = page.getByRole('group', { name: 'Choose a live batch' });
  await chooser.getByRole('radio', { name: new RegExp(batchTitle) }).check();
  // The batch's own price is the price on the button.
  await expect(page.getByRole('button', { name: /^Enroll Now for ₹12,345/ })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });

  await enrollButton(page).click();
  const modal = checkoutModal(page);
  await expect(modal).toBeVisible();
  const options = await page.evaluate(() => (window as unknown as { __fakeRazorpayOptions: Record<string, unknown> }).__fakeRazorpayOptions);
  expect(options).toMatchObject({ amount: BATCH_PRICE_PAISE, currency: 'INR' });
  await modal.getByRole('button', { name: 'Pay' }).click();
  await expect(continueCourse(page)).toBeVisible();

  // The seat was taken in the settlement's transaction: the course page's Live batches shows it.
  await page.reload();
  const seat = page.getByRole('region', { name: 'Live batches' }).getByRole('article', { name: batchTitle });
  await expect(seat).toContainText('You have a seat in this batch.');
  await page.goto('/lms/batches');
  await expect(page.getByRole('heading', { level: 1, name: 'My batches' })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(batchTitle) })).toContainText('You have a seat in this batch.');
  // Subscribe in your calendar: the private feed link, which serves the batch's sessions.
  const feed = page.getByRole('region', { name: 'Subscribe in your calendar' });
  await feed.getByRole('button', { name: 'Get my calendar link' }).click();
  const link = await feed.getByLabel('Your calendar link').inputValue();
  expect(link).toMatch(/\/calendar\/[^/]+\/batches\.ics$/);
  const ics = await request.get(link);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain(batchTitle);
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  // The dashboard links to My bookings (the header has no room for it).
  await page.goto('/lms');
  await expect(page.getByRole('navigation', { name: 'Live training' }).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/lms/bookings');
});

// Decisions 141 and 142 end to end: a registered seller, a business buyer with its own GSTIN in
// another state (IGST), the tax invoice read back from its PDF, then staff refund the order in the
// back office through Razorpay's refund API (the fake, which confirms it by webhook too) and the
// credit note appears for both of them.
const SELLER_GSTIN = '29AAACS1234K1ZD'; // Karnataka, with its check character
const BUYER_GSTIN = '27ABCDE1234F1Z0'; // Maharashtra
const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };

async function pdfTextOf(download: Download): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const bytes = new Uint8Array(await readFile(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

test('a business buyer pays with its GSTIN and downloads a tax invoice; staff refund it and the credit note appears for both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The seller registers for GST, as staff would on the Settings screen.
  const staffLogin = await request.post(`${API}/lms/login`, { data: { username: ADMIN.email, password: ADMIN.password } });
  const staff = { authorization: `Bearer ${(await staffLogin.json()).access_token as string}` };
  const current = await (await request.get(`${API}/admin/settings`, { headers: staff })).json();
  const saved = await request.put(`${API}/admin/settings`, {
    headers: staff,
    data: {
      ...current,
      tax: { ...current.tax, legal_name: 'SAP Academy Private Limited', address: '12 MG Road\nBengaluru 560001', state: '29', gstin: SELLER_GSTIN },
    },
  });
  expect(saved.status()).toBe(200);

  await studentOnPaidCourse(page, 'meera');
  await page.getByRole('checkbox', { name: 'I need a GST invoice' }).check();
  await page.getByLabel('GSTIN').fill(BUYER_GSTIN);
  await page.getByLabel('Legal name').fill('Meera Consulting LLP');
  await page.getByLabel('Billing address').fill('4 Marine Drive\nMumbai 400020');
  await expect(page.getByLabel('State')).toHaveValue('27');
  await enrollButton(page).click();
  await checkoutModal(page).getByRole('button', { name: 'Pay' }).click();
  await expect(continueCourse(page)).toBeVisible();

  await page.goto('/lms/orders');
  const invoiceDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download tax invoice' }).click();
  const invoice = await pdfTextOf(await invoiceDownload);
  expect(invoice).toContain(SELLER_GSTIN);
  expect(invoice).toContain(BUYER_GSTIN);
  expect(invoice).toContain('999293');
  expect(invoice).toContain('IGST');
  expect(invoice).not.toContain('CGST');

  // Staff refund it in full from the order's row.
  const staffContext = await browser.newContext({ baseURL: `http://localhost:${RAZORPAY_PORTS.shell}` });
  const admin = await staffContext.newPage();
  await admin.goto('/admin');
  const form = admin.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await admin
    .getByRole('row', { name: /meera Student/ })
    .getByRole('button', { name: /^Refunds of / })
    .click();
  const refundForm = admin.getByRole('form', { name: 'Refund this order' });
  await refundForm.getByLabel('Reason').fill('Batch moved; the buyer asked for the money back');
  await refundForm.getByRole('button', { name: 'Refund…' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Refund', exact: true }).click();
  const creditNoteButton = admin.getByRole('button', { name: /credit note/i }).first();
  await expect(creditNoteButton).toBeVisible();
  await expectNoAxeViolations(admin, { tags: WCAG_AA });
  await staffContext.close();

  await page.reload();
  const creditDownload = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /credit note/i })
    .first()
    .click();
  const creditNote = await pdfTextOf(await creditDownload);
  expect(creditNote).toContain(BUYER_GSTIN);
  expect(creditNote).toMatch(/CN\/\d{4}\/0*1/);
});
