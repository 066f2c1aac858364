/** @jest-environment node */
// The renderer refuses a remote whose server bundle needs a shared entry it does not hand over
// (remote-bundles.ts), and the page then silently falls back to client rendering. Every
// mfe-shared entry the server-rendered remotes import must therefore be one the renderer has:
// a new entry (mfe-shared/download once was) otherwise turns the portal's prerendering off.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DESIGN_SYSTEM_PREFIX } from 'mfe-shared/build/federation';
import { SHARED_MODULES } from '../../server/render/shared-modules';

const REPO = path.resolve(__dirname, '../../..');
const SERVER_RENDERED_REMOTES = ['mfe-marketing', 'mfe-lms'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function mfeSharedImports(remote: string): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(path.join(REPO, remote, 'src'))) {
    const text = readFileSync(file, 'utf8');
    // Type-only imports vanish from the bundle; every other form is a require at run time.
    for (const match of text.matchAll(/(?:import|export)\s+(?!type\s)[^'"]*?from\s+'(mfe-shared(?:\/[^']*)?)'|import\(\s*'(mfe-shared(?:\/[^']*)?)'\s*\)/g)) {
      found.add((match[1] ?? match[2])!);
    }
  }
  return found;
}

test.each(SERVER_RENDERED_REMOTES)('every mfe-shared entry %s imports is handed over by the renderer', (remote) => {
  const imports = [...mfeSharedImports(remote)];
  expect(imports).toContain('mfe-shared');
  // The design system's entries are bundled into the remote's server bundle (decision 017).
  const required = imports.filter((specifier) => !specifier.startsWith(DESIGN_SYSTEM_PREFIX));
  expect(required.filter((specifier) => !(specifier in SHARED_MODULES))).toEqual([]);
});
