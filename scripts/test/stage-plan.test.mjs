// The closing table of npm test says which stages ran beside which (their CPU seconds overlap);
// stages that start together share their builds through `once`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAGE_GROUPS, besideStages, once } from '../lib/stage-plan.mjs';
import { repoRoot } from '../lib/paths.mjs';

test('scripts, lint and typecheck run together; each names the others that ran', () => {
  const all = ['scripts', 'lint', 'typecheck', 'unit', 'e2e'];
  assert.deepEqual(besideStages('scripts', all), ['lint', 'typecheck']);
  assert.deepEqual(besideStages('lint', all), ['scripts', 'typecheck']);
  assert.deepEqual(besideStages('typecheck', ['typecheck', 'lint']), ['lint']);
  assert.deepEqual(besideStages('typecheck', ['typecheck']), []);
});

test('the other stages run alone; the server stages after e2e, whose apps replica and compose serve', () => {
  const all = ['unit', 'fault', 'e2e', 'replica', 'dev', 'compose'];
  for (const name of all) assert.deepEqual(besideStages(name, all), [], `${name} runs alone`);
  const groupOf = (name) => STAGE_GROUPS.findIndex((group) => group.includes(name));
  for (const name of ['replica', 'dev', 'compose']) assert.ok(groupOf(name) > groupOf('e2e'), `${name} runs after e2e`);
});

test('every stage is in exactly one group', () => {
  const stages = STAGE_GROUPS.flat();
  assert.equal(new Set(stages).size, stages.length);
  assert.deepEqual([...stages].sort(), ['compose', 'containers', 'dev', 'e2e', 'fault', 'lint', 'replica', 'scripts', 'typecheck', 'unit']);
});

/** A step that ends when the test says so, counting its starts. */
function heldStep() {
  const step = { starts: 0, finish: () => {}, fail: (/** @type {Error} */ _error) => {} };
  const run = () => {
    step.starts += 1;
    return new Promise((resolve, reject) => {
      step.finish = () => resolve('built');
      step.fail = reject;
    });
  };
  return { step, run };
}

test('a step shared by stages that start together runs once, and every stage waits for its end', async () => {
  const { step, run } = heldStep();
  const buildOnce = once(run);
  const ended = [];
  const stages = ['replica', 'dev', 'compose'].map(async (name) => {
    await buildOnce();
    ended.push(name);
  });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(step.starts, 1, 'the second and third stage started no build of their own');
  assert.deepEqual(ended, [], 'no stage went on before the build ended');
  step.finish();
  await Promise.all(stages);
  assert.deepEqual(ended.sort(), ['compose', 'dev', 'replica']);
  assert.equal(await buildOnce(), 'built', 'a later stage gets the finished build');
  assert.equal(step.starts, 1);
});

test('a failed shared step fails every stage that waits for it, and is not retried', async () => {
  const { step, run } = heldStep();
  const buildOnce = once(run);
  const waiting = [buildOnce(), buildOnce()];
  step.fail(new Error('tsc: 1 error'));
  for (const result of await Promise.allSettled(waiting)) {
    assert.equal(result.status, 'rejected');
    assert.match(String(result.reason), /tsc: 1 error/);
  }
  await assert.rejects(buildOnce(), /tsc: 1 error/);
  assert.equal(step.starts, 1);
});

test('npm test builds the API and the apps only through once(), and the compose smoke builds nothing itself', () => {
  const source = readFileSync(path.join(repoRoot, 'scripts', 'test.mjs'), 'utf8');
  const builds = source
    .split('\n')
    .filter((line) => /\b(buildApi|buildAll)\b/.test(line) && !line.includes('await import('))
    .map((line) => line.trim());
  assert.deepEqual(builds, ['if (hasApi()) await buildApi();', 'const buildAppsOnce = once(buildAll);']);
  assert.match(source, /const buildApiOnce = once\(async \(\) => \{\n\s*if \(hasApi\(\)\) await buildApi\(\);/);
  // Told to build, runComposeTests would build the API again while fault and replica run it.
  assert.match(source, /runComposeTests\(\{ build: false \}\)/);
});
