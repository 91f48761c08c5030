// Factories of the ordering API's tests: each builds one row (and what it needs
// to be usable) in the file's own database, from defaults a test overrides with
// what its situation is about. Names, codes and numbers are unique per process.
import type { CustomerClaims, OrderPlaceBody } from '@eorder/shared';
import type { Db } from '../src/db/client';
import {
  centerProducts,
  customerCenters,
  customers,
  pointBalances,
  products,
  riders,
  staffUserCenters,
  staffUsers,
  stock,
} from '../src/db/schema';
import type { Actor } from '../src/modules/orders/lifecycle/service';
import type { OrdersModule } from '../src/modules/orders/service';
import { resolveCaller } from '../src/modules/pricing/caller';

let sequence = 0;
const next = () => ++sequence;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export type CustomerRow = typeof customers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type StaffRow = typeof staffUsers.$inferSelect;
export type RiderRow = typeof riders.$inferSelect;
export type OrderRow = Awaited<ReturnType<OrdersModule['placement']['placeOrder']>>['order'];

export interface CustomerOverrides extends Partial<typeof customers.$inferInsert> {
  /** The centers the customer may order from; the first is their own. */
  saleUnits?: readonly string[];
  /** Their point balance in each of those centers. */
  points?: number;
}

/** An approved customer of DC01 (unless told otherwise), with no LINE, no credit and no points. */
export async function createCustomer(
  db: Db,
  overrides: CustomerOverrides = {},
): Promise<CustomerRow> {
  const { saleUnits = ['DC01'], points = 0, ...fields } = overrides;
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({
      customerCode: `TC${pad(n, 6)}`,
      customerName: `ร้านทดสอบ ${n}`,
      mobileNo: `0899${pad(n, 6)}`,
      priceLevel: 1,
      approvalStatus: 'APPROVED',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('customer insert returned nothing');
  for (const [k, saleUnit] of saleUnits.entries()) {
    await db.insert(customerCenters).values({ customerId: row.id, saleUnit, isPrimary: k === 0 });
    if (points > 0)
      await db.insert(pointBalances).values({ customerId: row.id, saleUnit, balance: points });
  }
  return row;
}

export interface ProductOverrides extends Partial<typeof products.$inferInsert> {
  saleUnit?: string;
  /** Price of unit 1 at every price level. */
  price?: number;
  /** Units of unit 1 available in the center. */
  stock?: number;
}

/** A one-unit product sold by DC01 (unless told otherwise) at 100, with 100 in stock. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const { saleUnit = 'DC01', price = 100, stock: available = 100, ...fields } = overrides;
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      pCode: `TP${pad(n, 6)}`,
      productNameTh: `สินค้าทดสอบ ${n}`,
      productNameEn: `Test product ${n}`,
      unit1Code: 'EA',
      unit1NameTh: 'ชิ้น',
      unit1NameEn: 'Piece',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  const prices = { price1: price, price2: price, price3: price, price4: price, price5: price };
  await db.insert(centerProducts).values({ saleUnit, pCode: row.pCode, ...prices });
  await db.insert(stock).values({ saleUnit, pCode: row.pCode, available, reserved: 0 });
  return row;
}

/** A merchant administrator (role 1) of DC01, unless told otherwise. */
export async function createStaff(
  db: Db,
  overrides: Partial<typeof staffUsers.$inferInsert> & { saleUnits?: readonly string[] } = {},
): Promise<StaffRow> {
  const { saleUnits = ['DC01'], ...fields } = overrides;
  const n = next();
  const [row] = await db
    .insert(staffUsers)
    .values({
      displayName: `พนักงาน ${n}`,
      mobileNo: `0869${pad(n, 6)}`,
      roleCode: '1',
      roleName: 'Admin',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('staff insert returned nothing');
  for (const saleUnit of saleUnits)
    await db.insert(staffUserCenters).values({ staffUserId: row.id, saleUnit });
  return row;
}

/** An active rider of DC01, unless told otherwise. */
export async function createRider(
  db: Db,
  overrides: Partial<typeof riders.$inferInsert> = {},
): Promise<RiderRow> {
  const n = next();
  const [row] = await db
    .insert(riders)
    .values({ name: `ไรเดอร์ ${n}`, mobileNo: `0879${pad(n, 6)}`, saleUnit: 'DC01', ...overrides })
    .returning();
  if (!row) throw new Error('rider insert returned nothing');
  return row;
}

export interface OrderOverrides {
  customer: CustomerRow;
  /** What is bought: one of each product by default. */
  items: { product: ProductRow; qty?: number }[];
  saleUnit?: string;
  paymentMethod?: OrderPlaceBody['PaymentMethod'];
  mode?: OrderPlaceBody['Mode'];
  /** Who places it; the customer by default. */
  by?: Actor;
}

/** An order placed through the placement service, as a customer's call would place it. */
export async function createOrder(
  db: Db,
  orders: OrdersModule,
  overrides: OrderOverrides,
): Promise<OrderRow> {
  const { customer, items, saleUnit = 'DC01', paymentMethod = 'COD', mode = 'money' } = overrides;
  const claims: CustomerClaims = {
    sub: customer.customerCode,
    kind: 'customer',
    role: 'CUSTOMER',
    CUSTOMERCODE: customer.customerCode,
    SALEUNIT: saleUnit,
    iat: 0,
    exp: 0,
  };
  const caller = await resolveCaller(db, claims, saleUnit);
  const body: OrderPlaceBody = {
    SaleUnit: saleUnit,
    Mode: mode,
    PaymentMethod: paymentMethod,
    Items: items.map(({ product, qty = 1 }) => ({
      P_Code: product.pCode,
      qty1: qty,
      qty2: 0,
      qty3: 0,
    })),
    NeedTaxInvoice: false,
  };
  const placed = await orders.placement.placeOrder({
    caller,
    body,
    idempotencyKey: `factory-order-${next()}`,
    locale: 'th',
    by: overrides.by ?? { kind: 'customer', customerId: customer.id, code: customer.customerCode },
  });
  return placed.order;
}
