// Creating staff in the running compose stack the way README's "Operating it" tells an operator
// to: the API image's own CLI (`node dist/user-cli.js`, decision 119) run inside the api container
// with the password on standard input, never on a command line (it would stay in the shell's
// history and the process list). The account then signs in through the API as the role it got.
import { spawnSync } from 'node:child_process';
import { API_URL, serviceContainer } from './stack.mjs';

/** @param {string} path @param {RequestInit & {auth?: string}} [init] */
async function status(path, { auth, ...init } = {}) {
  const response = await fetch(`${API_URL}${path}`, { ...init, headers: { ...(auth ? { authorization: auth } : {}), ...init.headers } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * `podman exec -i <api> node dist/user-cli.js --email … --role editor --password-stdin`; then the
 * editor signs in, reads the catalogue (200) and is refused the admins' leads (403).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string>} what the CLI printed and the answers
 */
export async function staffAccountFromTheCli(env) {
  const id = serviceContainer(env, 'api');
  if (!id) throw new Error('no api container');
  const email = `ops-editor-${Date.now()}@sapacademy.test`;
  const password = `Container-${Date.now()}-Editor!`;
  const cli = spawnSync(
    'podman',
    ['exec', '-i', id, 'node', 'dist/user-cli.js', '--email', email, '--name', 'Operations Editor', '--role', 'editor', '--password-stdin'],
    { env, input: password, encoding: 'utf8', timeout: 60_000 },
  );
  if (cli.status !== 0) throw new Error(`user-cli exited ${cli.status}: ${cli.stderr || cli.stdout}`);
  const printed = cli.stdout.trim();
  if (!printed.startsWith(`created editor ${email}`)) throw new Error(`user-cli printed "${printed}"`);

  const login = await fetch(`${API_URL}/lms/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`the new editor's login answered ${login.status}: ${await login.text()}`);
  const auth = `Bearer ${(await login.json()).access_token}`;
  const courses = await status('/admin/courses?page=1', { auth });
  if (courses !== 200) throw new Error(`the editor's GET /admin/courses answered ${courses}`);
  const leads = await status('/admin/leads', { auth });
  if (leads !== 403) throw new Error(`the editor's GET /admin/leads answered ${leads}, not 403 (leads are the admins')`);
  return `"${printed}"; signed in: /admin/courses 200, /admin/leads 403`;
}
