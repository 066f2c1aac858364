/** @jest-environment node */
// The renderer image installs the shell's production dependencies and runs the page server's
// build (deploy/shell-renderer.Dockerfile): so what the built files require must be exactly
// Node's built-ins and the packages the page server's build leaves external, each a production
// dependency of the shell. Builds both server configs into a temp folder, as the shell's build does.
import { spawnSync } from 'node:child_process';
import { isBuiltin } from 'node:module';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const shellDir = path.resolve(__dirname, '../..');
const repoRoot = path.resolve(shellDir, '..');
const BUILD = `
import rspack from '@rspack/core';
import { createServerConfig } from 'mfe-shared/build/rspack-server';
import { createPageServerConfig, PAGE_SERVER_PACKAGES } from './build/page-server.mjs';
const [dir, outDir] = [process.cwd(), process.argv[1]];
console.log(JSON.stringify({ PAGE_SERVER_PACKAGES }));
const renderer = createServerConfig({ dir, name: 'shell', entry: './server/render/render.tsx', shareExternally: false, outDir });
rspack([renderer, createPageServerConfig({ dir, outDir, after: [renderer.name] })]).run((error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});`;

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

let tmp: string;
let server: string;
let PAGE_SERVER_PACKAGES: readonly string[];
const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'page-server-build-'));
  // As in the image and the repository: the build's externals resolve from a node_modules above it.
  await symlink(path.join(repoRoot, 'node_modules'), path.join(tmp, 'node_modules'));
  // The build helpers read mfe-shared/build/federation.ts: a plain Node 20 needs the TypeScript hooks.
  const hooks = require.resolve('mfe-shared/build/register-typescript');
  const result = spawnSync(process.execPath, ['--import', hooks, '--input-type=module', '-e', BUILD, path.join(tmp, 'dist')], {
    cwd: shellDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}${result.stderr}`);
  ({ PAGE_SERVER_PACKAGES } = JSON.parse(result.stdout.split('\n')[0] as string) as { PAGE_SERVER_PACKAGES: string[] });
  server = path.join(tmp, 'dist', 'server');
}, 180_000);
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The modules a CommonJS bundle requires by name. */
async function requiredPackages(file: string): Promise<string[]> {
  const text = await readFile(path.join(server, file), 'utf8');
  const names = [...text.matchAll(/\brequire\("([^"./][^"]*)"\)/g)].map(([, name]) => name as string).filter((name) => !isBuiltin(name));
  return [...new Set(names.map((name) => packageOf(name)))].sort();
}

test("the page server requires exactly its external packages, and the renderer none: both run on Node's built-ins and those", async () => {
  expect(await requiredPackages('page-server.cjs')).toEqual([...PAGE_SERVER_PACKAGES].sort());
  expect(await requiredPackages('render.cjs')).toEqual([]);
});

test('the built production entry holds nothing of the local stack; the local entry adds it to that same file', async () => {
  const production = (await import(path.join(server, 'page-server.cjs'))) as Record<string, unknown>;
  const local = (await import(path.join(server, 'local-servers.cjs'))) as Record<string, unknown>;
  expect(production).not.toHaveProperty('startRemoteServer');
  expect(production).not.toHaveProperty('runtimeConfigFromFile');
  expect(await readFile(path.join(server, 'page-server.cjs'), 'utf8')).not.toMatch(/remote-server|runtime-config-file/);
  expect(typeof local.startRemoteServer).toBe('function');
  expect(typeof local.runtimeConfigFromFile).toBe('function');
  // Required from page-server.cjs, not bundled again: one page server.
  expect(local.startShellServer).toBe(production.startShellServer);
  expect(await requiredPackages('local-servers.cjs')).toEqual([...PAGE_SERVER_PACKAGES].sort());
});

test('those packages are production dependencies of the shell, in its package.json and in the lockfile npm ci installs from', async () => {
  const pkg = JSON.parse(await readFile(path.join(shellDir, 'package.json'), 'utf8')) as PackageJson;
  const lock = JSON.parse(await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, PackageJson> };
  for (const name of PAGE_SERVER_PACKAGES) {
    expect(pkg.dependencies?.[name]).toBeTruthy();
    expect(pkg.devDependencies?.[name]).toBeUndefined();
    expect(lock.packages.shell?.dependencies?.[name]).toBe(pkg.dependencies?.[name]);
  }
});

test('the built files name no path of the machine that built them', async () => {
  for (const file of ['page-server.cjs', 'local-servers.cjs', 'render.cjs']) {
    const text = await readFile(path.join(server, file), 'utf8');
    expect(text).not.toContain(repoRoot);
    expect(text).not.toContain('file:///');
  }
});

test('the build writes the nginx header templates from the page server it built, with that build’s loader hash', async () => {
  const built = (await import(path.join(server, 'page-server.cjs'))) as { START_AFTER_PAINT_CSP_HASH: string; nginxHeaderTemplates(): Record<string, string> };
  const dir = path.join(server, 'nginx');
  expect((await readdir(dir)).sort()).toEqual(Object.keys(built.nginxHeaderTemplates()).sort());
  for (const [name, text] of Object.entries(built.nginxHeaderTemplates())) expect(await readFile(path.join(dir, name), 'utf8')).toBe(text);
  expect(await readFile(path.join(dir, 'shell-headers-prerendered.conf.template'), 'utf8')).toContain(built.START_AFTER_PAINT_CSP_HASH);
  expect(await readFile(path.join(dir, 'shell-headers.conf.template'), 'utf8')).not.toContain('sha256-');
});
