import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import { deliveryAddresses } from '../../db/schema';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { customerToken, errorOf, post, staffToken } from '../orders/test-kit';

let db: DatabaseHandle;
let t: TestApp;

interface Address {
  _id: number;
  Address_Type: string;
  Active: string;
  Cust_ID: string;
  SaleUnit: string;
  Name: string;
  Address_: string;
  PostalCode: string;
}
interface ListJson {
  status: number;
  status_code: string;
  data: Address[];
}

const LIST = '/GET_MASTER_DATA/GET_DELIVERY_ADDRESS';
const ADD = '/master_data_management/ADD_DELIVERY_ADDRESS';
const UPDATE = '/master_data_management/UPDATE_DELIVERY_ADDRESS';
const DELETE = '/master_data_management/DELETE_DELIVERY_ADDRESS';

const newAddress = (custId: string, overrides: Record<string, unknown> = {}) => ({
  _id: 0,
  Address_Type: 'S',
  Cust_ID: custId,
  Name: 'สาขา 2',
  Address_: '12/3 ถนนสุขุมวิท',
  Province: '10',
  Ampher: '1001',
  Town: '100101',
  PostalCode: '10110',
  Phone: '0812345678',
  ...overrides,
});

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('POST GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => {
  it('creates the S and B addresses from the C address once, when only C exists', async () => {
    const { customer } = FIXTURE;
    const token = await customerToken(t.app, customer, 'DC01');
    const [first, second] = await Promise.all([
      post(t.app, LIST, token, { CustomerCode: customer.customerCode }),
      post(t.app, LIST, token, { CustomerCode: customer.customerCode }),
    ]);
    expect(first.statusCode).toBe(200);
    const body = first.json<ListJson>();
    expect(body).toMatchObject({ status: 200, status_code: '200' });
    expect(body.data.map((a) => a.Address_Type)).toEqual(['B', 'C', 'S']);
    const c = body.data.find((a) => a.Address_Type === 'C');
    const s = body.data.find((a) => a.Address_Type === 'S');
    expect(s).toMatchObject({ Name: c?.Name, Address_: c?.Address_, PostalCode: c?.PostalCode, SaleUnit: 'DC01' });
    expect(second.json<ListJson>().data).toHaveLength(3);
    const rows = await db.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.customerId, customer.customerId));
    expect(rows).toHaveLength(3);
  });

  it('filters by type and leaves customers who have other addresses alone', async () => {
    const { creditCustomer } = FIXTURE;
    const token = await customerToken(t.app, creditCustomer, 'DC01');
    const res = await post(t.app, LIST, token, { CustomerCode: creditCustomer.customerCode, AddressType: 'S' });
    expect(res.json<ListJson>().data.map((a) => a.Address_Type)).toEqual(['S']);
    const all = await post(t.app, LIST, token, { CustomerCode: creditCustomer.customerCode });
    expect(all.json<ListJson>().data).toHaveLength(3);
  });

  it("refuses another customer's addresses and bad input", async () => {
    const token = await customerToken(t.app, FIXTURE.customer, 'DC01');
    const other = await post(t.app, LIST, token, { CustomerCode: FIXTURE.creditCustomer.customerCode });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).Code).toBe('AUTH_FORBIDDEN');
    const bad = await post(t.app, LIST, token, { CustomerCode: 'C0001', AddressType: 'X' });
    expect(errorOf(bad).Code).toBe('VALIDATION_FAILED');
    const none = await post(t.app, LIST, null, { CustomerCode: 'C000001' });
    expect(none.statusCode).toBe(401);
  });

  it("lets the staff of the customer's center read them", async () => {
    const staff = await staffToken(t.app, FIXTURE.merchant.staffUserId, FIXTURE.merchant.roleCode);
    const res = await post(t.app, LIST, staff, { CustomerCode: FIXTURE.creditCustomer.customerCode });
    expect(res.statusCode).toBe(200);
    expect(res.json<ListJson>().data.length).toBeGreaterThan(0);
  });
});

describe('add, update and delete', () => {
  it('adds, updates and deactivates a shipping address', async () => {
    const { customer } = FIXTURE;
    const token = await customerToken(t.app, customer, 'DC01');
    const added = await post(t.app, ADD, token, newAddress(customer.customerCode));
    expect(added.statusCode).toBe(200);
    const id = added.json<{ data: Address }>().data._id;
    const updated = await post(t.app, UPDATE, token, newAddress(customer.customerCode, { _id: id, Name: 'สาขาใหม่' }));
    expect(updated.json<{ data: Address }>().data).toMatchObject({ _id: id, Name: 'สาขาใหม่', Active: 'Y' });
    const removed = await post(t.app, DELETE, token, { _id: id, Cust_ID: customer.customerCode });
    expect(removed.json<{ data: Address }>().data.Active).toBe('N');
    const [row] = await db.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id));
    expect(row?.active).toBe(false);
  });

  it('refuses every change for a SAP customer', async () => {
    const { sapCustomer } = FIXTURE;
    const token = await customerToken(t.app, sapCustomer, 'DC01');
    const add = await post(t.app, ADD, token, newAddress(sapCustomer.customerCode));
    expect(add.statusCode).toBe(403);
    expect(errorOf(add).Code).toBe('ADDRESS_LOCKED_SAP');
    const [c] = await db.db
      .select()
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.customerId, sapCustomer.customerId), eq(deliveryAddresses.addressType, 'C')));
    const update = await post(t.app, UPDATE, token, newAddress(sapCustomer.customerCode, { _id: c?.id, Address_Type: 'C' }));
    expect(errorOf(update).Code).toBe('ADDRESS_LOCKED_SAP');
    const del = await post(t.app, DELETE, token, { _id: c?.id, Cust_ID: sapCustomer.customerCode });
    expect(errorOf(del).Code).toBe('ADDRESS_LOCKED_SAP');
  });

  it('refuses deleting the C address, changing a type, and bad fields', async () => {
    const { creditCustomer } = FIXTURE;
    const token = await customerToken(t.app, creditCustomer, 'DC01');
    const rows = await db.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.customerId, creditCustomer.customerId));
    const c = rows.find((r) => r.addressType === 'C');
    const s = rows.find((r) => r.addressType === 'S');
    expect(errorOf(await post(t.app, DELETE, token, { _id: c?.id, Cust_ID: creditCustomer.customerCode })).Code).toBe('VALIDATION_FAILED');
    expect(errorOf(await post(t.app, UPDATE, token, newAddress(creditCustomer.customerCode, { _id: s?.id, Address_Type: 'B' }))).Code).toBe(
      'VALIDATION_FAILED',
    );
    const badZip = await post(t.app, ADD, token, newAddress(creditCustomer.customerCode, { PostalCode: '123' }));
    expect(errorOf(badZip).Code).toBe('VALIDATION_FAILED');
    const addC = await post(t.app, ADD, token, newAddress(creditCustomer.customerCode, { Address_Type: 'C' }));
    expect(errorOf(addC).Code).toBe('VALIDATION_FAILED');
    // Someone else's address is not found.
    const mine = await customerToken(t.app, FIXTURE.customer, 'DC01');
    const foreign = await post(t.app, UPDATE, mine, newAddress(FIXTURE.customer.customerCode, { _id: s?.id }));
    expect(errorOf(foreign).Code).toBe('NOT_FOUND');
  });
});
