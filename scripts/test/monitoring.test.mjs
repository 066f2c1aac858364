// deploy/monitoring (decision 316): the alert rules pass `promtool check rules` and their unit
// tests (`promtool test rules`), every alert has a runbook line and a test that makes it fire; the
// scrape configurations for compose and Kubernetes pass `promtool check config` and authenticate
// with the metrics token the apps check; and every metric a rule or a dashboard queries is one the
// code exports under that job, read from real scrapes of the API and the page server.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { aptInstall, ensurePromtool, hasCommand } from '../lib/ensure-system.mjs';
import { exportedMetrics } from '../lib/exported-metrics.mjs';
import { ensureKubectl, kustomizeBuild, podSpecs } from '../lib/kustomize.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { grafanaVariableExpr, promqlSelectors } from '../lib/promql-selectors.mjs';

const MONITORING = path.join(repoRoot, 'deploy', 'monitoring');
const RULES = path.join(MONITORING, 'rules');
const RULE_TESTS = path.join(RULES, 'tests');
const GRAFANA = path.join(MONITORING, 'grafana');
const PRODUCTION = path.join(repoRoot, 'deploy', 'k8s', 'overlays', 'production');
const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.demo.yml', 'docker-compose.monitoring.yml'];
/** The scrape configurations' jobs: compose's job names, Kubernetes' app.kubernetes.io/name labels. */
const JOBS = ['api', 'shell-renderer'];

/** Metrics that no scrape of this code shows, and who provides them. */
const PROVIDED_ELSEWHERE = new Map([
  ['up', 'Prometheus itself, for every target'],
  ['backup_last_success_timestamp_seconds', 'the backups work, not merged yet: remove this line when it is'],
]);

const yamlFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yml'))
    .sort();
const ruleFiles = yamlFiles(RULES);
const ruleTestFiles = yamlFiles(RULE_TESTS);
const rulesOf = (file) => parse(readFileSync(path.join(RULES, file), 'utf8')).groups.flatMap((g) => g.rules);
const dashboards = readdirSync(GRAFANA)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(GRAFANA, file), 'utf8')) }));

