// Which remotes and versions real-user metrics may name (decision 122): the
// ones the site's runtime config names, learnt from the same MFE_*_URL variables the shell's
// servers read. Everything else a beacon claims is counted as `other`, so made-up names cannot
// grow the metrics.
import { RUM_OTHER, RUM_UNVERSIONED, rumRemoteVersion, type RumRecord } from '@sap-academy/contracts';
import type { Config } from '../config/env';

/** The federation names, as mfe-shared/build/federation.ts REMOTES has them (a test compares). */
export const REMOTE_URL_VARIABLES = {
  mfe_marketing: 'MFE_MARKETING_URL',
  mfe_lms: 'MFE_LMS_URL',
  mfe_admin: 'MFE_ADMIN_URL',
} as const satisfies Record<string, keyof Config>;

/** remote → its version in the runtime config. */
export type KnownRemotes = ReadonlyMap<string, string>;

export function knownRemotes(config: Pick<Config, (typeof REMOTE_URL_VARIABLES)[keyof typeof REMOTE_URL_VARIABLES]>): KnownRemotes {
  const entries = Object.entries(REMOTE_URL_VARIABLES);
  const configured = entries.filter(([, variable]) => config[variable]);
  // Nothing configured: a development stack, whose remotes are unversioned.
  if (configured.length === 0) return new Map(entries.map(([remote]) => [remote, RUM_UNVERSIONED]));
  return new Map(configured.map(([remote, variable]) => [remote, rumRemoteVersion(config[variable]!)]));
}

export const remoteLabel = (known: KnownRemotes, remote: string) => (known.has(remote) ? remote : RUM_OTHER);
export const versionLabel = (known: KnownRemotes, remote: string, version: string) => (known.get(remote) === version ? version : RUM_OTHER);

/** "mfe_lms@0.1.1 mfe_marketing@0.1.0", or `other` when any remote or version is not the config's. */
export function remoteVersionsLabel(known: KnownRemotes, remotes: Extract<RumRecord, { type: 'vitals' }>['remotes']): string {
  const names = Object.keys(remotes).sort();
  if (names.some((name) => known.get(name) !== remotes[name])) return RUM_OTHER;
  return names.map((name) => `${name}@${remotes[name]}`).join(' ');
}
