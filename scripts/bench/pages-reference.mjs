// The reference of `npm run bench:pages` (pages.mjs): a minimal Fastify app that sends the page
// server's own bytes for each page (brotli, gzip or as is, with their status) from memory. What
// Node itself can do with these pages: the page server's ceiling.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file = '', port] = [process.argv[2], Number(process.argv[3])];
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, /** @type {any} */ p]) => [
    url,
    { status: p.status, identity: Buffer.from(p.identity, 'base64'), br: Buffer.from(p.br, 'base64'), gzip: Buffer.from(p.gzip, 'base64') },
  ]),
);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const page = pages.get(request.url) ?? pages.get('404');
  if (!page) throw new Error('pages.json has no 404 page');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  reply.code(page.status).header('Content-Type', 'text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page[encoding]);
});
await app.listen({ port, host: '127.0.0.1' });
console.log('READY fastify-ref');
