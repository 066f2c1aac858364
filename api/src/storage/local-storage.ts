// Files on the local disk under one folder (decision 131). Each key is checked against the key
// scheme and its resolved path must stay inside the folder, so `..`, absolute paths and
// backslashes cannot reach anything else. A file is written to a temporary name and renamed, so a
// reader never sees half a file.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { StorageKeyError, assertStorageKey, type FileStorage } from './file-storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function localStorage(folder: string): FileStorage {
  const root = path.resolve(folder);

  function pathOf(key: string): string {
    assertStorageKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new StorageKeyError('key leaves the storage folder');
    return full;
  }

  return {
    async put(key, body) {
      const full = pathOf(key);
      await mkdir(path.dirname(full), { recursive: true });
      const partial = `${full}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body, { flag: 'wx' });
        await rename(partial, full);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async read(key) {
      const full = pathOf(key);
      try {
        if (!(await stat(full)).isFile()) return null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      return createReadStream(full);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}
