// One storage interface for every stored file (decision 131): the local disk by default, an
// S3-compatible bucket with STORAGE_URL. Keys are chosen by the server (storageKey), never taken
// from an uploader's file name, and every backend refuses a key outside the scheme, so no request
// can name a path of its own.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores `body` under `key`, replacing nothing: keys are fresh UUIDs. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under `key`. */
  read(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** `<area>/<id>/…/<uuid>`: lower-case words, digits and dashes, no dots, no empty segment. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}(\/[a-z0-9][a-z0-9-]{0,63}){1,7}$/;

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

/** Throws unless `key` is one the server could have made: the backends' guard against path tricks. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** A fresh key under `area/owner ids`, e.g. class-resources/3/17/<uuid>. */
export function storageKey(area: string, ...ids: number[]): string {
  const key = [area, ...ids.map(String), randomUUID()].join('/');
  assertStorageKey(key);
  return key;
}
