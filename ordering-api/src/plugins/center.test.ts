// Every customer-side call, pointed at another center than the caller may use, is refused and
// writes nothing: a salesperson acting for a client, an agent acting for one, a customer and a
// guest. The calls come from the contract, so a new call that names a center needs its case here.
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PATHS, CALLS, type CallDefinition, type CallName } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { customerLogin, decodeToken, guestToken, staffLogin } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { staffUserCenters } from '../db/schema';
import { createTestDatabase, FIXTURE } from '../db/test-support';
import { USABLE_CENTERS_TTL_MS } from '../modules/centers/usable';
import { bearer, customerToken, errorOf } from '../modules/orders/test-kit';

const DC01 = 'DC01';
const DC02 = 'DC02';
const { singleUnit } = FIXTURE.products;
const { customer, creditCustomer, salesperson, verifiedAgent } = FIXTURE;

let db: DatabaseHandle;
let t: TestApp;
/** An order and a recurring order of the demo customer in DC02, where the salesperson does not work. */
let dc02Order: string;
let dc02Subscription: number;

const lines = [{ P_Code: singleUnit, qty1: 1 }];
const subscription = (saleUnit: string) => ({
  SaleUnit: saleUnit,
  Name: 'ทุกเดือน',
  Frequency: 'MONTHS',
  DayOfMonth: 1,
  PaymentMethod: 'COD',
  Items: lines,
});
const address = (code: string, saleUnit: string) => ({
  _id: 1,
  Address_Type: 'S',
  Cust_ID: code,
  SaleUnit: saleUnit,
  Name: 'สาขา',
  Address_: '1 ถนนสุขุมวิท',
  Province: '10',
  Ampher: '1001',
  Town: '100101',
  PostalCode: '10110',
});

type Request = Omit<InjectOptions, 'headers' | 'url'> & { url: string; headers?: Record<string, string> };

/**
 * How each customer-side call names a center (`dc`), for the customer `code`, with an otherwise
 * valid request. `history` calls are about the caller's own records in any center they may use.
 */
interface NamingCase {
  send: (dc: string, code: string) => Request;
  history?: boolean;
  /** What a guest gets: 401 for calls of signed-in customers, else the center's refusal. */
  guest?: 'refused' | 'allowed';
}

