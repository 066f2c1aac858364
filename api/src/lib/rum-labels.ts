// Which remotes and versions real-user metrics may name (decision 122): the
// ones the site's runtime config names, learnt from the same variables the shell's servers read:
// the MFE_*_URL shorthands and REMOTES' name=manifestURL words, where a remote added by
// configuration alone is named (decision 307). Everything else a beacon claims is counted as
// `other`, so made-up names cannot grow the metrics.
import { RUM_OTHER, RUM_UNVERSIONED, rumRemoteVersion, type RumRecord } from '@sap-academy/contracts';
import { remotesWords, type Config } from '../config/env';

/** The federation names, as mfe-shared/build/federation.ts REMOTES has them (a test compares). */
export const REMOTE_URL_VARIABLES = {
  mfe_marketing: 'MFE_MARKETING_URL',
  mfe_lms: 'MFE_LMS_URL',
  mfe_admin: 'MFE_ADMIN_URL',
} as const satisfies Record<string, keyof Config>;

/** remote → its version in the runtime config. */
export type KnownRemotes = ReadonlyMap<string, string>;

export function knownRemotes(config: Pick<Config, (typeof REMOTE_URL_VARIABLES)[keyof typeof REMOTE_URL_VARIABLES] | 'REMOTES'>): KnownRemotes {
  const entries = Object.entries(REMOTE_URL_VARIABLES);
  const configured: Array<[string, string]> = [
    ...entries.flatMap(([remote, variable]): Array<[string, string]> => (config[variable] ? [[remote, config[variable]]] : [])),
    // The config refused a malformed word; a remote given twice keeps its first URL, as the
    // shorthands come first in the runtime config.
    ...(remotesWords(config.REMOTES) ?? []),
  ];
  const known = new Map<string, string>();
  // The runtime config requires the site's own remotes one way or the other: an environment that
  // names none of them is a development stack, whose remotes are unversioned.
  if (!configured.some(([remote]) => Object.hasOwn(REMOTE_URL_VARIABLES, remote))) {
    for (const [remote] of entries) known.set(remote, RUM_UNVERSIONED);
  }
  for (const [remote, url] of configured) if (!known.has(remote)) known.set(remote, rumRemoteVersion(url));
  return known;
}

export const remoteLabel = (known: KnownRemotes, remote: string) => (known.has(remote) ? remote : RUM_OTHER);
export const versionLabel = (known: KnownRemotes, remote: string, version: string) => (known.get(remote) === version ? version : RUM_OTHER);

/** "mfe_lms@0.1.1 mfe_marketing@0.1.0", or `other` when any remote or version is not the config's. */
export function remoteVersionsLabel(known: KnownRemotes, remotes: Extract<RumRecord, { type: 'vitals' }>['remotes']): string {
  const names = Object.keys(remotes).sort();
  if (names.some((name) => known.get(name) !== remotes[name])) return RUM_OTHER;
  return names.map((name) => `${name}@${remotes[name]}`).join(' ');
}
