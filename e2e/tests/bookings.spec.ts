// Bookable consultations (decisions 138, 139, 210, 024): the demo trainer, as a consultant,
// publishes weekly hours in the back office; a visitor opens "Book a Free Consultation", picks a
// time from the slots in India time, books with name, e-mail and mobile, reads the confirmation,
// and receives the meeting link with a calendar invite and a link to change the booking; the
// slot is no longer offered. axe checks the availability editor and the booking page.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BOOKING_MESSAGES } from '@sap-academy/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { uniqueEmail } from '../support/portal';

test.describe.configure({ mode: 'serial' });

const TRAINER = { name: 'Demo Trainer', email: 'trainer@sapacademy.test', password: 'TrainerPass123!' };
const VISITOR = { name: 'Rohan Mehta', email: uniqueEmail('rohan.consultation'), mobile: '+91 98765 43210' };
const MEETING = 'https://meet.example.com/demo-trainer';

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(TRAINER.email);
  await form.getByLabel('Password', { exact: true }).fill(TRAINER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}

test('the demo trainer publishes weekly hours for free consultations', async ({ browser }) => {
  const page = await staffPage(browser);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Availability' }).click();
  const form = page.getByRole('form', { name: `Availability of ${TRAINER.name}` });
  await expect(form).toBeVisible();
  await form.getByLabel('Offer slots').check();
  await form.getByLabel('Free consultation').check();
  await form.getByLabel('Meeting link').fill(MEETING);
  // Every day of the week, 10:00–13:00 India time: slots exist whatever day the suite runs.
  while ((await form.getByRole('button', { name: 'Remove weekly hours 1' }).count()) > 0) {
    await form.getByRole('button', { name: 'Remove weekly hours 1' }).click();
  }
  for (let day = 0; day < 7; day++) {
    await form.getByRole('button', { name: 'Add weekly hours' }).click();
    const row = form.getByRole('group', { name: `Weekly hours ${day + 1}` });
    await row.getByLabel('Weekday').selectOption({ index: day });
    await row.getByLabel('From').fill('10:00');
    await row.getByLabel('To').fill('13:00');
  }
  await expectNoAxeViolations(page, { summary: true });
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.context().close();
});

test('a visitor books a free consultation and receives the meeting link, an invite and a link to change it', async ({ page }) => {
  await page.goto('/training/individual');
  await page.getByRole('link', { name: 'Book a Free Consultation' }).first().click();
  await expect(page).toHaveURL(/\/book-a-consultation$/);
  const form = page.getByRole('form', { name: 'Book a Free Consultation' });
  const first = form.getByRole('radio').first();
  await expect(first).toBeVisible();
  // The first day's first time: its day (the group's legend) and its label.
  const day = ((await first.locator('xpath=ancestor::fieldset[1]/legend').textContent()) ?? '').trim();
  const time = ((await first.locator('xpath=..').textContent()) ?? '').trim();
  // The same locator the check below relies on finds that time before it is booked.
  await expect(form.getByRole('group', { name: day, exact: true }).getByRole('radio', { name: time, exact: true })).toHaveCount(1);
  await first.check();
  await form.getByLabel('Name').fill(VISITOR.name);
  await form.getByLabel('Email').fill(VISITOR.email);
  await form.getByLabel('Mobile').fill(VISITOR.mobile);
  await expectNoAxeViolations(page, { summary: true });
  const since = Date.now();
  await form.getByRole('button', { name: 'Book consultation' }).click();
  await expect(form.getByText(BOOKING_MESSAGES.consultationBooked)).toBeVisible();

  const mail = await waitForMail(VISITOR.email, /^Booked: /, { since });
  expect(mail.text).toContain(MEETING);
  expect(mail.text).toMatch(/\/bookings\/manage\?token=/);
  const invite = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(invite, 'a calendar invite is attached').toBeDefined();
  const ics = Buffer.from(invite!.base64, 'base64').toString('utf8');
  expect(ics).toMatch(/^METHOD:REQUEST$/m);
  // Inside the published hours, in India's zone.
  expect(ics).toMatch(/^DTSTART;TZID=Asia\/Kolkata:\d{8}T1[0-2]\d{4}$/m);

  // The booked time is no longer offered to the next visitor.
  await page.reload();
  const again = page.getByRole('form', { name: 'Book a Free Consultation' });
  await expect(again.getByRole('radio').first()).toBeVisible();
  await expect(again.getByRole('group', { name: day, exact: true }).getByRole('radio', { name: time, exact: true })).toHaveCount(0);
});