const NAMING: Partial<Record<CallName, NamingCase>> & Record<string, NamingCase> = {
  swapDc: { send: (dc) => ({ method: 'GET', url: `/authen/swapdc/${dc}` }), history: true, guest: 'allowed' },
  productItems: { send: (dc) => ({ method: 'POST', url: '/api/products/items', payload: { SaleUnit: dc } }), guest: 'refused' },
  productDetail: {
    send: (dc) => ({ method: 'GET', url: `/api/products/item/${singleUnit}?saleUnit=${dc}` }),
    guest: 'refused',
  },
  customerCoupons: {
    send: (dc, code) => ({ method: 'POST', url: CALLS.customerCoupons.path, payload: { customerCode: code, saleUnit: dc } }),
  },
  checkCoupon: {
    send: (dc, code) => ({
      method: 'POST',
      url: CALLS.checkCoupon.path,
      payload: { customerCode: code, saleUnit: dc, couponID: 'CPDC0200001' },
    }),
  },
  addDeliveryAddress: {
    send: (dc, code) => ({ method: 'POST', url: CALLS.addDeliveryAddress.path, payload: { ...address(code, dc), _id: 0 } }),
  },
  updateDeliveryAddress: {
    send: (dc, code) => ({ method: 'POST', url: CALLS.updateDeliveryAddress.path, payload: address(code, dc) }),
  },
  cartGet: { send: (dc) => ({ method: 'GET', url: `/api/cart/sync?saleUnit=${dc}` }), guest: 'refused' },
  cartSync: { send: (dc) => ({ method: 'POST', url: '/api/cart/sync', payload: { SaleUnit: dc, Items: lines } }), guest: 'refused' },
  cartMerge: { send: (dc) => ({ method: 'POST', url: '/api/cart/merge', payload: { SaleUnit: dc, Items: lines } }) },
  cartPrice: { send: (dc) => ({ method: 'POST', url: CALL_PATHS.cartPrice, payload: { SaleUnit: dc, Items: lines } }), guest: 'refused' },
  orderCheckout: { send: (dc) => ({ method: 'POST', url: CALL_PATHS.orderCheckout, payload: { SaleUnit: dc, Items: lines } }) },
  orderPlace: {
    send: (dc) => ({
      method: 'POST',
      url: '/api/orders/place',
      headers: { 'idempotency-key': `center-test-${dc}-${Math.random().toString(36).slice(2)}` },
      payload: { SaleUnit: dc, Items: lines, PaymentMethod: 'COD' },
    }),
  },
  orderList: { send: (dc) => ({ method: 'GET', url: `/api/orders/list?SaleUnit=${dc}` }), history: true },
  orderDetail: {
    send: (dc) => ({ method: 'POST', url: '/api/orders/detail', payload: { orderid: dc02Order, saleunit: dc } }),
    history: true,
  },
  orderTracking: { send: (dc) => ({ method: 'GET', url: `/api/orders/tracking/${dc02Order}/${dc}` }), history: true },
  orderCancel: {
    send: (dc) => ({ method: 'POST', url: `/api/orders/cancel/${dc02Order}/${dc}`, payload: { Reason: 'test' } }),
    history: true,
  },
  subscriptionCreate: {
    send: (dc) => ({ method: 'POST', url: '/api/orders/subscriptions/create', payload: subscription(dc) }),
    history: true,
  },
  subscriptionUpdate: {
    send: (dc) => ({ method: 'POST', url: `/api/orders/subscriptions/update/${dc02Subscription}`, payload: subscription(dc) }),
    history: true,
  },
  chatOpenRoom: {
    send: (dc) => ({ method: 'POST', url: CALL_PATHS.chatOpenRoom, payload: { SaleUnit: dc } }),
    history: true,
    // A guest may ask any center a question (the guest chat of the specification); it opens a room.
    guest: 'allowed',
  },
  paymentMethods: { send: (dc) => ({ method: 'GET', url: `${CALL_PATHS.paymentMethods}?saleUnit=${dc}` }), history: true },
  paymentCreate: {
    send: (dc) => ({
      method: 'POST',
      url: CALL_PATHS.paymentCreate,
      payload: { OrderID: dc02Order, SaleUnit: dc, Method: 'THAI_QR' },
    }),
    history: true,
  },
  paymentOrder: { send: (dc) => ({ method: 'GET', url: `/api/payment/order/${dc02Order}/${dc}` }), history: true },
  // An agent orders as a client only in the agent's own center.
  agentClientLogin: { send: (dc, code) => ({ method: 'POST', url: `/api/agent/clients/${code}/${dc}/login` }) },
  paymentUnpaid: { send: (dc) => ({ method: 'GET', url: `/api/payment/unpaid/${dc}` }), history: true },
  savePdpa: {
    send: (dc, code) => ({ method: 'POST', url: CALLS.savePdpa.path, payload: { Customer_Id: code, SaleUnit: dc, Type: true } }),
  },
};

const CENTER_KEY = /^sale_?unit$/i;

/** The keys of an object schema, through the wrappers (optional, default, refine, union...). */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape);
  const options: unknown[] = Array.isArray(def.options) ? def.options : [];
  return [def.innerType, def.in, def.left, def.right, ...options].flatMap(keysOf);
}

function namesACenter(name: CallName): boolean {
  const call: CallDefinition = CALLS[name];
  return [call.params, call.query, call.body].flatMap(keysOf).some((key) => CENTER_KEY.test(key));
}

const customerSide = (name: CallName) =>
  (CALLS[name].auth as readonly string[]).some((auth) => auth === 'customer' || auth === 'member');

/** The whole database as one digest per table: any write shows. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (
    await db.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows as { name: string }[];
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = (
      await db.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`),
      )
    ).rows as { digest: string }[];
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

async function call(request: Request, token: string) {
  return t.app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } } as InjectOptions);
}

interface Caller {
  name: string;
  token: () => Promise<string>;
  code: string;
  /** The caller may use the other center for their own records (a customer linked to it). */
  usesOther?: boolean;
  guest?: boolean;
}

