// @ts-check
// Where releases are published (decision 308): a folder (a volume the remotes' nginx serves, or
// a mounted CDN origin) or an S3-compatible bucket (`s3://bucket/prefix`). Both are used the
// same way: read a key, and write a key with the headers a browser and a CDN need.
import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * @typedef {{ contentType: string, cacheControl: string }} ObjectHeaders
 * @typedef {{
 *   describe: string,
 *   read(key: string): Promise<Buffer | undefined>,
 *   write(key: string, body: Buffer, headers: ObjectHeaders): Promise<void>,
 * }} ReleaseStore
 */

/** @param {string} target a folder, or `s3://bucket[/prefix]` */
export function openStore(target, env = process.env) {
  return target.startsWith('s3://') ? s3Store(target, env) : folderStore(path.resolve(target));
}

/** @returns {ReleaseStore} */
function folderStore(root) {
  const file = (key) => path.join(root, ...key.split('/'));
  return {
    describe: root,
    async read(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(key, body) {
      // Written beside and renamed, so a reader never sees half a manifest.
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.partial`, body);
      await rename(`${target}.partial`, target);
    },
  };
}

/**
 * S3 through the AWS SDK: credentials and region from the SDK's usual chain (AWS_PROFILE,
 * AWS_ACCESS_KEY_ID, …; region ap-south-1 when none is set); S3_ENDPOINT names an S3-compatible
 * service (MinIO, R2, the tests' fake) and switches to path-style addressing.
 * @returns {ReleaseStore}
 */
function s3Store(target, env) {
  const url = new URL(target);
  const bucket = url.hostname;
  const base = url.pathname.replace(/^\/+|\/+$/g, '');
  const keyOf = (key) => (base ? `${base}/${key}` : key);
  const endpoint = env.S3_ENDPOINT || undefined;
  // Keys given in `env` are used as given (the tests pass their own); otherwise the SDK's chain.
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
      : undefined;
  const client = new S3Client({ region: env.AWS_REGION || 'ap-south-1', credentials, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  return {
    describe: target,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (/** @type {{ name?: string }} */ (error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async write(key, body, headers) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: body, ContentType: headers.contentType, CacheControl: headers.cacheControl }),
      );
    },
  };
}
