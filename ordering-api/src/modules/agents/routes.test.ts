// Agents over HTTP: only a verified agent sees their clients, registers one, orders as one (the
// order records the agent) and switches back; the products they resell; nobody else's clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentClientsAnswerSchema, AgentProfileAnswerSchema } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { customerLogin, decodeToken, staffLogin } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { bearer, errorOf } from '../orders/test-kit';

const { verifiedAgent, unverifiedAgent, customer, salesperson } = FIXTURE;
const { singleUnit } = FIXTURE.products;

let db: DatabaseHandle;
let t: TestApp;
let agentToken: string;

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  agentToken = (await customerLogin(t.app, verifiedAgent.username)).jtoken;
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('a verified agent', () => {
  it('sees the profile with credit figures and the clients', async () => {
    const profile = await get('/api/agent/profile', agentToken);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(AgentProfileAnswerSchema.parse(profile.json())).toMatchObject({
      CUSTOMERCODE: verifiedAgent.customerCode,
      IsVerified: true,
      AuthorizeAmount: 100_000,
      DebtAmount: 25_000,
    });
    const clients = AgentClientsAnswerSchema.parse((await get('/api/agent/clients', agentToken)).json());
    expect(clients.Data.map((c) => c.CUSTOMERCODE).sort()).toEqual([...verifiedAgent.clientCustomerCodes].sort());
  });

  it('registers a client, orders as them under their token, and switches back', async () => {
    const registered = await post('/api/agent/clients/register', agentToken, {
      CUSTOMERNAME: 'ร้านลูกค้าตัวแทน ทดสอบ',
      MobileNo: '0899990001',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const code = registered.json<{ Data: { CUSTOMERCODE: string } }>().Data.CUSTOMERCODE;

    const again = await post('/api/agent/clients/register', agentToken, { CUSTOMERNAME: 'ซ้ำ', MobileNo: '0899990001' });
    expect(errorOf(again).Code).toBe('MOBILE_ALREADY_EXISTS');
    const bad = await post('/api/agent/clients/register', agentToken, { CUSTOMERNAME: '', MobileNo: '0899990002' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Errors: { path: string }[] }>().Errors[0]?.path).toBe('body.CUSTOMERNAME');

    const login = await post(`/api/agent/clients/${code}/DC01/login`, agentToken);
    expect(login.statusCode, login.body).toBe(200);
    const acting = login.json<{ jtoken: string; AgentCode: string; AgentName: string; CUSTOMERCODE: string }>();
    expect(acting).toMatchObject({ CUSTOMERCODE: code, AgentCode: verifiedAgent.customerCode, AgentName: verifiedAgent.customerName });
    expect(decodeToken(acting.jtoken)).toMatchObject({ CUSTOMERCODE: code, AgentCode: verifiedAgent.customerCode });

    // The acting session refreshes and keeps the agent.
    const profile = await post('/authen/customerProfile', acting.jtoken);
    expect(profile.json()).toMatchObject({ CUSTOMERCODE: code, AgentCode: verifiedAgent.customerCode });

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place',
      headers: { ...bearer(acting.jtoken), 'idempotency-key': 'agent-order-1' },
      payload: { SaleUnit: 'DC01', Items: [{ P_Code: singleUnit, qty1: 1 }], PaymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<{ Order: { OrderID: string } }>().Order;
    const detail = await post('/api/orders/detail', acting.jtoken, { orderid: order.OrderID, saleunit: 'DC01' });
    expect(detail.json<{ Order: Record<string, unknown> }>().Order).toMatchObject({
      PlacedBy: verifiedAgent.customerCode,
      PlacedByName: verifiedAgent.customerName,
    });

    // Acting, nobody reaches the agent's calls nor the merchant's.
    expect(errorOf(await get('/api/agent/clients', acting.jtoken)).Code).toBe('AUTH_FORBIDDEN');
    expect((await get('/api/merchant/sales/mysales', acting.jtoken)).statusCode).toBe(403);

    const back = await post('/api/agent/switchback', acting.jtoken);
    expect(back.statusCode, back.body).toBe(200);
    const own = back.json<{ jtoken: string; CUSTOMERCODE: string; AgentCode: unknown }>();
    expect(own.CUSTOMERCODE).toBe(verifiedAgent.customerCode);
    expect(own.AgentCode ?? null).toBeNull();
    expect(decodeToken(own.jtoken).AgentCode).toBeUndefined();

    const clients = AgentClientsAnswerSchema.parse((await get(`/api/agent/clients?text=${code}`, own.jtoken)).json());
    expect(clients.Data).toEqual([expect.objectContaining({ CUSTOMERCODE: code, TotalOrder: 1 })]);
    expect(clients.Data[0]?.TotalGrossAmount).toBeGreaterThan(0);
  });

  it("is refused for a customer who is not the agent's client, and in another center", async () => {
    const notClient = await post(`/api/agent/clients/${customer.customerCode}/DC01/login`, agentToken);
    expect(errorOf(notClient).Code).toBe('CUSTOMER_NOT_FOUND');
    const otherCenter = await post(`/api/agent/clients/${verifiedAgent.clientCustomerCodes[0]}/DC02/login`, agentToken);
    expect(errorOf(otherCenter).Code).toBe('CENTER_NOT_ALLOWED');
  });

  it("ends the client token when the agent logs out", async () => {
    const own = (await customerLogin(t.app, verifiedAgent.username)).jtoken;
    const acting = (await post(`/api/agent/clients/${verifiedAgent.clientCustomerCodes[1]}/DC01/login`, own)).json<{ jtoken: string }>().jtoken;
    expect((await post('/authen/customerProfile', acting)).statusCode).toBe(200);
    await post('/authen/logout', own);
    expect((await post('/authen/customerProfile', acting)).statusCode).toBe(401);
    agentToken = (await customerLogin(t.app, verifiedAgent.username)).jtoken;
  });

  it('adds and edits the products they resell, only products of their center', async () => {
    const added = await post('/api/agent/products/save', agentToken, { P_Code: singleUnit, Price: 12.5 });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ Data: { Id: number } }>().Data.Id;
    const edited = await post('/api/agent/products/save', agentToken, { Id: id, P_Code: singleUnit, Price: 15, Active: false });
    expect(edited.json()).toMatchObject({ Data: { Id: id, Price: 15, Active: false } });
    const one = await get(`/api/agent/products/${id}`, agentToken);
    expect(one.json()).toMatchObject({ P_Code: singleUnit, Price: 15 });
    const list = await get('/api/agent/products', agentToken);
    expect(list.json()).toMatchObject({ Total: 1 });

    expect(errorOf(await post('/api/agent/products/save', agentToken, { P_Code: 'NO-SUCH', Price: 1 })).Code).toBe('PRODUCT_NOT_FOUND');
    const negative = await post('/api/agent/products/save', agentToken, { P_Code: singleUnit, Price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ Errors: { path: string }[] }>().Errors[0]?.path).toBe('body.Price');
    // Another agent's product reads as unknown.
    expect(errorOf(await get(`/api/agent/products/${id + 1000}`, agentToken)).Code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('anyone else', () => {
  it('an unverified agent is refused every agent call', async () => {
    const token = (await customerLogin(t.app, unverifiedAgent.username)).jtoken;
    for (const res of [
      await get('/api/agent/profile', token),
      await get('/api/agent/clients', token),
      await get('/api/agent/products', token),
      await post('/api/agent/clients/register', token, { CUSTOMERNAME: 'ร้าน', MobileNo: '0899990003' }),
    ]) {
      expect(errorOf(res).Code, res.body).toBe('AGENT_NOT_VERIFIED');
    }
  });

  it('a customer, a guest, a staff token, and a customer without an acting agent switching back', async () => {
    const own = (await customerLogin(t.app, customer.username)).jtoken;
    expect(errorOf(await get('/api/agent/clients', own)).Code).toBe('AGENT_NOT_VERIFIED');
    expect(errorOf(await post('/api/agent/switchback', own)).Code).toBe('AUTH_FORBIDDEN');
    const guest = await t.app.inject({ method: 'GET', url: '/authen/login/guest' });
    expect(errorOf(await get('/api/agent/clients', guest.json<{ jtoken: string }>().jtoken)).Code).toBe('AUTH_REQUIRED');
    const staff = (await staffLogin(t.app, t.sms, salesperson.mobileNo)).jtoken;
    expect(errorOf(await get('/api/agent/clients', staff)).Code).toBe('AUTH_FORBIDDEN');
  });
});
