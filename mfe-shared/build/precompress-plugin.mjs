// Brotli and gzip twins of the build's text files (main.0123456789.js.br, .gz), made by the
// build itself: `dist/` is what nginx serves with brotli_static/gzip_static, and what
// the shell's page server (shell/server) serves locally (docs/decisions/008-build-output-is-the-artefact.md).
// It runs after every named processAssets stage, so the files other plugins add late
// (mf-manifest.json, startup-files.json, sitemap.xml) get twins like the chunks do.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What gets twins: text, from 1 KiB up (below that a twin saves less than a packet). */
export const PRECOMPRESSED = /\.(js|css|html|json|svg|txt|xml)$/;
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings, at their maximum: the work is done once per build, not per request. */
export const ENCODINGS = Object.freeze([
  { extension: '.br', compress: (data) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) },
  { extension: '.gz', compress: (data) => gzip(data, { level: 9 }) },
]);

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // Rspack ignores processAssets' `additionalAssets`: a plugin that compresses at an
      // earlier stage never sees what REPORT-stage plugins emit.
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT + 1;
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage }, async () => {
        const twins = compilation
          .getAssets()
          .filter(({ name }) => PRECOMPRESSED.test(name))
          .flatMap(({ name, source, info }) => {
            const data = Buffer.from(source.buffer());
            if (data.length < MIN_BYTES) return [];
            // A twin of a content-hashed file is as immutable as the file.
            const twinInfo = info.immutable ? { immutable: true } : {};
            return ENCODINGS.map(async ({ extension, compress }) => ({ name: `${name}${extension}`, data: await compress(data), info: twinInfo }));
          });
        for (const twin of await Promise.all(twins)) compilation.emitAsset(twin.name, new sources.RawSource(twin.data), twin.info);
      });
    });
  }
}
