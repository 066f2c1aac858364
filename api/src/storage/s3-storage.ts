// Files in an S3-compatible bucket through the AWS SDK (decision 131). Credentials come from the
// SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a role, a profile), never from
// STORAGE_URL, so the URL can be logged and kept in a plain config map.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage';
import type { StorageLocation } from './storage-url';

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export function s3Storage(location: StorageLocation, client?: S3Client): FileStorage & { client: S3Client } {
  const s3 =
    client ??
    new S3Client({
      region: location.region,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      forcePathStyle: location.pathStyle,
    });
  const Bucket = location.bucket;
  const Key = (key: string) => {
    assertStorageKey(key);
    return location.prefix + key;
  };

  return {
    client: s3,
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: contentType, ContentLength: body.length }));
    },

    async read(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },

    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}