async function salespersonClientToken(): Promise<string> {
  const { jtoken } = await staffLogin(t.app, t.sms, salesperson.mobileNo);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/merchant/loginasclient/${customer.customerCode}/${DC01}`,
    headers: bearer(jtoken),
  });
  expect(res.statusCode, res.body).toBe(200);
  const client = res.json<{ jtoken: string }>().jtoken;
  expect(decodeToken(client)).toMatchObject({ SALEUNIT: DC01, UserId: salesperson.staffUserId });
  return client;
}

const CALLERS: Caller[] = [
  { name: 'a salesperson acting for a client linked to a center they do not serve', token: salespersonClientToken, code: customer.customerCode },
  {
    name: 'an agent acting for a client linked to a center the agent is not',
    token: async () =>
      (
        await t.app.tokens.sign({
          sub: customer.customerCode,
          kind: 'customer',
          role: 'CUSTOMER',
          CUSTOMERCODE: customer.customerCode,
          SALEUNIT: DC01,
          AgentCode: verifiedAgent.customerCode,
        })
      ).jtoken,
    code: customer.customerCode,
  },
  {
    name: 'a verified agent signed in as themself',
    token: async () => (await customerLogin(t.app, verifiedAgent.username)).jtoken,
    code: verifiedAgent.clientCustomerCodes[0],
  },
  {
    name: 'a customer not linked to the other center',
    token: async () => (await customerLogin(t.app, creditCustomer.username)).jtoken,
    code: creditCustomer.customerCode,
  },
  {
    name: 'a customer linked to the other center, who must switch to it first',
    token: () => customerToken(t.app, customer, DC01),
    code: customer.customerCode,
    usesOther: true,
  },
  { name: 'a guest', token: () => guestToken(t.app), code: 'GUEST', guest: true },
];

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  // The demo customer's own order and recurring order in DC02, made in a DC02 session.
  const inDc02 = await customerToken(t.app, customer, DC02);
  const placed = await call(
    { method: 'POST', url: '/api/orders/place', headers: { 'idempotency-key': 'center-test-dc02-order' }, payload: { SaleUnit: DC02, Items: lines, PaymentMethod: 'COD' } },
    inDc02,
  );
  expect(placed.statusCode, placed.body).toBe(200);
  dc02Order = placed.json<{ Order: { OrderID: string } }>().Order.OrderID;
  const created = await call({ method: 'POST', url: '/api/orders/subscriptions/create', payload: subscription(DC02) }, inDc02);
  expect(created.statusCode, created.body).toBe(200);
  dc02Subscription = created.json<{ SubscriptionId: number }>().SubscriptionId;
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('the calls that name a center', () => {
  it('has a case for every customer-side call of the contract that names one', () => {
    const served = (Object.keys(CALLS) as CallName[]).filter(
      (name) => customerSide(name) && t.app.hasRoute({ method: CALLS[name].method, url: CALLS[name].path }),
    );
    const naming = served.filter(namesACenter);
    expect(naming.length).toBeGreaterThan(15);
    expect(naming.filter((name) => !NAMING[name])).toEqual([]);
    // And no case for a call that does not name one (or is not served).
    const cases = Object.keys(NAMING);
    expect(cases.filter((name) => !naming.includes(name as CallName))).toEqual([]);
  });

  describe.each(CALLERS)('for $name', (caller) => {
    it('refuses every one with another center and writes nothing', async () => {
      const token = await caller.token();
      // What a guest may do in any center comes first: it may write (a guest's chat room), so the
      // snapshot the refusals are checked against is taken after it.
      const entries = Object.entries(NAMING).sort(
        ([, a], [, b]) => Number(b.guest === 'allowed') - Number(a.guest === 'allowed'),
      );
      let before = await fingerprint();
      for (const [name, { send, history, guest }] of entries) {
        // A customer may read and keep their own records of a center they may use, and switch to it.
        if (caller.usesOther && history) continue;
        const res = await call(send(DC02, caller.code), token);
        const label = `${name}: ${res.body}`;
        if (caller.guest) {
          if (guest === 'allowed') {
            expect(res.statusCode, label).toBe(200);
            before = await fingerprint();
          } else if (guest === 'refused') expect(errorOf(res).Code, label).toBe('CENTER_NOT_ALLOWED');
          else expect(res.statusCode, label).toBe(401);
          continue;
        }
        expect(res.statusCode, label).toBe(403);
        expect(errorOf(res).Code, label).toBe('CENTER_NOT_ALLOWED');
      }
      expect(await fingerprint()).toEqual(before);
    });
  });

  it('answers CENTER_NOT_FOUND for a center that does not exist', async () => {
    const token = await salespersonClientToken();
    const res = await call(NAMING.cartGet!.send('DC99', customer.customerCode), token);
    expect(errorOf(res).Code).toBe('CENTER_NOT_FOUND');
  });

  it('accepts the token center named in any case', async () => {
    const token = await salespersonClientToken();
    const res = await call(NAMING.cartGet!.send('dc01', customer.customerCode), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ SaleUnit: string }>().SaleUnit).toBe(DC01);
  });
});

describe("records of another center, reached without naming it", () => {
  it('are left out of the lists of a salesperson acting for the client, and not found by id', async () => {
    const token = await salespersonClientToken();
    const list = await call({ method: 'GET', url: '/api/orders/list?take=100' }, token);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ Data: { OrderID: string; SaleUnit: string }[] }>().Data;
    expect(listed.map((o) => o.SaleUnit).filter((su) => su !== DC01)).toEqual([]);
    expect(listed.map((o) => o.OrderID)).not.toContain(dc02Order);

    const subscriptions = await call({ method: 'GET', url: '/api/orders/subscriptions' }, token);
    expect(subscriptions.json<{ SubscriptionId: number }[]>().map((s) => s.SubscriptionId)).not.toContain(dc02Subscription);

    const before = await fingerprint();
    for (const request of [
      { method: 'GET', url: `/api/orders/subscriptions/${dc02Subscription}` },
      { method: 'POST', url: `/api/orders/subscriptions/pause/${dc02Subscription}` },
      { method: 'POST', url: `/api/orders/subscriptions/delete/${dc02Subscription}` },
      { method: 'POST', url: `/api/orders/subscriptions/update/${dc02Subscription}`, payload: { ...subscription(DC01), SaleUnit: null } },
    ] as Request[]) {
      const res = await call(request, token);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBe(404);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("are the customer's own history in every center they may use", async () => {
    const token = await customerToken(t.app, customer, DC01);
    const list = await call({ method: 'GET', url: '/api/orders/list?take=100' }, token);
    expect(list.json<{ Data: { OrderID: string }[] }>().Data.map((o) => o.OrderID)).toContain(dc02Order);
    const detail = await call(NAMING.orderDetail!.send(DC02, customer.customerCode), token);
    expect(detail.statusCode, detail.body).toBe(200);
    const subscriptions = await call({ method: 'GET', url: '/api/orders/subscriptions' }, token);
    expect(subscriptions.json<{ SubscriptionId: number }[]>().map((s) => s.SubscriptionId)).toContain(dc02Subscription);
  });
});

describe("the token's own center", () => {
  it('is refused once the salesperson no longer works there, but for signing out', async () => {
    const token = await salespersonClientToken();
    expect((await call({ method: 'GET', url: '/api/cart/sync' }, token)).statusCode).toBe(200);
    await db.db
      .delete(staffUserCenters)
      .where(and(eq(staffUserCenters.staffUserId, salesperson.staffUserId), eq(staffUserCenters.saleUnit, DC01)));
    try {
      // Each holder's centers are read again after a few seconds.
      t.clock.advance(USABLE_CENTERS_TTL_MS);
      const res = await call({ method: 'GET', url: '/api/cart/sync' }, token);
      expect(errorOf(res).Code).toBe('CENTER_NOT_ALLOWED');
      // Signing out needs no center.
      const logout = await call({ method: 'POST', url: '/api/line/revokeToken', payload: {} }, token);
      expect(logout.statusCode, logout.body).toBe(200);
    } finally {
      await db.db.insert(staffUserCenters).values({ staffUserId: salesperson.staffUserId, saleUnit: DC01, isDefault: true });
      t.clock.advance(USABLE_CENTERS_TTL_MS);
    }
  });
});
