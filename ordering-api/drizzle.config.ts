import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied by src/db/migrate.ts at start (or `pnpm migrate`).
export default defineConfig({
  dialect: 'postgresql',
  // Every file of the folder, so a table file missing from index.ts is never taken for a dropped table.
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
