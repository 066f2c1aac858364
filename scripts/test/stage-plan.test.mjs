// The closing table of npm test says which stages ran beside which (their CPU seconds overlap).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STAGE_GROUPS, besideStages } from '../lib/stage-plan.mjs';

test('scripts, lint and typecheck run together; each names the others that ran', () => {
  const all = ['scripts', 'lint', 'typecheck', 'unit', 'e2e'];
  assert.deepEqual(besideStages('scripts', all), ['lint', 'typecheck']);
  assert.deepEqual(besideStages('lint', all), ['scripts', 'typecheck']);
  assert.deepEqual(besideStages('typecheck', ['typecheck', 'lint']), ['lint']);
  assert.deepEqual(besideStages('typecheck', ['typecheck']), []);
});

test('the other stages run alone, and every stage is in exactly one group', () => {
  assert.deepEqual(besideStages('unit', ['scripts', 'unit', 'e2e']), []);
  assert.deepEqual(besideStages('e2e', ['unit', 'e2e', 'replica']), []);
  const stages = STAGE_GROUPS.flat();
  assert.equal(new Set(stages).size, stages.length);
  assert.deepEqual([...stages].sort(), ['compose', 'containers', 'dev', 'e2e', 'fault', 'lint', 'replica', 'scripts', 'typecheck', 'unit']);
});
