// The entry: federation's runtime plus this file. Kept tiny, because it is all a visitor's
// browser runs before the page can become interactive.
import { announceAfterPaint, isPrerendered, nextPaint } from './preload-after-paint';

async function start() {
  // A prerendered page is already complete HTML: let the browser paint it before the app's
  // code is fetched, so nothing competes with that paint (docs/decisions/006).
  if (isPrerendered()) {
    await nextPaint();
    announceAfterPaint();
  }
  // Async boundary: shared modules are negotiated before any of them is used.
  // The chunk name lets the server announce it (scripts/lib/preload-hints.mjs).
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
