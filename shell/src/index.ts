// Async boundary: shared modules are negotiated before any of them is used.
// The chunk name lets the server announce it in the HTML (scripts/lib/preload-hints.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
