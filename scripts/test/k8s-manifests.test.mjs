// deploy/k8s (docs/decisions/303-kubernetes-manifests.md), offline: the base and the production
// overlay rendered by `kubectl kustomize` (scripts/lib/kustomize.mjs, decision 304), every object checked against Kubernetes' published
// schemas (kubernetes-models) with unknown fields refused, and the deployment's promises: probes,
// resources and a non-root read-only stance everywhere, the API autoscaled and disruption-budgeted,
// the overlay's tagged images, a remote release as one tag change, the API's production settings
// complete, no secret value in the repository, and probe paths the apps really serve.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import { CONTRACTS_SOURCE_CONDITION } from '../lib/api-process.mjs';
import { ensureKubectl, kustomizeBuild, parseEnvFile, parseImage, podSpecs } from '../lib/kustomize.mjs';
import { repoRoot } from '../lib/paths.mjs';

const K8S = path.join(repoRoot, 'deploy', 'k8s');
const BASE = path.join(K8S, 'base');
const PRODUCTION = path.join(K8S, 'overlays', 'production');
// The base includes deploy/monitoring (Prometheus's ConfigMap and headless Services, decision 316).
const MONITORING = path.join(repoRoot, 'deploy', 'monitoring');
const REMOTES = ['mfe-marketing', 'mfe-lms', 'mfe-admin'];
const SECRET_NAME = 'sap-academy-api';
const SECRET_EXAMPLE = path.join(PRODUCTION, 'api-secrets.env.example');

const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');
const find = (objects, kind, name) => objects.find((o) => o.kind === kind && (o.metadata.name === name || o.metadata.name.startsWith(`${name}-`)));
const containers = (object) => podSpecs(object).flatMap((pod) => [...(pod.initContainers ?? []), ...pod.containers]);
const workloads = (objects) => objects.filter((o) => ['Deployment', 'Job', 'CronJob'].includes(o.kind));

/** A copy of deploy/k8s to edit (its `k8s` folder), beside a copy of deploy/monitoring that its base includes. */
function copyOfDeploy(prefix) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(K8S, path.join(tmp, 'k8s'), { recursive: true });
  cpSync(MONITORING, path.join(tmp, 'monitoring'), { recursive: true });
  return { tmp, k8s: path.join(tmp, 'k8s') };
}

