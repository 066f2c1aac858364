// react-dom throws when React.version differs from its own, and federation can only share
// one copy: every package must ask for the identical react and react-dom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';

const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const manifests = root.workspaces.map((dir) => JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')));
const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));

const wanted = (pkg, name) => pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name] ?? pkg.devDependencies?.[name];

test('react and react-dom are pinned to one identical exact version in every package', () => {
  const seen = new Set();
  for (const pkg of manifests) {
    for (const name of ['react', 'react-dom']) {
      const range = wanted(pkg, name);
      if (range) seen.add(range);
    }
  }
  assert.equal(seen.size, 1, `versions asked for: ${[...seen].join(', ')}`);
  assert.match([...seen][0], /^\d+\.\d+\.\d+$/, 'an exact version, not a range');
});

test('the lockfile installs exactly one react and one react-dom', () => {
  for (const name of ['react', 'react-dom']) {
    const copies = Object.keys(lock.packages).filter((p) => p === `node_modules/${name}` || p.endsWith(`/node_modules/${name}`));
    assert.deepEqual(copies, [`node_modules/${name}`], `${name} copies: ${copies.join(', ')}`);
  }
});

test('react-router stays on major 7 (8 needs Node 22) and matches react-router-dom', () => {
  for (const pkg of manifests) {
    const router = wanted(pkg, 'react-router');
    if (!router) continue;
    assert.match(router, /^\^?7\./, `${pkg.name}: react-router ${router}`);
    assert.equal(router, wanted(pkg, 'react-router-dom'), `${pkg.name}: react-router and react-router-dom differ`);
  }
});
