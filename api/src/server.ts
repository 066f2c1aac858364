// Entry point: read the config, optionally migrate (API_AUTO_MIGRATE=1) and seed (API_SEED),
// listen, and shut down gracefully on signals.
// First: tracing hooks the modules the rest of the imports load (telemetry-start.ts).
import { telemetry } from './telemetry-start';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, developmentDefaultsInUse, loadConfig, type Config } from './config/env';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/pglite-lock';
import { seed } from './db/seed/index';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteDataDir: config.PGLITE_DATA_DIR,
  });
  if (config.API_AUTO_MIGRATE) await database.migrate();
  if (config.API_SEED !== 'none') await seed(database.db, { demo: config.API_SEED === 'demo', credentialKey: config.SERVER_CREDENTIAL_KEY });
  const app = await buildApp({ config, database });
  const defaults = developmentDefaultsInUse();
  if (defaults.length > 0) app.log.warn(`development defaults in use (never in production): ${defaults.join('; ')}`);
  // The step in progress is named when the grace delay runs out, with what still holds the
  // process open, so a shutdown that hangs says where (a fault run once waited the whole 10 s).
  let closing = 'the HTTP server and background jobs';
  closeWithGrace(
    {
      delay: config.SHUTDOWN_GRACE_MS,
      onTimeout: (delay) =>
        app.log.error({ step: closing, open: process.getActiveResourcesInfo() }, `shutdown did not finish within ${delay} ms: still closing ${closing}`),
    },
    async ({ err, signal }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await app.close();
      closing = 'the database';
      await database.close();
      closing = 'telemetry';
      await telemetry?.shutdown();
      app.log.info('shut down');
    },
  );
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  // Known start-up refusals are explained in their message; anything else gets its stack.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
