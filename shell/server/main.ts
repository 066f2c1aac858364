// The page server run from the environment: the renderer image's command and the compose smoke's
// (`node shell/dist/server/page-server.cjs`, page-server.ts):
//   MFE_MARKETING_URL=… MFE_LMS_URL=… API_URL=… [PAYMENT_CHECKOUT_URL=…] [CSP_EXTRA_CONNECT_SRC=…]
//   [REMOTE_FETCH_MAP=…] [PORT=8080] [HOST=0.0.0.0] [SHELL_DIST=<the dist it was built into>]
//   [RELEASES_POLL_MS=5000: the API's release channels, docs/decisions/310; 0: none]
// Exits 78 (EX_CONFIG) on a bad setting, before listening, so a misconfigured container fails
// its start instead of serving pages with the wrong remotes.
import { pageServerSettings } from './settings';
import { startShellServer } from './shell-server';

export const EX_CONFIG = 78;

export interface MainIo {
  exit(code: number): void;
  log(message: string): void;
  error(message: string): void;
}

const processIo: MainIo = {
  exit: (code) => process.exit(code),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
};

export async function main(env: Record<string, string | undefined> = process.env, io: MainIo = processIo): Promise<void> {
  let settings;
  try {
    settings = pageServerSettings(env);
  } catch (error) {
    io.error((error as Error).message);
    return io.exit(EX_CONFIG);
  }
  let server;
  try {
    const { runtimeConfig, logLevel, ...rest } = settings;
    // Only the shell's nginx reaches this server in docker-compose; it sets Host,
    // X-Forwarded-Proto and X-Forwarded-Host, so canonical and Open Graph URLs name the site.
    server = await startShellServer({ ...rest, runtimeConfig: async () => runtimeConfig, trustProxy: true, log: { level: logLevel } });
  } catch (error) {
    io.error(`page server: ${(error as Error).message}`);
    return io.exit(1);
  }
  const mapped = settings.fetchMap.map(({ from, to }) => `${from} → ${to}`).join(', ') || 'none';
  io.log(`page server: ${settings.shellDist} on ${settings.host}:${server.port}, Node ${process.versions.node} (remote fetch map: ${mapped})`);

  // Node as PID 1 gets no default signal handling: finish the requests in flight, then exit
  // (docker stop sends SIGTERM; the image's STOPSIGNAL says so).
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void server.close().then(() => io.exit(0));
    });
  }
}
