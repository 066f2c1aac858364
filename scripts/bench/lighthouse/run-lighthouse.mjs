// One Lighthouse performance run (its CLI, in Debian's Chromium, a fresh profile each time)
// and the numbers the bench compares. Mobile is Lighthouse's default (simulated throttling:
// 150 ms RTT, 1.6 Mbps, CPU ×4); desktop is its `--preset=desktop`.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from '../../lib/ensure-system.mjs';
import { repoRoot } from '../../lib/paths.mjs';
import { run } from '../../lib/run.mjs';

export const FORM_FACTORS = ['mobile', 'desktop'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

/** The bench's numbers from one Lighthouse JSON report. */
export function metricsOf(report) {
  const audit = (id) => report.audits[id].numericValue;
  const requests = report.audits['network-requests'].details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: report.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    totalBytes: audit('total-byte-weight'),
  };
}

const KEPT_REPORTS = path.join(repoRoot, '.bench', 'lighthouse-reports');
let keptReportsEmptied = false;

/** One bench's reports, named by page, form factor and run: an earlier bench's are removed first. */
async function keepReport(output, url, formFactor, id) {
  if (!keptReportsEmptied) {
    await rm(KEPT_REPORTS, { recursive: true, force: true });
    keptReportsEmptied = true;
  }
  await mkdir(KEPT_REPORTS, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await copyFile(output, path.join(KEPT_REPORTS, `${page}-${formFactor}-${id}.json`));
}

/**
 * @param {string} url
 * @param {'mobile'|'desktop'} formFactor
 * @param {string} dir   where the report and the throw-away profile go
 * @param {string} id    unique per run
 * @param {{profile?: string, keepStorage?: boolean}} [options] a prepared profile, and keep its storage
 */
export async function lighthouseRun(url, formFactor, dir, id, { profile = path.join(dir, `profile-${id}`), keepStorage = false } = {}) {
  const output = path.join(dir, `${id}.json`);
  await run(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      // A signed-in run's profile holds the student's token (portal-runs.mjs).
      ...(keepStorage ? ['--disable-storage-reset'] : []),
      `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`,
    ],
    { env: { ...process.env, CHROME_PATH: await ensureChromium() } },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  // `--keep-reports`: every run's full report stays in .bench/lighthouse-reports/, for the
  // LCP phases, long tasks and request chains behind a median.
  if (process.argv.includes('--keep-reports')) await keepReport(output, url, formFactor, id);
  await Promise.all([rm(output), rm(profile, { recursive: true, force: true })]);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  return metricsOf(report);
}
