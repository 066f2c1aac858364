// `npm run db:migrate -w api` and `npm run db:seed -w api`: the same environment as the server.
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from './client';
import { DataDirLockedError } from './pglite-lock';
import { seed } from './seed/index';

async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: cli.ts migrate|seed');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: 2,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.PGLITE_DATA_DIR}`;
  try {
    // Seeding an unmigrated database would fail on missing tables, so seed migrates first.
    await database.migrate();
    if (command === 'seed') await seed(database.db);
    console.log(`${command === 'seed' ? 'migrated and seeded' : 'migrated'}: ${where}`);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
