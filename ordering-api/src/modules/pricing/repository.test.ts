// The facts pricing reads, each in one query: products with the advance prices of
// the day, and the promotions running with the customer's own standing.
import { bangkokDateKey } from '@eorder/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { advancePrices, promotionCustomerUsages, stock } from '../../db/schema';
import { createTestDatabase, FIXTURE, fixtureNow } from '../../db/test-support';
import { createPricingRepository, isoDate } from './repository';

const DC01 = 'DC01';
const { singleUnit, threeUnits, disabledAtDc01 } = FIXTURE.products;
const today = bangkokDateKey(fixtureNow());

let db: DatabaseHandle;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('loadProducts', () => {
  it('answers the products the center sells, with stock and only the advance prices of the day', async () => {
    await db.db.insert(advancePrices).values([
      {
        saleUnit: DC01,
        pCode: singleUnit,
        dateStart: isoDate(today),
        dateEnd: isoDate(today),
        unit1PriceLevel1: 88.5,
        unit1PriceLevel1Type: '1',
      },
      // yesterday's: not read
      {
        saleUnit: DC01,
        pCode: singleUnit,
        dateStart: '2000-01-01',
        dateEnd: '2000-01-02',
        unit1PriceLevel2: 1,
      },
    ]);
    const [row] = await db.db
      .select()
      .from(stock)
      .where(and(eq(stock.saleUnit, DC01), eq(stock.pCode, threeUnits)));
    const products = await createPricingRepository(db.db).loadProducts(
      DC01,
      [singleUnit, threeUnits, disabledAtDc01, 'NO-SUCH'],
      today,
    );
    expect([...products.keys()].sort()).toEqual([threeUnits, singleUnit].sort());
    expect(products.get(singleUnit)?.facts.advancePrices).toEqual([
      {
        dateStart: today,
        dateEnd: today,
        cells: [{ unit: 1, level: 1, price: 88.5, type: '1' }],
      },
    ]);
    const three = products.get(threeUnits)?.facts;
    expect(three?.advancePrices).toEqual([]);
    expect(three?.stockAvailable).toBe(row?.available);
    expect(three?.units.map((u) => u.rate)).toEqual([1, 6, 24]);
  });
});

describe('loadPromotions', () => {
  const { byUnitForListedCustomers, discountValue } = FIXTURE.promotions;

  it("answers each running promotion's lists and this customer's membership and uses", async () => {
    const { customer, creditCustomer } = FIXTURE;
    await db.db
      .insert(promotionCustomerUsages)
      .values({ promotionId: discountValue, customerId: customer.customerId, usageCount: 2 });
    const repository = createPricingRepository(db.db);
    const mine = await repository.loadPromotions({
      saleUnit: DC01,
      today,
      customerId: customer.customerId,
    });
    const listed = mine.find((p) => p.promotionId === byUnitForListedCustomers);
    expect(listed).toMatchObject({
      allCustomers: false,
      customersIn: new Set([customer.customerId]),
      customersNotIn: new Set(),
      storeTypes: new Set(['S1', 'S2']),
      customerTypes: new Set(['01', '02']),
    });
    expect(listed?.details.length).toBeGreaterThan(0);
    expect(listed?.saleProducts.size).toBeGreaterThan(0);
    expect(mine.find((p) => p.promotionId === discountValue)?.customerUsageCount).toBe(2);
    // only the running ones (not SOON, EXPIRED or DISABLE)
    expect(mine.map((p) => p.promotionId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);

    const theirs = await repository.loadPromotions({
      saleUnit: DC01,
      today,
      customerId: creditCustomer.customerId,
    });
    expect(theirs.find((p) => p.promotionId === byUnitForListedCustomers)).toMatchObject({
      customersIn: new Set(),
      customersNotIn: new Set([creditCustomer.customerId]),
    });
    expect(theirs.find((p) => p.promotionId === discountValue)?.customerUsageCount).toBe(0);
  });
});
