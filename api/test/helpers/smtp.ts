// A real SMTP server on a free local port (the `smtp-server` package) that keeps every message
// it receives, parsed (`mailparser`): tests send through the API's real nodemailer transport to it.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  /** For SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  /** Resolves with the first captured mail that matches, waiting up to `timeoutMs` for it. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /**
   * How long the server takes to acknowledge a message it has received (the 250 after DATA): a
   * slow server that delivers and answers late. The mail is kept at once.
   */
  ackDelayMs?: number;
}

export async function startSmtpCapture({ ackDelayMs = 0 }: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const mails: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost: no certificate to make, and nodemailer does not try to upgrade.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiters) wake();
          if (ackDelayMs > 0) setTimeout(() => callback(), ackDelayMs);
          else callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (got ${mails.length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
