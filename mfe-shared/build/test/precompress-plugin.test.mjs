// mfe-shared/build/precompress-plugin.mjs in a real Rspack build into a temp folder: the .br and
// .gz twins decompress to the files beside them, are made at brotli 11 / gzip 9, and only for
// text files of 1 KiB and more, never for source maps, including files other plugins add late.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import rspack from '@rspack/core';
import { MIN_BYTES, PrecompressPlugin } from '../precompress-plugin.mjs';

const LONG_TEXT = 'Precompressed once at build time, served by nginx as it is. '.repeat(40);

/** Files other plugins emit: at the report stage (as startup-files.json is), and binaries. */
class LateFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LateFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LateFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('late-report.json', new sources.RawSource(JSON.stringify({ text: LONG_TEXT })));
        compilation.emitAsset('at-threshold.txt', new sources.RawSource('a'.repeat(MIN_BYTES)));
        compilation.emitAsset('below-threshold.txt', new sources.RawSource('a'.repeat(MIN_BYTES - 1)));
        compilation.emitAsset('photo.png', new sources.RawSource(Buffer.alloc(4096, 7)));
      });
    });
  }
}

let dir;
let out;
let files;
let stats;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-plugin-'));
  out = path.join(dir, 'dist');
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'src', 'index.js'), `document.title = ${JSON.stringify(LONG_TEXT)};\nimport('./small.js');\n`);
  await writeFile(path.join(dir, 'src', 'small.js'), 'export const small = 1;\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: 'source-map',
    output: { path: out, filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    plugins: [new LateFilesPlugin(), new PrecompressPlugin()],
    stats: 'none',
  });
  stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result?.toJson({ all: false, assets: true, errors: true })))));
  });
  files = (await readdir(out)).sort();
});
after(() => rm(dir, { recursive: true, force: true }));

const twinsOf = (file) => ['br', 'gz'].filter((encoding) => files.includes(`${file}.${encoding}`));

test('the build succeeds and writes its twins as part of its output', () => {
  assert.deepEqual(stats.errors, []);
  const main = files.find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f));
  assert.ok(main, files.join(' '));
  assert.deepEqual(twinsOf(main), ['br', 'gz']);
});

test('every twin decompresses to the file beside it, made at brotli quality 11 and gzip level 9', async () => {
  const twins = files.filter((f) => /\.(br|gz)$/.test(f));
  assert.ok(twins.length >= 6, twins.join(' '));
  for (const twin of twins) {
    const original = await readFile(path.join(out, twin.slice(0, -3)));
    const data = await readFile(path.join(out, twin));
    if (twin.endsWith('.br')) {
      assert.deepEqual(zlib.brotliDecompressSync(data), original, twin);
      assert.deepEqual(data, zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), twin);
    } else {
      assert.deepEqual(zlib.gunzipSync(data), original, twin);
      assert.deepEqual(data, zlib.gzipSync(original, { level: 9 }), twin);
    }
  }
});

test('files another plugin emits at the report stage get twins too', () => {
  assert.deepEqual(twinsOf('late-report.json'), ['br', 'gz']);
});

test(`text files from ${MIN_BYTES} bytes up get twins; smaller ones, source maps and binaries never`, () => {
  assert.deepEqual(twinsOf('at-threshold.txt'), ['br', 'gz']);
  assert.deepEqual(twinsOf('below-threshold.txt'), []);
  assert.deepEqual(twinsOf('photo.png'), []);
  const maps = files.filter((f) => f.endsWith('.map'));
  assert.ok(maps.length >= 2, 'the build wrote source maps');
  for (const map of maps) assert.deepEqual(twinsOf(map), [], map);
  const smallChunk = files.find((f) => /^(?!main\.)[\w-]+\.[0-9a-f]{10}\.js$/.test(f));
  assert.ok(smallChunk, `a lazy chunk below ${MIN_BYTES} bytes: ${files.join(' ')}`);
  assert.deepEqual(twinsOf(smallChunk), []);
  assert.ok(!existsSync(path.join(out, 'late-report.json.br.br')) && !existsSync(path.join(out, 'late-report.json.gz.gz')));
});

test('a twin of a content-hashed file is immutable like the file', () => {
  const info = Object.fromEntries(stats.assets.map((asset) => [asset.name, asset.info]));
  const main = files.find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f));
  assert.equal(info[main].immutable, true);
  assert.equal(info[`${main}.br`].immutable, true);
  assert.equal(info[`${main}.gz`].immutable, true);
  assert.notEqual(info['late-report.json.br'].immutable, true);
});
