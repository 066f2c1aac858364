// Leads reach the API (issue 4 §5): a contact submission and a catalog download, each with
// the page and first-touch UTM parameters; the catalog arrives as a real PDF.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page-guards';

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
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(bytes.toString('latin1')).toContain('SAP FICO');
  await expect(form.getByRole('status')).toContainText('Your catalog is downloading');
});

test('Register Now registers a webinar lead', async ({ page }) => {
  await page.goto('/events');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Register Now' }).click();
  const form = page.getByRole('form', { name: 'Webinar registration' });
  await form.getByLabel('Name').fill('Asha');
  await form.getByLabel('Email').fill('asha.e2e@example.com');
  const [response] = await Promise.all([
    page.waitForResponse((r) => isLeadPost(r.url(), r.request().method())),
    form.getByRole('button', { name: 'Register for the webinar' }).click(),
  ]);
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({ type: 'webinar', page: '/events' });
  await expect(form.getByRole('status')).toContainText('You are registered');
});
