// Backups in an S3-compatible bucket (decision 315), configured like the stored files' bucket
// (decision 131: s3://bucket/prefix?endpoint=…, credentials from the AWS SDK's chain). Loaded only
// when BACKUP_URL is s3://.
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageLocation } from '../storage/storage-url';
import type { BackupStore } from './backup-store';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export function s3BackupStore(location: StorageLocation, where: string): BackupStore {
  const s3 = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.pathStyle,
    // A streamed upload with the SDK's default checksums goes out aws-chunked with a trailer,
    // which some S3-compatible stores keep as the object's bytes (s3rver did: the read-back check
    // caught it). The dump's own sha256, checked on the copy read back, is the integrity check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const Key = (key: string) => location.prefix + key;
  const get = async (key: string): Promise<Readable | null> => {
    try {
      return (await s3.send(new GetObjectCommand({ Bucket, Key: Key(key) }))).Body as Readable;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const listing = async (prefix: string, delimiter?: string) => {
    const keys: string[] = [];
    const folders: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), Delimiter: delimiter, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(location.prefix.length));
      for (const common of page.CommonPrefixes ?? []) if (common.Prefix) folders.push(common.Prefix.slice(location.prefix.length).replace(/\/$/, ''));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return { keys, folders };
  };

  return {
    where,
    folders: async () => (await listing('', '/')).folders.filter((name) => !name.startsWith('.')),
    list: async (prefix) => (await listing(prefix)).keys,
    async putFile(key, file) {
      const { size } = await stat(file);
      await s3.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: createReadStream(file), ContentLength: size }));
    },
    async putBytes(key, bytes) {
      await s3.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: bytes, ContentLength: bytes.length }));
    },
    async getFile(key, file) {
      const body = await get(key);
      if (!body) return false;
      await pipeline(body, createWriteStream(file));
      return true;
    },
    async getBytes(key) {
      const body = await get(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async size(key) {
      try {
        return (await s3.send(new HeadObjectCommand({ Bucket, Key: Key(key) }))).ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
