// The test file's database: a fresh copy of the fixture (see src/db/test-support.ts), on PGlite by
// default and on PostgreSQL when DATABASE_URL is set. Close it in afterAll.
export { createTestDatabase as openTestDatabase, FIXTURE } from '../src/db/test-support';
