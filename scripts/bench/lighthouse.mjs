// npm run bench:lighthouse — Lighthouse performance (mobile, its default simulated throttling:
// 150 ms RTT, 1.6 Mbps, CPU ×4) for `/` and `/training/individual` on the production build,
// served as `npm start` serves it, offline, in Debian's Chromium.
// Targets (issue 4): score >= 0.9, TBT <= 150 ms, CLS <= 0.02. `--no-build` reuses the build;
// `--runs=N` takes the median of N runs per page (default 3).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../lib/build.mjs';
import { ensureChromium } from '../lib/ensure-system.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const PORTS = { shell: 3340, marketing: 3341, lms: 3342, api: 4340 };
const PAGES = ['/', '/training/individual'];
export const TARGETS = { score: 0.9, tbtMs: 150, cls: 0.02 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse(url, dir, i) {
  const output = path.join(dir, `run-${i}.json`);
  await run(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${path.join(dir, `profile-${i}`)}`],
    { env: { ...process.env, CHROME_PATH: await ensureChromium() } },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  return {
    score: report.categories.performance.score,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

if (!process.argv.includes('--no-build')) await buildAll();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
const stack = await startStack({ ports: PORTS, quiet: true, runtimeConfigFile: path.join(tmp, 'runtime-config.json'), apiEnv: { PGLITE_DATA_DIR: path.join(tmp, 'pglite') } });
const results = [];
try {
  for (const page of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await lighthouse(`${stack.urls.shell}${page}`, tmp, `${results.length}-${i}`));
    const pick = (key) => median(samples.map((s) => s[key]));
    results.push({ page, score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), bytes: pick('bytes') });
  }
} finally {
  await stack.stop();
  await rm(tmp, { recursive: true, force: true });
}

console.log(`\nLighthouse mobile (simulated throttling), median of ${runs}:`);
console.log('page                    score   LCP       TBT      CLS     bytes');
let ok = true;
for (const r of results) {
  const pass = r.score >= TARGETS.score && r.tbt <= TARGETS.tbtMs && r.cls <= TARGETS.cls;
  ok &&= pass;
  console.log(
    `${r.page.padEnd(22)}  ${r.score.toFixed(2)}    ${(r.lcp / 1000).toFixed(2)} s    ${Math.round(r.tbt)} ms`.padEnd(52) +
      `${r.cls.toFixed(3)}   ${(r.bytes / 1024).toFixed(0)} KB  ${pass ? 'ok' : 'MISSES A TARGET'}`,
  );
}
console.log(`Targets: score >= ${TARGETS.score}, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls} -> ${ok ? 'met' : 'not met'}`);
process.exitCode = ok ? 0 : 1;
