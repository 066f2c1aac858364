// Module hooks that let a plain Node 20 load the build's TypeScript (federation.ts), for what
// runs the build code outside the rspack CLI: the build tests (node --test) and scripts that
// import the configs' helpers. The rspack CLI needs none: it loads a config that reaches
// TypeScript through its own loader (jiti), and Node ≥ 22.18 strips types by itself (decision 018).
// Registered by register-typescript.mjs. Types are erased by TypeScript's own transpiler.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Node's `load` hook: a repository .ts file (not a package's) as an ES module without its types. */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts') || url.includes('/node_modules/')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}

/**
 * Node's `resolve` hook: a relative import without an extension inside a repository .ts file
 * (`./remotes`, as the bundlers and TypeScript resolve it) is that .ts file, so the TypeScript a
 * script loads may import its neighbours (mfe-shared/src/config/runtime-config-env.ts).
 */
export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL ?? '';
  if (
    !/^\.\.?\//.test(specifier) ||
    !parent.startsWith('file:') ||
    !parent.endsWith('.ts') ||
    parent.includes('/node_modules/') ||
    /\.[cm]?[jt]sx?$/.test(specifier)
  ) {
    return nextResolve(specifier, context);
  }
  try {
    return await nextResolve(`${specifier}.ts`, context);
  } catch {
    return nextResolve(specifier, context);
  }
}
