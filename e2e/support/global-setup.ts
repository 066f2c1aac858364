// Starts the whole site once for the suite: the API on a fresh embedded database (mailing a local
// SMTP capture), the shell and the remotes on their own origins. Returns the teardown.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/lib/stack.mjs';
import { E2E_PORTS, ISOLATED_SHELL_PORTS } from './e2e-env';
import { startSmtpCapture } from './smtp-capture';

export default async function globalSetup() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-site-'));
  // The API mails codes and receipts to a local SMTP server; specs read them from E2E_MAIL_DIR.
  const mailDir = path.join(tmp, 'mail');
  const smtp = await startSmtpCapture({ port: E2E_PORTS.smtp, dir: mailDir });
  process.env.E2E_MAIL_DIR = mailDir;
  const origins = [E2E_PORTS.shell, ...Object.values(ISOLATED_SHELL_PORTS)].map((p) => `http://localhost:${p}`);
  const stack = await startStack({
    ports: E2E_PORTS,
    runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
    quiet: true,
    apiEnv: {
      CORS_ORIGINS: origins.join(','),
      SMTP_URL: smtp.url,
      PGLITE_DATA_DIR: path.join(tmp, 'pglite'),
      // The suite signs up, logs in and submits leads many times from one address.
      RATE_LIMIT_AUTH_MAX: '10000',
      RATE_LIMIT_COUPON_MAX: '10000',
      RATE_LIMIT_LEADS_MAX: '10000',
      RATE_LIMIT_RUM_MAX: '10000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  });
  process.env.E2E_API_URL = stack.urls.api;
  return async () => {
    await stack.stop();
    await smtp.close();
    await rm(tmp, { recursive: true, force: true });
  };
}
