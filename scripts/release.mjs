// Releasing one remote alone (decisions 308 and 311; README "Deploying or rolling back one remote alone").
//
//   node scripts/release.mjs publish <remote> --to <folder | s3://bucket/prefix> --shell <manifest>
//        [--no-build] [--dist <folder>] [--module ./routes] [--public-url <base> (--switch | --canary <share>)]
//   node scripts/release.mjs switch <remote> --version <v> --manifest <url>
//   node scripts/release.mjs canary <remote> --version <v> --manifest <url> --share <1-99>
//   node scripts/release.mjs promote <remote>
//   node scripts/release.mjs rollback <remote>
//   node scripts/release.mjs status [remote]
//   (switch, canary, promote and rollback also take --expect-version <n>: the channel version
//   `status` showed; without it, the version read just before the command is sent)
//
// publish: builds the remote (`npm run build -w <remote>`), checks its federation manifest
// against the production shell's (--shell: the URL or path of the shell's mf-manifest.json, or
// RELEASE_SHELL_MANIFEST) and refuses a build that cannot run on the shell's shared singletons,
// naming the package and both versions; then publishes dist/ under <remote>/<package version>/.
// With --switch or --canary it then points the remote's release channel at the published
// manifest, <public-url>/<remote>/<version>/mf-manifest.json (--public-url or RELEASE_PUBLIC_URL:
// where browsers reach --to).
// The channel commands talk to the API (RELEASE_API_URL) as a staff admin (RELEASE_USERNAME,
// RELEASE_PASSWORD), from the environment only. Each prints one line per release: remote, action,
// from → to, share. The API's {detail} is printed on every refusal; a 409 is never retried.
// Exit codes: 0 done (or already published, identical), 1 refused or failed, 64 usage.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiSettings, ReleaseConfigError } from './lib/release/admin-api.mjs';
import { runChannelCommand, showStatus } from './lib/release/channel-commands.mjs';
import { checkCompatibility } from './lib/release/compatibility-gate.mjs';
import { publishBuild } from './lib/release/publish.mjs';
import { openStore } from './lib/release/stores.mjs';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const USAGE = `usage: node scripts/release.mjs <command> …
  publish <mfe-marketing|mfe-lms|mfe-admin|…> --to <folder|s3://bucket/prefix> --shell <mf-manifest.json URL or path>
          [--no-build] [--dist <folder>] [--module ./routes] [--public-url <base URL of --to> (--switch | --canary <share>)]
  switch <remote> --version <v> --manifest <mf-manifest.json URL> [--expect-version <n>]
  canary <remote> --version <v> --manifest <mf-manifest.json URL> --share <1-99> [--expect-version <n>]
  promote <remote> [--expect-version <n>]
  rollback <remote> [--expect-version <n>]
  status [remote]
environment: RELEASE_API_URL, RELEASE_USERNAME, RELEASE_PASSWORD (channel commands), RELEASE_SHELL_MANIFEST, RELEASE_TARGET, RELEASE_PUBLIC_URL`;

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

/** @param {string | undefined} value @param {string} option */
function wholeNumber(value, option) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${option} takes a whole number, not '${value}'`);
  return Number(value);
}

/** @param {string | undefined} remote */
function checkRemoteName(remote) {
  if (!remote || !/^[a-z][a-z0-9_-]*$/.test(remote)) throw new UsageError(`not a remote's name: '${remote ?? ''}'\n${USAGE}`);
  return remote;
}

/**
 * @param {{ [option: string]: string | boolean | string[] | undefined }} values
 * @param {string} remote @param {NodeJS.ProcessEnv} env @param {(line: string) => void} say
 * @param {{ channel?: { action: 'switch' } | { action: 'canary', share: number }, publicUrl?: string, settings?: ReturnType<typeof apiSettings> }} [next]
 * @returns {Promise<Outcome>}
 */
