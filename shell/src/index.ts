// The entry: federation's runtime plus this file. Kept tiny, because it is all a visitor's
// browser runs before the page can become interactive.
// On a prerendered page the server's inline loader has already announced the files the app
// needs (scripts/lib/start-after-paint.mjs), so they are downloading while this runs.

// The runtime's own start-up (sharing and remote set-up) has just run in this task: the app
// starts in the next one, so the main thread is free in between (TBT: two short tasks, not one
// long one).
setTimeout(() => {
  // Async boundary: shared modules are negotiated before any of them is used.
  // The chunk name lets the server announce it (scripts/lib/preload-hints.mjs).
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}, 0);
