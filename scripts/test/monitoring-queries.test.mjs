// Every metric a rule or a Grafana dashboard in deploy/monitoring queries is one the code exports
// under the job the query names (decision 316), read from real scrapes of the API and the page
// server (scripts/lib/exported-metrics.mjs), never from a list kept by hand; and each dashboard is
// one Grafana imports.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { exportedMetrics } from '../lib/exported-metrics.mjs';
import { JOBS, dashboards, ruleFiles, rulesOf } from '../lib/monitoring-files.mjs';
import { grafanaVariableExpr, promqlSelectors } from '../lib/promql-selectors.mjs';

/** Metrics that no scrape of this code shows, and who provides them. */
const PROVIDED_ELSEWHERE = new Map([['up', 'Prometheus itself, for every target']]);

/** Every PromQL expression of the rules and dashboards, with where it is. */
function queries() {
  const found = [];
  for (const file of ruleFiles) for (const rule of rulesOf(file)) found.push({ where: `rules/${file}: ${rule.alert ?? rule.record}`, expr: rule.expr });
  for (const { file, json } of dashboards) {
    for (const panel of json.panels) for (const target of panel.targets ?? []) found.push({ where: `grafana/${file}: ${panel.title}`, expr: target.expr });
    for (const variable of json.templating.list.filter((v) => v.type === 'query')) {
      const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
      const expr = grafanaVariableExpr(query);
      assert.ok(expr, `grafana/${file}: variable ${variable.name}'s query is not label_values(<selector>, label): ${query}`);
      found.push({ where: `grafana/${file}: variable ${variable.name}`, expr });
    }
  }
  return found;
}

describe('queries name metrics the code exports', () => {
  test('the scanner finds metric names and their job, and nothing else', () => {
    const names = (expr) => promqlSelectors(expr).map((s) => `${s.name}${s.matchers.map((m) => ` ${m.label}${m.op}${m.value}`).join('')}`);
    assert.deepEqual(names('histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{job="api"}[$__rate_interval])))'), ['a_bucket job=api']);
    assert.deepEqual(names('max(b{job="api"}) > max(b{job="api"} offset 1h) and bool c'), ['b job=api', 'b job=api', 'c']);
    assert.deepEqual(names('sum(rate(d[5m])) by (route) / on(instance) group_left(version) e{x=~"y,}"}'), ['d', 'e x=~y,}']);
    assert.deepEqual(names('time() - max(f{job="api"}) > 26 * 3600 # a comment naming g'), ['f job=api']);
    assert.deepEqual(names('{__name__="h",job="shell-renderer"} or up == 0'), ['h job=shell-renderer', 'up']);
    assert.equal(grafanaVariableExpr('label_values(i{job="api"}, route)'), 'i{job="api"}');
  });

  /** @type {Record<string, Set<string>>} */
  let exported;
  before(async () => {
    exported = await exportedMetrics();
  });
  /** The names `job` exports (a job the scrapes do not know fails). */
  const namesOf = (job) => {
    const names = exported[job];
    assert.ok(names, `no scrape of job ${job}`);
    return names;
  };

  test('the scrapes are real: each app shows its own metrics and the process metrics', () => {
    const api = namesOf('api');
    const pages = namesOf('shell-renderer');
    assert.ok(
      api.has('orders_refund_due') &&
        api.has('backup_last_success_timestamp_seconds') &&
        api.has('rum_lcp_seconds_bucket') &&
        api.has('process_resident_memory_bytes'),
    );
    assert.ok(pages.has('page_prerender_failures_total') && !pages.has('orders_refund_due'));
  });

  test('every selector of every rule and dashboard names a job of the scrape configurations and a metric that job exports', () => {
    const problems = [];
    const all = queries();
    assert.ok(all.length > 40, `${all.length} queries`);
    for (const { where, expr } of all) {
      for (const { name, matchers } of promqlSelectors(expr)) {
        if (PROVIDED_ELSEWHERE.has(name)) continue;
        const job = matchers.find((m) => m.label === 'job' && m.op === '=')?.value;
        // Both apps export http_request_duration_seconds and the process metrics: a job is needed.
        if (!job || !JOBS.includes(job)) problems.push(`${where}: ${name} without job="api" or job="shell-renderer"`);
        else if (!namesOf(job).has(name)) problems.push(`${where}: ${name} is not exported by ${job}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('a name that is provided elsewhere is not exported here yet (when it is, remove it from the list)', () => {
    for (const name of PROVIDED_ELSEWHERE.keys()) {
      for (const job of JOBS) assert.ok(!namesOf(job).has(name), `${job} exports ${name} now: remove it from PROVIDED_ELSEWHERE`);
    }
  });
});

describe('dashboards', () => {
  test('each is a Grafana dashboard with its own uid, on the datasource variable, every panel with a query', () => {
    assert.deepEqual(
      dashboards.map((d) => d.file),
      ['api.json', 'page-server.json', 'real-users.json'],
    );
    assert.equal(new Set(dashboards.map((d) => d.json.uid)).size, dashboards.length);
    for (const { file, json } of dashboards) {
      assert.ok(json.schemaVersion >= 36 && json.title, file);
      assert.ok(
        json.templating.list.some((v) => v.type === 'datasource' && v.name === 'datasource' && v.query === 'prometheus'),
        file,
      );
      const ids = json.panels.map((p) => p.id);
      assert.equal(new Set(ids).size, ids.length, `${file}: panel ids`);
      for (const panel of json.panels) {
        assert.deepEqual(panel.datasource, { type: 'prometheus', uid: '${datasource}' }, `${file}: ${panel.title}`);
        assert.ok(panel.targets.length > 0 && panel.targets.every((t) => t.expr && t.refId), `${file}: ${panel.title}`);
        assert.ok(panel.gridPos.w > 0 && panel.gridPos.x + panel.gridPos.w <= 24, `${file}: ${panel.title}`);
      }
    }
  });
});
