// startup-files.json: the shell's scripts a page needs to start, read from the build's own chunk
// graph, for the page server's preload hints (shell/server/preload-hints.ts). They are the chunks
// of the `bootstrap` chunk group and those that *provide* a start-up shared module. Module
// Federation also emits a consume-fallback copy of each shared package (react-dom, zustand, the
// router entry), which the host never loads because it provides the package itself; the
// chunks of lazily imported code (the auth contracts, zod, swr) load when a page asks for them.
import { STARTUP_FILES, STARTUP_SHARED } from 'mfe-shared/build/federation';
const BOOTSTRAP_GROUP = 'bootstrap';
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;

/**
 * @param {{chunks: Array<{id: string|number, files: string[], origins?: Array<{moduleName?: string}>}>,
 *          namedChunkGroups?: Record<string, {chunks: Array<string|number>}>}} stats
 * @param {readonly string[]} [startupShared]
 * @returns {string[]} the JavaScript files, sorted
 */
export function startupFiles(stats, startupShared = STARTUP_SHARED) {
  const bootstrap = new Set((stats.namedChunkGroups?.[BOOTSTRAP_GROUP]?.chunks ?? []).map(String));
  if (bootstrap.size === 0) throw new Error(`the build has no "${BOOTSTRAP_GROUP}" chunk group (src/index.ts names it)`);
  const providesStartupModule = (chunk) => (chunk.origins ?? []).some((origin) => startupShared.includes(PROVIDE.exec(origin.moduleName ?? '')?.[1] ?? ''));
  return stats.chunks
    .filter((chunk) => bootstrap.has(String(chunk.id)) || providesStartupModule(chunk))
    .flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.js')))
    .sort();
}

/** Rspack plugin: writes startup-files.json next to the build's scripts. */
export class StartupFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, chunkGroups: true, ids: true });
        compilation.emitAsset(STARTUP_FILES, new RawSource(`${JSON.stringify(startupFiles(stats), null, 2)}\n`));
      });
    });
  }
}
