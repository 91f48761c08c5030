// The test file's database: a fresh copy of the fixture (see src/db/test-support.ts), on PGlite by
// default and on PostgreSQL when DATABASE_URL is set. Close it in afterAll.
export { createTestDatabase as openTestDatabase, FIXTURE } from '../src/db/test-support';

import { it } from 'vitest';

/**
 * Where a file's tests need PostgreSQL (describe.runIf(process.env.DATABASE_URL)): without
 * DATABASE_URL, one skipped test that says so, so the run's report shows why they did not run.
 */
export function sayWhenSkippedWithoutPostgres(what: string): void {
  if (!process.env.DATABASE_URL)
    it.skip(`${what}: SKIPPED, needs PostgreSQL (set DATABASE_URL; npm test uses 127.0.0.1:5432 when it answers)`, () => undefined);
}
