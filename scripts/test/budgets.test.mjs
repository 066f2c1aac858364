// The byte-budget rule, proven without a browser: bytes may grow up to 10%, the JS
// request count and the critical chain not at all; shrinking always passes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BYTES_TOLERANCE_PERCENT, checkBudget } from '../budgets/budget-rule.mjs';
import { budgetsFrom, readBudgets, writeBudgets } from '../budgets/budget-file.mjs';
import { BUDGET_ROUTES } from '../budgets/budget-routes.mjs';
import { roundTripDepths } from '../lib/round-trips.mjs';

const budget = { jsGzip: 200_000, cssGzip: 10_000, jsRequests: 23, criticalChain: 4 };
const grown = (percent) => Math.round(200_000 * (1 + percent / 100));

test('the tolerance is 10%', () => {
  assert.equal(BYTES_TOLERANCE_PERCENT, 10);
});

test('JS 9.9% over its budget passes, 10.0% passes, 10.1% fails naming the route and numbers', () => {
  assert.deepEqual(checkBudget('/about', { ...budget, jsGzip: grown(9.9) }, budget), []);
  assert.deepEqual(checkBudget('/about', { ...budget, jsGzip: grown(10) }, budget), []);
  const [problem, ...rest] = checkBudget('/about', { ...budget, jsGzip: grown(10.1) }, budget);
  assert.deepEqual(rest, []);
  assert.match(String(problem), /^\/about: jsGzip 220,200 B is 10\.1% over its budget of 200,000 B/);
});

test('CSS follows the same 10% rule', () => {
  assert.deepEqual(checkBudget('/', { ...budget, cssGzip: 10_990 }, budget), []);
  assert.match(String(checkBudget('/', { ...budget, cssGzip: 11_010 }, budget)[0]), /^\/: cssGzip 11,010 B is 10\.1% over/);
  assert.match(String(checkBudget('/', { ...budget, cssGzip: 1 }, { ...budget, cssGzip: 0 })[0]), /cssGzip 1 B is over its budget of 0 B/);
});

test('one more round trip in the critical chain fails; one more JS request fails', () => {
  assert.match(String(checkBudget('/lms', { ...budget, criticalChain: 5 }, budget)[0]), /^\/lms: critical chain of 5 .* budget 4/);
  assert.match(String(checkBudget('/lms', { ...budget, jsRequests: 24 }, budget)[0]), /^\/lms: 24 JS requests, budget 23/);
});

test('shrinking passes, and every broken limit is reported at once', () => {
  assert.deepEqual(checkBudget('/', { jsGzip: 1, cssGzip: 0, jsRequests: 1, criticalChain: 1 }, budget), []);
  assert.equal(checkBudget('/', { jsGzip: 300_000, cssGzip: 20_000, jsRequests: 30, criticalChain: 6 }, budget).length, 4);
});

test('a route without a budget fails and says how to add one', () => {
  assert.match(String(checkBudget('/new', budget, undefined)[0]), /^\/new: no budget; run `npm run budgets:update`/);
});

test('budgets are written rounded up to 100 B and read back without the note', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'budgets-'));
  try {
    const file = path.join(dir, 'budgets.json');
    await writeBudgets({ '/': { jsGzip: 201_474, cssGzip: 0, jsRequests: 22, criticalChain: 3 } }, file);
    assert.deepEqual(readBudgets(file), { '/': { jsGzip: 201_500, cssGzip: 0, jsRequests: 22, criticalChain: 3 } });
    assert.match(budgetsFrom({}).note, /npm run budgets:update/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the committed budget file covers every public route and /lms', () => {
  assert.ok(BUDGET_ROUTES.includes('/') && BUDGET_ROUTES.includes('/lms') && BUDGET_ROUTES.includes('/training/corportate'));
  assert.deepEqual(Object.keys(readBudgets()).sort(), [...BUDGET_ROUTES].sort());
});

test('round trips: a request counts one after every request that had finished before it started', () => {
  const depths = roundTripDepths([
    { url: 'html', start: 0, end: 10 },
    { url: 'main.js', start: 11, end: 30 },
    { url: 'preload.js', start: 12, end: 25 }, // parallel with main.js: same depth
    { url: 'manifest.json', start: 31, end: 40 },
    { url: 'chunk.js', start: 41, end: 50 },
  ]);
  assert.deepEqual(
    depths.map((d) => `${d.url}:${d.depth}`),
    ['html:1', 'main.js:2', 'preload.js:2', 'manifest.json:3', 'chunk.js:4'],
  );
});
