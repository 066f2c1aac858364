// The mailpit stand-in of the real-container stage (scripts/containers/mailpit, decision 306):
// what nodemailer (the API's SMTP client) sends arrives whole, and mailpit's HTTP API answers with
// the sender, recipients and decoded subject the stage's mail check reads.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import nodemailer from 'nodemailer';
import { repoRoot } from '../lib/paths.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

let catcher;
let smtpPort = 0;
let apiUrl = '';

before(async () => {
  smtpPort = await freePort();
  const uiPort = await freePort();
  apiUrl = `http://127.0.0.1:${uiPort}`;
  catcher = spawn(process.execPath, [path.join(repoRoot, 'scripts/containers/mailpit/mail-catcher.mjs')], {
    env: { ...process.env, MP_SMTP_BIND_ADDR: `127.0.0.1:${smtpPort}`, MP_UI_BIND_ADDR: `127.0.0.1:${uiPort}` },
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${apiUrl}/api/v1/messages`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the mail catcher did not start');
});

after(() => catcher?.kill());

test('a mail sent with nodemailer is listed with its sender, recipients and decoded subject, and kept whole', async () => {
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${smtpPort}` });
  // ASCII only, so the body travels as 7bit and the dot-stuffed line can be read back as sent.
  const text = 'Line one\n.leading dot\nCode 123456';
  await transport.sendMail({
    from: 'SAP Academy <no-reply@sap-academy.local>',
    to: 'student@example.com, other@example.com',
    subject: 'Welcome to SAP Academy – पाठ्यक्रम',
    text,
  });
  const list = await (await fetch(`${apiUrl}/api/v1/messages`)).json();
  assert.equal(list.total, 1);
  const [mail] = list.messages;
  assert.equal(mail.From.Address, 'no-reply@sap-academy.local');
  assert.deepEqual(
    mail.To.map((/** @type {{Address: string}} */ t) => t.Address),
    ['student@example.com', 'other@example.com'],
  );
  assert.equal(mail.Subject, 'Welcome to SAP Academy – पाठ्यक्रम');
  const raw = await (await fetch(`${apiUrl}/api/v1/message/${mail.ID}/raw`)).text();
  assert.match(raw, /^Subject: /m);
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  assert.match(body, /^Line one\r?\n\.leading dot\r?\nCode 123456/m, 'the dot-stuffed line comes back unstuffed');
});

test('DELETE /api/v1/messages empties the list; an unknown message is a 404 with a detail', async () => {
  assert.equal((await fetch(`${apiUrl}/api/v1/messages`, { method: 'DELETE' })).status, 200);
  assert.equal((await (await fetch(`${apiUrl}/api/v1/messages`)).json()).total, 0);
  const missing = await fetch(`${apiUrl}/api/v1/message/999/raw`);
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).detail, 'no such message');
});
