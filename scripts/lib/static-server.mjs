// Serves one built app the way production does (docs/decisions/001-runtime-remotes.md):
// - the shell: SPA fallback, its runtime config inlined into index.html on every request;
// - a remote: CORS so the shell's origin may load its manifest, entry and chunks;
// - `no-cache` for HTML, manifests, entries and the runtime config (they name the versions);
//   a year and `immutable` for content-hashed files; precompressed .br/.gz when present.
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_FILES } from './site-files.mjs';
import { preloadAfterPaintScript, preloadLinkTags } from './preload-hints.mjs';
import { withStartAfterPaint } from './start-after-paint.mjs';

export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath) {
  // A precompressed twin (main.0123456789.js.br) is as immutable as the file it compresses.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}

/** JSON inside <script type=application/json> must not be able to close the tag. */
export function inlineRuntimeConfig(html, config, extraHead = '') {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="runtime-config" type="application/json">${json}</script>`;
  return html.replace(RUNTIME_CONFIG_PLACEHOLDER, `${tag}${extraHead}`);
}

export const ROOT_ELEMENT = '<div id="root"></div>';
export const SERVER_BUILD_DIR = 'server';

/** The HTML in the encoding the browser prefers (pages are small: compressed per response). */
function encodeHtml(request, reply, html) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/**
 * Puts a prerendered page into the shell's index.html: its head tags (the template's default
 * <title> gives way to the page's) and #root's content, marked so the browser hydrates it
 * instead of rendering anew (docs/decisions/006-prerendered-public-pages.md).
 */
export function inlinePrerendered(html, page) {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const head = /<title>/.test(page.head) ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return head
    .replace(RUNTIME_CONFIG_PLACEHOLDER, () => `${page.head}${RUNTIME_CONFIG_PLACEHOLDER}`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${page.body}</div>`);
}

/**
 * @param {object} o
 * @param {string} o.root            the app's dist folder
 * @param {number} o.port            0 for any free port
 * @param {string} [o.host]
 * @param {boolean} [o.spa]          serve index.html for unknown paths (the shell)
 * @param {boolean} [o.cors]         allow any origin to load these files (a remote)
 * @param {() => Promise<object>} [o.runtimeConfig] read on every request, so a change needs no restart
 * @param {(pathname: string, config: object) => Promise<Array<{href: string, as: string}>>} [o.preloadHints]
 *   the files a page needs (preload-hints.mjs)
 * @param {(pathname: string, config: object, origin: string) => Promise<string|null>} [o.siteFiles]
 *   robots.txt and sitemap.xml from the remote that owns them (site-files.mjs)
 * @param {(request: {pathname: string, config: object, origin: string}) => Promise<{head: string, body: string, status: number, complete: boolean}|null>} [o.prerender]
 *   the page's HTML (prerender.mjs); null, or a failure, serves the client-rendered page
 * @param {boolean} [o.trustProxy]   take the page's origin from X-Forwarded-Proto/-Host (only
 *   behind a proxy that sets them: the compose shell renderer, shell-renderer.mjs)
 * @param {boolean} [o.healthz]      answer GET /healthz (a container's health check)
 */
export async function startStaticServer({ root, port, host = '127.0.0.1', spa = false, cors = false, runtimeConfig, preloadHints, siteFiles, prerender, trustProxy = false, healthz = false }) {
  const app = Fastify({ logger: false, trustProxy });
  const indexFile = path.join(root, 'index.html');

  app.addHook('onSend', async (request, reply) => {
    if (cors) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Timing-Allow-Origin', '*');
    }
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
    // The shell's dist/server is its renderer (prerender.mjs), not a browser file. A remote's
    // dist/server stays public: the shell's renderer fetches it from there.
    allowedPath: spa ? (pathName) => !pathName.startsWith(`/${SERVER_BUILD_DIR}/`) : undefined,
  });

  async function renderPage(pathname, config, origin) {
    if (!prerender || !config) return null;
    try {
      return await prerender({ pathname, config, origin });
    } catch (error) {
      // The page still works: the browser renders it, as it did before prerendering.
      app.log.warn?.(`prerender ${pathname}: ${error.message}`);
      if (process.env.PRERENDER_DEBUG) console.warn(`[prerender] ${pathname}:`, error);
      return null;
    }
  }

  async function renderIndex(request, reply) {
    let html = await readFile(indexFile, 'utf8');
    const pathname = request.url.split('?')[0];
    const config = runtimeConfig ? await runtimeConfig() : null;
    const [hints, page] = await Promise.all([
      config && preloadHints ? preloadHints(pathname, config) : [],
      renderPage(pathname, config, `${request.protocol}://${request.host}`),
    ]);
    if (page) html = inlinePrerendered(html, page);
    if (page?.complete) html = withStartAfterPaint(html);
    // A page whose content is in its HTML paints without scripts: they are announced after
    // that paint. The portal (only 'Loading...' in its HTML) needs them at once.
    const hintTags = page?.complete ? preloadAfterPaintScript(hints) : preloadLinkTags(hints);
    reply
      .code(page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', NO_CACHE)
      .send(encodeHtml(request, reply, config ? inlineRuntimeConfig(html, config, hintTags) : html));
  }

  if (runtimeConfig) {
    app.get('/runtime-config.json', async (request, reply) => {
      reply.header('Cache-Control', NO_CACHE).send(await runtimeConfig());
    });
  }
  if (siteFiles && runtimeConfig) {
    for (const [file, type] of Object.entries(SITE_FILES)) {
      app.get(file, async (request, reply) => {
        const text = await siteFiles(file, await runtimeConfig(), `${request.protocol}://${request.host}`);
        if (text === null) return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
        return reply.type(type).header('Cache-Control', 'public, max-age=300').send(text);
      });
    }
  }
  if (healthz) app.get('/healthz', (request, reply) => reply.header('Cache-Control', NO_CACHE).type('text/plain').send('ok\n'));
  app.get('/', (request, reply) => renderIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) return renderIndex(request, reply);
    reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  const address = app.server.address();
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  return { app, url, port: address.port, close: () => app.close() };
}

/** A runtime config read from a file on every request (edit the file, reload the page). */
export function runtimeConfigFromFile(file) {
  return async () => JSON.parse(await readFile(file, 'utf8'));
}
