// Center and owner isolation generated from the contract (decision 114). A call added to the
// contract without its ISOLATION_TABLE entry fails the first test.
import { randomUUID } from 'node:crypto';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIST, pathParamNames, type CallName } from '@eorder/shared';
import { customerLogin, guestToken, staffLogin } from '../../ordering-api/test/helpers';
import { toJsonSchema, validValue, type Json, type JsonSchema } from '../support/contract-fuzz';
import { rawQuery, riderLogin, takeChanges, watchRows } from '../support/fuzz-runner';
import { FIXTURE, startStack, type Stack } from './stack';

type IdKind = 'center' | 'customer' | 'order' | 'room' | 'payment';

/** Which field names carry which id (case and underscores ignored). */
const KIND_OF_FIELD: Record<string, IdKind> = {
  saleunit: 'center',
  dc: 'center',
  customercode: 'customer',
  customerid: 'customer',
  orderid: 'order',
  roomid: 'room',
  paymentid: 'payment',
};
/** A path parameter `code` is a customer's on these paths (elsewhere a product's or a page's). */
const CUSTOMER_CODE_PATH = /customers|clients|loginasclient/;

const fieldKind = (name: string, path: string): IdKind | undefined =>
  KIND_OF_FIELD[name.toLowerCase().replace(/_/g, '')] ?? (name === 'code' && CUSTOMER_CODE_PATH.test(path) ? 'customer' : undefined);

