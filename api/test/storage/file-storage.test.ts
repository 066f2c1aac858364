// The storage interface's contract (decision 131), run against both backends: the local folder
// and an S3-compatible bucket (s3rver, a local S3 fake, through the same AWS SDK the API uses
// against a real bucket). Then the local folder's own promise: no key reaches outside it.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { StorageKeyError, storageKey, type FileStorage } from '../../src/storage/file-storage';
import { localStorage } from '../../src/storage/local-storage';
import { s3Storage } from '../../src/storage/s3-storage';
import { parseStorageUrl } from '../../src/storage/storage-url';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

let tmp: string;
let s3rver: S3rver;
const backends: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3') });
  const { port } = await s3rver.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const s3 = s3Storage(parseStorageUrl(`s3://resources/academy?endpoint=http://127.0.0.1:${port}&region=ap-south-1`));
  await s3.client.send(new CreateBucketCommand({ Bucket: 'resources' }));
  backends.local = () => localStorage(path.join(tmp, 'local'));
  backends.s3 = () => s3;
});

afterAll(async () => {
  await s3rver?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s backend keeps the storage contract', (name) => {
  const storage = () => backends[name]!();

  it('stores, reads back as a stream, tells it exists and deletes', async () => {
    const key = storageKey('class-resources', 3, 17);
    const body = Buffer.from('%PDF-1.7 handbook ₹ bytes\n');
    expect(await storage().exists(key)).toBe(false);
    await storage().put(key, body, 'application/pdf');
    expect(await storage().exists(key)).toBe(true);
    expect(await bytesOf(await storage().read(key))).toEqual(body);
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    expect(await storage().read(key)).toBeNull();
  });

  it('answers null for a key never stored and deletes it without an error', async () => {
    const key = storageKey('class-resources', 1, 1);
    expect(await storage().read(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('keeps large binary files byte for byte (5 MB of every byte value)', async () => {
    const key = storageKey('class-resources', 9, 9);
    const body = Buffer.alloc(5 * 1024 * 1024, 0).map((_, i) => i % 256);
    await storage().put(key, Buffer.from(body), 'application/octet-stream');
    expect((await bytesOf(await storage().read(key)))!.equals(Buffer.from(body))).toBe(true);
  });

  it.each([
    '../outside',
    'class-resources/../../etc/passwd',
    '/etc/passwd',
    'class-resources\\..\\x',
    'class-resources/3/%2e%2e',
    'class-resources/./x',
    'class-resources//x',
    'Class-Resources/1/x',
    'class-resources/1/report.pdf',
    'single',
    '',
  ])('refuses the key %j on every operation', async (key) => {
    await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage().read(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage().exists(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage().delete(key)).rejects.toBeInstanceOf(StorageKeyError);
  });
});

describe('the local backend', () => {
  it('writes only inside its folder, and a refused key leaves nothing behind anywhere', async () => {
    const root = path.join(tmp, 'contained');
    const storage = localStorage(root);
    const outside = path.join(tmp, 'outside-secret');
    await writeFile(outside, 'secret');
    await expect(storage.read('../outside-secret')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.put('contained/../../outside-secret', Buffer.from('overwritten'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
    const key = storageKey('class-resources', 4, 2);
    await storage.put(key, Buffer.from('kept'), 'text/plain');
    const files = (await readdir(root, { recursive: true })).map(String);
    expect(files).toEqual(['class-resources', 'class-resources/4', 'class-resources/4/2', key].sort());
    expect(await readFile(outside, 'utf8')).toBe('secret');
    expect(files.some((f) => f.endsWith('.partial'))).toBe(false);
  });

  it('makes a fresh key for every file, never from a file name', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => storageKey('class-resources', 1, 2)));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^class-resources\/1\/2\/[0-9a-f-]{36}$/);
  });
});

describe('STORAGE_URL', () => {
  it('reads bucket, prefix, endpoint and region; an endpoint means path-style unless path_style=0', () => {
    expect(parseStorageUrl('s3://academy-files')).toEqual({ bucket: 'academy-files', prefix: '', endpoint: undefined, region: 'ap-south-1', pathStyle: false });
    expect(parseStorageUrl('s3://b/files/prod/?endpoint=http://127.0.0.1:9000&region=us-east-1')).toEqual({
      bucket: 'b',
      prefix: 'files/prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      pathStyle: true,
    });
    expect(parseStorageUrl('s3://b?endpoint=https://r2.example&path_style=0').pathStyle).toBe(false);
  });
});
