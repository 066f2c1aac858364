// `node scripts/release.mjs publish` (decision 308) on a remote's build: the gate runs before
// anything is written, a version is published once (the same files again are a no-op, other
// files are refused), to a folder and to an S3-compatible bucket (s3rver, with the AWS SDK the
// command uses against AWS), with the cache headers a CDN needs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { release } from '../release.mjs';
import { FILE_LIST } from '../lib/release/publish.mjs';
import { repoRoot } from '../lib/paths.mjs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const { version } = JSON.parse(await readFile(path.join(repoRoot, 'mfe-lms', 'package.json'), 'utf8'));

const SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'mfe-shared': '0.1.0', zustand: '5.1.0' };
const manifest = (name, shared, buildVersion) => ({
  id: name,
  name,
  metaData: { name, buildInfo: { buildVersion }, remoteEntry: { name: 'remoteEntry.js' } },
  shared: Object.entries(shared).map(([key, v]) => ({ id: `${name}:${key}`, name: key, version: v, requiredVersion: v, singleton: true })),
  exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
});

let tmp = '';
let shellManifest = '';
before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'release-test-'));
  shellManifest = path.join(tmp, 'shell-mf-manifest.json');
  await writeFile(shellManifest, JSON.stringify(manifest('shell', SHARED, '0.1.0')));
});
after(() => rm(tmp, { recursive: true, force: true }));

/** A portal build in a fresh folder; `shared` overrides the versions it was built against. */
async function portalBuild(shared = {}) {
  const dist = await mkdtemp(path.join(tmp, 'dist-'));
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest('mfe_lms', { ...SHARED, ...shared }, version)));
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var mfe_lms;');
  await writeFile(path.join(dist, '1150.4c271c499e.js'), 'export const chunk = 1;');
  await writeFile(path.join(dist, '1150.4c271c499e.js.br'), Buffer.from([0x1b, 0x02]));
  await writeFile(path.join(dist, 'server', 'ssr-manifest.json'), '{}');
  return dist;
}

const publish = (dist, to, extra = [], env = process.env) =>
  release(['publish', 'mfe-lms', '--no-build', '--dist', dist, '--to', to, '--shell', shellManifest, ...extra], env, () => {});

test('publishes the build under <remote>/<version>/ once; the same files again are a no-op, other files are refused', async () => {
  const to = path.join(tmp, 'cdn');
  const dist = await portalBuild();
  const first = await publish(dist, to);
  assert.equal(first.status, 'published');
  assert.equal(first.files, 5);
  const folder = path.join(to, 'mfe-lms', version);
  assert.deepEqual(
    (await readdir(folder, { recursive: true })).sort(),
    ['1150.4c271c499e.js', '1150.4c271c499e.js.br', FILE_LIST, 'mf-manifest.json', 'remoteEntry.js', 'server', 'server/ssr-manifest.json'].sort(),
  );
  const list = JSON.parse(await readFile(path.join(folder, FILE_LIST), 'utf8'));
  assert.equal(Object.keys(list.files).length, 5);

  assert.equal((await publish(dist, to)).status, 'unchanged');
  await writeFile(path.join(dist, '1150.4c271c499e.js'), 'export const chunk = 2;');
  await assert.rejects(
    publish(dist, to),
    new RegExp(
      `mfe-lms ${version.replace(/\./g, '\\.')} is already published .* other files \\(1150\\.4c271c499e\\.js\\): a published version never changes; bump mfe-lms's version`,
    ),
  );
  assert.equal(await readFile(path.join(folder, '1150.4c271c499e.js'), 'utf8'), 'export const chunk = 1;', 'the published chunk is untouched');
});

