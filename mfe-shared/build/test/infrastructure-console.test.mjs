// The builds' infrastructure console: Module Federation's publicPath='auto' notice (the design)
// is dropped, any other plugin warning still reaches the terminal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { infrastructureConsole } from '../infrastructure-console.mjs';

function recordingConsole() {
  /** @type {Array<[string, unknown[]]>} */
  const calls = [];
  const target = /** @type {Console} */ (
    /** @type {unknown} */ ({
      warn: (/** @type {unknown[]} */ ...args) => calls.push(['warn', args]),
      log: (/** @type {unknown[]} */ ...args) => calls.push(['log', args]),
      error: (/** @type {unknown[]} */ ...args) => calls.push(['error', args]),
    })
  );
  return { calls, target };
}

test("the manifest plugin's publicPath='auto' notice is dropped, as Rspack prints it", () => {
  const { calls, target } = recordingConsole();
  const quiet = infrastructureConsole(target);
  quiet.warn(
    "<w> [Module Federation Manifest Plugin] [ Module Federation Manifest Plugin ] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'",
  );
  quiet.log("\u001b[33m<w>\u001b[39m Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'");
  assert.deepEqual(calls, []);
});

test('every other warning, log line and error passes through unchanged', () => {
  const { calls, target } = recordingConsole();
  const quiet = infrastructureConsole(target);
  quiet.warn('<w> [Module Federation Manifest Plugin] Manifest will not generate, because publicPath can only be string');
  quiet.log('<i> compiled');
  quiet.error('<e> broken', 42);
  assert.deepEqual(calls, [
    ['warn', ['<w> [Module Federation Manifest Plugin] Manifest will not generate, because publicPath can only be string']],
    ['log', ['<i> compiled']],
    ['error', ['<e> broken', 42]],
  ]);
});
