// The federation serves react-router, react-router-dom and styled-components from narrow
// entries that re-export only what the site uses (decision 004). A name imported in app code
// but missing there would be undefined at run time in production only: this test catches it first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../register-typescript.mjs';

// shared-option.mjs reads federation.ts: imported once the TypeScript hooks are registered.
const { ROUTER_ENTRY, STYLED_ENTRY } = await import('../shared-option.mjs');

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SOURCE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-lms/src', 'mfe-shared/src'];

const NARROW_ENTRIES = [
  { file: ROUTER_ENTRY, packages: ['react-router', 'react-router-dom'], real: 'react-router' },
  { file: STYLED_ENTRY, packages: ['styled-components'], real: 'styled-components' },
];

function sourceFiles(dir) {
  return (
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
      // Server builds (src/server) are not federated: they import the whole package.
      .filter((f) => !f.split(path.sep).includes('server'))
      .map((f) => path.join(dir, f))
  );
}
const SOURCES = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(repoRoot, d))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The value names a file imports from the packages: `default` for a default import. */
export function importedNames(text, packages) {
  const from = packages.map((p) => p.replace(/[/-]/g, '\\$&')).join('|');
  const statement = new RegExp(`import\\s+(type\\s+)?([^'";]*?)\\s*from\\s*['"](?:${from})['"]`, 'g');
  const names = [];
  for (const [, typeOnly, clause] of text.matchAll(statement)) {
    if (typeOnly) continue; // type-only imports vanish at build time
    const named = /\{([^}]*)\}/.exec(clause);
    const defaultPart = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (defaultPart && !defaultPart.startsWith('*')) names.push('default');
    if (defaultPart.startsWith('*')) names.push('*');
    for (const raw of named?.[1]?.split(',') ?? []) {
      const item = raw.trim();
      if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0] ?? item);
    }
  }
  return names;
}

const providedBy = (file) =>
  new Set(
    (/export\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );

test('import names are read as the bundler reads them', () => {
  const text =
    "import styled, { css, type X } from 'styled-components';\nimport type { Y } from 'react-router';\nimport { Link as L } from 'react-router-dom';";
  assert.deepEqual(importedNames(text, ['styled-components', 'react-router', 'react-router-dom']), ['default', 'css', 'Link']);
});

for (const { file, packages, real } of NARROW_ENTRIES) {
  const provided = providedBy(file);

  test(`every ${packages.join(' / ')} name the apps import is provided by ${path.basename(file)}`, () => {
    const missing = SOURCES.flatMap(({ file: source, text }) =>
      importedNames(text, packages)
        .filter((name) => !provided.has(name))
        .map((name) => `${path.relative(repoRoot, source)}: ${name}`),
    );
    assert.deepEqual(missing, [], `add these to ${path.relative(repoRoot, file)}`);
  });

  test(`${path.basename(file)} names only real ${real} exports`, async () => {
    const module = await import(real);
    for (const name of provided) assert.ok(name in module, `${real} has no export ${name}`);
  });
}
