// The shell's start-up script list (shell/build/startup-files.mjs), from a chunk graph shaped as
// Rspack reports it for this app: Module Federation's provide and consume-fallback chunks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import 'mfe-shared/build/register-typescript';

// startup-files.mjs reads mfe-shared/build/federation.ts: imported once the TypeScript hooks are registered.
const { startupFiles } = await import('../startup-files.mjs');

const provide = (key) => ({ moduleName: `provide shared module (default) ${key}@19.3.1 = /app/node_modules/${key}/index.js` });
const fallback = (key) => ({ moduleName: `consume shared module (default) ${key}@19.3.1 (strict) (fallback: /app/node_modules/${key}/index.js)` });
const stats = {
  namedChunkGroups: { bootstrap: { chunks: [16, 890] } },
  chunks: [
    { id: 16, files: ['bootstrap.aaaaaaaaaa.js'], origins: [{ moduleName: './src/index.ts' }] },
    { id: 890, files: ['890.bbbbbbbbbb.js', '890.bbbbbbbbbb.js.map'], origins: [{ moduleName: './src/index.ts' }] },
    { id: 470, files: ['470.cccccccccc.js'], origins: [provide('react-dom')] },
    { id: 89, files: ['89.dddddddddd.js'], origins: [fallback('react-dom')] },
    { id: 121, files: ['121.eeeeeeeeee.js'], origins: [provide('react'), fallback('react')] },
    { id: 513, files: ['513.ffffffffff.js'], origins: [provide('zod'), fallback('zod')] },
    { id: 780, files: ['780.gggggggggg.js'], origins: [{ moduleName: '../mfe-shared/src/auth/bootstrap-auth.ts' }] },
    { id: 889, files: ['main.hhhhhhhhhh.js'], origins: [] },
  ],
};

test('start-up scripts: the bootstrap chunks and the providers of start-up shared modules, sorted', () => {
  assert.deepEqual(startupFiles(stats, ['react', 'react-dom']), ['121.eeeeeeeeee.js', '470.cccccccccc.js', '890.bbbbbbbbbb.js', 'bootstrap.aaaaaaaaaa.js']);
});

test('never a consume-fallback copy, a lazily shared package (zod), a lazy import or the entry itself', () => {
  const files = startupFiles(stats, ['react', 'react-dom']);
  for (const left of ['89.dddddddddd.js', '513.ffffffffff.js', '780.gggggggggg.js', 'main.hhhhhhhhhh.js']) assert.ok(!files.includes(left), left);
});

test('a build without the bootstrap chunk group is an error, not an empty list', () => {
  assert.throws(() => startupFiles({ chunks: stats.chunks }), /no "bootstrap" chunk group/);
});
