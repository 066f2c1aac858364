// `npm run user:create-admin -w api -- --email E --name N [--role editor] [--password-stdin]`:
// creates a staff account or promotes an existing user; the public register call never
// sets a role. The password comes from ADMIN_PASSWORD or standard input, never from the command
// line (it would stay in the shell history and the process list). Same environment as the server.
import { ConfigError, loadConfig } from '../config/env';
import { UsageError, checkPassword, createOrPromoteStaff, parseStaffArgs } from '../services/staff-accounts';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/pglite-lock';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]) {
  const args = parseStaffArgs(argv);
  const password = checkPassword(args.passwordStdin ? await readStdin() : process.env.ADMIN_PASSWORD);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1, pgliteDataDir: config.PGLITE_DATA_DIR });
  try {
    // A new database has no users table yet; migrating is idempotent.
    await database.migrate();
    const result = await createOrPromoteStaff(database.db, { email: args.email, name: args.name, role: args.role, password }, config);
    console.log(`${result.created ? 'created' : 'updated'} ${args.role} ${args.email} (user ${result.userId})`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof UsageError ? err.message : err);
  process.exit(1);
});
