// The compose files' API settings checked against the API's own production rules:
// the production-shaped docker-compose.yml must never yield an API that gives courses away, and
// the local demo override must stay a working demo.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { CONTRACTS_SOURCE_CONDITION } from './api-process.mjs';
import { IMAGE_NODE_MAJOR, NODE_DOCKERFILES, dockerfileNodeMajor, ensureImageNode, nodeVersionOf } from './image-node.mjs';

const DEMO_FILE = path.join(repoRoot, 'docker-compose.demo.yml');
const COMPOSE_FILE = path.join(repoRoot, 'docker-compose.yml');

/** The api service's environment from `docker-compose config` output (docker-compose 1.29 YAML). */
export function apiEnvironment(configYaml) {
  const start = configYaml.indexOf('\n  api:\n');
  if (start < 0) throw new Error('no api service');
  const next = configYaml.slice(start + 1).search(/\n {2}[a-z][\w-]*:\n/);
  const block = next < 0 ? configYaml.slice(start) : configYaml.slice(start, start + 1 + next);
  const env = /\n {4}environment:\n((?: {6}\S.*\n)+)/.exec(`${block}\n`)?.[1] ?? '';
  return Object.fromEntries(
    env
      .trimEnd()
      .split('\n')
      .map((line) => /^ {6}([A-Z0-9_]+): ?(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, key = '', raw = '']) => [key, raw.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1')]),
  );
}

/** Runs the API's loadConfig on `env` (nothing else from this shell) and returns its verdict. */
export function apiConfigVerdict(env) {
  const script = `const { loadConfig } = require('./src/config/env'); try { const c = loadConfig(); console.log(JSON.stringify({ ok: true, provider: c.PAYMENT_PROVIDER, seed: c.API_SEED, docs: c.API_DOCS })); } catch (e) { console.log(JSON.stringify({ ok: false, message: e.message })); }`;
  const r = spawnSync(process.execPath, [`--conditions=${CONTRACTS_SOURCE_CONDITION}`, '--import', 'tsx', '-e', script], {
    cwd: path.join(repoRoot, 'api'),
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
}

export function composeApiChecks({ compose, envExample }) {
  const config = (files) => {
    const r = compose(['config'], envExample, files);
    if (r.status !== 0) throw new Error(r.stderr);
    return apiEnvironment(r.stdout);
  };
  return [
    {
      name: `the images build on Node ${IMAGE_NODE_MAJOR} LTS, and the smoke runs the API and the page server on that Node`,
      run() {
        for (const file of NODE_DOCKERFILES) {
          const major = dockerfileNodeMajor(file);
          if (major !== IMAGE_NODE_MAJOR) throw new Error(`${file}: NODE_IMAGE is node:${major}, the smoke runs Node ${IMAGE_NODE_MAJOR}`);
        }
        const version = nodeVersionOf(ensureImageNode());
        if (Number(version.split('.')[0]) !== IMAGE_NODE_MAJOR) throw new Error(`the smoke's Node is ${version}`);
      },
    },
    {
      name: 'api/Dockerfile runs the build (node dist/server.js) from a production install, with no tsx',
      run() {
        const text = readFileSync(path.join(repoRoot, 'api/Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
        const runtime = text.slice(text.lastIndexOf('\nFROM '));
        const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
        if (!cmd || JSON.parse(cmd)[0] !== 'node' || JSON.parse(cmd).at(-1) !== 'dist/server.js') throw new Error(`CMD ${cmd}`);
        if (!/npm ci --workspace api --omit=dev/.test(runtime)) throw new Error('the runtime stage does not install with --omit=dev');
        if (/\btsx\b/.test(text.replace(/^#.*$/gm, ''))) throw new Error('the Dockerfile still uses tsx');
      },
    },
    {
      name: 'docker-compose.yml: the api runs in production with Razorpay and the catalogue, no demo data',
      run() {
        const env = config([COMPOSE_FILE]);
        const expected = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'razorpay', API_SEED: 'catalogue', API_AUTO_MIGRATE: '1' };
        for (const [key, value] of Object.entries(expected)) {
          if (env[key] !== value) throw new Error(`api ${key}=${env[key]}, expected ${value}`);
        }
        if ('API_DOCS' in env) throw new Error('api sets API_DOCS (the docs are public then)');
      },
    },
    {
      name: "docker-compose.yml with .env.example's published secrets: the API refuses to start, naming each variable",
      run() {
        const verdict = apiConfigVerdict(config([COMPOSE_FILE]));
        if (verdict.ok) throw new Error('the production API accepted the published development secrets');
        for (const name of ['JWT_SECRET', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'SERVER_CREDENTIAL_KEY']) {
          if (!new RegExp(`^  - ${name}: is a published development default`, 'm').test(verdict.message)) {
            throw new Error(`no refusal naming ${name}: ${verdict.message}`);
          }
        }
        // No mail relay is configured, and the file has no default: the API says so.
        if (!/^ {2}- SMTP_URL: is required in production/m.test(verdict.message)) throw new Error(`no refusal naming SMTP_URL: ${verdict.message}`);
      },
    },
    {
      name: "docker-compose.yml with SMTP_URL at the demo's mail catcher: the production API refuses it",
      run() {
        const verdict = apiConfigVerdict({ ...config([COMPOSE_FILE]), SMTP_URL: 'smtp://mailpit:1025' });
        if (!/^ {2}- SMTP_URL: mailpit is a test mail catcher/m.test(verdict.message)) throw new Error(`no refusal of the catcher: ${verdict.message}`);
      },
    },
    {
      name: 'docker-compose.demo.yml: mail goes to mailpit, whose ports are bound to this machine only',
      run() {
        const r = compose(['config'], envExample, [COMPOSE_FILE, DEMO_FILE]);
        if (r.status !== 0) throw new Error(r.stderr);
        if (apiEnvironment(r.stdout).SMTP_URL !== 'smtp://mailpit:1025') throw new Error('the demo api does not send mail to mailpit');
        const rest = r.stdout.slice(r.stdout.indexOf('\n  mailpit:\n') + 1);
        const end = rest.slice(1).search(/\n {2}\S/);
        const mailpit = end < 0 ? rest : rest.slice(0, end + 1);
        const ports = [...mailpit.matchAll(/^ {4}- (\S+)$/gm)].map((m) => m[1]);
        if (ports.length !== 2 || !ports.every((p) => p.startsWith('127.0.0.1:'))) throw new Error(`mailpit ports: ${ports.join(', ')}`);
      },
    },
    {
      name: 'docker-compose.demo.yml: a valid override whose api starts with test payments, demo data and /docs',
      run() {
        const verdict = apiConfigVerdict(config([COMPOSE_FILE, DEMO_FILE]));
        if (!verdict.ok) throw new Error(verdict.message);
        const got = { provider: verdict.provider, seed: verdict.seed, docs: verdict.docs };
        if (JSON.stringify(got) !== JSON.stringify({ provider: 'test', seed: 'demo', docs: true })) {
          throw new Error(`demo api: ${JSON.stringify(got)}`);
        }
      },
    },
  ];
}