test('a publish cut short (no file list yet) is completed by the next one', async () => {
  const to = path.join(tmp, 'cut-short');
  const dist = await portalBuild();
  await mkdir(path.join(to, 'mfe-lms', version), { recursive: true });
  await writeFile(path.join(to, 'mfe-lms', version, 'mf-manifest.json'), '{"half":');
  assert.equal((await publish(dist, to)).status, 'published');
  assert.equal(JSON.parse(await readFile(path.join(to, 'mfe-lms', version, 'mf-manifest.json'), 'utf8')).name, 'mfe_lms');
});

test('the gate refuses a build against another React before anything is written, naming both versions', async () => {
  const to = path.join(tmp, 'refused');
  const dist = await portalBuild({ react: '20.0.0', 'react-dom': '20.0.0' });
  await assert.rejects(publish(dist, to), (error) => {
    assert.match(String(error), /release refused: mfe-lms .* cannot run on the production shell/);
    assert.match(String(error), /was built against react 20\.0\.0; the shell in production provides 19\.3\.1/);
    assert.match(String(error), /react-dom 20\.0\.0; the shell in production provides 19\.3\.1/);
    return true;
  });
  await assert.rejects(readdir(to), { code: 'ENOENT' });
  // A patch release of React in the build is not a reason to refuse.
  assert.equal((await publish(await portalBuild({ react: '19.3.2', 'react-dom': '19.3.2' }), to)).status, 'published');
});

test('a route module the build does not expose is refused', async () => {
  await assert.rejects(
    publish(await portalBuild(), path.join(tmp, 'modules'), ['--module', './labs']),
    /does not expose \.\/labs, which the route map loads from it/,
  );
});

test('usage: where to publish and which shell are required; a dist of another version is refused', async () => {
  const dist = await portalBuild();
  await assert.rejects(
    release(['publish', 'mfe-lms', '--no-build', '--dist', dist, '--shell', shellManifest], {}, () => {}),
    /--to <folder\|s3:\/\/bucket\/prefix>/,
  );
  await assert.rejects(
    release(['publish', 'mfe-lms', '--no-build', '--dist', dist, '--to', tmp], {}, () => {}),
    /production shell's mf-manifest\.json: --shell/,
  );
  await assert.rejects(
    release(['ship', 'mfe-lms'], {}, () => {}),
    /^Error: usage: node scripts\/release\.mjs <command> …\n {2}publish <mfe-marketing/,
  );
  const stale = await portalBuild();
  await writeFile(path.join(stale, 'mf-manifest.json'), JSON.stringify(manifest('mfe_lms', SHARED, '0.0.1')));
  await assert.rejects(publish(stale, path.join(tmp, 'stale')), new RegExp(`holds mfe-lms 0\\.0\\.1, not the package's ${version.replace(/\./g, '\\.')}`));
});

test('publishes to an S3-compatible bucket with immutable chunks and revalidated entry files', async () => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3') });
  const { port } = await server.run();
  try {
    const env = {
      ...process.env,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'ap-south-1',
    };
    const s3 = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.AWS_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: 'sap-academy-remotes' }));
    const dist = await portalBuild();
    const to = 's3://sap-academy-remotes/releases';
    assert.equal((await publish(dist, to, [], env)).status, 'published');
    const head = (file) => s3.send(new HeadObjectCommand({ Bucket: 'sap-academy-remotes', Key: `releases/mfe-lms/${version}/${file}` }));
    const chunk = await head('1150.4c271c499e.js');
    assert.equal(chunk.CacheControl, 'public, max-age=31536000, immutable');
    assert.equal(chunk.ContentType, 'text/javascript; charset=utf-8');
    const entry = await head('mf-manifest.json');
    assert.equal(entry.CacheControl, 'no-cache');
    assert.equal(entry.ContentType, 'application/json');
    assert.equal((await head('remoteEntry.js')).CacheControl, 'no-cache');
    assert.equal((await publish(dist, to, [], env)).status, 'unchanged');
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var mfe_lms = 2;');
    await assert.rejects(publish(dist, to, [], env), /already published in s3:\/\/sap-academy-remotes\/releases with other files \(remoteEntry\.js\)/);
  } finally {
    await server.close();
  }
});
