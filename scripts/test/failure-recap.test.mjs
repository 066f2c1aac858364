// The recap above `npm test`'s Summary line: CI shows only the tail of the log, so each failure's
// name and reason must be there, whatever tool reported it.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { failureRecap, recordJestFailures, recordPlaywrightFailures, recordTapFailures } from '../lib/failure-recap.mjs';

test('the recap names each failed test of Playwright, jest and node:test with the first lines of its error', async () => {
  assert.equal(failureRecap(), '', 'nothing failed yet, nothing to recap');
  recordPlaywrightFailures('e2e', {
    suites: [
      {
        title: 'portal.spec.ts',
        specs: [
          {
            title: 'a paid course',
            tests: [
              {
                results: [
                  { status: 'failed', errors: [{ message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\nLocator: getByRole(alert)' }] },
                ],
              },
            ],
          },
          { title: 'a passing story', tests: [{ results: [{ status: 'passed' }] }] },
          { title: 'a retried story', tests: [{ results: [{ status: 'failed', errors: [{ message: 'first try' }] }, { status: 'passed' }] }] },
        ],
      },
    ],
    errors: [{ message: 'global set-up failed: the API did not start' }],
  });
  recordJestFailures('jest', {
    testResults: [
      {
        name: 'api/test/a.test.ts',
        status: 'failed',
        assertionResults: [{ status: 'failed', fullName: 'coupons refuse a spent code', failureMessages: ['Expected: 409\nReceived: 500'] }],
      },
      { name: 'api/test/b.test.ts', status: 'failed', message: 'Cannot find module ./missing', assertionResults: [] },
      { name: 'api/test/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
    ],
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'recap-'));
  const tap = path.join(dir, 'fault.tap');
  await writeFile(
    tap,
    [
      'TAP version 13',
      'ok 1 - survives a restart',
      'not ok 2 - no write is lost',
      '  ---',
      "  error: 'lost 3 writes'",
      "  code: 'ERR_ASSERTION'",
      '  ...',
      '1..2',
    ].join('\n'),
  );
  recordTapFailures('fault', tap);

  const recap = failureRecap();
  assert.match(
    recap,
    /✘ \[e2e\] portal\.spec\.ts › a paid course\n {4}failed: Error: expect\(locator\)\.toBeVisible\(\) failed\n {4}Locator: getByRole\(alert\)/,
  );
  assert.ok(!recap.includes('\u001b'), 'colour codes are stripped');
  assert.doesNotMatch(recap, /a passing story|a retried story/, 'a passed test, or one that passed on retry, is not a failure');
  assert.match(recap, /✘ \[e2e\] outside any test\n {4}global set-up failed/);
  assert.match(recap, /✘ \[jest\] api\/test\/a\.test\.ts › coupons refuse a spent code\n {4}Expected: 409\n {4}Received: 500/);
  assert.match(recap, /✘ \[jest\] api\/test\/b\.test\.ts\n {4}Cannot find module/);
  assert.doesNotMatch(recap, /c\.test\.ts/);
  assert.match(recap, /✘ \[fault\] no write is lost\n {4}error: 'lost 3 writes'/);
  assert.doesNotMatch(recap, /survives a restart/);
});
