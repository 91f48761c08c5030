import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '@eorder/shared';
import type { DatabaseHandle } from '../../db/client';
import { fixtureNow } from '../../db/test-support';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock, type TestClock } from '../../../test/clock';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { createStaff } from '../../../test/factories';
import { filePart, multipartBody, pngImage } from '../../../test/uploads';
import { bearer, customerToken, errorOf, guestJtoken, staffToken } from '../orders/test-kit';

let db: DatabaseHandle;
let t: TestApp;
let clock: TestClock;
let customer: string;
let otherCustomer: string;
let merchant: string;
let dc02Staff: string;

beforeAll(async () => {
  db = await openTestDatabase();
  clock = createTestClock(fixtureNow());
  t = await buildTestApp(db, { clock });
  customer = await customerToken(t.app, FIXTURE.customer, 'DC01');
  otherCustomer = await customerToken(t.app, FIXTURE.creditCustomer, 'DC01');
  merchant = await staffToken(t.app, FIXTURE.merchant.staffUserId, '1');
  dc02Staff = await staffToken(t.app, (await createStaff(db.db, { saleUnits: ['DC02'] })).id, '1');
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

const messageId = () => `m${randomUUID().replaceAll('-', '')}`;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const open = (token: string, body: Record<string, unknown> = {}) => call('POST', '/api/chat/rooms/open', token, body);
const send = (token: string, roomId: string, body: Record<string, unknown>) =>
  call('POST', `/api/chat/rooms/${roomId}/messages`, token, body);
const text = (token: string, roomId: string, message: string, id = messageId()) =>
  send(token, roomId, { id, message, messageType: 'text' });
const page = (token: string, roomId: string, query = '') => call('GET', `/api/chat/rooms/${roomId}/messages${query}`, token);
const rooms = async (token: string) => (await call('GET', '/api/chat/rooms', token)).json<ChatRoom[]>();

async function customerRoom(): Promise<ChatRoom> {
  const res = await open(customer);
  expect(res.statusCode).toBe(200);
  return res.json<ChatRoom>();
}

describe('chat rooms and membership', () => {
  it("opens one room per customer and center, and the center's staff see it", async () => {
    const room = await customerRoom();
    expect(room).toMatchObject({ SaleUnit: 'DC01', CustomerCode: FIXTURE.customer.customerCode, unread: 0 });
    expect((await customerRoom()).roomID).toBe(room.roomID);
    const byStaff = await open(merchant, { CustomerCode: FIXTURE.customer.customerCode, SaleUnit: 'DC01' });
    expect(byStaff.json<ChatRoom>().roomID).toBe(room.roomID);
    expect((await rooms(merchant)).map((r) => r.roomID)).toContain(room.roomID);
  });

  it('lets nobody read or write a room they are not a member of, whatever ids they send', async () => {
    const room = await customerRoom();
    for (const token of [otherCustomer, dc02Staff]) {
      expect(errorOf(await page(token, room.roomID)).Code).toBe('CHAT_ROOM_FORBIDDEN');
      expect(errorOf(await text(token, room.roomID, 'let me in')).Code).toBe('CHAT_ROOM_FORBIDDEN');
      expect((await call('POST', `/api/chat/rooms/${room.roomID}/read`, token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/chat/rooms/${room.roomID}/events`, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await rooms(dc02Staff)).map((r) => r.roomID)).not.toContain(room.roomID);
    // Staff of DC02 cannot open a DC01 room by naming the center, nor a customer who is not DC02's.
    expect(errorOf(await open(dc02Staff, { CustomerCode: FIXTURE.customer.customerCode, SaleUnit: 'DC01' })).StatusCode).toBe(403);
    expect(errorOf(await open(dc02Staff, { CustomerCode: FIXTURE.creditCustomer.customerCode, SaleUnit: 'DC02' })).Code).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    // A customer naming someone else's code is refused; a center they may not use too.
    expect(errorOf(await open(customer, { CustomerCode: FIXTURE.creditCustomer.customerCode })).Code).toBe('CHAT_ROOM_FORBIDDEN');
    expect((await open(otherCustomer, { SaleUnit: 'DC03' })).statusCode).toBe(403);
    expect(errorOf(await page(customer, 'no-such-room')).StatusCode).toBe(404);
  });

  it('refuses a salesperson acting as the customer', async () => {
    const acting = await customerToken(t.app, FIXTURE.customer, 'DC01', { UserId: FIXTURE.salesperson.staffUserId });
    expect(errorOf(await open(acting)).Code).toBe('AUTH_FORBIDDEN');
  });

  it("moves a guest's room to the customer who signs in", async () => {
    const guestId = `guest-${randomUUID()}`;
    const guest = await guestJtoken(t.app, 'DC01', guestId);
    const guestRoom = (await open(guest)).json<ChatRoom>();
    expect((await text(guest, guestRoom.roomID, 'Is this in stock?')).statusCode).toBe(200);
    const fresh = await customerToken(t.app, FIXTURE.sapCustomer, 'DC01', { GuestUid: guestId });
    const mine = await rooms(fresh);
    expect(mine.map((r) => r.roomID)).toContain(guestRoom.roomID);
    const messages = (await page(fresh, guestRoom.roomID)).json<ChatMessage[]>();
    expect(messages.map((m) => m.message)).toEqual(['Is this in stock?']);
    expect(messages[0]?.ownerID).toBe(`customer:${FIXTURE.sapCustomer.customerCode}`);
    expect((await page(guest, guestRoom.roomID)).statusCode).toBe(403);
  });
});

describe('chat messages', () => {
  it('stores a retried message once and refuses its id elsewhere', async () => {
    const room = await customerRoom();
    const id = messageId();
    const first = await text(customer, room.roomID, 'two cases please', id);
    const retry = await text(customer, room.roomID, 'two cases please', id);
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const [{ n }] = (await db.db.execute(sql`select count(*)::int as n from chat_messages where id = ${id}`)).rows as [{ n: number }];
    expect(n).toBe(1);
    const other = (await open(otherCustomer)).json<ChatRoom>();
    expect(errorOf(await text(otherCustomer, other.roomID, 'hijack', id)).Code).toBe('CONFLICT');
  });

  it('answers 400 with the field for bad input', async () => {
    const room = await customerRoom();
    const bad = async (body: Record<string, unknown>) => errorOf(await send(customer, room.roomID, body));
    expect((await bad({ id: 'x', message: 'hi', messageType: 'text' })).StatusCode).toBe(400);
    expect((await bad({ id: messageId(), message: '   ', messageType: 'text' })).Errors?.[0]?.path).toContain('message');
    expect((await bad({ id: messageId(), message: 'hi', messageType: 'video' })).StatusCode).toBe(400);
    const outside = await bad({ id: messageId(), messageType: 'photo', imageUrl: 'https://evil.example/x.jpg' });
    expect(outside.Errors?.[0]?.path ?? outside.Message).toBeTruthy();
    expect(outside.StatusCode).toBe(400);
    expect(errorOf(await page(customer, 'bad room id!')).StatusCode).toBe(400);
    expect(errorOf(await page(customer, room.roomID, '?before=-5')).StatusCode).toBe(400);
  });

  it('pages 15 newest first, counts unread and clears it on read', async () => {
    const room = (await open(merchant, { CustomerCode: FIXTURE.creditCustomer.customerCode, SaleUnit: 'DC01' })).json<ChatRoom>();
    for (let k = 1; k <= 17; k += 1) {
      clock.advance(1000);
      expect((await text(merchant, room.roomID, `reply ${k}`)).statusCode).toBe(200);
    }
    const first = (await page(otherCustomer, room.roomID)).json<ChatMessage[]>();
    expect(first).toHaveLength(15);
    expect(first[0]?.message).toBe('reply 17');
    expect(first[0]?.createdAt).toMatch(/^\d{14}$/);
    const older = (await page(otherCustomer, room.roomID, `?before=${first.at(-1)?.timestamp}`)).json<ChatMessage[]>();
    expect(older.map((m) => m.message)).toEqual(['reply 2', 'reply 1']);
    const before = (await rooms(otherCustomer)).find((r) => r.roomID === room.roomID);
    expect(before?.unread).toBe(17);
    expect((await call('POST', `/api/chat/rooms/${room.roomID}/read`, otherCustomer)).json()).toEqual({ status: 200 });
    const after = (await rooms(otherCustomer)).find((r) => r.roomID === room.roomID);
    expect(after?.unread).toBe(0);
    expect(after?.members.find((m) => m.id === `customer:${FIXTURE.creditCustomer.customerCode}`)?.lastRead).toBe(first[0]?.timestamp);
  });

  it('takes a photo checked by its content and sends it', async () => {
    const room = await customerRoom();
    const id = messageId();
    const upload = (content: Buffer, roomId = room.roomID) => {
      const body = multipartBody([filePart(content, 'p.png', 'image/png'), { name: 'roomId', content: roomId }, { name: 'messageId', content: id }]);
      return t.app.inject({ method: 'POST', url: '/api/customers/chat/upload', payload: body.payload, headers: { ...body.headers, ...bearer(customer) } });
    };
    const res = await upload(await pngImage());
    expect(res.statusCode).toBe(200);
    const url = res.json<{ Data: string }>().Data;
    expect(url).toMatch(new RegExp(`^/files/chat/${room.roomID}/.+\\.jpg$`));
    expect((await upload(Buffer.from('<html>not an image</html>'))).statusCode).toBe(400);
    const other = (await open(otherCustomer)).json<ChatRoom>();
    expect((await upload(await pngImage(), other.roomID)).statusCode).toBe(403);
    const sent = await send(customer, room.roomID, { id, messageType: 'photo', imageUrl: url });
    expect(sent.json<ChatMessage>()).toMatchObject({ messageType: 'photo', imageUrl: url });
  });

  it('queues one LINE notice of merchant replies per room in a few minutes', async () => {
    const line = await customerToken(t.app, FIXTURE.lineCustomer, 'DC02');
    const room = (await open(line)).json<ChatRoom>();
    const notices = async () =>
      ((await db.db.execute(sql`select count(*)::int as n from line_outbox where kind = 'CHAT_REPLY' and dedupe_key like ${`chat-reply:${room.roomID}:%`}`)).rows as [{ n: number }])[0].n;
    await text(line, room.roomID, 'hello');
    expect(await notices()).toBe(0);
    await text(merchant, room.roomID, 'hello, how can we help?');
    await text(merchant, room.roomID, 'we are here');
    expect(await notices()).toBe(1);
    clock.advance(6 * 60_000);
    await text(merchant, room.roomID, 'still there?');
    expect(await notices()).toBe(2);
  });
});
