// The one shared-dependency map of the federation (docs/decisions/002-shared-singletons.md).
// Every app imports it, so host and remotes can never disagree about what is a singleton.

import { createRequire } from 'node:module';

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
      shared[key] = { singleton: true, requiredVersion, eager: false };
    }
  }
  return shared;
}
