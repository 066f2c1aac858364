import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp<{ database?: Database }>(
  async (app, opts) => {
    // Tests hand in one shared database per file and close it themselves.
    const owned = !opts.database;
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: app.config.DATABASE_URL,
        poolSize: app.config.DATABASE_POOL_SIZE,
        pgliteDataDir: app.config.PGLITE_DATA_DIR,
      }));
    database.logConnectionErrorsTo((err) => app.log.warn({ err }, 'database connection error'));
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
