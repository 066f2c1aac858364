// The folders the API reads at run time, named once for the sources and the build alike. This
// file is src/paths.ts; built (build.mjs), its code is inside dist/<entry>.js. Both sit one
// folder below the package, and the build copies the SQL migrations to dist/db/migrations: the
// same place relative to this code as src/db/migrations is to the sources.
import path from 'node:path';

/** The api package's folder (the package is CommonJS, decision 101: __dirname is defined). */
export const API_ROOT = path.resolve(__dirname, '..');

/** drizzle-kit's SQL migrations (drizzle.config.ts), applied by either driver's migrator. */
export const MIGRATIONS_FOLDER = path.join(__dirname, 'db', 'migrations');
