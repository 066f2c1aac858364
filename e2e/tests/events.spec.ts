// Events that keep their word (decisions 137, 139, 209): a visitor finds the upcoming webinar on
// /events (the demo seed's: SPEC §2's 25 August, 12 PM India time), registers, reads "You are
// registered! …" and receives the confirmation with the join link and a calendar invite that
// calendar apps place at 12:00 in India; registering again sends nothing new. axe checks the page.
import { expect, test } from '@playwright/test';
import { EVENT_MESSAGES } from '@sap-academy/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { waitForHydration } from '../support/page-guards';
import { uniqueEmail } from '../support/portal';

const VISITOR = { name: 'Ananya Sharma', email: uniqueEmail('ananya.webinar') };

test('a visitor registers for the webinar on /events and gets the join link and an invite in India time', async ({ page }) => {
  await page.goto('/events');
  const card = page.getByRole('article', { name: /^Webinar: / }).first();
  await expect(card).toBeVisible();
  // The card says when, in India, and how many seats are left.
  await expect(card).toContainText('IST');
  await expect(card).toContainText(/seats? left/i);
  const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await expectNoAxeViolations(page, { summary: true });

  const since = Date.now();
  // The page is prerendered: a click before React owns it does nothing (a CI run on a busy
  // machine clicked Register Now that early and the form never opened).
  await waitForHydration(page);
  await card.getByRole('button', { name: /Register Now/ }).click();
  const form = page.getByRole('form', { name: 'Webinar registration' });
  await form.getByLabel('Name').fill(VISITOR.name);
  await form.getByLabel('Email').fill(VISITOR.email);
  await form.getByRole('button', { name: 'Register for the webinar' }).click();
  await expect(form.getByText(EVENT_MESSAGES.registered)).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });

  const mail = await waitForMail(VISITOR.email, /^You are registered: /, { since });
  expect(mail.subject).toContain(title);
  // The join link is in the mail (and never on the public page).
  expect(mail.text).toMatch(/https?:\/\/\S+/);
  const invite = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(invite, 'a calendar invite is attached').toBeDefined();
  const ics = Buffer.from(invite!.base64, 'base64').toString('utf8');
  expect(ics).toMatch(/^METHOD:REQUEST$/m);
  expect(ics).toMatch(/^UID:event-\d+@/m);
  // SPEC §2's 12 PM, written in India's own zone with its definition beside it.
  expect(ics).toMatch(/^DTSTART;TZID=Asia\/Kolkata:\d{8}T120000$/m);
  expect(ics).toMatch(/^TZOFFSETTO:\+0530$/m);

  // The same address again: the same registration, no second seat and no second mail.
  const again = Date.now();
  await page.reload();
  await waitForHydration(page);
  await page
    .getByRole('article', { name: /^Webinar: / })
    .first()
    .getByRole('button', { name: /Register Now/ })
    .click();
  const second = page.getByRole('form', { name: 'Webinar registration' });
  await second.getByLabel('Name').fill(VISITOR.name);
  await second.getByLabel('Email').fill(VISITOR.email);
  await second.getByRole('button', { name: 'Register for the webinar' }).click();
  await expect(second.getByText(EVENT_MESSAGES.registered)).toBeVisible();
  await expect(waitForMail(VISITOR.email, /^You are registered: /, { since: again, timeout: 4_000 })).rejects.toThrow();
});
