// The API container's mail reaches the mail catcher, read back through the catcher's HTTP API
// (mailpit's /api/v1/messages and /api/v1/message/{ID}/raw): a sign-up's welcome mail, the
// verification code a student signs in with, and the sales notification of a lead. The
// engine-less compose stage ran the API outside its image, so it could not see that the image
// bundled the mail templates without their JSX runtime and every mail failed (decision 305).
import { simpleParser } from 'mailparser';
import { until } from '../wait-for.mjs';
import { API_URL, MAIL_API_URL } from './stack.mjs';

const SALES_EMAIL = 'sales@sap-academy.local'; // docker-compose.yml's default SALES_EMAIL

/**
 * @param {string} path
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function postJson(path, body, headers = {}) {
  return fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** @param {Response} response @param {number} status @param {string} what */
async function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}, not ${status}: ${await response.text()}`);
}

/**
 * The newest mail to `to` whose subject matches, waited for while the outbox sends it.
 * @param {string} to
 * @param {RegExp} subject
 * @returns {Promise<{ID: string, Subject: string}>}
 */
async function mailTo(to, subject) {
  /** @type {{ID: string, Subject: string, To: Array<{Address: string}>} | undefined} */
  let mail;
  /** @type {string[]} */
  let seen = [];
  await until(
    async () => {
      /** @type {{messages: Array<{ID: string, Subject: string, To: Array<{Address: string}>}>}} */
      const list = await (await fetch(`${MAIL_API_URL}/api/v1/messages`)).json();
      const mine = list.messages.filter((m) => m.To.some((r) => r.Address === to));
      seen = mine.map((m) => m.Subject);
      mail = mine.find((m) => subject.test(m.Subject));
      return Boolean(mail);
    },
    { timeoutMs: 30_000, what: () => `a mail to ${to} with a subject like ${subject} in the mail catcher (mails to that address: ${JSON.stringify(seen)})` },
  );
  return /** @type {{ID: string, Subject: string}} */ (mail);
}

/** The plain-text part of a caught mail, parsed from its raw source. */
async function mailText(id) {
  const raw = Buffer.from(await (await fetch(`${MAIL_API_URL}/api/v1/message/${id}/raw`)).arrayBuffer());
  return (await simpleParser(raw)).text ?? '';
}

/**
 * A sign-up through the published API port; its welcome mail arrives.
 * @returns {Promise<{email: string, subject: string}>}
 */
export async function welcomeMailArrives() {
  const email = `containers-${Date.now()}@example.com`;
  await expectStatus(await postJson('/lms/register', { name: 'Container Stage', email, password: 'Containers-stage-2026!' }), 201, 'POST /lms/register');
  const { Subject } = await mailTo(email, /./);
  if (!/^Welcome to /.test(Subject)) throw new Error(`the mail to ${email} is "${Subject}", not the welcome mail`);
  return { email, subject: Subject };
}

/**
 * SPEC §7's e-mail code: POST /request-otp mails a 6-digit code, read from the mail's text as
 * the student would, and POST /verify-otp with it signs the student in (an access token).
 * @param {string} email  a registered student
 * @returns {Promise<string>} the subject of the code mail
 */
export async function otpMailSignsIn(email) {
  await expectStatus(await postJson('/request-otp', { email }), 202, 'POST /request-otp');
  const mail = await mailTo(email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(await mailText(mail.ID))?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail "${mail.Subject}"`);
  const verified = await postJson('/verify-otp', { email, otp: code });
  await expectStatus(verified, 200, 'POST /verify-otp with the mailed code');
  const { access_token: token } = await verified.json();
  if (typeof token !== 'string' || token.length < 20) throw new Error(`POST /verify-otp gave no access token: ${JSON.stringify(token)}`);
  return mail.Subject;
}

/**
 * A lead through POST /leads, the endpoint the site's contact form posts to; the sales
 * notification the outbox sends arrives, naming the lead.
 * @returns {Promise<string>} the notification's subject
 */
export async function leadMailArrives() {
  const name = `Container Lead ${Date.now()}`;
  const lead = { type: 'contact', name, email: `lead-${Date.now()}@example.com`, message: 'Sent by the real-container stage.', page: '/contact' };
  await expectStatus(await postJson('/leads', lead), 202, 'POST /leads');
  const mail = await mailTo(SALES_EMAIL, new RegExp(`^New contact lead: ${name}$`));
  const text = await mailText(mail.ID);
  if (!text.includes(`E-mail: ${lead.email}`)) throw new Error(`the notification "${mail.Subject}" does not carry the lead's e-mail:\n${text}`);
  return mail.Subject;
}
