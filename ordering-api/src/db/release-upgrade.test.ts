// The previous release's data, migrated to this one: nothing lost, released migrations untouched.
// The fixture is made at each release by `pnpm --filter @eorder/ordering-api release:fixture`.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationHashes, RELEASES_DIR, type ReleaseManifest } from '../../test/release-fixture';
import { createTestClock } from '../../test/clock';
import { databaseFingerprint, runSqlScript } from '../../test/fingerprint';
import { createOrdersModule } from '../modules/orders/service';
import type { DatabaseHandle } from './client';
import { findMigrationsFolder, migrateDatabase } from './migrate';
import { orders } from './schema';
import { createEmptyDatabase } from './test-support';

function newestRelease(): ReleaseManifest {
  const names = readdirSync(RELEASES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const newest = names.at(-1);
  if (!newest) throw new Error('No release fixture; make one with `pnpm release:fixture`');
  return JSON.parse(readFileSync(path.join(RELEASES_DIR, newest), 'utf8')) as ReleaseManifest;
}

/** A copy of the migrations folder that ends at the release's last migration. */
function migrationsOf(release: ReleaseManifest): string {
  const source = findMigrationsFolder();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'eorder-release-'));
  cpSync(source, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter(({ tag }) => tag in release.migrations);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('an upgrade from the previous release', () => {
  const release = newestRelease();
  let handle: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    handle = await createEmptyDatabase();
    folder = migrationsOf(release);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('adds migrations only after the released ones, and never edits a released one', () => {
    const current = migrationHashes();
    const released = Object.keys(release.migrations);
    expect(Object.keys(current).slice(0, released.length)).toEqual(released);
    for (const tag of released) expect({ tag, hash: current[tag] }).toEqual({ tag, hash: release.migrations[tag] });
    expect(readdirSync(findMigrationsFolder()).filter((name) => /down/i.test(name))).toEqual([]);
  });

  it('keeps every row and every released column of the release data', async () => {
    await migrateDatabase(handle, { migrationsFolder: folder });
    await runSqlScript(handle, gunzipSync(readFileSync(path.join(RELEASES_DIR, `${release.tag}.sql.gz`))).toString('utf8'));
    const before = await databaseFingerprint(handle);
    expect(before.orders?.rows).toBeGreaterThan(0);
    expect(before.order_status_history?.rows).toBeGreaterThan(0);

    await migrateDatabase(handle);
    const after = await databaseFingerprint(handle, before);
    expect(after).toEqual(before);

    // The upgraded orders still answer as the contract says.
    const module = createOrdersModule({ db: handle.db, clock: createTestClock() });
    const rows = await handle.db.select().from(orders);
    const answers = await Promise.all(rows.map((row) => module.queries.orderWire(row)));
    expect(new Set(answers.map((answer) => answer.Status)).size).toBeGreaterThan(1);
    expect(answers.map((answer) => answer.OrderID).sort()).toEqual(rows.map((row) => row.orderId).sort());
  }, 120_000);
});
