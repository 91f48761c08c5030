// On PostgreSQL a list by codes runs on connections that keep one generic plan (decision 126).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericPlanPool, type DatabaseHandle } from '../../db/client';
import { createTestDatabase, FIXTURE, fixtureNow } from '../../db/test-support';
import { createCatalogueRepository, plainFilter, type CatalogueScope } from './repository';
import { bangkokToday } from './scope';

describe.runIf(process.env.DATABASE_URL)('a list by codes on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let scope: CatalogueScope;

  beforeAll(async () => {
    handle = await createTestDatabase();
    scope = { saleUnit: 'DC01', customerCode: null, ...bangkokToday(fixtureNow()) };
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('runs on connections that always take the generic plan, beside a pool that plans as usual', async () => {
    const generic = genericPlanPool(handle.db);
    expect(generic).toBeDefined();
    expect((await generic!.query('show plan_cache_mode')).rows[0]).toEqual({ plan_cache_mode: 'force_generic_plan' });
    expect((await handle.pool!.query('show plan_cache_mode')).rows[0]).toEqual({ plan_cache_mode: 'auto' });
  });

  it('answers the same products in the order asked, past the executions a custom plan would take', async () => {
    const catalogue = createCatalogueRepository(handle.db);
    const { threeUnits, outOfStock, disabledAtDc01 } = FIXTURE.products;
    const codes = [outOfStock, disabledAtDc01, threeUnits];
    const answers: string[][] = [];
    // Eight runs: PostgreSQL plans a prepared statement for its values five times before it may
    // switch to a generic plan; every run must give the same rows.
    for (let run = 0; run < 8; run += 1) {
      const rows = await catalogue.listProducts(
        scope,
        plainFilter({ catalogue: 'any', productCodes: codes }),
        { skip: 0, take: codes.length },
      );
      answers.push(rows.map((row) => row.p_code));
    }
    // The product disabled at DC01 is left out; the rest keep the order they were asked in.
    for (const answer of answers) expect(answer).toEqual([outOfStock, threeUnits]);
  });
});
