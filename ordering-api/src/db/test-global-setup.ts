/**
 * Optional vitest globalSetup: builds the fixture once per test run instead of once per test process.
 * PGlite: the migrated, seeded database is dumped to a file the test processes load (TEST_ENV.pgliteSnapshot).
 * PostgreSQL (DATABASE_URL): one template database for the run (TEST_ENV.templateDatabase), dropped at the end.
 * The generated pictures go to one folder (TEST_ENV.filesDir), removed at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite, openDatabase } from './client';
import { createPostgresTemplate, dropDatabase, dropStaleTestDatabases, fillFixture, TEST_ENV } from './test-support';

export default async function setup(): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'eorder-test-run-'));
  const filesDir = path.join(workDir, 'files');
  process.env[TEST_ENV.filesDir] = filesDir;
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    await dropStaleTestDatabases(url);
    const template = await createPostgresTemplate(url, filesDir);
    process.env[TEST_ENV.templateDatabase] = template;
    return async () => {
      await dropDatabase(url, template);
      rmSync(workDir, { recursive: true, force: true });
    };
  }
  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  await fillFixture(handle, filesDir);
  const dump = await pglite.dumpDataDir('none');
  const snapshot = path.join(workDir, 'fixture.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env[TEST_ENV.pgliteSnapshot] = snapshot;
  return () => {
    rmSync(workDir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
