// Debian packages the tests need (Chromium for Playwright; redis-server and nginx for the API's
// Redis tests and the replica stage). Installed through apt-get when missing and we are allowed
// to; browsers are never downloaded by npm.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { log, run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell: the same Chromium release as `chromium` (one source package),
 * without the desktop browser around Blink and V8. It drives the end-to-end stories at less than
 * half the full browser's CPU (decision 019); specs about paint and vitals keep the full browser.
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** How every tool here starts Chromium: headless in a container, no background traffic. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

const canApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
let aptUpdated = false;

export async function aptInstall(packages) {
  if (!canApt()) throw new Error(`missing ${packages.join(', ')} and apt-get is not usable here: install them first`);
  if (!aptUpdated) {
    await run('apt-get', ['update', '-qq']);
    aptUpdated = true;
  }
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Debian's Chromium and its headless shell, installed together (one source package, one version). */
export async function ensureChromium() {
  const missing = [CHROMIUM, CHROMIUM_HEADLESS_SHELL].filter((file) => !existsSync(file));
  if (missing.length === 0 && !debianVersionsDiffer(['chromium', 'chromium-headless-shell'])) return CHROMIUM;
  // apt-get install upgrades an installed package to the candidate too, so both end on one release.
  log(`${missing.join(' and ') || 'chromium and its headless shell are different releases:'} installing Debian's chromium and chromium-headless-shell…`);
  await aptInstall(['chromium', 'chromium-headless-shell', 'fonts-dejavu-core']);
  for (const file of missing) {
    if (!existsSync(file)) throw new Error(`${file} still missing after apt-get install chromium chromium-headless-shell`);
  }
  return CHROMIUM;
}

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Debian's redis-server (redis-cli with it): the API's Redis tests and the replica stage start their own. */
export async function ensureRedisServer() {
  if (existsSync(REDIS_SERVER) && hasCommand('redis-cli')) return REDIS_SERVER;
  log("redis-server is missing: installing Debian's redis-server…");
  await aptInstall(['redis-server']);
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} still missing after apt-get install redis-server`);
  return REDIS_SERVER;
}

export async function ensureNginx() {
  if (hasCommand('nginx')) return;
  log("nginx is missing: installing Debian's nginx…");
  await aptInstall(['nginx']);
}

/** True when dpkg knows every package and they are not all one version (false off Debian). */
function debianVersionsDiffer(packages) {
  try {
    const versions = execSync(`dpkg-query -W -f='\${Version}\\n' ${packages.join(' ')}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n');
    return versions.length === packages.length && new Set(versions).size > 1;
  } catch {
    return false;
  }
}

export function hasCommand(name) {
  try {
    execSync(`command -v ${name}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** wrk (Debian's), the load generator of the benchmarks (bench:api, bench:pages). */
export async function ensureWrk() {
  if (hasCommand('wrk')) return;
  log("wrk is missing: installing Debian's wrk…");
  await aptInstall(['wrk']);
}

/**
 * promtool (Debian's `prometheus` package): checks and unit-tests deploy/monitoring's scrape
 * configurations and alert rules (decision 316). The package's daemon is not used.
 */
export async function ensurePromtool() {
  if (hasCommand('promtool')) return 'promtool';
  log("promtool is missing: installing Debian's prometheus…");
  await aptInstall(['prometheus']);
  if (!hasCommand('promtool')) throw new Error('promtool still missing after apt-get install prometheus');
  return 'promtool';
}