function schemaFields(schema: unknown): string[] {
  if (!schema) return [];
  const root = toJsonSchema(schema);
  const out = new Set<string>();
  const walk = (node: JsonSchema | undefined, depth: number) => {
    if (!node || depth > 3) return;
    if (node.$ref) walk(root.$defs?.[node.$ref.replace(/^#\/\$defs\//, '')], depth + 1);
    for (const [key, inner] of Object.entries(node.properties ?? {})) {
      out.add(key);
      walk(inner, depth + 1);
    }
    walk(node.items, depth + 1);
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(option, depth + 1);
  };
  walk(root, 0);
  return [...out];
}

/** The kinds of id a call's path, query and body carry, derived from the contract alone. */
export function idKindsOf(call: (typeof CALL_LIST)[number]): IdKind[] {
  const fields = [...pathParamNames(call.path), ...schemaFields(call.query), ...schemaFields(call.body ?? call.multipart?.fields)];
  return [...new Set(fields.map((field) => fieldKind(field, call.path)).filter((kind): kind is IdKind => kind !== undefined))].sort();
}

/**
 * One entry per call that names another party's ids: the kinds it carries. Written down so that a
 * new call, or a new id on an old one, is looked at (and this table updated) before it ships.
 */
const ISOLATION_TABLE: Partial<Record<CallName, readonly IdKind[]>> = {
  customerRegister: ['center'],
  swapDc: ['center'],
  loginAsClient: ['center', 'customer'],
  lineCustomerLogin: ['center'],
  lineStaffLogin: ['center'],
  productItems: ['center', 'customer'],
  productDetail: ['center'],
  merchantProductItems: ['center'],
  productSave: ['center'],
  productImageUpload: ['center'],
  productToggleActive: ['center'],
  advancePriceByProduct: ['center'],
  advancePriceSave: ['center'],
  contentSave: ['center'],
  promotionList: ['center'],
  promotionProducts: ['center'],
  promotionDetail: ['center'],
  promotionCustomers: ['center'],
  promotionCreate: ['center'],
  promotionUpdate: ['center'],
  customerCoupons: ['center', 'customer'],
  checkCoupon: ['center', 'customer'],
  deliveryAddressList: ['customer'],
  addDeliveryAddress: ['center'],
  updateDeliveryAddress: ['center'],
  cartGet: ['center'],
  cartSync: ['center'],
  cartMerge: ['center'],
  cartPrice: ['center'],
  orderCheckout: ['center'],
  orderList: ['center'],
  orderDetail: ['center', 'order'],
  orderPlace: ['center'],
  orderCancel: ['center', 'order'],
  orderTracking: ['center', 'order'],
  subscriptionCreate: ['center'],
  subscriptionUpdate: ['center'],
  merchantOrderList: ['center'],
  merchantOrderDetail: ['center', 'order'],
  merchantTrackingEdit: ['center', 'order'],
  merchantOrderAction: ['center', 'order'],
  merchantRiders: ['center'],
  bankList: ['center'],
  merchantUploadImage: ['center'],
  joinRequestAnswer: ['center'],
  photoGroups: ['center'],
  customerList: ['center', 'customer'],
  customerDetail: ['center', 'customer'],
  customerApprove: ['center', 'customer'],
  customerFiles: ['center', 'customer'],
  customerFileUpload: ['center', 'customer'],
  surveys: ['center', 'customer'],
  tagList: ['center'],
  tagCreate: ['center'],
  broadcastList: ['center'],
  broadcastPreview: ['center'],
  broadcastCreate: ['center'],
  broadcastImage: ['center'],
  surveySave: ['center'],
  surveyFill: ['center', 'customer'],
  surveyResponses: ['center', 'customer'],
  reportNewCustomers: ['center'],
  reportTopSale: ['center'],
  savePdpa: ['center', 'customer'],
  pointRedeem: ['center', 'order'],
  chatOpenRoom: ['center', 'customer'],
  chatMessages: ['room'],
  chatSend: ['room'],
  chatRead: ['room'],
  chatUpload: ['room'],
  paymentMethods: ['center'],
  paymentCreate: ['center', 'order'],
  paymentInquiry: ['payment'],
  paymentSlip: ['center', 'order'],
  paymentOrder: ['center', 'order'],
  paymentLinePayConfirm: ['payment'],
  merchantPaymentView: ['center', 'order'],
  merchantPaymentRefund: ['center', 'order'],
  paymentGhlReturn: ['payment'],
  paymentGhlCallback: ['payment'],
  merchantPaymentReview: ['payment'],
  paymentUnpaid: ['center'],
  paymentC2pCardReturn: ['payment'],
  paymentKbankCharge: ['payment'],
  paymentKbankReturn: ['payment'],
  riderOrderDetail: ['center', 'order'],
  riderOrderStatus: ['center', 'order'],
  agentClientLogin: ['center', 'customer'],
  salesMySales: ['center'],
  salesClients: ['center'],
};

interface Target {
  saleUnit: string;
  customerCode: string;
  customerId: number;
  orderId: string;
  paymentId: string;
  roomId: string;
  /** Texts an accepted answer must not hold. */
  markers: string[];
  /** The rows that must not change: SQL conditions over a table's own columns. */
  owns: (columns: Set<string>) => string | undefined;
}

interface Session {
  kind: string;
  token: string | null;
  target: Target;
}

const SEED = 20_261_127;
let stack: Stack;
let sessions: Session[] = [];
/** The other party itself: its answers must show its markers, or the check above could never fire. */
let ownerSession: Session;
const columnsOf = new Map<string, Set<string>>();

async function firstId(sql: string): Promise<string> {
  const [row] = await rawQuery(stack.db, sql);
  return row ? String(Object.values(row)[0]) : 'NONE-0001';
}

async function targetOf(saleUnit: string, customer: { customerCode: string; customerId: number; customerName: string } | null): Promise<Target> {
  const who = customer ? `customer_id = ${customer.customerId}` : 'true';
  const orderId = await firstId(`SELECT order_id FROM orders WHERE sale_unit = '${saleUnit}' AND ${who} ORDER BY id LIMIT 1`);
  const paymentId = await firstId(`SELECT payment_id FROM payments WHERE sale_unit = '${saleUnit}' AND ${who} ORDER BY id LIMIT 1`);
  const roomId = await firstId(
    `SELECT room_id FROM chat_rooms WHERE sale_unit = '${saleUnit}' ${customer ? `AND customer_code = '${customer.customerCode}'` : ''} ORDER BY room_id LIMIT 1`,
  );
  const markers = [orderId, paymentId, roomId, secretOf(saleUnit)].filter((id) => !id.startsWith('NONE'));
  if (customer) markers.push(customer.customerCode, customer.customerName);
  return {
    saleUnit,
    customerCode: customer?.customerCode ?? 'C000008',
    customerId: customer?.customerId ?? 8,
    orderId,
    paymentId,
    roomId,
    markers,
    owns(columns) {
      if (customer) {
        const conditions = [
          columns.has('customer_id') ? `customer_id = ${customer.customerId}` : '',
          columns.has('customer_code') ? `customer_code = '${customer.customerCode}'` : '',
        ].filter(Boolean);
        return conditions.length > 0 ? conditions.join(' OR ') : undefined;
      }
      return columns.has('sale_unit') ? `sale_unit = '${saleUnit}'` : undefined;
    },
  };
}

/** The target's rows of a table, hashed; with `among`, only the rows at those row addresses. */
async function ownedHash(table: string, target: Target, among?: string[]): Promise<string> {
  const where = target.owns(columnsOf.get(table) ?? new Set());
  if (!where) return '';
  const only = among ? ` AND ctid = ANY('{${among.map((tid) => `"${tid}"`).join(',')}}'::tid[])` : '';
  const [row] = await rawQuery(stack.db, `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${table}" t WHERE ${where}${only}`);
  return String(row?.h);
}

/** Where the target's rows of a table are now; an updated or deleted row leaves its address. */
async function ownedRows(table: string, target: Target): Promise<string[]> {
  const where = target.owns(columnsOf.get(table) ?? new Set());
  if (!where) return [];
  return (await rawQuery(stack.db, `SELECT ctid::text AS tid FROM "${table}" t WHERE ${where}`)).map((row) => String(row.tid));
}

async function jtoken(url: string, token: string, method: 'GET' | 'POST'): Promise<string> {
  const response = await stack.api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ jtoken: string }>().jtoken;
}

/** An order, its payment and a chat room of the token's customer at the center, made as the web makes them. */
async function makeData(token: string, saleUnit: string): Promise<void> {
  const send = async (url: string, payload: unknown, key?: string) => {
    const response = await stack.api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as Record<string, unknown>,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
  const placed = await send('/api/orders/place', { SaleUnit: saleUnit, Items: [{ P_Code: FIXTURE.products.threeUnits, qty1: 1 }], PaymentMethod: 'TRANSFER' }, `isolation-${saleUnit}`);
  const orderId = (placed.Order as { OrderID: string }).OrderID;
  await send('/api/payment/create', { OrderID: orderId, SaleUnit: saleUnit, Method: 'TRANSFER' });
  const room = await send('/api/chat/rooms/open', { SaleUnit: saleUnit });
  await send(`/api/chat/rooms/${String(room.roomID)}/messages`, { id: randomUUID(), message: secretOf(saleUnit), messageType: 'text' });
}

/** A chat message only the owner and the center's staff may read. */
const secretOf = (saleUnit: string) => `isolation secret of ${saleUnit}`;

beforeAll(async () => {
  stack = await startStack();
  const { app, sms } = stack.api;
  for (const row of await rawQuery(stack.db, `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`)) {
    const table = String(row.table_name);
    if (!columnsOf.has(table)) columnsOf.set(table, new Set());
    columnsOf.get(table)?.add(String(row.column_name));
  }
  const customer = (username: string) => customerLogin(app, username).then((login) => login.jtoken);
  await makeData(await customer(FIXTURE.lineCustomer.username), 'DC02');
  await makeData(await jtoken('/authen/swapdc/DC03', await customer(FIXTURE.customer.username), 'GET'), 'DC03');
  // The other party: a customer of DC02 only, and its orders, payment and chat room there.
  const owner = await targetOf('DC02', FIXTURE.lineCustomer);
  // For staff of DC01 and DC02: the whole of DC03.
  const otherCenter = await targetOf('DC03', null);
  // The same, for staff of DC01 only: the whole of DC02.
  const dc02 = await targetOf('DC02', null);
  const ownerAndCenter: Target = { ...owner, markers: owner.markers, owns: (columns) => [owner.owns(columns), dc02.owns(columns)].filter(Boolean).join(' OR ') || undefined };
  const salesperson = (await staffLogin(app, sms, FIXTURE.salesperson.mobileNo)).jtoken;
  const agent = await customer(FIXTURE.verifiedAgent.username);
  const rider = await riderLogin(stack);
  // A rider with a delivery of its own at DC01 (handed over as staff do), against an order of DC01 that is not theirs.
  const staff = (await staffLogin(app, sms, FIXTURE.merchant.mobileNo)).jtoken;
  await makeData(await customer(FIXTURE.creditCustomer.username), 'DC01');
  const delivery = await targetOf('DC01', FIXTURE.creditCustomer);
  for (const action of [
    { Action: 'approve', Expect: 'WAIT' },
    { Action: 'ship', Expect: 'APPROVED', RiderId: FIXTURE.rider.riderId },
  ]) {
    const response = await app.inject({ method: 'POST', url: `/api/MerchantOrder/action/${delivery.orderId}/DC01`, headers: { authorization: `Bearer ${staff}` }, payload: action });
    if (response.statusCode !== 200) throw new Error(`handing an order to the rider: ${response.statusCode} ${response.body}`);
  }
  await makeData(await customer(FIXTURE.customer.username), 'DC01');
  const notTheirs = await targetOf('DC01', FIXTURE.customer);
  const [assigned] = await rawQuery(stack.db, `SELECT rider_id FROM orders WHERE order_id = '${notTheirs.orderId}'`);
  if (assigned?.rider_id != null) throw new Error(`the target order is the rider's: ${notTheirs.orderId}`);
  ownerSession = { kind: 'the owner itself', token: await customer(FIXTURE.lineCustomer.username), target: owner };
  sessions = [
    { kind: 'no session', token: null, target: ownerAndCenter },
    { kind: 'guest', token: await guestToken(app), target: ownerAndCenter },
    { kind: 'customer of the center (DC02), not the owner', token: await customer(FIXTURE.customer.username), target: owner },
    { kind: 'customer of another center (DC01)', token: await customer(FIXTURE.creditCustomer.username), target: owner },
    { kind: 'staff of the centers DC01 and DC02, against DC03', token: staff, target: otherCenter },
    { kind: 'staff of another center (DC01)', token: salesperson, target: ownerAndCenter },
    {
      kind: 'salesperson acting for a client of DC01',
      token: await jtoken(`/api/merchant/loginasclient/${FIXTURE.customer.customerCode}/DC01`, salesperson, 'GET'),
      target: owner,
    },
    {
      kind: 'agent acting for a client of DC01',
      token: await jtoken(`/api/agent/clients/${FIXTURE.verifiedAgent.clientCustomerCodes[0]}/DC01/login`, agent, 'POST'),
      target: owner,
    },
    { kind: 'rider of DC01, not assigned', token: rider, target: ownerAndCenter },
    { kind: 'rider of DC01, assigned to other orders of DC01', token: rider, target: notTheirs },
  ];
  await watchRows(stack.db);
  await takeChanges(stack.db);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** A valid request of the call with every id set to the target's. */
function requestFor(call: (typeof CALL_LIST)[number], target: Target, seed: number): { url: string; payload?: string } {
  const valueFor = (field: string): Json | undefined => {
    switch (fieldKind(field, call.path)) {
      case 'center':
        return target.saleUnit;
      case 'customer':
        return /id$/i.test(field) ? target.customerId : target.customerCode;
      case 'order':
        return target.orderId;
      case 'room':
        return target.roomId;
      case 'payment':
        return target.paymentId;
      default:
        return undefined;
    }
  };
  const retarget = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(retarget);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, valueFor(key) ?? retarget(inner)]));
  };
  const sample = (schema: unknown): Json => {
    if (!schema) return null;
    const json = toJsonSchema(schema);
    return retarget(fc.sample(validValue(json, json), { seed, numRuns: 1 })[0] ?? null);
  };
  const params = sample(call.params) as Record<string, Json> | null;
  let url = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = valueFor(key) ?? params?.[key] ?? 'x';
    return encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
  const query = sample(call.query);
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== null) search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    if (search.size > 0) url += `?${search.toString()}`;
  }
  const body = call.method === 'GET' ? undefined : JSON.stringify(sample(call.body ?? call.multipart?.fields) ?? {});
  return { url, payload: body };
}

