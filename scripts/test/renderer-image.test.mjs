import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { lockedClosure, RENDERER_FILES, RENDERER_PACKAGES, resolveLocked } from '../lib/renderer-image.mjs';
import { repoRoot } from '../lib/paths.mjs';

const LOCK = {
  packages: {
    '': {},
    'node_modules/a': { dependencies: { b: '^1', c: '^1' }, peerDependencies: { p: '*', q: '*' }, peerDependenciesMeta: { q: { optional: true } } },
    'node_modules/a/node_modules/b': { dependencies: { c: '^2' } },
    'node_modules/b': { version: '2.0.0' },
    'node_modules/c': {},
    'node_modules/p': { optionalDependencies: { 'native-x': '*' } },
    'node_modules/unused': {},
  },
};

test('resolves a dependency as Node does: nested first, then up the tree', () => {
  assert.equal(resolveLocked(LOCK.packages, 'node_modules/a', 'b'), 'node_modules/a/node_modules/b');
  assert.equal(resolveLocked(LOCK.packages, 'node_modules/a/node_modules/b', 'c'), 'node_modules/c');
  assert.equal(resolveLocked(LOCK.packages, '', 'b'), 'node_modules/b');
  assert.equal(resolveLocked(LOCK.packages, '', 'zzz'), null);
});

test('the closure holds dependencies and required peers, not optional ones or strangers', () => {
  assert.deepEqual(lockedClosure(LOCK, ['a']), ['node_modules/a', 'node_modules/a/node_modules/b', 'node_modules/c', 'node_modules/p']);
  assert.throws(() => lockedClosure(LOCK, ['zzz']), /zzz is not in package-lock.json/);
  assert.throws(() => lockedClosure({ packages: { 'node_modules/a': { dependencies: { gone: '1' } } } }, ['a']), /needs gone/);
});

test('the real lockfile installs everything the renderer packages need', async () => {
  const lock = JSON.parse(await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const closure = lockedClosure(lock, RENDERER_PACKAGES);
  for (const name of RENDERER_PACKAGES) assert.ok(closure.includes(`node_modules/${name}`), name);
  assert.ok(!closure.some((p) => /\/(lighthouse|@rspack\/core|playwright-core)$/.test(p)), 'no build or test tools');
});

/** Relative and bare specifiers a module imports (import/export from, import(), require()). */
function specifiers(source) {
  const found = [];
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\)\s*\(\s*)'([^']+)'/g)) found.push(m[1]);
  return found;
}

test("RENDERER_FILES and RENDERER_PACKAGES are exactly what serve-shell-renderer.mjs's module graph imports", async () => {
  const files = new Set();
  const packages = new Set();
  const queue = ['scripts/serve-shell-renderer.mjs'];
  while (queue.length) {
    const file = queue.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.m?js$/.test(file)) continue;
    for (const spec of specifiers(await readFile(path.join(repoRoot, file), 'utf8'))) {
      if (spec.startsWith('.')) queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
      else if (!isBuiltin(spec)) packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  assert.deepEqual([...files].sort(), [...RENDERER_FILES].sort());
  assert.deepEqual([...packages].sort(), [...RENDERER_PACKAGES].sort());
});
