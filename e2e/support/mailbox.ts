// The read side of smtp-capture.ts: a spec waits for the mail a student would get, as the
// student would open their inbox.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { CapturedMail } from './smtp-capture';

export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the suite runs without its SMTP capture');
  return dir;
};

async function inbox(dir: string, to: string): Promise<CapturedMail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as CapturedMail));
  return mails.filter((m) => m.to.includes(to.toLowerCase())).sort((a, b) => a.receivedAt - b.receivedAt);
}

/** The newest mail to `to` whose subject matches, received after `since`; waits for the outbox to send it. */
export async function waitForMail(to: string, subject: RegExp, { since = 0, dir = mailDir(), timeout = 20_000 } = {}): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox(dir, to)).filter((m) => m.receivedAt >= since && subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout, message: `a mail to ${to} with a subject like ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code a code mail carries, read from its plain-text part as a student would. */
export function codeIn(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail "${mail.subject}"`);
  return code;
}
