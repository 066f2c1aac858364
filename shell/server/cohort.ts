// Each visitor's builds of the remotes during a canary (docs/decisions/310): a visitor is given a
// bucket 0–99 once (the `sap_cohort` cookie) and is on remote R's candidate iff bucket < R's
// share, so raising the share keeps everyone already on the candidate there. The cohort's
// runtime config is the one object every part of the page uses (the inlined config,
// /runtime-config.json, the preload hints, the CSP, the prerender and the stored pages' keys).
// The shell's nginx keys its page cache by the bucket, so a shared cache never hands one cohort
// the other's HTML (nginx-headers.ts).
import { randomInt } from 'node:crypto';
import type { RuntimeConfig } from 'mfe-shared/config/runtime-config';
import type { Channels } from './release-channels';

export const COHORT_COOKIE = 'sap_cohort';
export const BUCKETS = 100;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export interface Cohort {
  config: RuntimeConfig;
  /** The candidates this cohort gets, `remote@version` joined by `~`; '' for stable everywhere. */
  variant: string;
  /** A remote of the config has a candidate: only then is a visitor given a bucket. */
  canary: boolean;
}

/** One cookie's value from a Cookie header; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The bucket a Cookie header carries, or null for none or a forged one. */
export function bucketOf(cookieHeader: string | undefined): number | null {
  const value = cookieValue(cookieHeader, COHORT_COOKIE);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export const newBucket = () => randomInt(BUCKETS);

/**
 * The cohort of `bucket` under `channels`: each remote of the config that has a channel takes its
 * stable manifest, or its candidate's when the bucket is below the share. A remote the config does
 * not know is ignored: the channels pick builds, the runtime config says what is mounted.
 * The same inputs give the same objects, so the caches keyed by the config keep working.
 */
export function createCohorts() {
  const byBase = new WeakMap<RuntimeConfig, WeakMap<Channels, Map<string, Cohort>>>();
  return function cohortOf(base: RuntimeConfig, channels: Channels | null, bucket: number): Cohort {
    if (!channels) return { config: base, variant: '', canary: false };
    const remotes: Record<string, string> = { ...base.remotes };
    const candidates: string[] = [];
    let canary = false;
    for (const name of Object.keys(base.remotes)) {
      const channel = channels[name];
      if (!channel) continue;
      canary ||= channel.candidate !== undefined;
      const onCandidate = channel.candidate !== undefined && bucket < channel.candidate.share;
      remotes[name] = onCandidate ? channel.candidate!.manifest : channel.stable.manifest;
      if (onCandidate) candidates.push(`${name}@${channel.candidate!.version}`);
    }
    const variant = candidates.sort().join('~');
    let byChannels = byBase.get(base);
    if (!byChannels) byBase.set(base, (byChannels = new WeakMap()));
    let cohorts = byChannels.get(channels);
    if (!cohorts) byChannels.set(channels, (cohorts = new Map()));
    // Keyed by the manifests as well: a switch of stable is a new channels object anyway, but a
    // variant's name alone does not say which stable builds go with it.
    const key = `${variant}\n${canary}\n${Object.values(remotes).join('\n')}`;
    let cohort = cohorts.get(key);
    if (!cohort) cohorts.set(key, (cohort = { config: { ...base, remotes }, variant, canary }));
    return cohort;
  };
}

/** The cookie's attributes, the page server's and nginx's alike (nginx-headers.ts). */
export const cohortCookieAttributes = (secure: boolean) => `Max-Age=${ONE_YEAR_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

function cookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; ${cohortCookieAttributes(secure)}`;
}

/**
 * The Set-Cookie values a page answer needs: the bucket, during a canary, when the request had
 * none. None for a returning visitor, nor for anyone outside a canary, so those answers stay
 * ones a shared cache may keep (nginx stores no answer that sets a cookie). Behind the shell's
 * nginx every request has a bucket: nginx gives one to a visitor without (shell-page-cache.conf).
 */
export function cohortCookies(request: { secure: boolean }, cohort: { bucket: number; assigned: boolean; canary: boolean }): string[] {
  return cohort.assigned && cohort.canary ? [cookie(COHORT_COOKIE, String(cohort.bucket), request.secure)] : [];
}