const namingCalls = () => CALL_LIST.filter((call) => !call.stream && idKindsOf(call).length > 0);

describe('center and owner isolation, from the contract', () => {
  it('has an entry for every call that names a center, a customer, an order, a room or a payment', () => {
    const derived = Object.fromEntries(namingCalls().map((call) => [call.name, idKindsOf(call)]));
    expect(Object.keys(derived).length).toBeGreaterThan(30);
    expect(ISOLATION_TABLE).toEqual(derived);
  });

  it('sees the other party data when the owner itself asks (the check can fire)', async () => {
    const { target } = ownerSession;
    expect([target.orderId, target.paymentId, target.roomId].filter((id) => id.startsWith('NONE'))).toEqual([]);
    const shown = new Set<string>();
    for (const [i, call] of namingCalls().entries()) {
      if (call.method !== 'GET') continue;
      const { url } = requestFor(call, target, SEED + i);
      // With the generated query and without it (a generated filter may hide the rows).
      for (const sent of [url, url.split('?')[0] ?? url]) {
        const response = await stack.api.app.inject({ method: 'GET', url: sent, headers: { authorization: `Bearer ${ownerSession.token ?? ''}` } });
        if (response.statusCode < 300) for (const marker of target.markers) if (response.body.includes(marker)) shown.add(marker);
      }
    }
    // The room's id is in no answer of a call that takes it; its message stands for it.
    expect([...shown].sort()).toEqual(target.markers.filter((marker) => marker !== target.roomId).sort());
  });

  it('refuses or answers empty to every kind of session holding the other party ids', async () => {
    expect(sessions.length).toBe(10);
    const problems: string[] = [];
    let sent = 0;
    // The other party's rows per table, hashed before the run; re-hashed when a call changes the table.
    const baseline = new Map<string, string>();
    const start = new Map<string, string>();
    const ownedHashAtStart = (table: string, target: Target) => start.get(`${target.saleUnit}|${target.markers.join()}|${table}`) ?? '';
    // A guest may start its own room or cart at the center: for a guest, the rows that were there
    // must stay as they were, and new rows of its own are not the other party's.
    const startRows = new Map<string, string[]>();
    for (const session of sessions) {
      for (const table of columnsOf.keys()) {
        const key = `${session.target.saleUnit}|${session.target.markers.join()}|${table}`;
        start.set(key, await ownedHash(table, session.target));
        if (session.kind === 'guest') startRows.set(`${session.kind}|${table}`, await ownedRows(table, session.target));
      }
    }
    for (const [i, call] of namingCalls().entries()) {
      for (const session of sessions) {
        const { url, payload } = requestFor(call, session.target, SEED + i);
        const response = await stack.api.app.inject({
          method: call.method,
          url,
          headers: {
            ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            'idempotency-key': `isolation-${i}-${sent}`,
          },
          payload,
        });
        sent += 1;
        const where = `${call.name} ${call.method} ${url} as ${session.kind} -> ${response.statusCode}`;
        const changed = await takeChanges(stack.db);
        if (response.statusCode >= 500) problems.push(`${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          if (changed.length > 0) problems.push(`${where}: refused but changed ${changed.join(', ')}`);
        } else {
          const shown = session.target.markers.filter((marker) => response.body.includes(marker));
          if (shown.length > 0) problems.push(`${where}: shows ${shown.join(', ')}: ${response.body.slice(0, 200)}`);
        }
        for (const table of changed) {
          const key = `${session.kind}|${table}`;
          const now = await ownedHash(table, session.target, startRows.get(key));
          if (!baseline.has(key)) baseline.set(key, ownedHashAtStart(table, session.target));
          if (baseline.get(key) !== now) problems.push(`${where}: changed the other party's ${table}`);
          baseline.set(key, now);
        }
      }
    }
    expect(sent).toBe(namingCalls().length * sessions.length);
    expect(problems.join('\n')).toBe('');
  }, 300_000);
});
