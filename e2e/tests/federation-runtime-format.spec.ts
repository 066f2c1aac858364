// Decision 004: the federation runtime is bundled from its ES module builds, so the bundler
// drops what the page never runs (mfe-shared/build/esm-federation-runtime.mjs). A federation
// upgrade that renames an entry would silently bring the CommonJS builds back (+11 KB gzip on
// every page, inside the 10% byte budget): this reads the built entries' source maps.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appDist } from '../../scripts/lib/paths.mjs';

const FEDERATION_SOURCE = /@module-federation\/[^/]+\/dist\//;
const COMMONJS = /\.cjs$/;

function sourcesOf(app: string, file: RegExp): string[] {
  const dist = appDist(app);
  const name = readdirSync(dist).find((f) => file.test(f));
  if (!name) throw new Error(`no ${file} in ${dist}`);
  return JSON.parse(readFileSync(path.join(dist, `${name}.map`), 'utf8')).sources;
}

const ENTRIES = [
  ['shell', /^main\.[0-9a-f]+\.js$/],
  ['mfe-marketing', /^remoteEntry\.js$/],
  ['mfe-lms', /^remoteEntry\.js$/],
] as const;

for (const [app, file] of ENTRIES) {
  test(`${app}'s entry bundles the federation runtime from ES modules only`, () => {
    const federation = sourcesOf(app, file).filter((source) => FEDERATION_SOURCE.test(source));
    expect(federation.length, 'the entry holds the federation runtime').toBeGreaterThan(5);
    expect(federation.filter((source) => COMMONJS.test(source))).toEqual([]);
  });
}
