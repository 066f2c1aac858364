// The federation's plain constants (docs/decisions/002-shared-singletons.md, 018): the remote
// names, the one shared-dependency map, what the first paint needs. Defined once, here, and read by
// every build (the rspack configs and mfe-shared/build), by the shell's page server
// (shell/server/preload-hints.ts, settings.ts, shell-server.ts) and by the browser code
// (mfe-shared REMOTES). Plain constants with no import, in erasable TypeScript only: the page
// server bundles it into an image without the build's packages, and Node loads it as it is where
// it strips types (the rspack CLI's loader on Node 20, decision 018). The builds' `shared` option,
// which resolves packages, is in shared-option.mjs. Every call is marked pure: the browser
// bundles use REMOTES only, and the minifier must drop the rest from mfe-shared's start-up chunk.

/** Remote names: underscores, because they become JavaScript identifiers in the runtime. */
export const REMOTES = /* @__PURE__ */ Object.freeze({ marketing: 'mfe_marketing', lms: 'mfe_lms', admin: 'mfe_admin' } as const);

/** A remote's federation name: `mfe_marketing`, `mfe_lms` or `mfe_admin`. */
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** The single module each remote exposes: its route tree. */
export const EXPOSED_ROUTES = './routes';

// Package name -> the key(s) it is shared under. A trailing slash shares every sub-path
// (react-dom/client, react/jsx-runtime, swr/infinite, mfe-shared/contracts).
export const SHARED_KEYS: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ Object.freeze({
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
  // react-router holds the router context in v7: share it as well as react-router-dom,
  // or a remote sees no router (notes/module-federation.md, pitfall 2).
  'react-router': ['react-router'],
  'react-router-dom': ['react-router-dom'],
  'styled-components': ['styled-components'],
  zustand: ['zustand'],
  swr: ['swr', 'swr/'],
  zod: ['zod'],
  'react-hook-form': ['react-hook-form'],
  // The workspace library itself: without it each remote gets its own auth store. Its entries
  // are named one by one: the design system's (`mfe-shared/ui/*`) holds no state, so each app
  // bundles what a screen uses into that screen's chunk instead of fetching a shared chunk per
  // piece (one more request each; decision 017). A test checks every export is one or the other.
  'mfe-shared': [
    'mfe-shared',
    'mfe-shared/contracts',
    'mfe-shared/contracts/admin',
    'mfe-shared/contracts/account',
    'mfe-shared/download',
    'mfe-shared/config/runtime-config',
    'mfe-shared/auth/session-hint',
  ],
});

export const SHARED_PACKAGES = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.keys(SHARED_KEYS));

/** The design system's entries: bundled by each app that uses them, in the browser and on the server. */
export const DESIGN_SYSTEM_PREFIX = 'mfe-shared/ui/';

/**
 * Entries for Node only: the page server and the tooling build a deployment's runtime config from
 * its environment with them (decision 307). No browser code imports them, so they are not shared.
 */
export const NODE_ONLY_ENTRIES: readonly string[] = /* @__PURE__ */ Object.freeze(['mfe-shared/config/runtime-config-env']);

/**
 * Shared modules a remote's first screen needs beyond the start-up ones. The server announces
 * them on that remote's routes. Every portal page reads the API through zod's contracts; only
 * its login page has a form, and that page is a chunk of its own, which asks for
 * react-hook-form as it loads (same round trip), so a signed-in student's pages never fetch it.
 * The back office opens on its sign-in form.
 */
export const ROUTE_SHARED: Readonly<Partial<Record<RemoteName, readonly string[]>>> = /* @__PURE__ */ Object.freeze({
  mfe_lms: ['zod'],
  mfe_admin: ['zod', 'react-hook-form'],
});

/** The shell build's list of its start-up scripts (shell/build/startup-files.mjs), read by the server. */
export const STARTUP_FILES = 'startup-files.json';

/**
 * Shared modules every page needs to start: the shell's build lists the chunks that provide
 * them (shell/build/startup-files.mjs) and the server announces those in the HTML
 * (shell/server/preload-hints.ts). swr is here because the shell's DataProvider wraps every
 * page; zod and react-hook-form load when a form needs them (ROUTE_SHARED for the portal).
 */
export const STARTUP_SHARED: readonly string[] = /* @__PURE__ */ Object.freeze([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  'swr',
  'mfe-shared',
]);
