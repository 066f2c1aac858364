// A local SMTP server that keeps every mail the API sends, for specs that read a code or a
// receipt from the mail a student would get. Each parsed mail becomes one JSON file in
// `dir`, so spec workers (other processes than the one that started the server) can read them.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; base64: string }>;
  receivedAt: number;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

export async function startSmtpCapture({ port, dir }: { port: number; dir: string }) {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    // Local test relay: no TLS, no login, as a development mail catcher (mailpit) accepts.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const captured: CapturedMail = {
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, base64: a.content.toString('base64') })),
            receivedAt: Date.now(),
          };
          count += 1;
          // Written aside and renamed: a spec polling the folder never reads half a mail.
          const file = path.join(dir, `${Date.now()}-${process.pid}-${count}.json`);
          await writeFile(`${file}.partial`, JSON.stringify(captured));
          await rename(`${file}.partial`, file);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
