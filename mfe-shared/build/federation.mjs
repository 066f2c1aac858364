// The one shared-dependency map of the federation (docs/decisions/002-shared-singletons.md).
// Every app imports it, so host and remotes can never disagree about what is a singleton.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Remote names: underscores, because they become JavaScript identifiers in the runtime.
 * One JSON file, read by the builds here and by the shell's code (mfe-shared REMOTES).
 */
export const REMOTES = Object.freeze(createRequire(import.meta.url)('../src/config/remotes.json'));

/** The single module each remote exposes: its route tree. */
export const EXPOSED_ROUTES = './routes';

// Package name -> the key(s) it is shared under. A trailing slash shares every sub-path
// (react-dom/client, react/jsx-runtime, swr/infinite, mfe-shared/contracts).
const SHARED_KEYS = {
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
  // The workspace library itself: without it each remote gets its own auth store.
  'mfe-shared': ['mfe-shared', 'mfe-shared/'],
};

export const SHARED_PACKAGES = Object.freeze(Object.keys(SHARED_KEYS));

/**
 * Shared modules a remote's first screen needs beyond the start-up ones: the portal opens on
 * its sign-in form. The server announces them on that remote's routes.
 */
export const ROUTE_SHARED = Object.freeze({ mfe_lms: ['zod', 'react-hook-form'] });

/** The shell build's list of its start-up scripts (shell/build/startup-files.mjs), read by the server. */
export const STARTUP_FILES = 'startup-files.json';

/**
 * Shared modules every page needs to start: the shell's build lists the chunks that provide
 * them (shell/build/startup-files.mjs) and the server announces those in the HTML
 * (scripts/lib/preload-hints.mjs). swr is here because the shell's DataProvider wraps every
 * page; zod and react-hook-form load when a form needs them (ROUTE_SHARED for the portal).
 */
export const STARTUP_SHARED = Object.freeze([
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

const require = createRequire(import.meta.url);
const REACT_ROUTER_VERSION = require('react-router/package.json').version;

/** The narrow module provided for the router keys (mfe-shared/src/router/react-router-entry.ts). */
export const ROUTER_ENTRY = fileURLToPath(new URL('../src/router/react-router-entry.ts', import.meta.url));

/** Where the narrow entry finds the real react-router, outside the shared scope. */
export const REACT_ROUTER_FULL = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development/index.mjs');

/** The narrow module provided for styled-components (mfe-shared/src/styles/styled-components-entry.ts). */
export const STYLED_ENTRY = fileURLToPath(new URL('../src/styles/styled-components-entry.ts', import.meta.url));

/** Where that entry finds the real styled-components (its browser ES module), outside the shared scope. */
export const STYLED_FULL = path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist/styled-components.browser.esm.js');
const STYLED_VERSION = require('styled-components/package.json').version;

// Both router keys are served by one narrow module (one router context for everybody), and
// styled-components by another.
const NARROW = {
  'react-router': { import: ROUTER_ENTRY, version: REACT_ROUTER_VERSION },
  'react-router-dom': { import: ROUTER_ENTRY, version: REACT_ROUTER_VERSION },
  'styled-components': { import: STYLED_ENTRY, version: STYLED_VERSION },
};

/**
 * The `shared` option for ModuleFederationPlugin.
 * @param {{dependencies?: Record<string,string>}} pkg the building app's package.json
 */
export function sharedDependencies(pkg) {
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const [name, keys] of Object.entries(SHARED_KEYS)) {
    const requiredVersion = deps[name];
    if (!requiredVersion) {
      throw new Error(`${pkg.name}: shared dependency "${name}" must be listed in dependencies`);
    }
    for (const key of keys) {
      shared[key] = { singleton: true, requiredVersion, eager: false, ...NARROW[key] };
    }
  }
  return shared;
}
