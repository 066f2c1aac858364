// `npm run dev`: the API (watch mode) and the four dev servers with HMR. In development the
// shell declares the remotes statically, which is what lets an edited remote hot-update
// inside the shell (notes/module-federation.md, pitfall 7). Each remote also runs alone:
// `npm run dev -w mfe-lms` serves it on its own port.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { hasApi } from './lib/api-process.mjs';
import { APPS, repoRoot } from './lib/paths.mjs';

await ensureDependencies();
const workspaces = ['mfe-marketing', 'mfe-lms', 'mfe-admin', 'shell', ...(hasApi() ? ['api'] : [])];
// Each remote also runs standalone on its own port, so the API answers those origins as well.
const DEV_ORIGINS = Object.values(APPS)
  .map(({ port }) => `http://localhost:${port}`)
  .join(',');
// Like npm start, the API migrates and seeds the demo data, so a fresh clone's dev site has courses.
const env = {
  ...process.env,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? DEV_ORIGINS,
  API_AUTO_MIGRATE: process.env.API_AUTO_MIGRATE ?? '1',
  API_SEED: process.env.API_SEED ?? 'demo',
};
const children = workspaces.map((w) => spawn('npm', ['run', 'dev', '-w', w], { cwd: repoRoot, stdio: 'inherit', env }));
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
