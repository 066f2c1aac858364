// The storage a configuration asks for (decision 131): S3 with STORAGE_URL, the local folder otherwise.
import type { Config } from '../config/env';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { parseStorageUrl } from './storage-url';

export function createStorage(config: Pick<Config, 'STORAGE_DIR' | 'STORAGE_URL'>): FileStorage {
  return config.STORAGE_URL ? s3Storage(parseStorageUrl(config.STORAGE_URL)) : localStorage(config.STORAGE_DIR);
}
