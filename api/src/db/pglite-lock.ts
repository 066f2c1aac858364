// PGlite is one process's database: two processes on one data folder corrupt it. A lock file
// next to the folder (holding the owner's pid) turns that mistake into a clear error.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Takes the lock or throws; a lock left by a dead process is taken over. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `PGlite data folder ${dataDir} is in use by process ${owner}; stop it, set another PGLITE_DATA_DIR, or delete ${file} if that process is not an API.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
