// A salesperson's own sales and clients over HTTP: only their orders and centers, the clients their
// role lets them act for, and nothing of another center.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MySalesAnswerSchema, SalesClientsAnswerSchema } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffLogin } from '../../../test/helpers';
import { createCustomer, createStaff } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { bearer, errorOf, staffToken } from '../orders/test-kit';

const { salesperson, customer, creditCustomer, merchant } = FIXTURE;
const { singleUnit } = FIXTURE.products;

let db: DatabaseHandle;
let t: TestApp;
let sales: string;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  sales = (await staffLogin(t.app, t.sms, salesperson.mobileNo)).jtoken;
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('GET api/merchant/sales/mysales', () => {
  it("lists the orders the salesperson placed for a client, with the month's totals", async () => {
    const acting = await get(`/api/merchant/loginasclient/${customer.customerCode}/DC01`, sales);
    expect(acting.statusCode, acting.body).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: { ...bearer(acting.json<{ jtoken: string }>().jtoken), 'idempotency-key': 'sales-order-1' },
      payload: { SaleUnit: 'DC01', Items: [{ P_Code: singleUnit, qty1: 2 }], PaymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ Order: { OrderID: string; Total: number } }>().Order.OrderID;

    const mine = MySalesAnswerSchema.parse((await get('/api/merchant/sales/mysales', sales)).json());
    expect(mine.Orders.Data.map((o) => o.OrderID)).toContain(orderId);
    expect(mine.Orders.Data.find((o) => o.OrderID === orderId)).toMatchObject({ Customer_Id: customer.customerCode });
    const [month] = mine.Months;
    expect(month?.Month).toMatch(/^\d{6}$/);
    expect(month?.TotalOrder).toBeGreaterThanOrEqual(1);
    expect(month?.TotalAmount).toBeGreaterThan(0);

    // Another salesperson of the center sees none of it.
    const other = await createStaff(db.db, { roleCode: '4', saleUnits: ['DC01'] });
    const theirs = MySalesAnswerSchema.parse((await get('/api/merchant/sales/mysales', await staffToken(t.app, other.id, '4'))).json());
    expect(theirs.Orders.Data.map((o) => o.OrderID)).not.toContain(orderId);
  });

  it('refuses another center, a bad month, and staff who are not salespeople', async () => {
    expect(errorOf(await get('/api/merchant/sales/mysales?saleUnit=DC02', sales)).Code).toBe('CENTER_NOT_ALLOWED');
    const bad = await get('/api/merchant/sales/mysales?month=202613', sales);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Errors: { path: string }[] }>().Errors[0]?.path).toBe('querystring.month');
    const admin = (await staffLogin(t.app, t.sms, merchant.mobileNo)).jtoken;
    expect(errorOf(await get('/api/merchant/sales/mysales', admin)).Code).toBe('SALEMAN_ROLE_REQUIRED');
  });
});

describe('the clients a salesperson may act for', () => {
  it('a field salesperson (role 3): only their own clients, in the list and at login', async () => {
    const listed = SalesClientsAnswerSchema.parse((await get('/api/merchant/sales/clients?take=100', sales)).json());
    expect(listed.Data.length).toBeGreaterThan(0);
    expect(listed.Data.every((c) => c.IsOwn)).toBe(true);
    expect(listed.Data.map((c) => c.CUSTOMERCODE)).toContain(customer.customerCode);
    expect(listed.Data.map((c) => c.CUSTOMERCODE)).not.toContain(creditCustomer.customerCode);
    const notOwn = await get(`/api/merchant/loginasclient/${creditCustomer.customerCode}/DC01`, sales);
    expect(errorOf(notOwn).Code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('a sales head (role 4): every client of their centers, and none of another', async () => {
    const head = await createStaff(db.db, { roleCode: '4', saleUnits: ['DC01'] });
    const token = await staffToken(t.app, head.id, '4');
    const stranger = await createCustomer(db.db, { saleUnits: ['DC02'] });
    const listed = SalesClientsAnswerSchema.parse((await get(`/api/merchant/sales/clients?text=${creditCustomer.customerCode}`, token)).json());
    expect(listed.Data.map((c) => c.CUSTOMERCODE)).toEqual([creditCustomer.customerCode]);
    expect((await get(`/api/merchant/loginasclient/${creditCustomer.customerCode}/DC01`, token)).statusCode).toBe(200);
    const elsewhere = SalesClientsAnswerSchema.parse((await get(`/api/merchant/sales/clients?text=${stranger.customerCode}`, token)).json());
    expect(elsewhere.Data).toEqual([]);
    expect(errorOf(await get(`/api/merchant/loginasclient/${stranger.customerCode}/DC02`, token)).Code).toBe('CENTER_NOT_ALLOWED');
    expect(errorOf(await get('/api/merchant/sales/clients?saleUnit=DC02', token)).Code).toBe('CENTER_NOT_ALLOWED');
  });
});
