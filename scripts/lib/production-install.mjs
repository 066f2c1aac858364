// What a workspace's production install holds, as npm itself works it out (`npm ls --omit=dev
// --all`): dependencies, optional dependencies and the peers npm installs with them.
// the API's image must hold no front-end package and no build tool (decision 111).
import { spawnSync } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/**
 * Packages the API's production install must not contain. Two exceptions since decision 114:
 * `react` and `react-dom` themselves, which render the e-mail templates on the server (still no
 * router, styling or state library, no mfe-shared), and `@swc/helpers`, the runtime helpers
 * fontkit (pdfkit's font engine, the receipt PDF) is compiled against, not swc the compiler.
 */
export const NOT_FOR_THE_API =
  /^(react-(?!dom$).+|@types\/react.*|styled-components|swr|zustand|sonner|mfe-shared|tsx|esbuild|@esbuild\/.+|@rspack\/.+|@module-federation\/.+|@swc\/(?!helpers$).+|typescript|jest|jest-.+)$/;

/** The names of every package `npm ci --omit=dev --workspace <workspace>` installs, sorted. */
export function productionPackages(workspace) {
  const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json', '--workspace', workspace], { cwd: repoRoot, encoding: 'utf8' });
  // npm ls exits 1 over problems elsewhere in the tree (an extraneous package) but still prints it.
  if (!ls.stdout) throw new Error(`npm ls --workspace ${workspace}: ${ls.stderr}`);
  const names = new Set();
  const walk = (dependencies = {}) => {
    for (const [name, node] of Object.entries(dependencies)) {
      // No version: an optional dependency or optional peer that is not installed (another
      // platform's binary, a database driver drizzle could use).
      if (!node.version || (names.has(name) && !node.dependencies)) continue;
      names.add(name);
      walk(node.dependencies);
    }
  };
  // The root lists the workspace itself: its dependencies are the install.
  const root = JSON.parse(ls.stdout).dependencies ?? {};
  for (const node of Object.values(root)) walk(node.dependencies);
  return [...names].sort();
}
