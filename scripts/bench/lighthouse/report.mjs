// Medians and ranges of the Lighthouse runs, the printed tables, and the issue-7 targets.

export const VARIANTS = {
  a: 'federated',
  b: 'monolith',
  c: 'static HTML',
};

// Lighthouse mobile, on `/` and `/training/individual`.
export const TARGETS = {
  routes: ['/', '/training/individual'],
  formFactor: 'mobile',
  score: 0.98,
  lcpToMonolith: 1,
  lcpToStatic: 1.3,
  tbtMs: 50,
  cls: 0.01,
  jsToMonolith: 1.25,
};

const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes', 'jsRequests', 'totalBytes'];

export function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {{route: string, formFactor: string, variant: string, metrics: Record<string, number>}[]} samples
 * @returns {Map<string, Record<string, {median: number, min: number, max: number}>>} by `route formFactor variant`
 */
export function summarize(samples) {
  const groups = new Map();
  for (const s of samples) {
    const key = `${s.route} ${s.formFactor} ${s.variant}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(s.metrics);
  }
  const summary = new Map();
  for (const [key, runs] of groups) {
    const stats = {};
    for (const m of METRICS) {
      const values = runs.map((r) => r[m]);
      stats[m] = { median: median(values), min: Math.min(...values), max: Math.max(...values) };
    }
    summary.set(key, stats);
  }
  return summary;
}

const COLUMNS = [
  { metric: 'score', title: 'score', format: (v) => v.toFixed(2) },
  { metric: 'fcp', title: 'FCP s', format: (v) => (v / 1000).toFixed(2) },
  { metric: 'lcp', title: 'LCP s', format: (v) => (v / 1000).toFixed(2) },
  { metric: 'tbt', title: 'TBT ms', format: (v) => Math.round(v).toString() },
  { metric: 'cls', title: 'CLS', format: (v) => v.toFixed(3) },
  { metric: 'jsBytes', title: 'JS KB', format: (v) => (v / 1024).toFixed(1) },
  { metric: 'jsRequests', title: 'JS req', format: (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1)) },
  { metric: 'totalBytes', title: 'total KB', format: (v) => (v / 1024).toFixed(0) },
];

const cell = ({ format }, { median: m, min, max }) => (min === max ? format(m) : `${format(m)} [${format(min)}–${format(max)}]`);
const ratio = (x, y) => (y > 0 ? `${(x / y).toFixed(2)}×` : 'n/a');

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd()).join('\n');
}

export function printTables(summary, { routes, formFactors, runs }) {
  for (const route of routes) {
    for (const formFactor of formFactors) {
      const stats = (variant) => summary.get(`${route} ${formFactor} ${variant}`);
      console.log(`\n${route} — ${formFactor}, median [min–max] of ${runs}`);
      const header = ['variant', ...COLUMNS.map((c) => c.title)];
      const rows = Object.entries(VARIANTS).map(([v, name]) => [`${v} ${name}`, ...COLUMNS.map((c) => cell(c, stats(v)[c.metric]))]);
      console.log(table([header, ...rows]));
      const [a, b, c] = ['a', 'b', 'c'].map((v) => stats(v));
      for (const [label, other] of [
        ['a/b', b],
        ['a/c', c],
      ]) {
        const parts = ['fcp', 'lcp', 'jsBytes', 'totalBytes'].map(
          (m) => `${COLUMNS.find((col) => col.metric === m)?.title.split(' ')[0]} ${ratio(a[m].median, other[m].median)}`,
        );
        console.log(`  ${label}: ${parts.join(', ')}`);
      }
    }
  }
}

/**
 * Simulated throttling scales the main-thread time Chromium really took (CPU ×4 on mobile), so
 * TBT, and with it the score, follow whatever else the machine is doing: say so.
 */
export function printMachineLoad(loadAverages, cpus) {
  const busy = median(loadAverages);
  console.log(`\nMachine: ${cpus} CPUs; 1-min load average at the runs: median ${busy.toFixed(1)}, max ${Math.max(...loadAverages).toFixed(1)}`);
  if (busy > cpus) console.log('  The machine was busier than its CPUs: TBT and scores are noisier than usual; compare variants within this run.');
}

/** @returns {{route: string, name: string, actual: string, limit: string, met: boolean}[]} */
export function checkTargets(summary) {
  const checks = [];
  for (const route of TARGETS.routes) {
    const stats = (variant) => summary.get(`${route} ${TARGETS.formFactor} ${variant}`);
    const [a, b, c] = ['a', 'b', 'c'].map((v) => stats(v));
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const lcp = a.lcp.median;
    const js = a.jsBytes.median;
    checks.push(
      { route, name: 'score', actual: a.score.median.toFixed(2), limit: `>= ${TARGETS.score}`, met: a.score.median >= TARGETS.score },
      {
        route,
        name: 'LCP vs monolith',
        actual: s(lcp),
        limit: `<= ${s(b.lcp.median * TARGETS.lcpToMonolith)} (monolith)`,
        met: lcp <= b.lcp.median * TARGETS.lcpToMonolith,
      },
      {
        route,
        name: 'LCP vs static',
        actual: s(lcp),
        limit: `<= ${s(c.lcp.median * TARGETS.lcpToStatic)} (${TARGETS.lcpToStatic}× static ${s(c.lcp.median)})`,
        met: lcp <= c.lcp.median * TARGETS.lcpToStatic,
      },
      { route, name: 'TBT', actual: `${Math.round(a.tbt.median)} ms`, limit: `<= ${TARGETS.tbtMs} ms`, met: a.tbt.median <= TARGETS.tbtMs },
      { route, name: 'CLS', actual: a.cls.median.toFixed(3), limit: `<= ${TARGETS.cls}`, met: a.cls.median <= TARGETS.cls },
      {
        route,
        name: 'JS bytes',
        actual: kb(js),
        limit: `<= ${kb(b.jsBytes.median * TARGETS.jsToMonolith)} (${TARGETS.jsToMonolith}× monolith ${kb(b.jsBytes.median)})`,
        met: js <= b.jsBytes.median * TARGETS.jsToMonolith,
      },
    );
  }
  return checks;
}

export function printTargets(checks) {
  console.log(`\nTargets: Lighthouse ${TARGETS.formFactor}, federated build (a), medians`);
  const rows = checks.map((c) => [c.route, c.name, c.actual, c.limit, c.met ? 'met' : 'MISSED']);
  console.log(table(rows));
  const missed = checks.filter((c) => !c.met).length;
  console.log(missed ? `Verdict: NOT MET — ${missed} of ${checks.length} targets missed` : `Verdict: met — all ${checks.length} targets`);
  return missed === 0;
}
