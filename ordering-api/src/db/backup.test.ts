// The backups of docs/operations/backup.md, tried once: what is restored holds what was saved.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test/fingerprint';
import { openDatabase, type DatabaseHandle } from './client';
import { createEmptyDatabase, createTestDatabase } from './test-support';

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
const hasPgTools = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    execFileSync('pg_restore', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('backup and restore', () => {
  let source: DatabaseHandle;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'eorder-backup-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    source = await createTestDatabase();
  });
  afterAll(async () => {
    await source?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(onPostgres)('PGlite: a dump of the data folder, unpacked into a folder, opens with every row', async () => {
    const expected = await databaseFingerprint(source);
    const tarball = path.join(tempDir(), 'pglite.tar.gz');
    writeFileSync(tarball, Buffer.from(await (await source.pglite!.dumpDataDir('gzip')).arrayBuffer()));

    // Restore into a folder, as the server's PGLITE_DATA_DIR, then copy that folder while closed.
    const folder = path.join(tempDir(), 'pglite');
    const restored = await PGlite.create({
      dataDir: folder,
      loadDataDir: new Blob([readFileSync(tarball)]),
      extensions: { pg_trgm },
    });
    await restored.close();
    const copy = path.join(tempDir(), 'pglite-copy');
    cpSync(folder, copy, { recursive: true });
    const reopened = await openDatabase({ dataDir: copy });
    try {
      expect(await databaseFingerprint(reopened)).toEqual(expected);
      expect(expected.orders).toBeDefined();
      expect(expected.products!.rows).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it.skipIf(!onPostgres || !hasPgTools)('PostgreSQL: pg_dump then pg_restore into a new database gives every row', async () => {
    const expected = await databaseFingerprint(source);
    const { rows } = await source.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL!.trim());
    url.pathname = `/${rows[0]!.name}`;
    const file = path.join(tempDir(), 'eorder.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url.toString()}`]);

    const target = await createEmptyDatabase();
    try {
      const { rows: names } = await target.db.execute<{ name: string }>(sql`select current_database() as name`);
      url.pathname = `/${names[0]!.name}`;
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url.toString()}`, file]);
      expect(await databaseFingerprint(target)).toEqual(expected);
      expect(expected.products!.rows).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  }, 120_000);
});
