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

/**
 * The URL the tools are given, with no secret in it, and their environment. libpq also reads a
 * password (and a client key's passphrase) from the query string, so those leave the URL too.
 */
export function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = url.searchParams.get('password') ?? decodeURIComponent(url.password);
  const sslPassword = url.searchParams.get('sslpassword');
  url.password = '';
  url.searchParams.delete('password');
  url.searchParams.delete('sslpassword');
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  // libpq has no environment variable for sslpassword, so it could only travel on the command
  // line: refused rather than shown in the process list.
  if (sslPassword) throw new BackupError('DATABASE_URL: sslpassword in the URL is not supported by the backup job; use an unencrypted client key');
  return { url: url.toString(), env };
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
