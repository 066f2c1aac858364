// A mail catcher with mailpit's ports and the part of its HTTP API the tests read; no
// dependencies. SMTP (RFC 5321, no TLS, no auth): EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

/** @type {Array<{ID: string, From: {Address: string}, To: Array<{Address: string}>, Subject: string, Created: string, Size: number, raw: string}>} */
const messages = [];

/** mailpit's MP_SMTP_BIND_ADDR / MP_UI_BIND_ADDR ("host:port"); port 0 picks a free one. */
function bindAddress(setting, port) {
  const [host, p] = (setting ?? `0.0.0.0:${port}`).split(/:(?=\d+$)/);
  return /** @type {const} */ ([Number(p), host || '0.0.0.0']);
}

const address = (arg) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.split(':').slice(1).join(':').trim();

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header value. */
function decodeHeader(value) {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function store(from, to, raw) {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject:\s*(.*)$/im.exec(head)?.[1] ?? '';
  messages.push({
    ID: String(messages.length + 1),
    From: { Address: from },
    To: to.map((a) => ({ Address: a })),
    Subject: decodeHeader(subject).trim(),
    Created: new Date().toISOString(),
    Size: Buffer.byteLength(raw),
    raw,
  });
}

createTcpServer((socket) => {
  let buffer = '';
  let inData = false;
  let from = '';
  let to = [];
  let data = [];
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 mail-catcher ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    let end;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          store(from, to, Buffer.from(data.join('\r\n'), 'latin1').toString('utf8'));
          reply('250 OK: queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-mail-catcher\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'HELO') reply('250 mail-catcher');
      else if (verb === 'MAIL') {
        from = address(line);
        to = [];
        reply('250 OK');
      } else if (verb === 'RCPT') {
        to.push(address(line));
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        from = '';
        to = [];
        reply('250 OK');
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    }
  });
  socket.on('error', () => socket.destroy());
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
