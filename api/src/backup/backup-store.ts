// Where backups live (decision 315): a folder (a mounted volume) or an S3-compatible bucket. Keys
// are the job's own (`<backup id>/database.dump`, `<backup id>/manifest.json`,
// `files/<storage key>`), never a user's. A folder's files are written under a temporary name and
// renamed, so a reader never sees half a dump; S3 objects appear whole.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { parseStorageUrl } from '../storage/storage-url';

export interface BackupStore {
  /** For messages: the folder or the s3:// URL. */
  where: string;
  /** The top-level names (one per backup, and `files`), dot-names excluded. */
  folders(): Promise<string[]>;
  /** Every key under `prefix` (which ends with '/'). */
  list(prefix: string): Promise<string[]>;
  putFile(key: string, file: string): Promise<void>;
  putBytes(key: string, bytes: Buffer): Promise<void>;
  /** Copies the object to `file`; false when there is none. */
  getFile(key: string, file: string): Promise<boolean>;
  getBytes(key: string): Promise<Buffer | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export async function openBackupStore(url: string): Promise<BackupStore> {
  if (!url.startsWith('s3:')) return folderStore(url);
  const { s3BackupStore } = await import('./s3-backup-store');
  return s3BackupStore(parseStorageUrl(url), url);
}

// A dump holds every student's personal data and the copies every uploaded file: readable by the
// backup job's own user only, whatever the process's umask.
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

export function folderStore(folder: string): BackupStore {
  const root = path.resolve(folder);
  const pathOf = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`backup key leaves the folder: ${key}`);
    return full;
  };
  const atomically = async (key: string, write: (partial: string) => Promise<void>) => {
    const full = pathOf(key);
    await mkdir(path.dirname(full), { recursive: true, mode: PRIVATE_FOLDER });
    const partial = path.join(path.dirname(full), `.${path.basename(full)}.${randomUUID()}.partial`);
    try {
      await write(partial);
      await rename(partial, full);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  };
  const walk = async (dir: string): Promise<string[]> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    const found: string[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) found.push(...(await walk(full)));
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
    return found;
  };

  return {
    where: root,
    async folders() {
      try {
        return (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
    },
    list: (prefix) => walk(pathOf(prefix.replace(/\/$/, ''))),
    putFile: (key, file) => atomically(key, (partial) => pipeline(createReadStream(file), createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE }))),
    putBytes: (key, bytes) => atomically(key, (partial) => writeFile(partial, bytes, { flag: 'wx', mode: PRIVATE_FILE })),
    async getFile(key, file) {
      try {
        await pipeline(createReadStream(pathOf(key)), createWriteStream(file));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async getBytes(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      const full = pathOf(key);
      await rm(full, { force: true });
      // A folder is a backup while it exists (S3 has no empty folders): the last file takes it along.
      for (let dir = path.dirname(full); dir !== root; dir = path.dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break; // not empty (or already gone)
        }
      }
    },
  };
}
