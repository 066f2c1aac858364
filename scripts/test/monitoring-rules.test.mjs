// deploy/monitoring's alert rules (decision 316): `promtool check rules` accepts them, every alert
// pages or opens a ticket with a one-line runbook, and `promtool test rules` passes unit tests in
// which every alert fires, tests that fail when a threshold moves.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ensurePromtool } from '../lib/ensure-system.mjs';
import { RULES, RULE_TESTS, promtool, ruleFiles, ruleTestFiles, rulesOf } from '../lib/monitoring-files.mjs';

before(async () => {
  await ensurePromtool();
});

describe('alert rules', () => {
  test('promtool check rules accepts every rule file', () => {
    assert.ok(ruleFiles.length >= 4, ruleFiles.join());
    const { status, output } = promtool(['check', 'rules', ...ruleFiles.map((f) => path.join(RULES, f))]);
    assert.equal(status, 0, output);
  });

  test('every alert pages or opens a ticket, with a summary and a one-line runbook', () => {
    for (const file of ruleFiles) {
      for (const rule of rulesOf(file)) {
        assert.ok(rule.alert, `${file}: only alerts here`);
        assert.match(rule.labels?.severity ?? '', /^(page|ticket)$/, `${rule.alert}: severity`);
        assert.ok(rule.annotations?.summary, `${rule.alert}: summary`);
        assert.match(rule.annotations?.runbook ?? '', /^[^\n]{20,}$/, `${rule.alert}: a runbook line`);
      }
    }
  });

  test('promtool test rules passes every unit test file, and every rule file has one', () => {
    const tested = new Set();
    for (const file of ruleTestFiles) {
      const spec = parse(readFileSync(path.join(RULE_TESTS, file), 'utf8'));
      for (const rules of spec.rule_files) tested.add(path.basename(rules));
      const { status, output } = promtool(['test', 'rules', path.join(RULE_TESTS, file)]);
      assert.equal(status, 0, `${file}:\n${output}`);
    }
    assert.deepEqual([...tested].sort(), ruleFiles);
  });

  test('every alert has a unit test in which it fires', () => {
    const firing = new Set(
      ruleTestFiles.flatMap((file) =>
        parse(readFileSync(path.join(RULE_TESTS, file), 'utf8'))
          .tests.flatMap((t) => t.alert_rule_test ?? [])
          .filter((t) => (t.exp_alerts ?? []).length > 0)
          .map((t) => t.alertname),
      ),
    );
    const alerts = ruleFiles.flatMap((file) => rulesOf(file).map((rule) => rule.alert));
    assert.deepEqual(
      alerts.filter((alert) => !firing.has(alert)),
      [],
    );
  });

  test('the unit tests catch a threshold moved: the 5xx alert at 50 % no longer fires on 10 %', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'rules-mutated-'));
    try {
      cpSync(RULES, tmp, { recursive: true });
      const api = path.join(tmp, 'api.yml');
      const text = readFileSync(api, 'utf8');
      assert.ok(text.includes(') > 0.05'));
      writeFileSync(api, text.replace(') > 0.05', ') > 0.5'));
      const { status, output } = promtool(['test', 'rules', path.join(tmp, 'tests', 'api.test.yml')]);
      assert.notEqual(status, 0);
      assert.match(output, /alertname: ApiErrorRatioHigh/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
