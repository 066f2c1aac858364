// The entry: federation's runtime plus this file. Kept tiny, because it is all a visitor's
// browser runs before the page can become interactive.
// On a prerendered page the server's inline loader has already announced the files the app
// needs (shell/server/start-after-paint.ts), so they are downloading while this runs.
import { startInStages } from './start-in-stages';

// The runtime's own start-up (sharing and remote set-up) has just run in this task. The app
// starts after it in stages, one task each (TBT): React DOM's module, then styled-components
// and the router, then mfe-shared, then the app itself, which hydrates the page. Each import
// is one the app makes anyway, through the federation's shared scope (async boundary: shared
// modules are negotiated before any of them is used), and the HTML already announced its file,
// so a stage costs a timer hop, not a download.
void startInStages([
  () => import('react-dom/client'),
  () => Promise.all([import('styled-components'), import('react-router-dom')]),
  () => import('mfe-shared'),
  // The chunk name lets the server announce it (shell/server/preload-hints.ts).
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
]);
