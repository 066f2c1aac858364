// `npm run outbox:retry-parked -w api`: puts parked outbox mail (undelivered for
// OUTBOX_RETRY_FOR_HOURS, decision 105) back in the queue once its cause is fixed, e.g. new SMTP
// credentials. A running API sends it on its next poll. Same environment as the server.
import { ConfigError, loadConfig } from '../config/env';
import { outboxRepository } from '../repositories/outbox';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/pglite-lock';

async function main(command: string | undefined) {
  if (command !== 'retry-parked') throw new ConfigError('usage: outbox-cli.ts retry-parked');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 1, pgliteDataDir: config.PGLITE_DATA_DIR });
  try {
    const count = await outboxRepository(database.db).retryParked(new Date());
    console.log(`re-queued ${count} parked message${count === 1 ? '' : 's'}`);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
