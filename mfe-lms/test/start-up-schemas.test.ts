// zod builds a module's schemas when the module is evaluated (`z.object()` is a call no minifier
// drops), so every contracts module the portal's first screens import statically is start-up work
// (decision 036, amendment 2026-11-29). The route tree (the course list is eager) and the class
// viewer's own chunk must import only the modules of the answers they read: the booking forms',
// the Company area's, the practice-server page's and the assignment and quiz panels' schemas load
// with their own lazy chunks.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const src = path.join(__dirname, '../src');
const contracts = path.join(__dirname, '../../contracts/src');

/** Where a static, non-type import points, or null for a package other than the contracts. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@sap-academy/contracts/')
      ? path.join(contracts, specifier.slice('@sap-academy/contracts/'.length))
      : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile());
  return found && /\.tsx?$/.test(found) ? found : null;
}

/** Every file evaluated with `entry`: static imports and re-exports, not `import type`, not `import()`. */
function evaluatedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const next = resolve(file, match[1] as string);
      if (next) queue.push(next);
    }
  }
  return seen;
}

const contractsModules = (files: Set<string>) =>
  [...files]
    .filter((file) => file.startsWith(contracts))
    .map((file) => path.relative(contracts, file))
    .sort();

const LAZY_ONLY = ['bookings.ts', 'companies.ts', 'practice-server.ts', 'assignments.ts', 'quizzes.ts'];

test.each([
  ['the route tree', 'app/lms-routes.tsx'],
  ["the class viewer's chunk", 'features/class-viewer/components/class-viewer-page.tsx'],
])('%s builds none of the lazy screens’ schemas at load', (_name, entry) => {
  const modules = contractsModules(evaluatedWith(path.join(src, entry)));
  expect(modules.filter((module) => LAZY_ONLY.includes(module))).toEqual([]);
});

test('the walk follows the contracts, so a screen importing a lazy module is caught', () => {
  expect(contractsModules(evaluatedWith(path.join(src, 'features/company/company-page.tsx')))).toContain('companies.ts');
  expect(contractsModules(evaluatedWith(path.join(src, 'features/bookings/bookings-page.tsx')))).toContain('bookings.ts');
});
