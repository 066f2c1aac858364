// The federation serves react-router and react-router-dom from a narrow entry that re-exports
// only what the site uses. A name imported in app code but missing there would be undefined
// at run time in production only: this test catches it first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_ENTRY } from '../../mfe-shared/build/federation.mjs';
import { repoRoot } from '../lib/paths.mjs';

const SOURCE_DIRS = ['shell/src', 'mfe-marketing/src', 'mfe-lms/src', 'mfe-shared/src'];
const IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"](react-router|react-router-dom)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))
    // Server builds (src/server) are not federated: they import the whole package.
    .filter((f) => !f.split(path.sep).includes('server'))
    .map((f) => path.join(dir, f));
}

const entry = readFileSync(ROUTER_ENTRY, 'utf8');
const provided = new Set(
  /export\s*\{([^}]*)\}/.exec(entry)[1].split(',').map((n) => n.trim()).filter(Boolean),
);

test('every router name the apps import is provided by the narrow shared entry', () => {
  const missing = [];
  for (const file of SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(repoRoot, d)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue; // type-only imports vanish at build time
      for (const raw of match[2].split(',')) {
        const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name && !raw.trim().startsWith('type ') && !provided.has(name)) missing.push(`${path.relative(repoRoot, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'add these to mfe-shared/src/router/react-router-entry.ts');
});

test('the narrow entry names only real react-router exports', async () => {
  const real = await import('react-router');
  for (const name of provided) assert.ok(name in real, `react-router has no export ${name}`);
});
