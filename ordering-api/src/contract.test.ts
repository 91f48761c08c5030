// The ordering API and the contract (@eorder/shared) name the same calls: every route it serves
// is a call of the contract and is in /docs; every call of the contract is served, or listed in
// NOT_YET_BUILT with the issue that builds it, and never both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIST, NOT_YET_BUILT, toOpenApiPath } from '@eorder/shared';
import type { DatabaseHandle } from './db/client';
import { openTestDatabase } from '../test/database';
import { buildTestApp, type TestApp } from '../test/app';

let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

// Routes match regardless of case (app.ts), so the comparison does too.
const key = (method: string, path: string) => `${method.toUpperCase()} ${toOpenApiPath(path).toLowerCase()}`;

const contractKeys = new Set(
  CALL_LIST.flatMap((call) => [call.path, ...(call.aliases ?? [])].map((path) => key(call.method, path))),
);

function documentedOperations(): string[] {
  const document = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => key(method, path)),
  );
}

const served = (call: (typeof CALL_LIST)[number]) =>
  [call.path, ...(call.aliases ?? [])].every((url) => t.app.hasRoute({ method: call.method, url }));

describe('the ordering API serves the contract', () => {
  it('serves no route that the contract does not describe', () => {
    const documented = documentedOperations();
    expect(documented.length).toBeGreaterThan(60);
    expect(documented.filter((operation) => !contractKeys.has(operation))).toEqual([]);
  });

  it('serves every call of the contract except those not yet built', () => {
    const notYetBuilt = new Set<string>(Object.keys(NOT_YET_BUILT));
    const missing = CALL_LIST.filter((call) => !notYetBuilt.has(call.name) && !served(call));
    expect(missing.map((call) => `${call.name} ${call.method} ${call.path}`)).toEqual([]);
  });

  it('lists as not yet built only calls it does not serve', () => {
    const built = CALL_LIST.filter((call) => call.name in NOT_YET_BUILT && served(call));
    expect(built.map((call) => call.name)).toEqual([]);
  });

  it('documents every call it serves in /docs', () => {
    const documented = new Set(documentedOperations());
    const undocumented = CALL_LIST.filter(served).filter(
      (call) => !documented.has(key(call.method, call.path)),
    );
    expect(undocumented.map((call) => call.name)).toEqual([]);
  });
});
