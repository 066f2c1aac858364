// The storage a configuration asks for (decision 131): S3 with STORAGE_URL, the local folder
// otherwise. The AWS SDK loads only when a bucket is configured (decision 129: the API loads at
// start only what it uses).
import type { Config } from '../config/env';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { parseStorageUrl } from './storage-url';

export async function createStorage(config: Pick<Config, 'STORAGE_DIR' | 'STORAGE_URL'>): Promise<FileStorage> {
  if (!config.STORAGE_URL) return localStorage(config.STORAGE_DIR);
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(parseStorageUrl(config.STORAGE_URL));
}
