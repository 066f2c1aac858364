// pg_dump and pg_restore, the real tools (decision 315): their version must be the server's major
// version or newer, which the backup image guarantees (deploy/backup.Dockerfile). The password
// goes through PGPASSWORD, never the command line, where the process list would show it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { BackupError } from './backup-error';

export interface Connection {
  /** The URL without its password. */
  url: string;
  env: NodeJS.ProcessEnv;
}

export function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool; a failure is a BackupError with the tool's last words. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], connection: Connection): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: connection.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new BackupError(`${tool} could not run (${error.message}); install the PostgreSQL client tools`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new BackupError(`${tool} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim().split('\n').slice(-3).join(' / ')}`));
    });
  });
}

export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
