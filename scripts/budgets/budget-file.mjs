// scripts/budgets/budgets.json: one entry per route, keyed by its path, and a note on updating.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const BUDGETS_FILE = fileURLToPath(new URL('./budgets.json', import.meta.url));
const NOTE =
  'Gzip JS/CSS bytes, JS requests and sequential round trips each route loads before it is interactive (e2e/tests/byte-budgets.spec.ts). ' +
  'After a change that is meant to move them: `npm run budgets:update` (builds, measures, rewrites this file), review the diff, commit it.';
// Rounded up so a rebuild that moves a few bytes leaves the file alone, and never below what
// was measured.
const BYTES_STEP = 100;
const roundUp = (n) => Math.ceil(n / BYTES_STEP) * BYTES_STEP;

/** @returns {Record<string, import('./budget-rule.mjs').Figures>} the budgets by route */
export function readBudgets(file = BUDGETS_FILE) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  // Every entry but the note: a route's path, or a signed-in screen's name (budget-routes.mjs).
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'note'));
}

/** @param {Record<string, import('./budget-rule.mjs').Figures>} measured  figures by route */
export function budgetsFrom(measured) {
  const routes = Object.entries(measured).map(([route, m]) => [
    route,
    { jsGzip: roundUp(m.jsGzip), cssGzip: roundUp(m.cssGzip), jsRequests: m.jsRequests, criticalChain: m.criticalChain },
  ]);
  return { note: NOTE, ...Object.fromEntries(routes) };
}

export async function writeBudgets(measured, file = BUDGETS_FILE) {
  await writeFile(file, `${JSON.stringify(budgetsFrom(measured), null, 2)}\n`);
}
