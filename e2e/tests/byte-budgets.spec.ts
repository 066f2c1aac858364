// Budgets in CI, bytes never timings: each public route and /lms against its
// committed budget (scripts/budgets/budgets.json): gzip JS and CSS may grow up to 10%, the JS
// request count and the critical chain not at all. Measured exactly as `npm run budgets:update`
// measures, which is how to accept an intended change.
import { expect, test } from '@playwright/test';
import { readBudgets } from '../../scripts/budgets/budget-file.mjs';
import { BUDGET_ROUTES } from '../../scripts/budgets/budget-routes.mjs';
import { checkBudget } from '../../scripts/budgets/budget-rule.mjs';
import { describeChain, measureRoute } from '../../scripts/budgets/measure-route.mjs';
import { apiUrl } from '../support/e2e-env';

// The chain is read from the order requests started and finished in; a request really added to
// it shows on every load, a busy machine's scheduling only on some, so a longer chain is
// measured again before it counts.
const CHAIN_ATTEMPTS = 3;

const budgets = readBudgets();

test('the budget file names exactly the budgeted routes', () => {
  expect(Object.keys(budgets).sort(), 'run `npm run budgets:update` after adding or removing a route').toEqual([...BUDGET_ROUTES].sort());
});

test.describe('byte budgets', () => {
  for (const route of BUDGET_ROUTES) {
    test(`${route} stays within its gzip bytes, JS requests and critical chain`, async ({ browser, baseURL }, testInfo) => {
      const budget = budgets[route];
      let result = await measureRoute(browser, baseURL!, route, apiUrl());
      for (let attempt = 1; attempt < CHAIN_ATTEMPTS && budget && result.figures.criticalChain > budget.criticalChain; attempt += 1) {
        testInfo.annotations.push({ type: 're-measured', description: `chain ${result.figures.criticalChain} > budget ${budget.criticalChain}` });
        const again = await measureRoute(browser, baseURL!, route, apiUrl());
        if (again.figures.criticalChain < result.figures.criticalChain) result = again;
      }
      await testInfo.attach('measurement.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });

      const problems = checkBudget(route, result.figures, budget);
      const detail = `measured ${JSON.stringify(result.figures)} (interactive by ${result.interactiveBy}); chain: ${describeChain(result.chain)}`;
      expect(problems, [...problems, detail].join('\n')).toEqual([]);
    });
  }
});
