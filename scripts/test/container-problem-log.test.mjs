// What the real-container stage prints of the API's log when a browser test there fails
// (scripts/lib/containers/stack.mjs): the CI log is all there is of that run, so the lines that
// say what went wrong must be in it, and only those.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { problemLines } from '../lib/containers/stack.mjs';

const line = (fields) => JSON.stringify({ time: 1, pid: 1, hostname: 'api', ...fields });

test("an API log's warnings, errors and refused answers are kept; its ordinary lines are not", () => {
  const log = [
    line({ level: 30, msg: 'request completed', res: { statusCode: 200 } }),
    line({ level: 30, msg: 'request completed', res: { statusCode: 409 }, req: { url: '/lms/payments/test-checkout' } }),
    line({ level: 40, msg: 'outbox: SMTP refused' }),
    line({ level: 50, msg: 'settle failed', err: { message: 'serialization failure' } }),
    line({ level: 30, msg: 'request completed', res: { statusCode: 304 } }),
    'not json at all',
    '',
  ].join('\n');
  const kept = problemLines(log);
  assert.equal(kept.length, 3);
  assert.match(String(kept[0]), /"statusCode":409/);
  assert.match(String(kept[1]), /SMTP refused/);
  assert.match(String(kept[2]), /serialization failure/);
});

test('only the last lines are kept, each cut to 400 characters', () => {
  const log = Array.from({ length: 30 }, (_, i) => line({ level: 50, msg: `failure ${i}`, stack: 'x'.repeat(600) })).join('\n');
  const kept = problemLines(log, 15);
  assert.equal(kept.length, 15);
  assert.match(String(kept[0]), /failure 15\b/);
  assert.ok(kept.every((l) => l.length <= 401 && l.endsWith('…')));
});
