// Variant (c) of the Lighthouse bench: each page's rendered DOM saved from the browser as
// plain HTML, no scripts — what the page would cost if it were a static file.
// - scripts go (JSON-LD stays: it is data), and so do the hints that preload scripts or the
//   federation manifests;
// - styled-components inserts its rules through the CSSOM in production (its <style> tag has
//   no text), so every style sheet's rules are written out as <style> text, in place;
// - relative URLs stay relative: the server below answers every other path (favicon, images,
//   fonts) from the federated shell, so they resolve exactly as on the federated page.
import { createServer, request as httpRequest } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 10_000;

/** Runs in the page: the live document as static HTML. */
function serializeStatic() {
  const sameOriginPath = (url) => (url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href);
  // Only an external sheet's url()s are relative to something other than the page.
  const rebase = (css, base) =>
    css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote, url) => (/^(data:|#)/.test(url) ? match : `url("${sameOriginPath(new URL(url, base))}")`));
  const cssOf = (sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');

  for (const sheet of [...document.styleSheets]) {
    const node = sheet.ownerNode;
    if (!node || sheet.disabled) {
      node?.remove();
      continue;
    }
    let css;
    try {
      css = cssOf(sheet);
    } catch {
      continue; // a cross-origin sheet without CORS: its <link> stays
    }
    const style = document.createElement('style');
    if (sheet.media.mediaText) style.media = sheet.media.mediaText;
    style.textContent = sheet.href ? rebase(css, sheet.href) : css;
    node.replaceWith(style);
  }
  for (const sheet of document.adoptedStyleSheets ?? []) {
    const style = document.createElement('style');
    style.textContent = cssOf(sheet);
    document.head.append(style);
  }
  for (const script of document.querySelectorAll('script')) {
    if (script.type !== 'application/ld+json') script.remove();
  }
  const scriptHints = 'link[rel~="modulepreload"], link[rel~="preload"][as="script"], link[rel~="preload"][as="fetch"], link[rel~="prefetch"][as="script"]';
  for (const link of document.querySelectorAll(scriptHints)) link.remove();
  return `<!doctype html>\n${document.documentElement.outerHTML}\n`;
}

/** Resolves once the DOM has not changed for `quietMs` (the deferred part of a page is in). */
/** @param {[number, number]} settings */
function domSettled([quietMs, timeoutMs]) {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    const deadline = setTimeout(done, timeoutMs);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(deadline);
      resolve(undefined);
    }
  });
}

export const staticFileFor = (dir, route) => path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/**
 * Opens each route of the federated site, waits for its content, saves it as static HTML.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin  the federated shell, e.g. http://localhost:3340
 * @param {{path: string, ready: string}[]} routes
 * @param {string} dir     the files land in dir/<route>/index.html
 */
export async function saveStaticPages(browser, origin, routes, dir) {
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${route.path}`);
    await page.waitForSelector(route.ready, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(domSettled, /** @type {[number, number]} */ ([QUIET_MS, SETTLE_TIMEOUT_MS]));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const html = await page.evaluate(serializeStatic);
    await context.close();
    const file = staticFileFor(dir, route.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
}

/**
 * Serves the saved pages (brotli or gzip, as a static host would) and passes every other
 * request through to the federated shell.
 */
export async function startStaticPagesServer({ dir, routes, port, host = 'localhost', upstream }) {
  const pages = new Map();
  for (const route of routes) {
    const html = await readFile(staticFileFor(dir, route));
    pages.set(route, { identity: html, br: await brotli(html), gzip: await gzip(html, { level: 9 }) });
  }
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const page = pages.get((req.url ?? '/').split('?')[0]);
    if (!page) {
      const proxied = httpRequest(
        { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (upstreamResponse) => {
          res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(res);
        },
      );
      proxied.on('error', () => res.writeHead(502).end());
      req.pipe(proxied);
      return;
    }
    const accepts = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : page[encoding]);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(undefined)));
  return {
    url: `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
