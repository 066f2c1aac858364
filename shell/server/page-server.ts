// The page server's built entry, dist/server/page-server.cjs (build/page-server.mjs). Run with
// `node`, it serves the shell's pages from the environment (main.ts): the renderer image's
// command. Loaded with require, it is the page server `npm start`, the e2e suites and the
// benchmarks start (through local-servers.cjs, which adds the local stack's remote origins and
// runtime config file), and the shell's build reads the nginx header templates from it
// (nginx-headers.ts). One file for all of them, so each runs the code the image runs.
import { realpathSync } from 'node:fs';
import { main } from './main';

export { startPageServer, type PageServerOptions } from './app';
export { startShellServer, type ShellServerOptions } from './shell-server';
export { pageServerSettings } from './settings';
// The runtime config's one builder (decision 307), for the scripts that start a local stack.
export { BACK_OFFICE_ROUTES, runtimeConfigFromEnv } from 'mfe-shared/config/runtime-config-env';
export { securityHeaders } from './security-headers';
export { nginxHeaderTemplates, NGINX_TEMPLATE_DIR } from './nginx-headers';
export { START_AFTER_PAINT_CSP_HASH, PRERENDERED_SCRIPT_HASHES } from './start-after-paint';

/** `node page-server.cjs`, not a require of it (__filename is the bundle's own: build/page-server.mjs keeps it). */
function runAsCommand(): boolean {
  const command = process.argv[1];
  if (!command) return false;
  try {
    return realpathSync(command) === realpathSync(__filename);
  } catch {
    return false;
  }
}

if (runAsCommand()) void main();
