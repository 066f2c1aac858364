// @ts-check
// The release gate (decision 308): before a remote's build is switched on, its federation
// manifest is read against the manifest of the shell that serves production. The shell registers
// every shared singleton before any remote starts (decision 002, 'loaded-first'), so the shell's
// copy is the one the remote will run with, whatever the remote was built against. A remote built
// for another version of one of them fails in visitors' browsers ("useApi is not a function",
// two Reacts' hooks): the gate refuses it here instead, naming the package and both versions.
import semver from 'semver';

/**
 * What the gate reads of an `mf-manifest.json` (written by @module-federation/enhanced).
 * @typedef {{ name: string, version: string, requiredVersion?: string | false, singleton?: boolean }} SharedEntry
 * @typedef {{ name: string, path: string }} ExposedEntry
 * @typedef {{ name: string, shared: SharedEntry[], exposes: ExposedEntry[], metaData?: { buildInfo?: { buildVersion?: string } } }} FederationManifest
 */

/** The workspace library whose exports are the remotes' contract with the shell (decision 002's addendum). */
const CONTRACT_PACKAGE = 'mfe-shared';

/**
 * `react/jsx-runtime` → `react`; `@scope/name/sub` → `@scope/name`.
 * @param {string} key
 */
export function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? key);
}

/**
 * Can a remote built against `built` (asking for `required`) run on the shell's `provided`?
 * - mfe-shared only grows within a major (decision 002): the shell's copy must be the same major
 *   and at least the version the remote was built against (a newer remote calls exports an older
 *   shell does not have).
 * - Any other package: the shell's version satisfies the remote's range, or differs from the
 *   version the remote was built against in the patch level only (react is pinned exactly, and a
 *   patch release of the shell must not block every remote).
 * @param {string} pkg
 * @param {{ built: string, required?: string | false, provided: string }} versions
 * @returns {string | undefined} why not, or undefined when it can
 */
export function incompatibility(pkg, { built, required, provided }) {
  const shell = semver.valid(provided);
  const remote = semver.valid(built);
  if (!shell || !remote) return `a version that is not semver (remote ${built}, shell ${provided})`;
  if (pkg === CONTRACT_PACKAGE) {
    if (semver.major(shell) !== semver.major(remote)) return 'another major version: its exports are a contract (decision 002)';
    if (semver.lt(shell, remote)) return 'a newer build than the shell provides: the shell ships mfe-shared first (decision 002)';
    return undefined;
  }
  if (typeof required === 'string' && required !== '' && semver.validRange(required) && semver.satisfies(shell, required)) return undefined;
  if (semver.major(shell) === semver.major(remote) && semver.minor(shell) === semver.minor(remote)) return undefined;
  return 'more than a patch-level difference';
}

/**
 * Checks a remote's manifest against the production shell's.
 * @param {{ remote: FederationManifest, shell: FederationManifest, modules?: readonly string[] }} input
 *   modules: the exposed modules the route map loads from this remote (default `./routes`)
 * @returns {string[]} one line per problem; empty when the remote may be released
 */
export function checkCompatibility({ remote, shell, modules = ['./routes'] }) {
  const problems = [];
  const label = `${remote.name}${remote.metaData?.buildInfo?.buildVersion ? ` ${remote.metaData.buildInfo.buildVersion}` : ''}`;
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry]));
  // The shell shares a package's sub-paths with a trailing-slash key (`react/`), and the manifest
  // writes those entries (react/jsx-runtime, react-dom/client) without `singleton`: they are still
  // the singleton package's own modules, so a key is gated when its package is a shell singleton.
  const singletonPackages = new Set(shell.shared.filter((entry) => entry.singleton).map((entry) => packageOf(entry.name)));
  for (const entry of remote.shared) {
    // The production shell's own manifest says what it provides as a singleton (today's list is
    // mfe-shared/build/federation.ts SHARED_KEYS, but the deployed shell is what the remote meets).
    // A key the shell does not share is loaded by whichever app asks for it first; the shell
    // cannot pin it, so there is nothing of the shell's to compare with.
    const shellEntry = provided.get(entry.name);
    const pkg = packageOf(entry.name);
    if (!shellEntry || !(shellEntry.singleton || singletonPackages.has(pkg))) continue;
    const why = incompatibility(pkg, { built: entry.version, required: entry.requiredVersion, provided: shellEntry.version });
    if (why) {
      const asks = entry.requiredVersion && entry.requiredVersion !== entry.version ? ` (asks for ${entry.requiredVersion})` : '';
      problems.push(`${label} was built against ${entry.name} ${entry.version}${asks}; the shell in production provides ${shellEntry.version}: ${why}`);
    }
  }
  const exposed = new Set(remote.exposes.map((entry) => entry.path));
  for (const module of modules) {
    if (!exposed.has(module)) {
      problems.push(`${label} does not expose ${module}, which the route map loads from it (it exposes ${[...exposed].join(', ') || 'nothing'})`);
    }
  }
  const contract = remote.shared.find((entry) => entry.name === CONTRACT_PACKAGE);
  if (!contract && modules.length > 0) {
    problems.push(`${label} does not share ${CONTRACT_PACKAGE}: its exposed modules' contract version is unknown`);
  }
  return problems;
}
