// deploy/monitoring's scrape configurations (decision 316): `promtool check config` accepts the
// compose one and the Kubernetes one (as kustomize renders its ConfigMap) with every rule file, and
// each scrape sends the metrics token the API and the renderer check (decision 116): from the
// compose service's variable, and from the Secret their pods read on Kubernetes, through headless
// Services that list every pod.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { aptInstall, ensurePromtool, hasCommand } from '../lib/ensure-system.mjs';
import { ensureKubectl, kustomizeBuild, podSpecs } from '../lib/kustomize.mjs';
import { JOBS, MONITORING, RULES, promtool, ruleFiles } from '../lib/monitoring-files.mjs';
import { repoRoot } from '../lib/paths.mjs';

const PRODUCTION = path.join(repoRoot, 'deploy', 'k8s', 'overlays', 'production');
const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.demo.yml', 'docker-compose.monitoring.yml'];

before(async () => {
  await ensurePromtool();
  await ensureKubectl();
  if (!hasCommand('docker-compose')) await aptInstall(['docker-compose']);
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
