// Leads reach the API: a contact submission and a catalog download, each with
// the page and first-touch UTM parameters; the catalog arrives as a real PDF, the API's
// (GET /catalogue.pdf, decision 207), whose text keeps the rupee sign.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { waitForHydration, watchConsole } from '../support/page-guards';

const isLeadPost = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/leads';

test('a contact submission lands in the API', async ({ page }) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=august');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  const form = page.getByRole('form', { name: 'Contact' });
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill('meera.e2e@example.com');
  await form.getByLabel('Mobile').fill('+91 98450 22222');
  await form.getByLabel('Subject').fill('SAP FICO batch');
  await form.getByLabel('Message').fill('When does the next batch start?');

  const [response] = await Promise.all([
    page.waitForResponse((r) => isLeadPost(r.url(), r.request().method())),
    form.getByRole('button', { name: 'Submit' }).click(),
  ]);
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({
    type: 'contact',
    name: 'Meera Iyer',
    email: 'meera.e2e@example.com',
    page: '/contact',
    utm_source: 'newsletter',
    utm_campaign: 'august',
  });
  await expect(form.getByRole('status')).toContainText('Thank you');
});

test('Request a Demo Session lands on the contact form with the subject filled', async ({ page }) => {
  await page.goto('/training/corportate');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Request a Demo Session' }).click();
  await expect(page.getByRole('form', { name: 'Contact' }).getByLabel('Subject')).toHaveValue('Corporate training demo session');
});

test('the catalog form checks its fields, sends the lead and downloads a PDF catalog', async ({ page }) => {
  test.slow(); // it also reads the downloaded PDF back with pdf.js
  await page.goto('/training/individual');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Download Course Catalog' }).click();
  const form = page.getByRole('form', { name: 'Catalog download' });
  await form.getByRole('button', { name: 'Download Catalog' }).click();
  await expect(form.getByText('Name is required!')).toBeVisible();
  await expect(form.getByText('A valid email is required')).toBeVisible();

  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill('ravi.e2e@example.com');
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => isLeadPost(r.url(), r.request().method())),
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Download Catalog' }).click(),
  ]);
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({ type: 'catalog', name: 'Ravi Kumar', page: '/training/individual' });
  expect(download.suggestedFilename()).toBe('vidya-erp-academy-sap-course-catalog.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const words = text.replace(/\s+/g, ' ');
  expect(words).toContain('SAP FICO');
  // The seeded SAP MM course at ₹24,999.00, not "Rs. 24,999.00".
  expect(words).toContain('₹24,999.00');
  expect(words).not.toContain('Rs.');
  await expect(form.getByRole('status')).toContainText('Your catalog is downloading');
});

/** The visitor's clock (the page was rendered by the server's; the page follows the visitor's once hydrated). */
async function openEventsAt(page: Page, now: string) {
  await page.clock.setFixedTime(new Date(now));
  await page.goto('/events');
  await waitForHydration(page);
}

test('before the webinar: Register Now registers for the event, which is a webinar lead (decision 137)', async ({ page }) => {
  const console = watchConsole(page);
  await openEventsAt(page, '2026-06-01T10:00:00+05:30');
  await page.getByRole('button', { name: 'Register Now' }).first().click();
  const form = page.getByRole('form', { name: 'Webinar registration' });
  await form.getByLabel('Name').fill('Asha');
  await form.getByLabel('Email').fill('asha.e2e@example.com');
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/site\/events\/[^/]+\/registrations$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Register for the webinar' }).click(),
  ]);
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({ page: '/events' });
  await expect(form.getByRole('status')).toContainText('You are registered');
  expect(console.errors()).toEqual([]);
});

test('after the webinar (26 August, the seeded event started): "Past webinar", nothing upcoming, and a lead for the next one', async ({ page }) => {
  const console = watchConsole(page);
  // The demo seed's event is the next 25 August at 12:00 India time; a day later it has started,
  // so the page falls back to the settings' webinar (decision 209), now past.
  await openEventsAt(page, '2027-08-26T10:00:00+05:30');
  await expect(page.getByRole('heading', { level: 2, name: 'No upcoming webinar' })).toBeVisible();
  const card = page.getByRole('article', { name: /^Past webinar: / });
  await expect(card).toContainText('Held 12PM · 25th August');
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Notify me of the next webinar' }).click();
  const form = page.getByRole('form', { name: 'Next webinar' });
  await form.getByLabel('Name').fill('Asha');
  await form.getByLabel('Email').fill('asha.next.e2e@example.com');
  const [response] = await Promise.all([
    page.waitForResponse((r) => isLeadPost(r.url(), r.request().method())),
    form.getByRole('button', { name: 'Notify me' }).click(),
  ]);
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({ type: 'webinar', page: '/events' });
  await expect(form.getByRole('status')).toContainText('next webinar is announced');
  // The server rendered the page by its own clock; hydration took it as rendered, then updated.
  expect(console.errors()).toEqual([]);
});
