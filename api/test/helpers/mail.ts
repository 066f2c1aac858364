// The templated e-mails the API queued: tests read them from the outbox, where the code
// is readable until the worker sends the mail (it scrubs `data.code` then), so a test reads a code
// before it drains.
import { asc } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import type { MailTemplate, TemplatedMailPayload } from '../../src/mail/mail-kinds';

export interface QueuedMail<K extends MailTemplate = MailTemplate> {
  id: number;
  status: string;
  kind: string;
  payload: TemplatedMailPayload<K>;
}

/** Every queued mail, oldest first; with `template`, only those (typed by it). */
export async function queuedMails<K extends MailTemplate>(db: Db, template?: K, to?: string): Promise<QueuedMail<K>[]> {
  const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
  return rows
    .map((row) => ({ id: row.id, status: row.status, kind: row.kind, payload: row.payload as TemplatedMailPayload<K> }))
    .filter((mail) => (!template || mail.payload.template === template) && (!to || mail.payload.to === to));
}

/** The code of the newest code-carrying mail queued for `to` (read it before draining the outbox). */
export async function lastCode(db: Db, to: string, template: 'otp-code' | 'reset-code' | 'email-change-code' = 'otp-code'): Promise<string> {
  const mails = await queuedMails(db, template, to);
  const data = mails.at(-1)?.payload.data;
  if (!data?.code) throw new Error(`no ${template} mail with a code for ${to}`);
  return data.code;
}
