// Auth-aware first paint (docs/decisions/012-portal-first-paint.md). A page behind the login
// ('session' routes: the portal) is rendered twice: as a visitor sees it (the login page, in
// #root) and as a token holder sees it while SPEC §4's current-user check runs (the portal's
// header and 'Loading...', in an inert <template>). Two inline scripts pick one before anything
// paints:
// - SESSION_HINT, first in <head> of every prerendered page: marks <html> when a token is
//   stored, and the site's CSS then hides the visitor-only links and the visitor variant
//   (mfe-shared auth/session-hint.ts);
// - SESSION_SWAP, right after the template: for a token holder, moves the signed-in variant into
//   #root (and gives the tab the shell's own title, not the login page's). The page's head holds
//   rendering until this script's element is parsed (rel=expect), so no frame shows the other
//   variant; browsers without rel=expect still show nothing of it (the CSS above).
// React then hydrates whichever variant #root holds: the auth store starts in the same state
// (bootstrapAuth: 'checking' with a token, 'ready' without).
// Both functions' compiled source text is what goes into the page, as with start-after-paint.ts:
// self-contained ES5 with browser globals only; the CSP hashes come from that same text.
import { createHash } from 'node:crypto';
import { SESSION_CHECKING_ATTRIBUTE, SESSION_VARIANT_ATTRIBUTE } from 'mfe-shared/auth/session-hint';

export const SIGNED_IN_TEMPLATE_ID = 'session-signed-in';
export const SESSION_SWAP_ID = 'session-swap';
/** Rendering waits until the swap has run (https://html.spec.whatwg.org/multipage/links.html#link-type-expect). */
export const RENDER_UNTIL_SESSION_SWAP = `<link rel="expect" href="#${SESSION_SWAP_ID}" blocking="render">`;

/* eslint-disable no-var */
function sessionHint(attribute: string) {
  try {
    if (localStorage.getItem('token')) document.documentElement.setAttribute(attribute, '');
  } catch (_storageBlocked) {
    return;
  }
}

function sessionSwap(templateId: string, variantAttribute: string, checkingAttribute: string) {
  var doc = document;
  var template = doc.getElementById(templateId) as HTMLTemplateElement | null;
  var root = doc.getElementById('root');
  if (!template || !root) return;
  if (doc.documentElement.hasAttribute(checkingAttribute)) {
    root.innerHTML = template.innerHTML;
    root.setAttribute(variantAttribute, 'signed-in');
    var titles = doc.head.getElementsByTagName('title');
    for (var i = titles.length - 1; i >= 0; i -= 1) doc.head.removeChild(titles[i] as HTMLTitleElement);
    doc.title = template.getAttribute('data-title') || '';
  }
  template.parentNode!.removeChild(template);
}
/* eslint-enable no-var */

const compact = (fn: (...args: never[]) => void) => fn.toString().replace(/\s*\n\s*/g, '');
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const SESSION_HINT = `(${compact(sessionHint)})(${JSON.stringify(SESSION_CHECKING_ATTRIBUTE)})`;
export const SESSION_SWAP = `(${compact(sessionSwap)})(${[SIGNED_IN_TEMPLATE_ID, SESSION_VARIANT_ATTRIBUTE, SESSION_CHECKING_ATTRIBUTE].map((a) => JSON.stringify(a)).join(',')})`;
export const SESSION_HINT_CSP_HASH = cspHash(SESSION_HINT);
export const SESSION_SWAP_CSP_HASH = cspHash(SESSION_SWAP);

export const sessionHintTag = () => `<script>${SESSION_HINT}</script>`;

/**
 * What follows #root on a page with both variants: the signed-in one and the swap.
 * @param titleHtml the shell's default title as index.html has it (already HTML text)
 */
export function signedInVariantTags(body: string, titleHtml: string): string {
  return (
    `<template id="${SIGNED_IN_TEMPLATE_ID}" data-title="${titleHtml.replace(/"/g, '&quot;')}">${body}</template>` +
    `<script id="${SESSION_SWAP_ID}">${SESSION_SWAP}</script>`
  );
}
