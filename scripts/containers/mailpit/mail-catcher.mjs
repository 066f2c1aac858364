// A mail catcher with mailpit's ports and the part of its HTTP API the tests read. SMTP is
// nodemailer's smtp-server and parsing is mailparser, the libraries e2e/support/smtp-capture.ts
// already uses; only mailpit's small HTTP API is written here.
import { createServer as createHttpServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @type {Array<{ID: string, From: {Address: string}, To: Array<{Address: string}>, Subject: string, Created: string, Size: number, raw: Buffer}>} */
const messages = [];

/** mailpit's MP_SMTP_BIND_ADDR / MP_UI_BIND_ADDR ("host:port"); port 0 picks a free one. */
function bindAddress(setting, port) {
  const [host, p] = (setting ?? `0.0.0.0:${port}`).split(/:(?=\d+$)/);
  return /** @type {const} */ ([Number(p), host || '0.0.0.0']);
}

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      simpleParser(raw)
        .then((mail) => {
          messages.push({
            ID: String(messages.length + 1),
            From: { Address: session.envelope.mailFrom ? session.envelope.mailFrom.address : '' },
            To: session.envelope.rcptTo.map((r) => ({ Address: r.address })),
            Subject: mail.subject ?? '',
            Created: new Date().toISOString(),
            Size: raw.length,
            raw,
          });
          callback();
        })
        .catch(callback);
    });
  },
}).listen(...bindAddress(process.env.MP_SMTP_BIND_ADDR, 1025));

createHttpServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && url.pathname === '/api/v1/messages') {
    const list = messages.map(({ raw: _raw, ...summary }) => summary).reverse();
    return json(200, { total: list.length, count: list.length, messages: list });
  }
  if (req.method === 'DELETE' && url.pathname === '/api/v1/messages') {
    messages.length = 0;
    return json(200, 'ok');
  }
  const raw = /^\/api\/v1\/message\/([^/]+)\/raw$/.exec(url.pathname);
  if (req.method === 'GET' && raw) {
    const message = messages.find((m) => m.ID === raw[1]);
    if (!message) return json(404, { detail: 'no such message' });
    res.writeHead(200, { 'content-type': 'message/rfc822' });
    return res.end(message.raw);
  }
  if (url.pathname === '/livez' || url.pathname === '/') return json(200, { ok: true });
  json(404, { detail: 'not found' });
}).listen(...bindAddress(process.env.MP_UI_BIND_ADDR, 8025));
