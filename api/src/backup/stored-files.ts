// The uploaded files of the storage interface (decision 131) as the backup sees them: every key,
// and each file's bytes. FileStorage has no listing (the API never needs one); the job lists the
// folder or the bucket itself and reads and writes through FileStorage.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from '../storage/file-storage';
import { localStorage } from '../storage/local-storage';
import { parseStorageUrl } from '../storage/storage-url';

export interface StoredFiles {
  storage: FileStorage;
  keys(): Promise<string[]>;
}

const isKey = (key: string) => {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    // A half-written `.partial` file, or anything not the API's.
    return false;
  }
};

export async function openStoredFiles(options: { storageDir: string; storageUrl?: string }): Promise<StoredFiles> {
  if (!options.storageUrl) {
    const root = path.resolve(options.storageDir);
    return {
      storage: localStorage(root),
      async keys() {
        let entries: string[];
        try {
          entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw err;
        }
        return entries
          .map((full) => path.relative(root, full).split(path.sep).join('/'))
          .filter(isKey)
          .sort();
      },
    };
  }
  const location = parseStorageUrl(options.storageUrl);
  const { s3Storage } = await import('../storage/s3-storage');
  const storage = s3Storage(location);
  return {
    storage,
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await storage.client.send(new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(location.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.filter(isKey).sort();
    },
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
