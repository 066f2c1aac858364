// The entry: federation's runtime plus this file. Kept tiny, because it is all a visitor's
// browser runs before the page can become interactive.
import { announceAfterPaint } from './preload-after-paint';

// On a prerendered page the server starts this script only after the page has painted
// (scripts/lib/static-server.mjs), so the files it lists can be fetched now (decision 006).
announceAfterPaint();
// Async boundary: shared modules are negotiated before any of them is used.
// The chunk name lets the server announce it (scripts/lib/preload-hints.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
