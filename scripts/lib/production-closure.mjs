// What `npm ci --omit=dev --workspace <name>` installs, computed from package-lock.json alone:
// the workspace's dependencies, optional dependencies and required peer dependencies (npm
// installs those too), followed the way Node resolves them (nested node_modules first, then up
// the tree, workspace links to their folders). Issue 14: the API's image must hold no front-end
// package and no build tool (decision 111).

/** Packages the API's production install must not contain. */
export const NOT_FOR_THE_API =
  /^(react|react-.+|@types\/react.*|styled-components|swr|zustand|sonner|mfe-shared|tsx|esbuild|@esbuild\/.+|@rspack\/.+|@module-federation\/.+|@swc\/.+|typescript|jest|jest-.+)$/;

const packageName = (location) => location.split('node_modules/').at(-1);

/** The lock locations Node would look at for `name` required from `from`, nearest first. */
function candidates(from, name) {
  const found = [];
  let dir = from;
  for (;;) {
    found.push(dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`);
    if (!dir) return found;
    const cut = dir.lastIndexOf('/node_modules/');
    // node_modules/a/node_modules/b → node_modules/a; node_modules/a or a workspace → the root
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/**
 * @param {{packages: Record<string, any>}} lock a lockfileVersion 2/3 package-lock.json
 * @param {string} workspace the workspace's folder, e.g. 'api'
 * @returns {Map<string, string>} location → package name of everything installed for it
 */
export function productionClosure(lock, workspace) {
  const closure = new Map();
  const queue = [workspace];
  while (queue.length > 0) {
    const location = queue.shift();
    const entry = lock.packages[location];
    if (!entry) throw new Error(`package-lock.json has no entry ${location}`);
    const peersOptional = entry.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !peersOptional[name]?.optional),
    ];
    for (const name of wanted) {
      let at = candidates(location, name).find((c) => lock.packages[c]);
      if (!at) {
        if (entry.optionalDependencies?.[name]) continue; // another platform's binary
        throw new Error(`${location}: ${name} is not in package-lock.json`);
      }
      if (lock.packages[at].link) at = lock.packages[at].resolved;
      if (closure.has(at)) continue;
      closure.set(at, lock.packages[at].name ?? packageName(at));
      queue.push(at);
    }
  }
  return closure;
}
