// The shell's index.html turned into the page of one request: the runtime config inlined
// (decision 001) and the prerendered page put into #root (decision 006). The result is compressed
// once and stored (page-cache.ts).
import type { RuntimeConfig } from 'mfe-shared';
import { SESSION_VARIANT_ATTRIBUTE } from 'mfe-shared/auth/session-hint';
import { jsonScriptTag } from './render/json-script';
import type { RenderedPage } from './render/render';
import { sessionHintTag, signedInVariantTags } from './session-variants';

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
export function inlinePrerendered(html: string, page: Pick<RenderedPage, 'head' | 'body'> & { signedInBody?: string | null }): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const defaultTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const head = /<title>/.test(page.head) ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  // A page behind the login carries both of its variants (session-variants.ts); the signed-in
  // one keeps the shell's own title.
  const root = page.signedInBody
    ? `<div id="root" data-prerendered ${SESSION_VARIANT_ATTRIBUTE}="visitor">${page.body}</div>${signedInVariantTags(page.signedInBody, defaultTitle)}`
    : `<div id="root" data-prerendered>${page.body}</div>`;
  return head.replace(RUNTIME_CONFIG_PLACEHOLDER, () => `${sessionHintTag()}${page.head}${RUNTIME_CONFIG_PLACEHOLDER}`).replace(ROOT_ELEMENT, () => root);
}
