// npm run bench:bundle — JavaScript weight and sequential round trips of `/`, `/training/individual` and `/lms`,
// federated (as `npm start` serves it) against a monolith build of the same routes.
// Targets: federated JS for `/` <= 1.4x the monolith's; <= 4 sequential round
// trips before the remote paints.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll } from '../lib/build.mjs';
import { ensureChromium } from '../lib/ensure-system.mjs';
import { startStack } from '../lib/stack.mjs';
import { loadPageServer } from '../lib/page-server.mjs';
import { measurePage } from '../lib/measure-page.mjs';
import { buildMonolith, MONOLITH_DIR } from './monolith/build.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const PORTS = { shell: 3200, marketing: 3201, lms: 3202, api: 4200 };
const ROUTES = ['/', '/training/individual', '/lms'];

if (!process.argv.includes('--no-build')) await buildAll();
await buildMonolith();

const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-bundle-'));
const stack = await startStack({ ports: PORTS, api: false, runtimeConfigFile: path.join(tmp, 'runtime-config.json') });
const monolith = await loadPageServer().startPageServer({ root: MONOLITH_DIR, port: 3210, host: 'localhost', runtimeConfig: async () => stack.config });
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});

const results = [];
try {
  for (const route of ROUTES) {
    const federated = await measurePage(browser, `${stack.urls.shell}${route}`);
    const mono = await measurePage(browser, `http://localhost:${monolith.port}${route}`);
    results.push({ route, federated, mono });
  }
} finally {
  await browser.close();
  await monolith.close();
  await stack.stop();
}

for (const { route, federated, mono } of results) {
  console.log(`\n${route}`);
  for (const [name, m] of Object.entries({ federated, monolith: mono })) {
    console.log(`  ${name}: ${m.jsRequests} JS requests, ${kb(m.jsGzip)} gzip, ${m.roundTrips} sequential round trips before the page paints`);
    for (const f of m.files.filter((file) => file.kind === 'js')) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.url.replace(/^http:\/\/localhost:\d+/, '')}`);
  }
  console.log(`  chain (federated): ${federated.chain.map((c) => `${c.depth}:${c.url.replace(/^http:\/\/localhost:/, ':')}`).join('  ')}`);
  console.log(`  ratio federated/monolith: ${(federated.jsGzip / mono.jsGzip).toFixed(2)}x bytes, ${federated.jsRequests}/${mono.jsRequests} requests`);
}
const home = results.find((r) => r.route === '/');
if (!home) throw new Error('no measurement of /');
console.log(
  `\nTargets: / JS <= 1.40x monolith -> ${(home.federated.jsGzip / home.mono.jsGzip).toFixed(2)}x; round trips <= 4 -> ${Math.max(...results.map((r) => r.federated.roundTrips))}`,
);
