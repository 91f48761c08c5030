// `pnpm migrate`: applies the migrations to DATABASE_URL, or to the PGlite folder PGLITE_DATA_DIR
// (default <workspace root>/.data/pglite). A command-line tool, so it reads the environment itself.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '@eorder/shared/server';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

/** Where PGlite keeps its data when nothing else is said. */
export const defaultPgliteDataDir = (): string => path.join(findRepoRoot(), '.data', 'pglite');

function blankToUndefined(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

async function main(): Promise<void> {
  const databaseUrl = blankToUndefined(process.env.DATABASE_URL);
  const dataDir = blankToUndefined(process.env.PGLITE_DATA_DIR) ?? defaultPgliteDataDir();
  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir });
  try {
    await migrateDatabase(handle);
    console.log(`Migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`}).`);
  } finally {
    await handle.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error('Migration failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
