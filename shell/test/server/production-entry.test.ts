/** @jest-environment node */
// The renderer image runs server/page-server.ts and nothing of the local stack: a remote's build
// on its own origin and a runtime config read from a file are `npm start`'s and the e2e suites'
// (server/local-servers.ts, not shipped). Walks the import graph TypeScript resolves from each
// entry, through mfe-shared too, so a new import anywhere below the production entry is caught
// before any build.
import path from 'node:path';
import ts from 'typescript';

const shellDir = path.resolve(__dirname, '../..');
const server = (file: string) => path.join(shellDir, 'server', file);
const LOCAL_ONLY = [server('remote-server.ts'), server('runtime-config-file.ts')];

const { config } = ts.readConfigFile(path.join(shellDir, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, shellDir);

/** Every source file of the repository (not node_modules) the entry imports, directly or not. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) queue.push(resolved.resolvedFileName);
    }
  }
  return seen;
}

test('the production entry imports neither the local remote server nor the runtime config file reader', () => {
  const graph = importGraph(server('page-server.ts'));
  expect(graph.has(server('shell-server.ts'))).toBe(true);
  expect(LOCAL_ONLY.filter((file) => graph.has(file))).toEqual([]);
});

test('the local stack’s entry has both, on top of the production entry', () => {
  const graph = importGraph(server('local-servers.ts'));
  expect(LOCAL_ONLY.filter((file) => graph.has(file))).toEqual(LOCAL_ONLY);
  expect(graph.has(server('page-server.ts'))).toBe(true);
});
