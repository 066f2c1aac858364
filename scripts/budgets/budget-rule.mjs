// The budget rule (bytes in CI, never timings): gzip bytes may drift up to 10%
// over a route's budget (any edit moves them a little); the JS request count and the critical
// chain may not grow at all, since one more request or round trip is a design change, not noise.
// Shrinking always passes.

export const BYTES_TOLERANCE_PERCENT = 10;
const bytes = (n) => `${n.toLocaleString('en-US')} B`;

/**
 * @typedef {{jsGzip: number, cssGzip: number, jsRequests: number, criticalChain: number}} Figures
 * @param {string} route
 * @param {Figures} measured
 * @param {Figures | undefined} budget
 * @returns {string[]} one sentence per broken limit, naming the route and the numbers
 */
export function checkBudget(route, measured, budget) {
  if (!budget) return [`${route}: no budget; run \`npm run budgets:update\` and commit scripts/budgets/budgets.json`];
  const problems = [];
  for (const key of ['jsGzip', 'cssGzip']) {
    // Integer arithmetic until the division, so 10.0% over is exactly the limit.
    const limit = (budget[key] * (100 + BYTES_TOLERANCE_PERCENT)) / 100;
    if (measured[key] > limit) {
      const over = budget[key] > 0 ? `${(((measured[key] - budget[key]) / budget[key]) * 100).toFixed(1)}% over` : 'over';
      problems.push(
        `${route}: ${key} ${bytes(measured[key])} is ${over} its budget of ${bytes(budget[key])} (limit +${BYTES_TOLERANCE_PERCENT}% = ${bytes(Math.floor(limit))})`,
      );
    }
  }
  if (measured.jsRequests > budget.jsRequests) {
    problems.push(`${route}: ${measured.jsRequests} JS requests, budget ${budget.jsRequests} (a new request)`);
  }
  if (measured.criticalChain > budget.criticalChain) {
    problems.push(
      `${route}: critical chain of ${measured.criticalChain} sequential round trips, budget ${budget.criticalChain} (a request was added to the chain)`,
    );
  }
  return problems;
}
