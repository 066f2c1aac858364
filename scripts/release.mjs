// @ts-check
// Releasing one remote alone (decision 308; README "Deploying or rolling back one remote alone").
//
//   node scripts/release.mjs publish <remote> --to <folder | s3://bucket/prefix> --shell <manifest>
//        [--no-build] [--dist <folder>] [--module ./routes]
//
// publish: builds the remote (`npm run build -w <remote>`), checks its federation manifest
// against the production shell's (--shell: the URL or path of the shell's mf-manifest.json, or
// RELEASE_SHELL_MANIFEST) and refuses a build that cannot run on the shell's shared singletons,
// naming the package and both versions; then publishes dist/ under <remote>/<package version>/.
// Exit codes: 0 published (or already published, identical), 1 refused or failed, 64 usage.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkCompatibility } from './lib/release/compatibility-gate.mjs';
import { publishBuild } from './lib/release/publish.mjs';
import { openStore } from './lib/release/stores.mjs';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const USAGE =
  'usage: node scripts/release.mjs publish <mfe-marketing|mfe-lms|mfe-admin|…> --to <folder|s3://bucket/prefix> --shell <mf-manifest.json URL or path> [--no-build] [--dist <folder>] [--module ./routes]';

class UsageError extends Error {}

/** A manifest by URL or path. */
async function readManifest(source) {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(path.resolve(source), 'utf8'));
}

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env @param {(line: string) => void} say */
export async function release(argv, env = process.env, say = console.log) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      shell: { type: 'string' },
      dist: { type: 'string' },
      module: { type: 'string', multiple: true },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const [command, remote] = positionals;
  if (command !== 'publish' || !remote || positionals.length !== 2) throw new UsageError(USAGE);
  if (!/^[a-z][a-z0-9-]*$/.test(remote)) throw new UsageError(`not a workspace name: '${remote}'`);
  const to = values.to ?? env.RELEASE_TARGET;
  if (!to) throw new UsageError('name where to publish: --to <folder|s3://bucket/prefix> (or RELEASE_TARGET)');
  const shellSource = values.shell ?? env.RELEASE_SHELL_MANIFEST;
  if (!shellSource) throw new UsageError("name the production shell's mf-manifest.json: --shell <URL or path> (or RELEASE_SHELL_MANIFEST)");

  const workspace = path.join(repoRoot, remote);
  const { version } = JSON.parse(await readFile(path.join(workspace, 'package.json'), 'utf8'));
  const dist = path.resolve(values.dist ?? path.join(workspace, 'dist'));
  if (!values['no-build']) await run('npm', ['run', 'build', '-w', remote], { cwd: repoRoot });

  const manifest = await readManifest(path.join(dist, 'mf-manifest.json'));
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (built && built !== version) throw new Error(`${dist} holds ${remote} ${built}, not the package's ${version}: build it again`);
  const problems = checkCompatibility({ remote: manifest, shell: await readManifest(shellSource), modules: values.module ?? ['./routes'] });
  if (problems.length > 0) {
    throw new Error(
      `release refused: ${remote} ${version} cannot run on the production shell (${shellSource}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  say(`${remote} ${version}: compatible with the production shell's shared modules`);

  const store = openStore(to, env);
  const result = await publishBuild({ dist, store, remote, version });
  say(
    result.status === 'unchanged'
      ? `${remote} ${version} is already published in ${store.describe} with these files: nothing to do`
      : `${remote} ${version} published: ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KB under ${store.describe}/${result.prefix}`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await release(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError ? 64 : 1);
  }
}
