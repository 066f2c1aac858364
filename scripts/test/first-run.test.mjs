// A newcomer's first `npm start` / `npm test` (decision 304): `npm ci` takes the committed lockfile
// as it is, the install prints no warning a newcomer cannot act on, and the run leaves the
// checkout as it found it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkoutChanges, checkoutState } from '../lib/checkout-state.mjs';
import { repoRoot } from '../lib/paths.mjs';

/** `npm ci --dry-run` at npm's default log level: what a newcomer typing it would see. */
function npmCiDryRun() {
  const result = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('npm ci accepts the committed lockfile (the first run installs with it alone: ensure-deps.mjs)', () => {
  const { status, output } = npmCiDryRun();
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /npm (error|ERR!)/, output);
});

test('the install prints no install-scripts notice (package.json allowScripts settles each), and EBADENGINE only for the two known packages', () => {
  const { output } = npmCiDryRun();
  assert.doesNotMatch(output, /install-scripts/, 'a dependency with an install script is missing from allowScripts');
  const engines = [...output.matchAll(/EBADENGINE {3}package: '([^']+)'/g)].map((m) => m[1]).sort();
  // Both need Node >= 22 and run on these machines' Node 20 (decision 304); the images run Node 24.
  assert.deepEqual(engines, ['content-disposition@3.0.0', 'cookie@2.0.2'], 'a new engine mismatch: see decision 304');
  const { allowScripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  assert.ok(allowScripts && Object.keys(allowScripts).length > 0, 'allowScripts is committed');
});

test('the checkout check sees a rewritten lockfile, a new untracked file, and a further edit of a file already changed', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'checkout-state-'));
  try {
    /** @param {string[]} args */
    const git = (...args) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
    writeFileSync(path.join(dir, 'notes.md'), 'a\n');
    git('add', '.');
    git('commit', '-qm', 'init');

    const clean = checkoutState(dir);
    assert.ok(clean);
    assert.equal(clean.size, 0, 'a fresh clone: git status --porcelain is empty');
    writeFileSync(path.join(dir, 'package-lock.json'), '{"changed":true}\n');
    writeFileSync(path.join(dir, 'generated.json'), '{}\n');
    const after = checkoutState(dir);
    assert.ok(after);
    assert.deepEqual(checkoutChanges(clean, after).sort(), [' M package-lock.json', '?? generated.json']);

    // Work in progress is no finding; the run changing it again is.
    writeFileSync(path.join(dir, 'notes.md'), 'b\n');
    const wip = checkoutState(dir);
    assert.ok(wip);
    assert.deepEqual(checkoutChanges(wip, /** @type {Map<string, string>} */ (checkoutState(dir))), []);
    writeFileSync(path.join(dir, 'notes.md'), 'c\n');
    assert.deepEqual(checkoutChanges(wip, /** @type {Map<string, string>} */ (checkoutState(dir))), [' M notes.md']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("npm start shows the API's JSON log lines as one readable line each (pino-pretty); the JSON itself is untouched", async () => {
  const { PassThrough } = await import('node:stream');
  const { prettyLog } = await import('../lib/api-process.mjs');
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => (text += chunk));
  const pretty = await prettyLog(out);
  const line = (fields) => `${JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 26, 12), pid: 1, hostname: 'h', ...fields })}\n`;
  pretty.write(line({ reqId: 'r1', req: { method: 'GET', url: '/courses', host: 'localhost:4000' }, msg: 'incoming request' }));
  pretty.write(line({ reqId: 'r1', res: { statusCode: 404 }, responseTime: 5.517, msg: 'request completed' }));
  pretty.write(line({ level: 40, msg: 'development defaults in use', settings: 2 }));
  pretty.end();
  await new Promise((resolve) => out.on('end', resolve).resume());
  const lines = text.trim().split('\n');
  assert.equal(lines.length, 3, text);
  assert.match(lines[0] ?? '', /^\[\d\d:\d\d:\d\d\] INFO: incoming request GET \/courses$/);
  assert.match(lines[1] ?? '', /^\[\d\d:\d\d:\d\d\] INFO: request completed 404 in 6 ms$/);
  assert.match(lines[2] ?? '', /^\[\d\d:\d\d:\d\d\] WARN: development defaults in use \{"settings":2\}$/);
});
