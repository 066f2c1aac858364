// The federation serves react-router, react-router-dom, styled-components and zod from narrow
// entries that re-export only what the site uses (decision 004; zod: 036's amendment). A name
// imported in app code but missing there would be undefined at run time in production only: this
// test catches it first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../register-typescript.mjs';

// shared-option.mjs reads federation.ts: imported once the TypeScript hooks are registered.
const { ROUTER_ENTRY, STYLED_ENTRY, ZOD_ENTRY } = await import('../shared-option.mjs');

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const SOURCE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-lms/src', 'mfe-shared/src'];
// zod is also imported by the back office and by the contracts every app bundles.
const ZOD_SOURCE_DIRS = [...SOURCE_DIRS, 'mfe-admin/src', 'contracts/src'];

const NARROW_ENTRIES = [
  { file: ROUTER_ENTRY, packages: ['react-router', 'react-router-dom'], real: 'react-router' },
  { file: STYLED_ENTRY, packages: ['styled-components'], real: 'styled-components' },
  { file: ZOD_ENTRY, packages: ['zod'], real: 'zod' },
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
const read = (dirs) => dirs.flatMap((d) => sourceFiles(path.join(repoRoot, d))).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const SOURCES = read(SOURCE_DIRS);
const ZOD_SOURCES = read(ZOD_SOURCE_DIRS);

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
  const sources = real === 'zod' ? ZOD_SOURCES : SOURCES;

  test(`every ${packages.join(' / ')} name the apps import is provided by ${path.basename(file)}`, () => {
    const missing = sources.flatMap(({ file: source, text }) =>
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

// The narrow zod's `z` is an object of the members the apps call, not zod's whole namespace.
// Members used only in types (z.infer<…>, z.ZodType…) vanish at build time; any other `z.x`
// must be one of the object's keys, or it is undefined in production only.
const Z_TYPE_ONLY = new Set(['infer', 'input', 'output', 'ZodType', 'ZodRawShape', 'core']);

/** The keys of the `z` object the zod entry builds (`enum: zodEnum` counts as `enum`). */
export function zMembers(text) {
  const body = /const z = Object\.freeze\(\{([^}]*)\}\)/.exec(text)?.[1] ?? '';
  return new Set(
    body
      .split(',')
      .map((item) => (item.split(':')[0] ?? '').trim())
      .filter(Boolean),
  );
}

/** The `z.x` members a file uses, minus the type-only ones. */
export function usedZMembers(text) {
  return [...text.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]).filter((name) => !Z_TYPE_ONLY.has(name));
}

test('the z members are read as the bundler sees them', () => {
  assert.deepEqual([...zMembers('const z = Object.freeze({\n  array,\n  enum: zodEnum,\n});')], ['array', 'enum']);
  assert.deepEqual(usedZMembers('z.object({ a: z.string() }); type A = z.infer<typeof a>; ctx: z.core.$RefinementCtx'), ['object', 'string']);
});

test('every z member the apps and the contracts use is in zod-entry.ts', () => {
  const members = zMembers(readFileSync(ZOD_ENTRY, 'utf8'));
  const missing = ZOD_SOURCES.flatMap(({ file, text }) =>
    usedZMembers(text)
      .filter((name) => !members.has(name))
      .map((name) => `${path.relative(repoRoot, file)}: z.${name}`),
  );
  assert.deepEqual([...new Set(missing)], [], `add these to ${path.relative(repoRoot, ZOD_ENTRY)}`);
});

test("zod-entry.ts names only real members of zod's z", async () => {
  const { z } = await import('zod');
  for (const name of zMembers(readFileSync(ZOD_ENTRY, 'utf8'))) assert.ok(name in z, `zod's z has no member ${name}`);
});
