// How busy the machine's cores were during a stretch of the run, from Linux's /proc/stat. The
// stage table shows it beside each stage's seconds: on a 2-core machine a stage at 1.0 of 2 waits
// on something (a browser, a poll, a container) and could overlap another; a stage at 2.0 can only
// get faster by doing less. The total's CPU seconds divided by the cores is the run's floor.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** @typedef {{ busy: number, total: number }} CpuSnapshot  ticks (USER_HZ, 100 a second on Linux) */

/**
 * Parses the aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal …
 * Idle and iowait are not busy; guest time is already inside user and nice.
 * @param {string} text
 * @returns {CpuSnapshot | null}
 */
export function parseProcStat(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 4 || fields.some(Number.isNaN)) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** @returns {CpuSnapshot | null} null where /proc/stat does not exist */
export function cpuSnapshot() {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

const TICKS_PER_SECOND = 100;

/**
 * @param {CpuSnapshot | null} before
 * @param {CpuSnapshot | null} after
 * @param {number} [cores]
 * @returns {{ coresBusy: number, cpuSeconds: number, cores: number } | null}
 */
export function cpuBetween(before, after, cores = availableParallelism()) {
  if (!before || !after || after.total <= before.total) return null;
  const busy = after.busy - before.busy;
  return { coresBusy: (busy / (after.total - before.total)) * cores, cpuSeconds: busy / TICKS_PER_SECOND, cores };
}
