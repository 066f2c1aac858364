// docker-compose.yml alone is production-shaped (decision 110): on .env.example's published
// development secrets its API refuses to start, one line per variable (decisions 110 and 120,
// README "Production settings"). The engine-less compose stage runs the API's loadConfig on the
// environment compose renders; this starts the API image itself with it, as an operator who
// forgot the demo override would: `docker-compose up` with the one file.
import { spawnSync } from 'node:child_process';
import { until } from '../wait-for.mjs';
import { podman } from './engine.mjs';
import { compose, serviceContainer, serviceLogs } from './stack.mjs';

/** What decision 110 says the API names on `cp .env.example .env && docker-compose up`. */
export const REFUSALS = [
  'JWT_SECRET: is a published development default; generate a new secret',
  'PAYMENT_KEY_SECRET: is a published development default; generate a new secret',
  'PAYMENT_WEBHOOK_SECRET: is a published development default; generate a new secret',
  'SERVER_CREDENTIAL_KEY: is a published development default; generate a new secret',
  'SMTP_URL: is required in production (without it e-mails, lead notifications included, are only logged)',
];

/**
 * Starts only the API of docker-compose.yml (no override, no dependencies: the refusal comes
 * before any connection) and waits for it to exit; then removes it, so the demo's `up` starts
 * from nothing.
 * @param {{env: NodeJS.ProcessEnv, envFile: string, logFile: string}} o
 * @returns {Promise<string>}
 */
export async function productionComposeRefusesPublishedSecrets(o) {
  const files = ['docker-compose.yml'];
  try {
    await compose(o, ['up', '-d', '--no-deps', '--no-build', 'api'], files);
    const id = serviceContainer(o.env, 'api');
    let state = '';
    // `restart: unless-stopped` starts it again: an exit, or a restart after one, is the refusal.
    await until(
      () => {
        state = podman(o.env, ['inspect', id, '--format', '{{.State.Status}} {{.State.ExitCode}} {{.RestartCount}}']).trim();
        const [status, , restarts] = state.split(' ');
        return status === 'exited' || Number(restarts) > 0;
      },
      { timeoutMs: 60_000, intervalMs: 500, what: () => `the production-shaped API to exit (status, exit code, restarts: ${state})` },
    );
    const log = serviceLogs(o.env, 'api');
    if (/Server listening/.test(log)) throw new Error(`the production-shaped API listened on the published secrets:\n${log.slice(-1500)}`);
    const [, exitCode] = state.split(' ');
    if (state.startsWith('exited') && exitCode === '0') throw new Error(`the API exited with 0:\n${log.slice(-1500)}`);
    const missing = REFUSALS.filter((line) => !log.split('\n').some((l) => l.trim() === `- ${line}`));
    if (!/Invalid environment configuration:/.test(log) || missing.length > 0) {
      throw new Error(`the API's output does not name ${missing.join('; ') || 'the invalid configuration'}:\n${log.slice(-1500)}`);
    }
    return `exited naming ${REFUSALS.map((l) => l.split(':')[0]).join(', ')}`;
  } finally {
    await compose(o, ['rm', '-s', '-f', 'api'], files).catch(() => {});
    const left = serviceContainer(o.env, 'api');
    if (left) spawnSync('podman', ['rm', '-f', left], { env: o.env, stdio: 'ignore' });
  }
}
