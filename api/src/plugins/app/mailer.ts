import fp from 'fastify-plugin';

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The templated mails' HTML version; `text` is always there too. */
  html?: string;
  /** `<id@domain>`, the same for every attempt of one outbox row (decision 122). */
  messageId?: string;
  /** Extra headers: marketing mail's List-Unsubscribe pair (decision 145). */
  headers?: Record<string, string>;
  /** nodemailer's attachment shape (the receipt PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** What the dev transport logs of a message: no HTML and no file bytes, just what is in it. */
const loggable = ({ html, attachments, ...message }: MailMessage) => ({
  ...message,
  ...(html ? { htmlLength: html.length } : {}),
  ...(attachments ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: a.content.length })) } : {}),
});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ mailer?: Mailer }>(
  async (app, opts) => {
    if (opts.mailer) {
      app.decorate('mailer', opts.mailer);
      return;
    }
    // Loaded here, not at the top: a caller's own mailer (every test app) needs no transport.
    const { default: nodemailer } = await import('nodemailer');
    const { SMTP_URL, MAIL_FROM } = app.config;
    // Without SMTP_URL a JSON transport "sends" into the log, so OTPs work in development. With
    // it, every SMTP phase has a timeout below the outbox lease (decision 105): nodemailer waits
    // minutes by default, and a hung server must not hold a row, or an OTP request, that long.
    const transport = SMTP_URL ? nodemailer.createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS }) : nodemailer.createTransport({ jsonTransport: true });
    app.decorate('mailer', {
      async send(message) {
        // Described before sending: the JSON transport rewrites attachment contents as base64.
        const described = SMTP_URL ? null : loggable(message);
        await transport.sendMail({ from: MAIL_FROM, ...message });
        if (described) app.log.info({ mail: described }, 'e-mail (dev transport, not sent)');
      },
    } satisfies Mailer);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
