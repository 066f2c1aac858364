import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuBetween, parseProcStat } from '../lib/cpu-usage.mjs';

// Two lines as Linux writes them (user nice system idle iowait irq softirq steal guest guest_nice).
const BEFORE = 'cpu  1000 0 500 8000 100 0 50 0 0 0\ncpu0 500 0 250 4000 50 0 25 0 0 0\n';
const AFTER = 'cpu  2000 0 800 8400 200 0 100 0 0 0\ncpu0 1000 0 400 4200 100 0 50 0 0 0\n';

test('busy ticks exclude idle and iowait; the aggregate line is read, not a core', () => {
  assert.deepEqual(parseProcStat(BEFORE), { busy: 1550, total: 9650 });
});

test('between two snapshots: cores busy on average and the CPU seconds spent', () => {
  // 1,350 busy ticks of 1,850 over 2 cores: 1.46 cores busy, 13.5 CPU seconds.
  const usage = cpuBetween(parseProcStat(BEFORE), parseProcStat(AFTER), 2);
  assert.equal(usage?.cpuSeconds, 13.5);
  assert.equal(usage?.coresBusy.toFixed(2), '1.46');
});

test('no numbers where /proc/stat is missing or did not move', () => {
  assert.equal(parseProcStat('intr 1 2 3'), null);
  assert.equal(cpuBetween(null, parseProcStat(AFTER)), null);
  assert.equal(cpuBetween(parseProcStat(AFTER), parseProcStat(AFTER)), null);
});

test('this machine reads its own /proc/stat when it has one', async () => {
  const { cpuSnapshot } = await import('../lib/cpu-usage.mjs');
  const snapshot = cpuSnapshot();
  if (process.platform === 'linux') assert.ok(snapshot && snapshot.total > snapshot.busy && snapshot.busy > 0);
  else assert.equal(snapshot, null);
});
