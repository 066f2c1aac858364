import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../register-typescript.mjs';

// TypeScript (federation.ts): imported once the hooks are registered.
const { DESIGN_SYSTEM_PREFIX, NODE_ONLY_ENTRIES, REMOTES, SHARED_PACKAGES } = await import('../federation.ts');
const { isSharedRequest } = await import('../rspack-server.mjs');
const { sharedDependencies } = await import('../shared-option.mjs');

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const apps = ['shell', 'mfe-marketing', 'mfe-lms'].map((dir) => JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')));

test('remote names use underscores', () => {
  assert.deepEqual(REMOTES, { marketing: 'mfe_marketing', lms: 'mfe_lms', admin: 'mfe_admin' });
});

test('the shared map names every singleton the site relies on, with sub-paths', () => {
  const keys = Object.keys(sharedDependencies(apps[0]));
  for (const key of [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    'react-router',
    'react-router-dom',
    'styled-components',
    'zustand',
    'swr',
    'swr/',
    'zod',
    'react-hook-form',
    'mfe-shared',
  ]) {
    assert.ok(keys.includes(key), `${key} is shared`);
  }
});

test('every shared entry is a non-eager singleton whose requiredVersion comes from the app package.json', () => {
  for (const app of apps) {
    for (const [key, options] of Object.entries(sharedDependencies(app))) {
      // The package a key belongs to: 'react/' → react, 'mfe-shared/contracts' → mfe-shared.
      const name = SHARED_PACKAGES.find((pkg) => key === pkg || key.startsWith(`${pkg}/`));
      assert.equal(options.singleton, true, `${app.name} ${key}`);
      assert.equal(options.eager, false, `${app.name} ${key}`);
      assert.ok(name, `${app.name} ${key} belongs to a shared package`);
      assert.equal(options.requiredVersion, app.dependencies[name], `${app.name} ${key}`);
    }
  }
});

test('the three apps ask for the same versions of every shared package', () => {
  for (const name of SHARED_PACKAGES) {
    const versions = new Set(apps.map((app) => app.dependencies[name]));
    assert.equal(versions.size, 1, `${name}: ${[...versions].join(' vs ')}`);
  }
});

test('an app that forgets a shared package fails the build loudly', () => {
  assert.throws(() => sharedDependencies({ name: 'x', dependencies: { react: '19.3.1' } }), /must be listed/);
});

test("every mfe-shared entry is shared, except the design system's, which each app bundles (decision 017), and the Node-only ones", () => {
  const { exports } = JSON.parse(readFileSync(path.join(repoRoot, 'mfe-shared', 'package.json'), 'utf8'));
  const entries = Object.keys(exports)
    .filter((entry) => !entry.startsWith('./build/') && entry !== './package.json')
    .map((entry) => path.posix.join('mfe-shared', entry))
    .filter((entry) => !NODE_ONLY_ENTRIES.includes(entry));
  const shared = new Set(Object.keys(sharedDependencies(apps[0])));
  for (const entry of NODE_ONLY_ENTRIES) assert.ok(!shared.has(entry), `${entry} is for Node only: not shared`);
  for (const entry of entries) {
    const designSystem = entry.startsWith(DESIGN_SYSTEM_PREFIX);
    assert.equal(shared.has(entry), !designSystem, `${entry}: ${designSystem ? 'bundled, not shared' : 'shared'}`);
    // The server build agrees: a remote's prerender bundle carries the pieces it renders.
    assert.equal(isSharedRequest(entry), !designSystem, `${entry} on the server`);
  }
  assert.ok(!shared.has('mfe-shared/'), 'no prefix key: it would share the design system too');
});

test('no browser code imports a Node-only entry', () => {
  const sources = ['shell/src', 'mfe-marketing/src', 'mfe-lms/src', 'mfe-admin/src', 'mfe-shared/src'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile() && /\.tsx?$/.test(file.name))
      .map((file) => path.join(file.parentPath, file.name)),
  );
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const entry of NODE_ONLY_ENTRIES) assert.ok(!text.includes(`'${entry}'`), `${path.relative(repoRoot, file)} imports ${entry}`);
  }
});
