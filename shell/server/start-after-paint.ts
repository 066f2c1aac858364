// The inline loader of a complete (prerendered) page (docs/decisions/006-prerendered-public-pages.md).
// The page paints from its HTML; its scripts are only fetched once the document has loaded and
// the frame after that has painted, or the preload scanner would fetch them alongside the HTML
// and the paint would wait on the shared connection. Then, in one go, it adds the entry script
// and turns the route's inert JSON list of files (#preload-after-paint, preload-hints.ts) into
// <link rel="preload">: the shell's chunks and the remote's manifest, entry and route chunk
// download in parallel with main.js instead of after it has run.
// Until the app has hydrated, a click on a menu toggle (a button with aria-controls) does
// nothing by itself: the loader records the controlled id in window.__earlyToggles, and the
// header opens that menu as it hydrates (shell/src/features/header/early-toggles.ts).
// A form in the page's HTML (the portal's sign-in, decision 012) is not submitted before its app
// has hydrated (its remote's root carries data-hydrated): the browser's own submission would
// send the fields, the password among them, in the URL of a GET to the page itself.
// The function's compiled source text is what goes into the page: it must stay self-contained
// ES5 using only browser globals, and comments belong outside it. Its CSP hash is computed from
// that same text, in the build that compiles it: the page server sends it, and the shell's build
// writes it into the nginx header templates (nginx-headers.ts), so the two cannot disagree.
// It names the list by its id, PRELOAD_AFTER_PAINT_ID (a test checks they agree).
import { createHash } from 'node:crypto';
import type { PreloadHint } from './preload-hints';
import { SESSION_HINT_CSP_HASH, SESSION_SWAP_CSP_HASH } from './session-variants';

/* eslint-disable no-var */
function startAfterPaint(script: Element) {
  var doc = document;
  window.__earlyToggles = [];
  addEventListener(
    'click',
    function (event) {
      var target = event.target as Element | null;
      var toggle = target && target.closest ? target.closest('button[aria-controls]') : null;
      if (toggle && window.__earlyToggles) window.__earlyToggles.push(toggle.getAttribute('aria-controls') as string);
    },
    true,
  );
  addEventListener(
    'submit',
    function (event) {
      var form = event.target as Element | null;
      if (!(form && form.closest && form.closest('[data-hydrated]'))) event.preventDefault();
    },
    true,
  );
  function start() {
    var head = doc.head;
    var entry = doc.createElement('script');
    entry.src = script.getAttribute('data-src') as string;
    head.appendChild(entry);
    var list = doc.getElementById('preload-after-paint');
    var hints: PreloadHint[] = [];
    try {
      hints = JSON.parse(list ? list.textContent : '[]');
    } catch (_error) {
      hints = [];
    }
    hints.forEach(function (hint) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', hint.as);
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      link.href = hint.href;
      head.appendChild(link);
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (doc.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
}
/* eslint-enable no-var */

// Line breaks and indentation dropped: every statement ends with a semicolon or a brace.
export const START_AFTER_PAINT_LOADER = `(${startAfterPaint.toString().replace(/\s*\n\s*/g, '')})(document.currentScript)`;
export const START_AFTER_PAINT_CSP_HASH = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_LOADER).digest('base64')}'`;

/** Every inline script a prerendered page may carry: the loader and the session scripts. */
export const PRERENDERED_SCRIPT_HASHES: readonly string[] = Object.freeze([START_AFTER_PAINT_CSP_HASH, SESSION_HINT_CSP_HASH, SESSION_SWAP_CSP_HASH]);

const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/** index.html's deferred entry script replaced by the loader, which reads the URL from data-src. */
export function withStartAfterPaint(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => `<script data-src="${src}">${START_AFTER_PAINT_LOADER}</script>`);
}
