// `npm run db:migrate -w api` and `npm run db:seed -w api [-- --demo]`: the same environment as the
// server. `seed` writes the course catalogue; `--demo` adds the demo student and coupons, which
// production refuses (they have published credentials).
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/pglite-lock';
import { seed } from '../db/seed/index';

async function main(command: string | undefined, flags: string[]) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: cli.ts migrate | seed [--demo]');
  const demo = flags.includes('--demo');
  const config = loadConfig(demo ? { ...process.env, API_SEED: 'demo' } : process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: 2,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.PGLITE_DATA_DIR}`;
  try {
    // Seeding an unmigrated database would fail on missing tables, so seed migrates first.
    await database.migrate();
    if (command === 'seed') await seed(database.db, { demo, credentialKey: config.SERVER_CREDENTIAL_KEY });
    const done = command === 'migrate' ? 'migrated' : demo ? 'migrated and seeded (catalogue and demo data)' : 'migrated and seeded (catalogue)';
    console.log(`${done}: ${where}`);
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv.slice(3)).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
