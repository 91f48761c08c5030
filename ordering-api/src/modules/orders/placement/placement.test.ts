// Placing's one replay rule on both of its write paths: a key used before
// answers its order, and another body with it is refused, whichever path the
// order took (one statement, or a transaction for credit and coupons).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createProduct,
  type CustomerRow,
  type ProductRow,
} from '../../../../test/factories';
import { createTestClock } from '../../../../test/clock';
import type { DatabaseHandle } from '../../../db/client';
import { customers, orders, stock } from '../../../db/schema';
import { createTestDatabase } from '../../../db/test-support';
import { resolveCaller } from '../../pricing/caller';
import { createOrdersModule, type OrdersModule } from '../service';
import { sayWhenSkippedWithoutPostgres } from '../../../../test/database';

let handle: DatabaseHandle;
let module: OrdersModule;

beforeAll(async () => {
  handle = await createTestDatabase();
  module = createOrdersModule({ db: handle.db, clock: createTestClock() });
});

afterAll(async () => {
  await handle.close();
});

async function place(
  customer: CustomerRow,
  product: ProductRow,
  key: string,
  qty: number,
  method: 'COD' | 'CREDIT',
) {
  const claims = {
    sub: customer.customerCode,
    kind: 'customer' as const,
    role: 'CUSTOMER',
    CUSTOMERCODE: customer.customerCode,
    SALEUNIT: 'DC01',
    iat: 0,
    exp: 0,
  };
  const caller = await resolveCaller(handle.db, claims, 'DC01');
  return module.placement.placeOrder({
    caller,
    body: {
      SaleUnit: 'DC01',
      Mode: 'money',
      PaymentMethod: method,
      Items: [{ P_Code: product.pCode, qty1: qty, qty2: 0, qty3: 0 }],
      NeedTaxInvoice: false,
    },
    idempotencyKey: key,
    locale: 'th',
    by: { kind: 'customer', customerId: customer.id, code: customer.customerCode },
  });
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'placed',
    (error: unknown) => (error as { code?: string }).code,
  );
const debtOf = async (customer: CustomerRow) =>
  (await handle.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.debtAmount;
const ordersOf = (customer: CustomerRow) =>
  handle.db.select().from(orders).where(eq(orders.customerId, customer.id));

describe.each(['COD', 'CREDIT'] as const)('a key used twice, paying by %s', (method) => {
  it('answers the same order, takes stock and credit once, and refuses another body', async () => {
    const customer = await createCustomer(handle.db, { authorizeAmount: 100_000 });
    const product = await createProduct(handle.db, { stock: 10 });
    const first = await place(customer, product, 'same-key-0001', 2, method);
    const again = await place(customer, product, 'same-key-0001', 2, method);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, order: { id: first.order.id } });
    expect(await code(place(customer, product, 'same-key-0001', 3, method))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await ordersOf(customer)).toHaveLength(1);
    const [row] = await handle.db.select().from(stock).where(eq(stock.pCode, product.pCode));
    expect(row?.available).toBe(8);
    expect(await debtOf(customer)).toBe(method === 'CREDIT' ? first.order.total : 0);
  });
});

sayWhenSkippedWithoutPostgres('at once, on PostgreSQL');

describe.runIf(process.env.DATABASE_URL)('at once, on PostgreSQL', () => {
  it('10 credit orders with one key make one order and take the credit once', async () => {
    const customer = await createCustomer(handle.db, { authorizeAmount: 100_000 });
    const product = await createProduct(handle.db, { stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => place(customer, product, 'racing-key-0001', 1, 'CREDIT')),
    );
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await debtOf(customer)).toBe(results[0]?.order.total);
  });
});

describe('a points order', () => {
  it('refuses a product for sale, naming it in the reader\'s language', async () => {
    const customer = await createCustomer(handle.db);
    const product = await createProduct(handle.db, { stock: 10 });
    const claims = {
      sub: customer.customerCode,
      kind: 'customer' as const,
      role: 'CUSTOMER',
      CUSTOMERCODE: customer.customerCode,
      SALEUNIT: 'DC01',
      iat: 0,
      exp: 0,
    };
    const caller = await resolveCaller(handle.db, claims, 'DC01');
    const attempt = (locale: 'th' | 'en') =>
      module.placement.placeOrder({
        caller,
        body: {
          SaleUnit: 'DC01',
          Mode: 'point',
          PaymentMethod: 'COD',
          Items: [{ P_Code: product.pCode, qty1: 1, qty2: 0, qty3: 0 }],
          NeedTaxInvoice: false,
        },
        idempotencyKey: `points-${locale}-0001`,
        locale,
        by: { kind: 'customer', customerId: customer.id, code: customer.customerCode },
      });
    const refused = (locale: 'th' | 'en') =>
      attempt(locale).then(
        () => null,
        (error: unknown) => error as { code?: string; params?: Record<string, unknown> },
      );
    expect(await refused('th')).toMatchObject({ code: 'NOT_REDEEMABLE', params: { productName: product.productNameTh } });
    expect(await refused('en')).toMatchObject({ code: 'NOT_REDEEMABLE', params: { productName: product.productNameEn } });
    expect(await ordersOf(customer)).toHaveLength(0);
  });
});
