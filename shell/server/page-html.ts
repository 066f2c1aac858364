// The shell's index.html turned into the page of one request: the runtime config inlined
// (decision 001), the prerendered page put into #root (decision 006), and the result compressed
// for the browser that asked.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from 'mfe-shared';
import { jsonScriptTag } from './render/json-script';
import type { RenderedPage } from './render/render';

const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON inside <script type=application/json> must not be able to close the tag. */
export function inlineRuntimeConfig(html: string, config: RuntimeConfig, extraHead = ''): string {
  const tag = jsonScriptTag('runtime-config', config);
  return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => `${tag}${extraHead}`);
}

/**
 * Puts a prerendered page into the shell's index.html: its head tags (the template's default
 * <title> gives way to the page's) and #root's content, marked so the browser hydrates it
 * instead of rendering anew (docs/decisions/006-prerendered-public-pages.md).
 */
export function inlinePrerendered(html: string, page: Pick<RenderedPage, 'head' | 'body'>): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const head = /<title>/.test(page.head) ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return head
    .replace(RUNTIME_CONFIG_PLACEHOLDER, () => `${page.head}${RUNTIME_CONFIG_PLACEHOLDER}`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${page.body}</div>`);
}

/** The HTML in the encoding the browser prefers (pages are small: compressed per response). */
export function encodeHtml(html: string, acceptEncoding: string): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(acceptEncoding)) {
    return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}