/** Runs `code` (an ES module body that prints JSON) with the workspaces' TypeScript sources through tsx. */
function runTs(code) {
  const result = spawnSync(process.execPath, [`--conditions=${CONTRACTS_SOURCE_CONDITION}`, '--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`tsx: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '');
}

// --- Kubernetes' schemas, strict -------------------------------------------------------------
// kubernetes-models' validators check types, formats and required fields but, as the OpenAPI
// documents they come from, let unknown fields through (a `readinesProbe` would pass), while the
// API server refuses them (strict field validation, kubectl's default since 1.27). So the object is
// validated through a Proxy that records every field the validator reads: a field it never read is
// not in the schema.
async function modelOf(apiVersion, kind) {
  const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
  return module[kind];
}
function tracked(value, seen, at) {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return child;
      seen.add(`${at}/${key}`);
      return tracked(child, seen, `${at}/${key}`);
    },
  });
}
function unread(value, seen, at = '') {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (seen.has(`${at}/${key}`) ? unread(child, seen, `${at}/${key}`) : [`${at}/${key}`]));
}
/** Problems of `object` against its kind's schema: the validator's errors, then unknown fields. */
async function schemaProblems(object) {
  const Model = await modelOf(object.apiVersion, object.kind);
  const seen = new Set();
  try {
    Model.prototype.validate.call(tracked(object, seen, ''));
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  return unread(object, seen).map((field) => `unknown field ${field}`);
}

/** @type {import('../lib/kustomize.mjs').K8sObject[]} */
let base;
/** @type {import('../lib/kustomize.mjs').K8sObject[]} */
let production;
before(async () => {
  await ensureKubectl();
  base = kustomizeBuild(BASE);
  production = kustomizeBuild(PRODUCTION);
});

describe('schemas', () => {
  test('every object of the base and of the production overlay validates against its Kubernetes schema, unknown fields refused', async () => {
    for (const [name, objects] of Object.entries({ base, production })) {
      // The 23 objects of decision 303 (7 Deployments and Services, a Job, an HPA, 3 PDBs, an Ingress, a NetworkPolicy, 2 ConfigMaps)
      // decision 316's Prometheus ConfigMap and 2 headless Services, and decision 315's backup CronJob with its ConfigMap.
      assert.equal(objects.length, 28, `${name}: ${objects.length} objects`);
      for (const object of objects) assert.deepEqual(await schemaProblems(object), [], `${name}: ${object.kind} ${object.metadata.name}`);
    }
  });

  test('the strict check catches what the schema alone would not: a misspelt field, a wrong type, a missing name', async () => {
    const api = structuredClone(find(production, 'Deployment', 'api'));
    api.spec.template.spec.containers[0].readinesProbe = api.spec.template.spec.containers[0].readinessProbe;
    assert.deepEqual(await schemaProblems(api), ['unknown field /spec/template/spec/containers/0/readinesProbe']);
    const hpa = structuredClone(find(production, 'HorizontalPodAutoscaler', 'api'));
    hpa.spec.maxReplicas = '8';
    assert.match((await schemaProblems(hpa))[0], /maxReplicas must be integer/);
    const job = structuredClone(find(production, 'Job', 'api-migrate'));
    delete job.spec.template.spec.containers[0].name;
    assert.match((await schemaProblems(job))[0], /containers\/0 must have required property name/);
  });

  test('labels and ConfigMap data (free-form maps) are read, not reported as unknown', async () => {
    const config = find(production, 'ConfigMap', 'api-config');
    assert.ok(Object.keys(config.data).length > 10);
    assert.deepEqual(await schemaProblems(config), []);
  });
});

describe('workloads', () => {
  test('the deployment of docker-compose.yml: shell, renderer, each remote, API, Redis, the migration Job and the backup CronJob', () => {
    const names = (kind) =>
      production
        .filter((o) => o.kind === kind)
        .map((o) => o.metadata.name)
        .sort();
    assert.deepEqual(names('Deployment'), ['api', 'mfe-admin', 'mfe-lms', 'mfe-marketing', 'redis', 'shell', 'shell-renderer']);
    // And the headless Services Prometheus finds the API's and the renderer's pods through (decision 316).
    assert.deepEqual(names('Service'), [
      'api',
      'api-metrics',
      'mfe-admin',
      'mfe-lms',
      'mfe-marketing',
      'redis',
      'shell',
      'shell-renderer',
      'shell-renderer-metrics',
    ]);
    assert.deepEqual(names('Job'), ['api-migrate']);
    assert.deepEqual(names('CronJob'), ['backup']);
    assert.ok(production.every((o) => o.metadata.namespace === 'sap-academy'));
  });

  test('every Deployment has readiness and liveness probes, and every container cpu and memory requests and limits', () => {
    for (const object of production.filter((o) => o.kind === 'Deployment')) {
      for (const container of containers(object)) {
        const where = `${object.metadata.name}/${container.name}`;
        assert.ok(container.readinessProbe, `${where}: readinessProbe`);
        assert.ok(container.livenessProbe, `${where}: livenessProbe`);
      }
    }
    for (const object of workloads(production)) {
      for (const container of containers(object)) {
        for (const kind of ['requests', 'limits']) {
          assert.ok(container.resources?.[kind]?.cpu && container.resources[kind].memory, `${object.metadata.name}/${container.name}: ${kind}`);
        }
      }
    }
  });

  test('every pod runs as a non-root uid with a read-only root file system, no privilege escalation, no capabilities, no API token', () => {
    for (const object of workloads(production)) {
      const [pod] = podSpecs(object);
      const where = object.metadata.name;
      assert.equal(pod.securityContext.runAsNonRoot, true, where);
      // A named USER (the node images' `node`) cannot be checked by the kubelet: the uid must be given.
      assert.ok(Number.isInteger(pod.securityContext.runAsUser) && pod.securityContext.runAsUser > 0, `${where}: runAsUser`);
      assert.equal(pod.securityContext.seccompProfile.type, 'RuntimeDefault', where);
      assert.equal(pod.automountServiceAccountToken, false, where);
      for (const container of containers(object)) {
        assert.equal(container.securityContext.readOnlyRootFilesystem, true, where);
        assert.equal(container.securityContext.allowPrivilegeEscalation, false, where);
        assert.deepEqual(container.securityContext.capabilities.drop, ['ALL'], where);
      }
    }
  });

  test("the uids are the images' users: 10101 for the nginx images, 1000 (`node`) for the Node images", () => {
    assert.match(read('deploy/static-app.Dockerfile'), /^USER 10101$/m);
    assert.match(read('deploy/shell-renderer.Dockerfile'), /^USER node$/m);
    assert.match(read('api/Dockerfile'), /^USER node$/m);
    // The backup image is PostgreSQL's with Node copied in, and a user of uid 1000 (the API's files' owner).
    assert.match(read('deploy/backup.Dockerfile'), /^USER 1000$/m);
    const workload = (name) => ['Deployment', 'Job', 'CronJob'].map((kind) => find(production, kind, name)).find(Boolean);
    const uid = (name) => podSpecs(workload(name))[0].securityContext.runAsUser;
    for (const name of ['shell', ...REMOTES]) assert.equal(uid(name), 10101, name);
    for (const name of ['shell-renderer', 'api', 'api-migrate', 'backup']) assert.equal(uid(name), 1000, name);
  });

  test('the API scales on an autoscaling/v2 HorizontalPodAutoscaler, owns no replica count, and has a policy/v1 PodDisruptionBudget', () => {
    const api = find(production, 'Deployment', 'api');
    const hpa = find(production, 'HorizontalPodAutoscaler', 'api');
    const pdb = find(production, 'PodDisruptionBudget', 'api');
    assert.equal(hpa.apiVersion, 'autoscaling/v2');
    assert.deepEqual(hpa.spec.scaleTargetRef, { apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
    assert.deepEqual([hpa.spec.minReplicas, hpa.spec.maxReplicas], [3, 8], 'the production bounds');
    assert.equal(api.spec.replicas, undefined, 'a replicas field would reset the autoscaler on every apply');
    assert.equal(pdb.apiVersion, 'policy/v1');
    const labels = api.spec.template.metadata.labels;
    assert.ok(
      Object.entries(pdb.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
      "the budget selects the API's pods",
    );
    assert.ok(hpa.spec.minReplicas > 1 && pdb.spec.maxUnavailable === 1, 'a drain keeps a replica serving');
  });

  test("the production overlay sets the replicas, and the Ingress sends the site to the shell, the remotes' folders to them, the API host to the API", () => {
    for (const name of ['shell', 'shell-renderer', ...REMOTES]) assert.equal(find(production, 'Deployment', name).spec.replicas, 2, name);
    const ingress = find(production, 'Ingress', 'sap-academy');
    assert.equal(ingress.spec.ingressClassName, 'nginx');
    const routes = Object.fromEntries(
      ingress.spec.rules.flatMap((rule) => rule.http.paths.map((p) => [`${rule.host}${p.path}`, `${p.backend.service.name}:${p.backend.service.port.name}`])),
    );
    assert.deepEqual(routes, {
      'www.example.com/mfe-marketing/': 'mfe-marketing:http',
      'www.example.com/mfe-lms/': 'mfe-lms:http',
      'www.example.com/mfe-admin/': 'mfe-admin:http',
      'www.example.com/': 'shell:http',
      'api.example.com/': 'api:http',
    });
    for (const service of production.filter((o) => o.kind === 'Service')) {
      const deployment = find(production, 'Deployment', service.spec.selector['app.kubernetes.io/name']);
      const ports = containers(deployment).flatMap((c) => c.ports ?? []);
      for (const port of service.spec.ports)
        assert.ok(
          ports.some((p) => p.name === port.targetPort),
          `${service.metadata.name}: port ${port.targetPort}`,
        );
      assert.ok(
        Object.entries(service.spec.selector).every(([k, v]) => deployment.spec.template.metadata.labels[k] === v),
        service.metadata.name,
      );
    }
  });

  test('the backup CronJob takes one verified backup a day, one run at a time, with only DATABASE_URL from the Secret and a production destination (decision 315)', () => {
    const cron = find(production, 'CronJob', 'backup');
    assert.equal(cron.spec.concurrencyPolicy, 'Forbid');
    assert.match(cron.spec.schedule, /^\d+ \d+ \* \* \*$/);
    const [container] = containers(cron);
    assert.deepEqual(container.args, ['take']);
    assert.equal(container.image, 'registry.example.com/sap-academy/backup:0.1.0');
    const secretRefs = (container.envFrom ?? []).filter((source) => source.secretRef);
    assert.deepEqual(secretRefs, [], 'no whole Secret: the API secrets stay with the API');
    assert.deepEqual(
      container.env.map((e) => [e.name, e.valueFrom?.secretKeyRef?.name, e.valueFrom?.secretKeyRef?.key]),
      [['DATABASE_URL', SECRET_NAME, 'DATABASE_URL']],
    );
    const configName = container.envFrom.find((source) => source.configMapRef).configMapRef.name;
    assert.match(configName, /^backup-config-/);
    const config = find(production, 'ConfigMap', 'backup-config');
    assert.equal(config.metadata.name, configName);
    assert.equal(config.data.NODE_ENV, 'production');
    assert.match(config.data.BACKUP_URL, /^s3:\/\//);
    // The work folder is a volume: the root file system is read-only.
    const pod = podSpecs(cron)[0];
    const work = container.volumeMounts.find((m) => m.mountPath === config.data.BACKUP_WORK_DIR);
    assert.ok(work && pod.volumes.some((v) => v.name === work.name && v.emptyDir), 'BACKUP_WORK_DIR is an emptyDir');
    // The job's settings are the ones its CLI accepts in production.
    const verdict = runTs(
      `const m = await import('./api/src/backup/backup-config.ts'); const loadBackupConfig = m.loadBackupConfig ?? m.default.loadBackupConfig; ` +
        `try { loadBackupConfig(${JSON.stringify({ ...config.data, DATABASE_URL: 'postgres://u:p@db:5432/academy' })}); console.log('{"ok":true}'); } ` +
        `catch (e) { console.log(JSON.stringify({ ok: false, message: e.message })); }`,
    );
    assert.deepEqual(verdict, { ok: true });
  });

  test("the migration Job runs the API image's db:seed (migrations, then the catalogue) with the API's settings, and the API migrates nothing itself", () => {
    const job = find(production, 'Job', 'api-migrate');
    const api = find(production, 'Deployment', 'api');
    const [migrate] = containers(job);
    assert.deepEqual(migrate.command, ['node', 'dist/db-cli.js', 'seed']);
    assert.equal(JSON.parse(read('api/package.json')).scripts['db:seed'], 'node dist/db-cli.js seed');
    assert.match(read('api/Dockerfile'), /^WORKDIR \/app\/api$/m, "dist/ is relative to the image's working directory");
    assert.equal(migrate.image, containers(api)[0].image);
    assert.deepEqual(migrate.envFrom, containers(api)[0].envFrom);
    const config = find(production, 'ConfigMap', 'api-config').data;
    assert.deepEqual([config.API_AUTO_MIGRATE, config.API_SEED], ['0', 'none'], 'N replicas never migrate or seed concurrently');
  });

  test("Redis as in compose (no persistence) with a probe, reachable from the API's pods only", () => {
    const redis = find(production, 'Deployment', 'redis');
    const [container] = containers(redis);
    const compose = parse(read('docker-compose.yml')).services.redis;
    assert.deepEqual(container.args, compose.command);
    assert.deepEqual(container.readinessProbe.exec.command, compose.healthcheck.test.slice(1));
    assert.equal(find(production, 'ConfigMap', 'api-config').data.REDIS_URL, `redis://redis:${find(production, 'Service', 'redis').spec.ports[0].port}`);
    const policy = find(production, 'NetworkPolicy', 'redis');
    assert.deepEqual(policy.spec.podSelector.matchLabels, redis.spec.selector.matchLabels);
    assert.deepEqual(policy.spec.ingress, [{ from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'api' } } }], ports: [{ port: 6379 }] }]);
  });
});

describe('images', () => {
  test("the production overlay's images are the registry's, each with its explicit tag, and every images entry is used", () => {
    const kustomization = parse(readFileSync(path.join(PRODUCTION, 'kustomization.yaml'), 'utf8'));
    const used = production.flatMap((o) => containers(o).map((c) => c.image));
    for (const image of used) {
      const { tag, digest } = parseImage(image);
      assert.ok(digest || (tag && tag !== 'latest'), `${image}: a fixed tag`);
    }
    for (const entry of kustomization.images) {
      const expected = `${entry.newName ?? entry.name}:${entry.newTag}`;
      assert.ok(used.includes(expected), `${entry.name} → ${expected}`);
    }
    for (const name of ['shell', 'shell-renderer', ...REMOTES, 'api']) {
      assert.equal(containers(find(production, 'Deployment', name))[0].image, `registry.example.com/sap-academy/${name}:0.1.0`);
    }
  });

  test("the base's images are compose's (sap-academy/<service>:0.1.0, redis:7-alpine)", () => {
    const compose = parse(read('docker-compose.yml')).services;
    const composeImage = (service) => compose[service].image.replace(/\$\{[A-Z_]+:-([^}]+)\}/g, '$1');
    for (const name of ['shell', 'shell-renderer', ...REMOTES, 'api', 'redis']) {
      assert.equal(containers(find(base, 'Deployment', name))[0].image, composeImage(name), name);
    }
    assert.equal(containers(find(base, 'CronJob', 'backup'))[0].image, composeImage('backup'));
  });

  for (const remote of REMOTES) {
    test(`releasing ${remote} is one images: tag change: only its Deployment's image changes, and the shell and the renderer get its new folder`, () => {
      const { tmp, k8s } = copyOfDeploy('k8s-release-');
      try {
        const file = path.join(k8s, 'overlays', 'production', 'kustomization.yaml');
        const doc = parseDocument(readFileSync(file, 'utf8'));
        const images = /** @type {import('yaml').YAMLSeq<import('yaml').YAMLMap>} */ (doc.get('images'));
        const at = images.items.findIndex((item) => item.get('name') === `sap-academy/${remote}`);
        images.items[at]?.set('newTag', '9.9.9');
        const edited = doc.toString();
        writeFileSync(file, edited);
        // The edit is one line of the overlay.
        const before = readFileSync(path.join(PRODUCTION, 'kustomization.yaml'), 'utf8').split('\n');
        const changed = edited.split('\n').filter((line, i) => line !== before[i]);
        assert.deepEqual(changed, ['    newTag: 9.9.9']);

        const after = kustomizeBuild(path.join(k8s, 'overlays', 'production'));
        const imagesOf = (objects) => objects.flatMap((o) => containers(o).map((c) => `${o.kind}/${o.metadata.name}/${c.name}=${c.image}`));
        const imageChanges = imagesOf(after).filter((line) => !imagesOf(production).includes(line));
        assert.deepEqual(imageChanges, [`Deployment/${remote}/nginx=registry.example.com/sap-academy/${remote}:9.9.9`]);

        const key = { 'mfe-marketing': 'MFE_MARKETING_URL', 'mfe-lms': 'MFE_LMS_URL', 'mfe-admin': 'MFE_ADMIN_URL' }[remote];
        const oldConfig = find(production, 'ConfigMap', 'site-config');
        const newConfig = find(after, 'ConfigMap', 'site-config');
        assert.equal(newConfig.data[key], `https://www.example.com/${remote}/9.9.9/mf-manifest.json`);
        const expectedData = { ...oldConfig.data, [key]: newConfig.data[key] };
        if (remote === 'mfe-marketing') expectedData.SITE_FILES_URL = 'http://mfe-marketing:8080/mfe-marketing/9.9.9/';
        assert.deepEqual(newConfig.data, expectedData, 'nothing else in the site config moves');
        assert.notEqual(newConfig.metadata.name, oldConfig.metadata.name, 'a new name, so the shell and the renderer restart on it');

        // Everything else is identical once the image and that ConfigMap's name are set aside.
        const normal = (objects) =>
          JSON.stringify(
            objects.map((o) => ({ ...o, data: o.kind === 'ConfigMap' && o.metadata.name.startsWith('site-config-') ? undefined : o.data })),
            (k, v) => (k === 'image' ? v.replace(/:[^:/]+$/, ':TAG') : typeof v === 'string' && v.startsWith('site-config-') ? 'site-config-HASH' : v),
          );
        assert.equal(normal(after), normal(production));
        for (const name of ['shell', 'shell-renderer']) {
          assert.equal(containers(find(after, 'Deployment', name))[0].envFrom[0].configMapRef.name, newConfig.metadata.name, name);
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    });
  }

  test('a remote image tag is the version folder it serves: the images: tags and the site config agree', () => {
    const config = find(production, 'ConfigMap', 'site-config').data;
    for (const remote of REMOTES) {
      const { tag } = parseImage(containers(find(production, 'Deployment', remote))[0].image);
      const key = `MFE_${remote.slice(4).toUpperCase()}_URL`;
      assert.equal(config[key], `https://www.example.com/${remote}/${tag}/mf-manifest.json`);
    }
    // The image publishes under /<remote>/<package.json version>/ and serves that folder by default.
    assert.match(read('deploy/static-app.Dockerfile'), /echo "\$version" > "\/site\/\$APP\/VERSION"/);
    for (const remote of REMOTES)
      assert.equal(containers(find(production, 'Deployment', remote))[0].env, undefined, `${remote}: REMOTE_VERSION from the image`);
  });
});

describe('a fourth remote by configuration alone (decision 307)', () => {
  // An operator's overlay on top of production: the remote is published elsewhere (a CDN keeps its
  // versioned folders), and the site mounts it on /labs through site-config's REMOTES and ROUTES.
  const LABS = 'https://cdn.example.com/mfe-labs/1.0.0/mf-manifest.json';
  const ROUTES = '/lms=mfe_lms:session /admin=mfe_admin:staff /labs=mfe_labs';
  const OVERLAY = [
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'resources:',
    '  - ../production',
    'configMapGenerator:',
    '  - name: site-config',
    '    behavior: merge',
    '    literals:',
    `      - REMOTES=mfe_labs=${LABS}`,
    `      - ROUTES=${ROUTES}`,
    '',
  ].join('\n');

  test('an overlay that sets REMOTES and ROUTES changes only site-config (and so restarts the shell and the renderer on it), and the page server mounts /labs', () => {
    const { tmp, k8s } = copyOfDeploy('k8s-fourth-remote-');
    try {
      mkdirSync(path.join(k8s, 'overlays', 'labs'));
      writeFileSync(path.join(k8s, 'overlays', 'labs', 'kustomization.yaml'), OVERLAY);
      const after = kustomizeBuild(path.join(k8s, 'overlays', 'labs'));
      const oldConfig = find(production, 'ConfigMap', 'site-config');
      const newConfig = find(after, 'ConfigMap', 'site-config');
      assert.deepEqual(newConfig.data, { ...oldConfig.data, REMOTES: `mfe_labs=${LABS}`, ROUTES });
      assert.notEqual(newConfig.metadata.name, oldConfig.metadata.name);
      for (const name of ['shell', 'shell-renderer']) {
        assert.equal(containers(find(after, 'Deployment', name))[0].envFrom[0].configMapRef.name, newConfig.metadata.name, name);
      }
      // Every other object, every image included, is the production overlay's.
      const normal = (objects) =>
        JSON.stringify(
          objects.map((o) => ({ ...o, data: o.kind === 'ConfigMap' && o.metadata.name.startsWith('site-config-') ? undefined : o.data })),
          (_k, v) => (typeof v === 'string' && v.startsWith('site-config-') ? 'site-config-HASH' : v),
        );
      assert.equal(normal(after), normal(production));

      // The renderer's settings (the same builder entrypoint.sh mirrors) mount the fourth remote.
      const settings = runTs(`
        const m = await import('./shell/server/settings.ts');
        const pageServerSettings = m.pageServerSettings ?? m.default.pageServerSettings;
        console.log(JSON.stringify(pageServerSettings(${JSON.stringify(newConfig.data)}).runtimeConfig));
      `);
      assert.equal(settings.remotes.mfe_labs, LABS);
      assert.deepEqual(settings.routes['/labs'], { remote: 'mfe_labs', module: './routes', render: 'client' });
      assert.deepEqual(Object.keys(settings.routes), ['/lms', '/admin', '/labs']);
      // Without the overlay, the base's empty REMOTES and ROUTES leave today's site.
      const today = runTs(`
        const m = await import('./shell/server/settings.ts');
        const pageServerSettings = m.pageServerSettings ?? m.default.pageServerSettings;
        console.log(JSON.stringify(pageServerSettings(${JSON.stringify(oldConfig.data)}).runtimeConfig));
      `);
      assert.deepEqual(Object.keys(today.remotes), ['mfe_marketing', 'mfe_lms', 'mfe_admin']);
      assert.deepEqual(Object.keys(today.routes), ['/lms', '/admin']);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe('settings', () => {
  const secretKeys = () => Object.keys(parseEnvFile(readFileSync(SECRET_EXAMPLE, 'utf8')));
  /** What the API's container gets: its ConfigMap, then the Secret's keys with plausible values. */
  /**
   * @param {any[]} objects
   * @param {{ without?: string }} [options]
   */
  function apiEnvironment(objects, { without } = {}) {
    const api = find(objects, 'Deployment', 'api');
    const env = {};
    for (const from of containers(api)[0].envFrom) {
      if (from.configMapRef) Object.assign(env, objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === from.configMapRef.name).data);
      if (from.secretRef) {
        assert.equal(from.secretRef.name, SECRET_NAME);
        for (const key of secretKeys()) {
          if (key === without) continue;
          env[key] =
            {
              DATABASE_URL: 'postgres://sap_academy:a-long-password@db.example.com:5432/sap_academy',
              SMTP_URL: 'smtp://mailer:pw@smtp.example.com:587',
              // 32 bytes in hex (decision 150): the key's own format.
              SERVER_CREDENTIAL_KEY: '3c9a71e04bd2f68a15c7e39d20b84f6a9e1d53c07b28f4a6d9e0c13b57a28f4e',
            }[key] ?? `k8s-test-${key.toLowerCase()}-0123456789abcdef0123456789`;
        }
      }
    }
    return env;
  }
  const loadConfig = (envs) =>
    runTs(`
      const m = await import('./api/src/config/env.ts');
      const loadConfig = m.loadConfig ?? m.default.loadConfig;
      const envs = ${JSON.stringify(envs)};
      console.log(JSON.stringify(envs.map((env) => { try { const c = loadConfig(env); return { ok: true, env: c.NODE_ENV, redis: c.REDIS_URL, db: Boolean(c.DATABASE_URL) }; } catch (e) { return { ok: false, message: e.message }; } })));
    `);

  test("the API's production configuration is complete: its ConfigMap and the Secret's keys pass api/src/config/env.ts, and without any one secret it refuses to start", () => {
    // METRICS_TOKEN is optional (no /metrics without it, decision 116); the rest are required.
    const keys = secretKeys().filter((key) => key !== 'METRICS_TOKEN');
    assert.deepEqual(secretKeys().sort(), [
      'DATABASE_URL',
      'FILE_LINK_SECRET',
      'JWT_SECRET',
      'METRICS_TOKEN',
      'PAYMENT_KEY_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'SERVER_CREDENTIAL_KEY',
      'SMTP_URL',
    ]);
    assert.deepEqual(keys.sort(), [
      'DATABASE_URL',
      'FILE_LINK_SECRET',
      'JWT_SECRET',
      'PAYMENT_KEY_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'SERVER_CREDENTIAL_KEY',
      'SMTP_URL',
    ]);
    const [complete, ...missing] = loadConfig([apiEnvironment(production), ...keys.map((key) => apiEnvironment(production, { without: key }))]);
    assert.deepEqual(complete, { ok: true, env: 'production', redis: 'redis://redis:6379', db: true });
    missing.forEach((result, i) => {
      assert.equal(result.ok, false, keys[i]);
      assert.match(result.message, new RegExp(`${keys[i]}: is required`), keys[i]);
    });
  });

  test('every variable compose gives the API is in its ConfigMap or its Secret, with the same fixed values', () => {
    const compose = parse(read('docker-compose.yml')).services.api.environment;
    const config = find(production, 'ConfigMap', 'api-config').data;
    const secret = new Set(secretKeys());
    // The remotes' manifest URLs (the shorthands and REMOTES) come from the site's ConfigMap, the one
    // the shell reads (decisions 122 and 312).
    const site = find(production, 'ConfigMap', 'site-config').data;
    assert.ok(containers(find(production, 'Deployment', 'api'))[0].envFrom.some((from) => from.configMapRef?.name.startsWith('site-config-')));
    for (const key of Object.keys(compose)) assert.ok(key in config || secret.has(key) || ((key.startsWith('MFE_') || key === 'REMOTES') && key in site), key);
    for (const key of Object.keys(config)) assert.ok(!secret.has(key), `${key} is in both`);
    // Differences on purpose: a Job migrates and seeds once; TLS ends at the ingress, one proxy hop.
    for (const key of ['NODE_ENV', 'HOST', 'PORT', 'PAYMENT_PROVIDER']) assert.equal(config[key], String(compose[key]), key);
  });

  test("the renderer's page server accepts the site config (manifest URLs, API URL, the fetch map into the cluster)", () => {
    const data = find(production, 'ConfigMap', 'site-config').data;
    const compose = parse(read('docker-compose.yml')).services;
    assert.deepEqual(
      Object.keys(compose['shell-renderer'].environment).filter((k) => !(k in data)),
      ['PAYMENT_CHECKOUT_URL', 'METRICS_TOKEN'],
      'optional, empty in compose',
    );
    // The metrics token comes from the API's Secret, when it has one (decision 116).
    const renderer = find(production, 'Deployment', 'shell-renderer').spec.template.spec.containers[0];
    assert.deepEqual(renderer.env, [{ name: 'METRICS_TOKEN', valueFrom: { secretKeyRef: { name: 'sap-academy-api', key: 'METRICS_TOKEN', optional: true } } }]);
    assert.deepEqual(
      Object.keys(compose.shell.environment).filter((k) => !(k in data)),
      ['PAYMENT_CHECKOUT_URL'],
    );
    const settings = runTs(`
      const m = await import('./shell/server/settings.ts');
      const pageServerSettings = m.pageServerSettings ?? m.default.pageServerSettings;
      const s = pageServerSettings(${JSON.stringify(data)});
      const { rewriteUrl } = await import('./shell/server/remote-fetch-map.ts').then((r) => r.rewriteUrl ? r : r.default);
      console.log(JSON.stringify({ config: s.runtimeConfig, lms: rewriteUrl(s.runtimeConfig.remotes.mfe_lms, s.fetchMap), api: rewriteUrl(s.runtimeConfig.apiUrl + '/site-data', s.fetchMap) }));
    `);
    assert.equal(settings.config.apiUrl, 'https://api.example.com');
    assert.equal(settings.config.remotes.mfe_admin, data.MFE_ADMIN_URL);
    assert.equal(settings.lms, 'http://mfe-lms:8080/mfe-lms/0.1.0/mf-manifest.json');
    assert.equal(settings.api, 'http://api:4000/site-data');
    // nginx's resolver has no search domains: the renderer's full name, in the overlay's namespace.
    assert.equal(data.RENDERER_URL, 'http://shell-renderer.sap-academy.svc.cluster.local:8080');
  });

  test('no secret value is in the repository: no Secret object, an example of empty keys, the filled-in file ignored by git', () => {
    for (const objects of [base, production])
      assert.deepEqual(
        objects.filter((o) => o.kind === 'Secret'),
        [],
      );
    assert.ok(Object.values(parseEnvFile(readFileSync(SECRET_EXAMPLE, 'utf8'))).every((value) => value === ''));
    const tracked = execFileSync('git', ['ls-files', 'deploy/k8s'], { cwd: repoRoot, encoding: 'utf8' }).trim().split('\n');
    assert.ok(tracked.length > 10);
    for (const file of tracked) {
      const text = read(file);
      assert.doesNotMatch(text, /^kind:\s*Secret\b/m, file);
      assert.doesNotMatch(text, /^\s*(stringData|secretGenerator):/m, file);
      assert.doesNotMatch(
        text,
        /^(JWT_SECRET|FILE_LINK_SECRET|SERVER_CREDENTIAL_KEY|PAYMENT_KEY_SECRET|PAYMENT_WEBHOOK_SECRET|DATABASE_URL|SMTP_URL)=./m,
        `${file} sets a secret`,
      );
    }
    const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/k8s/overlays/production/api-secrets.env'], { cwd: repoRoot });
    assert.equal(ignored.status, 0, 'api-secrets.env is gitignored');
    assert.notEqual(spawnSync('git', ['check-ignore', '-q', 'deploy/k8s/base/api.env'], { cwd: repoRoot }).status, 0, 'the non-secret env files are committed');
  });
});

describe('probes', () => {
  const probesOf = (name) => {
    const [container] = containers(find(production, 'Deployment', name));
    return ['startupProbe', 'readinessProbe', 'livenessProbe'].filter((p) => container[p]).map((p) => ({ ...container[p].httpGet, container }));
  };
  const portOf = ({ port, container }) => (typeof port === 'number' ? port : container.ports.find((p) => p.name === port).containerPort);

  test("the nginx images answer the probes' /healthz on 8080 in both of their configurations (shell and remote)", () => {
    for (const template of ['deploy/nginx/shell.conf.template', 'deploy/nginx/remote.conf.template']) {
      assert.match(read(template), /location = \/healthz \{[^}]*return 200/, template);
    }
    assert.match(read('deploy/static-app.Dockerfile'), /ENV LISTEN_PORT=8080/);
    assert.match(read('deploy/static-app.Dockerfile'), /\/healthz/, "the image's HEALTHCHECK is the same path");
    for (const name of ['shell', ...REMOTES]) {
      for (const probe of probesOf(name)) assert.deepEqual([probe.path, portOf(probe)], ['/healthz', 8080], name);
    }
  });

  test("the renderer's /healthz is a route of the page server the image runs, on its PORT", () => {
    assert.match(read('shell/server/app.ts'), /app\.get\('\/healthz'/);
    assert.match(read('shell/server/shell-server.ts'), /healthz: true/);
    assert.match(read('deploy/shell-renderer.Dockerfile'), /ENV NODE_ENV=production PORT=8080/);
    for (const probe of probesOf('shell-renderer')) assert.deepEqual([probe.path, portOf(probe)], ['/healthz', 8080]);
  });

  test("the API's probes are its /health route on its PORT, the path of the image's HEALTHCHECK", () => {
    assert.match(read('api/src/routes/health.ts'), /app\.get\('\/health'/);
    assert.match(read('api/Dockerfile'), /\/health'\)/);
    const port = Number(find(production, 'ConfigMap', 'api-config').data.PORT);
    const probes = probesOf('api');
    assert.equal(probes.length, 3);
    for (const probe of probes) assert.deepEqual([probe.path, portOf(probe)], ['/health', port]);
  });
});

describe('kustomize', () => {
  test('the base and the overlay render the same objects (kinds and names, hash suffixes aside)', () => {
    const ids = (objects) => objects.map((o) => `${o.kind}/${o.metadata.name.replace(/-[0-9b-df-hj-km-z]{10}$/, '')}`).sort();
    assert.deepEqual(ids(production), ids(base));
  });

  test('image references split as kustomize does (a registry port is not a tag)', () => {
    assert.deepEqual(parseImage('registry.example.com:5000/sap-academy/api:0.2.0'), {
      name: 'registry.example.com:5000/sap-academy/api',
      tag: '0.2.0',
      digest: undefined,
    });
    assert.deepEqual(parseImage('redis'), { name: 'redis', tag: undefined, digest: undefined });
    assert.deepEqual(parseImage('redis:7@sha256:abc'), { name: 'redis', tag: '7', digest: 'sha256:abc' });
  });

  test('a generated ConfigMap is named by a hash of its content, and the references to it follow', () => {
    const [api] = [find(base, 'Deployment', 'api')];
    const config = find(base, 'ConfigMap', 'api-config');
    assert.match(config.metadata.name, /^api-config-[0-9b-df-hj-km-z]{10}$/);
    assert.equal(containers(api)[0].envFrom[0].configMapRef.name, config.metadata.name);
    assert.equal(containers(api)[0].envFrom[1].secretRef.name, SECRET_NAME, 'a Secret made outside kustomize keeps its name');
  });
});
