// Production builds of the three apps, then precompressed copies of every text asset so the
// server sends brotli or gzip without compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { APPS, appDist, repoRoot } from './paths.mjs';
import { log, run } from './run.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml|map)$/;

export async function buildApp(name, env = {}) {
  const { dir } = APPS[name];
  log(`Building ${dir}…`);
  await run('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: path.join(repoRoot, dir),
    env: { ...process.env, ...env },
  });
  await precompress(appDist(dir));
}

export async function buildAll() {
  for (const name of Object.keys(APPS)) await buildApp(name);
}

export async function precompress(folder) {
  const files = (await readdir(folder, { recursive: true })).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('.map'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(folder, file);
      const data = await readFile(full);
      if (data.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
