import { defineConfig } from 'drizzle-kit';

// One set of SQL migrations for both the embedded database (PGlite) and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
