// drizzle-kit only generates the SQL migrations; both drivers apply the same files at runtime.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
