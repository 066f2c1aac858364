// A private copy of the site for specs that stop a remote or move it to another port: the
// same builds and server code as `npm start`, on ports no other spec uses. Its runtime config
// has no route map until a spec sets one (the default map: /lms only, decision 010).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeRuntimeConfig } from '../../scripts/lib/stack.mjs';
import { loadPageServer } from '../../scripts/lib/page-server.mjs';
import { APPS, appDist } from '../../scripts/lib/paths.mjs';
import { apiUrl } from './e2e-env';

type Server = Awaited<ReturnType<ReturnType<typeof loadPageServer>['startRemoteServer']>>;
type RemoteKey = 'marketing' | 'lms' | 'admin';

export interface IsolatedSite {
  shellUrl: string;
  configFile: string;
  remotes: Record<RemoteKey, Server | null>;
  /** Serve a remote (again), on a given port or any free one, from its build or another
   * folder (another deployment); rewrites the runtime config. */
  serveRemote(key: RemoteKey, port?: number, root?: string): Promise<Server>;
  stopRemote(key: RemoteKey): Promise<number>;
  /** Rewrite the runtime config's route map as ROUTES words (decision 307; undefined: none, the default map). */
  setRoutes(routes: string | undefined): Promise<void>;
  close(): Promise<void>;
}

export async function startIsolatedSite(shellPort: number): Promise<IsolatedSite> {
  const { runtimeConfigFromEnv, runtimeConfigFromFile, startRemoteServer, startShellServer } = loadPageServer();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-isolated-'));
  const configFile = path.join(dir, 'runtime-config.json');
  const remotes: Record<RemoteKey, Server | null> = { marketing: null, lms: null, admin: null };
  const ports: Record<RemoteKey, number> = { marketing: 0, lms: 0, admin: 0 };
  let routes: string | undefined;

  // The images' variables through the one builder (decision 307); the back office is listed in
  // REMOTES, so it is mounted only by a route map.
  const writeConfig = () =>
    writeRuntimeConfig(
      configFile,
      runtimeConfigFromEnv({
        API_URL: apiUrl(),
        MFE_MARKETING_URL: `http://localhost:${ports.marketing}/mf-manifest.json`,
        MFE_LMS_URL: `http://localhost:${ports.lms}/mf-manifest.json`,
        REMOTES: `${APPS.admin.remote}=http://localhost:${ports.admin}/mf-manifest.json`,
        ...(routes ? { ROUTES: routes } : {}),
      }),
    );

  const site: IsolatedSite = {
    shellUrl: `http://localhost:${shellPort}`,
    configFile,
    remotes,
    async serveRemote(key, port = 0, root = appDist(APPS[key].dir)) {
      const server = await startRemoteServer({ root, port, host: 'localhost' });
      remotes[key] = server;
      ports[key] = server.port;
      await writeConfig();
      return server;
    },
    async stopRemote(key) {
      const server = remotes[key];
      if (!server) throw new Error(`${key} is not running`);
      await server.close();
      remotes[key] = null;
      return ports[key];
    },
    async setRoutes(next) {
      routes = next;
      await writeConfig();
    },
    async close() {
      await Promise.all([shell.close(), ...Object.values(remotes).map((s) => s?.close())]);
      await rm(dir, { recursive: true, force: true });
    },
  };

  await site.serveRemote('marketing');
  await site.serveRemote('lms');
  await site.serveRemote('admin');
  const shell = await startShellServer({
    shellDist: appDist(APPS.shell.dir),
    port: shellPort,
    host: 'localhost',
    runtimeConfig: runtimeConfigFromFile(configFile),
  });
  return site;
}