/** promtool with its output, for assertion messages. */
function promtool(args, cwd = repoRoot) {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

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

before(async () => {
  await ensurePromtool();
  await ensureKubectl();
  if (!hasCommand('docker-compose')) await aptInstall(['docker-compose']);
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

/**
 * `promtool check config` on a configuration whose token file is made to exist (promtool checks
 * that it does), next to the rule files it loads.
 */
function checkConfig(config, ruleFilesByName, tokenPath) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'prometheus-config-'));
  try {
    for (const [name, text] of Object.entries(ruleFilesByName)) {
      mkdirSync(path.dirname(path.join(tmp, name)), { recursive: true });
      writeFileSync(path.join(tmp, name), text);
    }
    writeFileSync(path.join(tmp, 'token'), 'token-of-sixteen-characters');
    writeFileSync(path.join(tmp, 'prometheus.yml'), config.replaceAll(tokenPath, path.join(tmp, 'token')));
    return promtool(['check', 'config', 'prometheus.yml'], tmp);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** docker-compose config of the monitored demo, with .env.example's values and `env`. */
function composeConfig(env) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'compose-monitoring-'));
  try {
    const envFile = path.join(tmp, '.env');
    writeFileSync(
      envFile,
      `${readFileSync(path.join(repoRoot, '.env.example'), 'utf8')}\n${Object.entries(env)
        .map(([k, v]) => `${k}=${v}\n`)
        .join('')}`,
    );
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(METRICS_TOKEN|PROMETHEUS_PORT|MFE_|POSTGRES_|PAYMENT_|API_|JWT_|FILE_LINK_)/.test(key)),
    );
    return spawnSync('docker-compose', ['--env-file', envFile, ...COMPOSE_FILES.flatMap((f) => ['-f', f]), 'config'], {
      cwd: repoRoot,
      env: clean,
      encoding: 'utf8',
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

describe('scrape configurations', () => {
  test('compose: promtool check config accepts deploy/monitoring/prometheus.yml with its rules; both apps are scraped with the token file', () => {
    const text = readFileSync(path.join(MONITORING, 'prometheus.yml'), 'utf8');
    const config = parse(text);
    assert.deepEqual(config.rule_files, ['rules/*.yml']);
    const rules = Object.fromEntries(ruleFiles.map((f) => [`rules/${f}`, readFileSync(path.join(RULES, f), 'utf8')]));
    const { status, output } = checkConfig(text, rules, '/run/prometheus/metrics-token');
    assert.equal(status, 0, output);
    assert.match(output, new RegExp(`SUCCESS: ${ruleFiles.length} rule files found`));
    assert.deepEqual(
      config.scrape_configs.map((s) => s.job_name),
      JOBS,
    );
    for (const job of config.scrape_configs) assert.equal(job.authorization.credentials_file, '/run/prometheus/metrics-token', job.job_name);
    assert.deepEqual(
      config.scrape_configs.map((s) => s.dns_sd_configs[0].port),
      [4000, 8080],
    );
  });

  test('compose: Prometheus binds 127.0.0.1 only, writes METRICS_TOKEN to that file, reads deploy/monitoring, and is refused without a token', () => {
    const result = composeConfig({ METRICS_TOKEN: 'compose-metrics-token-0123456789' });
    assert.equal(result.status, 0, result.stderr);
    const prometheus = parse(result.stdout).services.prometheus;
    assert.deepEqual(prometheus.ports, ['127.0.0.1:9090:9090/tcp']);
    assert.match(
      prometheus.entrypoint.join(' '),
      /> \/run\/prometheus\/metrics-token && exec \/bin\/prometheus --config.file=\/etc\/prometheus\/prometheus.yml/,
    );
    assert.ok(prometheus.volumes.includes(`${MONITORING}:/etc/prometheus:ro`), prometheus.volumes.join());
    assert.equal(prometheus.environment.METRICS_TOKEN, 'compose-metrics-token-0123456789');
    const api = parse(result.stdout).services.api;
    assert.equal(api.environment.METRICS_TOKEN, 'compose-metrics-token-0123456789', 'the API checks the same token');
    const refused = composeConfig({});
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /set METRICS_TOKEN/);
  });

  test('Kubernetes: the ConfigMap prometheus-config holds the scrape configuration and every rule file, and promtool check config accepts it', () => {
    const objects = kustomizeBuild(PRODUCTION);
    const configMap = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'prometheus-config');
    assert.ok(configMap, 'ConfigMap prometheus-config');
    assert.equal(configMap.metadata.namespace, 'sap-academy');
    assert.equal(configMap.data['prometheus.yml'], readFileSync(path.join(MONITORING, 'prometheus-kubernetes.yml'), 'utf8'));
    for (const file of ruleFiles) assert.equal(configMap.data[file.replace(/\.yml$/, '.rules.yml')], readFileSync(path.join(RULES, file), 'utf8'), file);
    const { ['prometheus.yml']: text, ...rules } = configMap.data;
    const { status, output } = checkConfig(text, rules, '/etc/prometheus/secrets/metrics-token');
    assert.equal(status, 0, output);
    assert.match(output, new RegExp(`SUCCESS: ${ruleFiles.length} rule files found`));
  });

  test('Kubernetes: each job finds every API or renderer pod, ready or not, through a headless Service on its http port, with the token its containers check', () => {
    const objects = kustomizeBuild(PRODUCTION);
    const config = parse(readFileSync(path.join(MONITORING, 'prometheus-kubernetes.yml'), 'utf8'));
    assert.deepEqual(
      config.scrape_configs.map((s) => s.job_name),
      JOBS,
    );
    for (const scrape of config.scrape_configs) {
      assert.equal(scrape.authorization.credentials_file, '/etc/prometheus/secrets/metrics-token', scrape.job_name);
      const [sd] = scrape.dns_sd_configs;
      const [name, namespace, ...rest] = sd.names[0].split('.');
      assert.deepEqual(rest, ['svc', 'cluster', 'local']);
      const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === name);
      assert.ok(service, `${scrape.job_name}: Service ${name}`);
      assert.equal(service.metadata.namespace, namespace);
      assert.equal(service.spec.clusterIP, 'None', `${name}: headless, one address per pod`);
      assert.equal(service.spec.publishNotReadyAddresses, true, `${name}: a pod that stops answering stays a target`);
      assert.deepEqual(service.spec.selector, { 'app.kubernetes.io/name': scrape.job_name });
      const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === scrape.job_name);
      assert.ok(deployment, `Deployment ${scrape.job_name}`);
      assert.equal(deployment.spec.template.metadata.labels['app.kubernetes.io/name'], scrape.job_name);
      const [pod] = podSpecs(deployment);
      const container = pod.containers[0];
      assert.ok(
        container.ports.some((p) => p.name === 'http' && p.containerPort === sd.port),
        `${scrape.job_name}: port ${sd.port} named http`,
      );
      assert.deepEqual(service.spec.ports, [{ name: 'http', port: sd.port, targetPort: 'http' }]);
      const fromSecret =
        container.envFrom?.some((e) => e.secretRef?.name === 'sap-academy-api') ||
        container.env?.some(
          (e) => e.name === 'METRICS_TOKEN' && e.valueFrom?.secretKeyRef?.name === 'sap-academy-api' && e.valueFrom.secretKeyRef.key === 'METRICS_TOKEN',
        );
      assert.ok(fromSecret, `${scrape.job_name}: METRICS_TOKEN from the Secret sap-academy-api`);
    }
  });
});

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
    assert.ok(api.has('orders_refund_due') && api.has('rum_lcp_seconds_bucket') && api.has('process_resident_memory_bytes'));
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