async function publish(values, remote, env, say, next = {}) {
  const to = /** @type {string | undefined} */ (values.to) ?? env.RELEASE_TARGET;
  if (!to) throw new UsageError('name where to publish: --to <folder|s3://bucket/prefix> (or RELEASE_TARGET)');
  const shellSource = /** @type {string | undefined} */ (values.shell) ?? env.RELEASE_SHELL_MANIFEST;
  if (!shellSource) throw new UsageError("name the production shell's mf-manifest.json: --shell <URL or path> (or RELEASE_SHELL_MANIFEST)");

  const workspace = path.join(repoRoot, remote);
  const { version } = JSON.parse(await readFile(path.join(workspace, 'package.json'), 'utf8'));
  const dist = path.resolve(/** @type {string | undefined} */ (values.dist) ?? path.join(workspace, 'dist'));
  if (!values['no-build']) await run('npm', ['run', 'build', '-w', remote], { cwd: repoRoot });

  const manifest = await readManifest(path.join(dist, 'mf-manifest.json'));
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (built && built !== version) throw new Error(`${dist} holds ${remote} ${built}, not the package's ${version}: build it again`);
  const modules = /** @type {string[] | undefined} */ (values.module) ?? ['./routes'];
  const problems = checkCompatibility({ remote: manifest, shell: await readManifest(shellSource), modules });
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
  if (!next.channel || !next.settings || !next.publicUrl) return result;

  // The channel is keyed by the federation name the build declares (mfe_lms), as the runtime config is.
  const manifestUrl = `${next.publicUrl}/${result.prefix}mf-manifest.json`;
  const command =
    next.channel.action === 'switch'
      ? /** @type {const} */ ({ action: 'switch', to_version: version, manifest_url: manifestUrl })
      : /** @type {const} */ ({ action: 'canary', to_version: version, manifest_url: manifestUrl, share: next.channel.share });
  const channel = await runChannelCommand(next.settings, manifest.name ?? remote, command, { say });
  return { ...result, channel };
}

/**
 * @typedef {import('./lib/release/admin-api.mjs').Channel} Channel
 * @typedef {{ status?: 'published' | 'unchanged', prefix?: string, files?: number, bytes?: number, channel?: Channel, channels?: Channel[] }} Outcome
 *   what was published (publish), the channel after the command, or the channels shown (status)
 */

/** @param {string[]} argv @param {NodeJS.ProcessEnv} env @param {(line: string) => void} say @returns {Promise<Outcome>} */
export async function release(argv, env = process.env, say = console.log) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        to: { type: 'string' },
        shell: { type: 'string' },
        dist: { type: 'string' },
        module: { type: 'string', multiple: true },
        'no-build': { type: 'boolean', default: false },
        'public-url': { type: 'string' },
        switch: { type: 'boolean', default: false },
        canary: { type: 'string' },
        version: { type: 'string' },
        manifest: { type: 'string' },
        share: { type: 'string' },
        'expect-version': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  const [command, remoteArg, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}\n${USAGE}`);
  const expectVersion = wholeNumber(values['expect-version'], '--expect-version');

  if (command === 'status') return { channels: await showStatus(apiSettings(env), remoteArg === undefined ? undefined : checkRemoteName(remoteArg), say) };
  const remote = checkRemoteName(remoteArg);

  if (command === 'publish') {
    if (values.switch && values.canary !== undefined) throw new UsageError('--switch or --canary <share>, not both');
    if (!values.switch && values.canary === undefined) return publish(values, remote, env, say);
    // Everything the channel command needs is checked before the build, not after the upload.
    const settings = apiSettings(env);
    const publicUrl = (values['public-url'] ?? env.RELEASE_PUBLIC_URL)?.replace(/\/+$/, '');
    if (!publicUrl || !/^https?:\/\/[^/]/.test(publicUrl)) {
      throw new UsageError('--switch and --canary need where browsers reach --to: --public-url <http(s) base URL> (or RELEASE_PUBLIC_URL)');
    }
    const channel = values.switch
      ? /** @type {const} */ ({ action: 'switch' })
      : /** @type {const} */ ({ action: 'canary', share: /** @type {number} */ (wholeNumber(values.canary, '--canary')) });
    return publish(values, remote, env, say, { channel, publicUrl, settings });
  }

  if (command === 'switch' || command === 'canary') {
    if (!values.version || !values.manifest) throw new UsageError(`${command} needs --version <v> and --manifest <mf-manifest.json URL>\n${USAGE}`);
    const target = { to_version: values.version, manifest_url: values.manifest };
    if (command === 'switch') return { channel: await runChannelCommand(apiSettings(env), remote, { action: 'switch', ...target }, { expectVersion, say }) };
    const share = wholeNumber(values.share, '--share');
    if (share === undefined) throw new UsageError(`canary needs --share <1-99>: the candidate's share of visitors in %\n${USAGE}`);
    return { channel: await runChannelCommand(apiSettings(env), remote, { action: 'canary', ...target, share }, { expectVersion, say }) };
  }
  if (command === 'promote' || command === 'rollback') {
    return { channel: await runChannelCommand(apiSettings(env), remote, { action: command }, { expectVersion, say }) };
  }
  throw new UsageError(USAGE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await release(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError || error instanceof ReleaseConfigError ? 64 : 1);
  }
}
