// The shell renderer service of docker-compose (deploy/shell-renderer.Dockerfile runs this):
//   MFE_MARKETING_URL=… MFE_LMS_URL=… API_URL=… [REMOTE_FETCH_MAP=…] [PORT=8080] [HOST=0.0.0.0]
//   [SHELL_DIST=shell/dist] node scripts/serve-shell-renderer.mjs
// Exits 78 (EX_CONFIG) on a bad setting, before listening, so a misconfigured container fails
// its start instead of serving pages with the wrong remotes.
import { rendererSettings, startShellRenderer } from './lib/shell-renderer.mjs';

const EX_CONFIG = 78;

let settings;
try {
  settings = rendererSettings(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(EX_CONFIG);
}

let server;
try {
  server = await startShellRenderer(settings);
} catch (error) {
  console.error(`shell renderer: ${error.message}`);
  process.exit(1);
}
const mapped = settings.fetchMap.map(({ from, to }) => `${from} → ${to}`).join(', ') || 'none';
console.log(`shell renderer: ${settings.shellDist} on ${settings.host}:${server.port}, Node ${process.versions.node} (remote fetch map: ${mapped})`);

// Node as PID 1 gets no default signal handling: finish the requests in flight, then exit
// (docker stop sends SIGTERM; the image's STOPSIGNAL says so).
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
