// A storage backend that fails (a bucket out of reach, a disk that refuses writes) is a
// dependency being down, not a bug: callers get 503 {detail} with Retry-After, as they do when the
// database or the payment provider is down (decision 108), and the operator gets a warning with
// the backend's own error. A key outside the scheme stays an error of ours (500).
import type { FastifyBaseLogger } from 'fastify';
import { RESOURCE_MESSAGES } from '@sap-academy/contracts';
import { DomainError } from '../domain/errors';
import { StorageKeyError, type FileStorage } from './file-storage';

export const STORAGE_RETRY_AFTER_SECONDS = 30;

export function unavailableOnFailure(storage: FileStorage, log: Pick<FastifyBaseLogger, 'warn'>): FileStorage {
  const guard =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        if (err instanceof StorageKeyError || err instanceof DomainError) throw err;
        log.warn({ err, operation }, 'file storage unavailable');
        throw new DomainError('unavailable', RESOURCE_MESSAGES.storageUnavailable, { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS, cause: err });
      }
    };
  return {
    put: guard('put', (key: string, body: Buffer, contentType: string) => storage.put(key, body, contentType)),
    read: guard('read', (key: string) => storage.read(key)),
    delete: guard('delete', (key: string) => storage.delete(key)),
    exists: guard('exists', (key: string) => storage.exists(key)),
  };
}
