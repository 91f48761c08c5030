import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { start, type FakeLinePlatform } from '../../../../tests/fakes/line/index';
import type { DatabaseHandle } from '../../db/client';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer } from '../../../test/factories';
import { bearer, customerLogin, errorBody, staffLogin } from '../../../test/helpers';
import { filePart, HTML, multipartBody, pngImage } from '../../../test/uploads';
import { BROADCAST_IMAGE_MAX_BYTES } from './service';

let db: DatabaseHandle;
let t: TestApp;
let line: FakeLinePlatform;
/** Of DC01 and DC02. */
let merchant: Record<string, string>;
/** Of DC01 only. */
let salesperson: Record<string, string>;

const PUBLIC_BASE = 'https://shop.example.test/eorder/';
const LINKED = 1200;
const userIdOf = (n: number) => `U${String(n).padStart(32, '0')}`;
const linkedCodes = Array.from({ length: LINKED }, (_, i) => `BCL${String(i + 1).padStart(5, '0')}`);
const unlinkedCodes = ['BCN00001', 'BCN00002', 'BCN00003', 'BCN00004', 'BCN00005'];
/** Linked, but the official account was unfollowed. */
const unfollowedCode = 'BCU00001';

beforeAll(async () => {
  db = await openTestDatabase();
  line = await start({ port: 0 });
  t = await buildTestApp(db, {
    env: { LINE_API_BASE_URL: line.url, LINE_CHANNEL_ACCESS_TOKEN: line.channelAccessToken, PUBLIC_BASE_URL: PUBLIC_BASE },
  });
  merchant = bearer((await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo)).jtoken);
  salesperson = bearer((await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo)).jtoken);
  // 1,200 linked customers of DC02, five without LINE and one who unfollowed.
  await db.db.execute(sql`
    insert into customers (customer_code, customer_name, line_user_id)
    select 'BCL' || lpad(g::text, 5, '0'), 'ร้านบรอดแคสต์ ' || g, 'U' || lpad(g::text, 32, '0')
    from generate_series(1, ${LINKED}) g`);
  await db.db.execute(sql`
    insert into customers (customer_code, customer_name)
    select 'BCN' || lpad(g::text, 5, '0'), 'ร้านไม่มีไลน์ ' || g from generate_series(1, 5) g`);
  await db.db.execute(sql`
    insert into customers (customer_code, customer_name, line_user_id)
    values (${unfollowedCode}, 'ร้านเลิกติดตาม', ${userIdOf(9999)})`);
  await db.db.execute(sql`
    insert into customer_centers (customer_id, sale_unit)
    select id, 'DC02' from customers where customer_code like 'BC%'`);
  await db.db.execute(sql`
    insert into line_friendships (line_user_id, is_friend, event_at) values (${userIdOf(9999)}, false, now())`);
});

afterAll(async () => {
  await t?.app.close();
  await line?.stop();
  await db?.close();
});

beforeEach(() => {
  line.reset();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { 'accept-language': 'en', ...headers }, ...(payload ? { payload } : {}) });

async function createTag(name: string, saleUnit = 'DC02', who = merchant) {
  const res = await call('POST', '/api/merchant/tag/create', who, { SaleUnit: saleUnit, Name: name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; SaleUnit: string; Name: string; Members: number }>();
}

async function addMembers(tagId: number, codes: string[]) {
  for (let i = 0; i < codes.length; i += 500) {
    const res = await call('POST', `/api/merchant/tag/${tagId}/customers/add`, merchant, {
      CustomerCodes: codes.slice(i, i + 500),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

interface Detail {
  Id: number;
  Status: string;
  Recipients: number;
  Sent: number;
  Failed: number;
  Skipped: number;
  Pending: number;
  Batches: { BatchNo: number; Size: number; Status: string; Attempts: number }[];
}

const detail = async (id: number) => (await call('GET', `/api/merchant/broadcast/detail/${id}`, merchant)).json<Detail>();

async function broadcastTo(tagId: number | null, text: string, extra: object = {}) {
  const res = await call('POST', '/api/merchant/broadcast/create', merchant, {
    SaleUnit: 'DC02',
    TagId: tagId,
    Title: text,
    Content: { Kind: 'TEXT', Text: text },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
}

/** Every LINE user the fake delivered to, with how many times. */
function deliveries(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const multicast of line.multicasts()) for (const to of multicast.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe('customer tags', () => {
  it('creates, lists, renames and deletes a tag; a name is once per center', async () => {
    const tag = await createTag('ร้านประจำ');
    expect(tag).toMatchObject({ SaleUnit: 'DC02', Name: 'ร้านประจำ', Members: 0 });
    const same = await call('POST', '/api/merchant/tag/create', merchant, { SaleUnit: 'DC02', Name: 'ร้านประจำ' });
    expect(same.statusCode).toBe(409);
    expect(errorBody(same).Code).toBe('TAG_NAME_TAKEN');
    // Another center may have its own tag of that name.
    expect((await createTag('ร้านประจำ', 'DC01')).SaleUnit).toBe('DC01');

    const list = await call('GET', '/api/merchant/tag?SaleUnit=DC02&Text=ประจำ', merchant);
    expect(list.json<{ Data: { Id: number }[] }>().Data.map((row) => row.Id)).toEqual([tag.Id]);

    const renamed = await call('POST', `/api/merchant/tag/${tag.Id}/update`, merchant, { Name: 'ลูกค้าประจำ' });
    expect(renamed.json<{ Name: string }>().Name).toBe('ลูกค้าประจำ');
    expect((await call('GET', `/api/merchant/tag/${tag.Id}`, merchant)).json<{ Name: string }>().Name).toBe('ลูกค้าประจำ');

    expect((await call('DELETE', `/api/merchant/tag/${tag.Id}`, merchant)).statusCode).toBe(200);
    expect(errorBody(await call('GET', `/api/merchant/tag/${tag.Id}`, merchant)).Code).toBe('TAG_NOT_FOUND');
  });

  it('adds customers of the center by code, once each, and removes them; a code of another center adds none', async () => {
    const tag = await createTag('ทดลองเพิ่ม');
    await addMembers(tag.Id, ['BCL00001', 'BCL00002', 'BCN00001']);
    await addMembers(tag.Id, ['BCL00001']);
    let members = await call('GET', `/api/merchant/tag/${tag.Id}/customers`, merchant);
    expect(members.json<{ Data: { CustomerCode: string; LinkedToLine: boolean }[] }>().Data).toEqual([
      expect.objectContaining({ CustomerCode: 'BCL00001', LinkedToLine: true }),
      expect.objectContaining({ CustomerCode: 'BCL00002', LinkedToLine: true }),
      expect.objectContaining({ CustomerCode: 'BCN00001', LinkedToLine: false }),
    ]);
    const counted = (await call('GET', `/api/merchant/tag/${tag.Id}`, merchant)).json<{ Members: number; Reachable: number }>();
    expect(counted).toMatchObject({ Members: 3, Reachable: 2 });

    // A customer of DC01 only.
    const ofDc01 = await createCustomer(db.db, { saleUnits: ['DC01'] });
    const other = await call('POST', `/api/merchant/tag/${tag.Id}/customers/add`, merchant, {
      CustomerCodes: ['BCL00003', ofDc01.customerCode],
    });
    expect(other.statusCode).toBe(404);
    expect(errorBody(other)).toMatchObject({ Code: 'CUSTOMER_NOT_FOUND' });
    expect((await call('GET', `/api/merchant/tag/${tag.Id}`, merchant)).json<{ Members: number }>().Members).toBe(3);

    const search = await call('GET', `/api/merchant/tag/${tag.Id}/customers/search?Text=BCL0000`, merchant);
    const found = search.json<{ Data: { CustomerCode: string; InTag: boolean }[]; Total: number }>();
    expect(found.Total).toBe(9);
    expect(found.Data.find((row) => row.CustomerCode === 'BCL00001')?.InTag).toBe(true);
    expect(found.Data.find((row) => row.CustomerCode === 'BCL00003')?.InTag).toBe(false);

    const removed = await call('POST', `/api/merchant/tag/${tag.Id}/customers/remove`, merchant, {
      CustomerCodes: ['BCL00002', 'BCL00009'],
    });
    expect(removed.json()).toEqual({ Changed: 1, Members: 2 });
    members = await call('GET', `/api/merchant/tag/${tag.Id}/customers?Text=BCN`, merchant);
    expect(members.json<{ Total: number }>().Total).toBe(1);
  });

  it("refuses another center's tag and broadcast, and a center the staff member does not serve", async () => {
    const tag = await createTag('ของ DC02 เท่านั้น');
    const sent = await broadcastTo(tag.Id, 'เฉพาะ DC02');
    for (const [method, url] of [
      ['GET', `/api/merchant/tag/${tag.Id}`],
      ['GET', `/api/merchant/tag/${tag.Id}/customers`],
      ['DELETE', `/api/merchant/tag/${tag.Id}`],
      ['GET', `/api/merchant/broadcast/detail/${sent.Id}`],
      ['POST', `/api/merchant/broadcast/${sent.Id}/cancel`],
    ] as const) {
      const res = await call(method, url, salesperson);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('DC02');
    }
    const add = await call('POST', `/api/merchant/tag/${tag.Id}/customers/add`, salesperson, { CustomerCodes: ['BCL00001'] });
    expect(errorBody(add).Code).toBe('TAG_NOT_FOUND');
    const elsewhere = await call('POST', '/api/merchant/tag/create', salesperson, { SaleUnit: 'DC02', Name: 'x' });
    expect(elsewhere.statusCode).toBe(403);
    expect(errorBody(elsewhere).Code).toBe('CENTER_NOT_ALLOWED');
    const viaTag = await call('POST', '/api/merchant/broadcast/preview', salesperson, {
      TagId: tag.Id,
      Title: 'x',
      Content: { Kind: 'TEXT', Text: 'x' },
    });
    expect(errorBody(viaTag).Code).toBe('TAG_NOT_FOUND');
    // One of the salesperson's own center (cancelled at once), so the list below is not empty.
    const ownTag = await createTag('ของ DC01', 'DC01', salesperson);
    const own = await call('POST', '/api/merchant/broadcast/create', salesperson, {
      SaleUnit: 'DC01',
      TagId: ownTag.Id,
      Title: 'เฉพาะ DC01',
      Content: { Kind: 'TEXT', Text: 'เฉพาะ DC01' },
      SendAt: new Date(t.clock().getTime() + 86_400_000).toISOString(),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await call('POST', `/api/merchant/broadcast/${own.json<{ Id: number }>().Id}/cancel`, salesperson)).statusCode).toBe(200);
    const lists = await call('GET', '/api/merchant/broadcast', salesperson);
    const listed = lists.json<{ Data: { Id: number; SaleUnit: string }[] }>().Data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((row) => row.Id)).not.toContain(sent.Id);
    expect(listed.every((row) => row.SaleUnit === 'DC01')).toBe(true);
    const customer = (await customerLogin(t.app, FIXTURE.customer.username)).jtoken;
    expect((await call('GET', '/api/merchant/tag', bearer(customer))).statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, 'GET' | 'POST', object | undefined, string][] = [
      ['/api/merchant/tag/create', 'POST', { Name: '   ' }, 'body.Name'],
      ['/api/merchant/tag/create', 'POST', { Name: 'x', Extra: 1 }, 'body'],
      ['/api/merchant/tag/abc', 'GET', undefined, 'params.id'],
      ['/api/merchant/tag/1/customers/add', 'POST', { CustomerCodes: [] }, 'body.CustomerCodes'],
      ['/api/merchant/tag/1/customers/add', 'POST', { CustomerCodes: ['a b'] }, 'body.CustomerCodes.0'],
      ['/api/merchant/broadcast/create', 'POST', { TagId: null, Title: 'x', Content: { Kind: 'TEXT' } }, 'body.Content.Text'],
      ['/api/merchant/broadcast/create', 'POST', { TagId: null, Title: 'x', Content: { Kind: 'IMAGE', ImageUrl: 'http://a.example/p.jpg' } }, 'body.Content.ImageUrl'],
      ['/api/merchant/broadcast/create', 'POST', { TagId: null, Title: 'x', Content: { Kind: 'TEXT', Text: 'x' }, SendAt: 'tomorrow' }, 'body.SendAt'],
      ['/api/merchant/broadcast/preview', 'POST', { TagId: null, Title: 'x', Content: { Kind: 'PRODUCTS', ProductCodes: Array(11).fill('P1') } }, 'body.Content.ProductCodes'],
    ];
    for (const [url, method, payload, field] of cases) {
      const res = await call(method, url, merchant, payload);
      expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
      const body = errorBody(res);
      expect(body.Code).toBe('VALIDATION_FAILED');
      expect(body.Errors?.some((error) => error.path === field || error.path.startsWith(`${field}.`)), `${field}: ${res.body}`).toBe(true);
    }
  });
});

describe('broadcasts', () => {
  let tagId: number;

  beforeAll(async () => {
    tagId = (await createTag('ลูกค้าไลน์ 1200')).Id;
    await addMembers(tagId, [...linkedCodes, ...unlinkedCodes, unfollowedCode]);
  });

  it('previews the messages and who a broadcast would reach, storing nothing', async () => {
    const total = async () => (await call('GET', '/api/merchant/broadcast', merchant)).json<{ Total: number }>().Total;
    const before = await total();
    const res = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      TagId: tagId,
      Title: 'ข่าวดี',
      Content: { Kind: 'TEXT', Text: 'ลดราคาทั้งร้าน' },
    });
    expect(res.json()).toMatchObject({
      Messages: [{ type: 'text', text: 'ลดราคาทั้งร้าน' }],
      Audience: { Customers: 1206, Reachable: 1200, Skipped: 6, Batches: 3 },
    });
    expect(await total()).toBe(before);
  });

  it('reaches each of 1,200 linked customers exactly once in three batches, skipping the unlinked', async () => {
    const created = await broadcastTo(tagId, 'โปรโมชั่นประจำสัปดาห์');
    expect(created).toMatchObject({ Status: 'SCHEDULED', Recipients: 0 });
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 3, retried: 0, failed: 0 });

    const calls = line.multicasts();
    expect(calls.map((multicast) => multicast.to.length)).toEqual([500, 500, 200]);
    expect(new Set(calls.map((multicast) => multicast.retryKey)).size).toBe(3);
    const reached = deliveries();
    expect(reached.size).toBe(LINKED);
    expect([...reached.values()].every((times) => times === 1)).toBe(true);
    expect(reached.has(userIdOf(9999))).toBe(false);
    expect(calls[0]?.messages).toEqual([{ type: 'text', text: 'โปรโมชั่นประจำสัปดาห์' }]);

    expect(await detail(created.Id)).toMatchObject({
      Status: 'SENT',
      Recipients: 1200,
      Sent: 1200,
      Failed: 0,
      Pending: 0,
      Skipped: 6,
      Batches: [
        { BatchNo: 0, Size: 500, Status: 'SENT', Attempts: 1 },
        { BatchNo: 1, Size: 500, Status: 'SENT', Attempts: 1 },
        { BatchNo: 2, Size: 200, Status: 'SENT', Attempts: 1 },
      ],
    });
    // Nothing is left to send.
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ started: 0, sent: 0 });
    expect(line.multicasts()).toHaveLength(3);
  });

  it('retries a batch whose answer was lost with the same key: LINE says 409 and nobody gets it twice', async () => {
    line.fail({ path: '/v2/bot/message/multicast', status: 500, times: 1, afterAccepting: true });
    const created = await broadcastTo(tagId, 'ส่งซ้ำไม่ได้');
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 2, retried: 1 });
    expect(await detail(created.Id)).toMatchObject({ Status: 'SENDING', Sent: 700, Pending: 500 });

    // Not before its backoff; then once, with the first attempt's key.
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 0 });
    t.clock.advance(60_000);
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 1, retried: 0 });

    const attempts = line.calls({ path: '/v2/bot/message/multicast' });
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 200, 200, 409]);
    expect(attempts[3]?.headers['x-line-retry-key']).toBe(attempts[0]?.headers['x-line-retry-key']);
    const reached = deliveries();
    expect(reached.size).toBe(LINKED);
    expect([...reached.values()].every((times) => times === 1)).toBe(true);
    expect(await detail(created.Id)).toMatchObject({ Status: 'SENT', Sent: 1200, Pending: 0 });
  });

  it('retries a batch LINE failed (500, 429) and sends it then, each person once', async () => {
    line.fail({ path: '/v2/bot/message/multicast', status: 500, times: 1 });
    const created = await broadcastTo(tagId, 'ลองใหม่');
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 2, retried: 1 });
    line.fail({ path: '/v2/bot/message/multicast', status: 429, times: 1 });
    t.clock.advance(60_000);
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    t.clock.advance(120_000);
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 1 });
    const reached = deliveries();
    expect(reached.size).toBe(LINKED);
    expect([...reached.values()].every((times) => times === 1)).toBe(true);
    const done = await detail(created.Id);
    expect(done).toMatchObject({ Status: 'SENT', Sent: 1200 });
    expect(done.Batches[0]).toMatchObject({ Attempts: 3, Status: 'SENT' });
  });

  it('gives up a batch LINE refuses (400) and says so in the counts', async () => {
    line.fail({ path: '/v2/bot/message/multicast', status: 400, times: 1 });
    const created = await broadcastTo(tagId, 'บางส่วน');
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ sent: 2, failed: 1 });
    expect(await detail(created.Id)).toMatchObject({ Status: 'PARTIAL', Sent: 700, Failed: 500, Pending: 0 });
  });

  it('sends a scheduled broadcast at its time, once, whichever replica claims it; a cancelled one never', async () => {
    const later = new Date(t.clock().getTime() + 3_600_000).toISOString();
    const scheduled = await broadcastTo(tagId, 'ตอนเย็น', { SendAt: later });
    const cancelled = await broadcastTo(tagId, 'ยกเลิกแล้ว', { SendAt: later });
    expect((await call('POST', `/api/merchant/broadcast/${cancelled.Id}/cancel`, merchant)).json()).toMatchObject({
      Status: 'CANCELLED',
    });
    expect(await t.app.lineBroadcasts.runOnce()).toMatchObject({ started: 0, sent: 0 });

    t.clock.advance(3_600_000);
    await Promise.all([t.app.lineBroadcasts.runOnce(), t.app.lineBroadcasts.runOnce()]);
    await t.app.lineBroadcasts.runOnce();
    expect(line.multicasts()).toHaveLength(3);
    const reached = deliveries();
    expect(reached.size).toBe(LINKED);
    expect([...reached.values()].every((times) => times === 1)).toBe(true);
    expect(await detail(scheduled.Id)).toMatchObject({ Status: 'SENT', Sent: 1200 });
    expect(await detail(cancelled.Id)).toMatchObject({ Status: 'CANCELLED', Recipients: 0 });
    const again = await call('POST', `/api/merchant/broadcast/${scheduled.Id}/cancel`, merchant);
    expect(errorBody(again).Code).toBe('BROADCAST_NOT_CANCELLABLE');
  });

  it('lists the center\'s broadcasts newest first with their counts', async () => {
    const res = await call('GET', '/api/merchant/broadcast?SaleUnit=DC02&take=2', merchant);
    const page = res.json<{ Data: { Id: number; Sent: number; TagName: string | null }[]; Total: number }>();
    expect(page.Data).toHaveLength(2);
    expect(page.Data[0]!.Id).toBeGreaterThan(page.Data[1]!.Id);
    expect(page.Data[1]).toMatchObject({ Sent: 1200, TagName: 'ลูกค้าไลน์ 1200' });
  });

  it('builds a Flex carousel of the center\'s products and refuses a product it does not sell', async () => {
    const code = FIXTURE.products.threeUnits;
    const res = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      SaleUnit: 'DC01',
      TagId: null,
      Title: 'สินค้าแนะนำ',
      Content: { Kind: 'PRODUCTS', ProductCodes: [code] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Messages: [{ type: 'flex', altText: 'สินค้าแนะนำ', contents: { type: 'carousel', contents: [{ type: 'bubble' }] } }],
    });
    const unknown = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      SaleUnit: 'DC01',
      TagId: null,
      Title: 'x',
      Content: { Kind: 'PRODUCTS', ProductCodes: ['NOPE'] },
    });
    expect(errorBody(unknown).Code).toBe('PRODUCT_NOT_FOUND');
    const promotion = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      SaleUnit: 'DC01',
      TagId: null,
      Title: 'โปร',
      Content: { Kind: 'PROMOTION', PromotionId: FIXTURE.promotions.discountValue },
    });
    expect(promotion.json()).toMatchObject({ Messages: [{ type: 'flex', contents: { type: 'bubble' } }] });
  });
});

describe('broadcast pictures', () => {
  const upload = (who: Record<string, string>, file: Buffer, fields: Record<string, string>, type = 'image/png') => {
    const { payload, headers } = multipartBody([
      ...Object.entries(fields).map(([name, content]) => ({ name, content })),
      filePart(file, 'poster.png', type),
    ]);
    return t.app.inject({ method: 'POST', url: '/api/merchant/broadcast/image', headers: { 'accept-language': 'en', ...who, ...headers }, payload });
  };
  const storedFiles = async () => (await readdir(path.join(t.env.FILES_DIR, 'broadcasts'), { recursive: true }).catch(() => [])).length;

  it('stores an uploaded picture of the center and LINE gets it under the public base URL', async () => {
    const res = await upload(merchant, await pngImage(), { SaleUnit: 'DC02' });
    expect(res.statusCode, res.body).toBe(200);
    const picture = res.json<{ ImageUrl: string; PublicUrl: string }>();
    expect(picture.ImageUrl).toMatch(/^\/files\/broadcasts\/DC02\/[0-9a-f-]{36}\.jpg$/);
    expect(picture.PublicUrl).toBe(`${PUBLIC_BASE}api/customer/files${picture.ImageUrl.slice('/files'.length)}`);
    // The stored file is a JPEG of our own making, served where the public address points.
    const served = await t.app.inject({ method: 'GET', url: picture.ImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const preview = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      SaleUnit: 'DC02',
      TagId: null,
      Title: 'ภาพโปรโมชั่น',
      Content: { Kind: 'IMAGE', ImageUrl: picture.ImageUrl },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      Messages: [{ type: 'image', originalContentUrl: picture.PublicUrl, previewImageUrl: picture.PublicUrl }],
    });
  });

  it('refuses what is not a picture and one too big with a translated error, storing nothing', async () => {
    const before = await storedFiles();
    const notImage = await upload(merchant, Buffer.from(HTML), { SaleUnit: 'DC02' }, 'image/png');
    expect(notImage.statusCode).toBe(400);
    expect(errorBody(notImage).Code).toBe('UPLOAD_NOT_IMAGE');
    const big = await upload(merchant, Buffer.alloc(BROADCAST_IMAGE_MAX_BYTES + 1, 1), { SaleUnit: 'DC02' });
    expect(big.statusCode).toBe(413);
    expect(errorBody(big).Code).toBe('UPLOAD_TOO_LARGE');
    expect(errorBody(big).Message).toBe('The file is larger than 5 MB.');
    const { payload, headers } = multipartBody([filePart(Buffer.alloc(BROADCAST_IMAGE_MAX_BYTES + 1, 1), 'big.png', 'image/png')]);
    const thai = await t.app.inject({ method: 'POST', url: '/api/merchant/broadcast/image', headers: { 'accept-language': 'th', ...merchant, ...headers }, payload });
    expect(errorBody(thai).Message).toBe('ไฟล์มีขนาดใหญ่เกิน 5 MB');
    expect(await storedFiles()).toBe(before);
  });

  it("refuses another center's upload and another center's picture in a broadcast", async () => {
    const before = await storedFiles();
    const other = await upload(salesperson, await pngImage(), { SaleUnit: 'DC02' });
    expect(other.statusCode).toBe(403);
    expect(errorBody(other).Code).toBe('CENTER_NOT_ALLOWED');
    expect(await storedFiles()).toBe(before);

    const dc02 = (await upload(merchant, await pngImage(), { SaleUnit: 'DC02' })).json<{ ImageUrl: string }>();
    const misplaced = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      SaleUnit: 'DC01',
      TagId: null,
      Title: 'x',
      Content: { Kind: 'IMAGE', ImageUrl: dc02.ImageUrl },
    });
    expect(misplaced.statusCode).toBe(400);
    expect(errorBody(misplaced).Code).toBe('VALIDATION_FAILED');
    // A path that is no upload of ours, and an http address, are refused by the schema.
    for (const ImageUrl of ['/files/products/DC01/x.jpg', 'http://example.com/a.jpg']) {
      const res = await call('POST', '/api/merchant/broadcast/preview', merchant, { SaleUnit: 'DC01', TagId: null, Title: 'x', Content: { Kind: 'IMAGE', ImageUrl } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('gives the Flex product cards their stored pictures under the public base URL', async () => {
    const code = FIXTURE.products.threeUnits;
    await db.db.execute(sql`update products set pic_filename1 = '/files/products/DC01/card.jpg' where p_code = ${code}`);
    const res = await call('POST', '/api/merchant/broadcast/preview', merchant, {
      SaleUnit: 'DC01',
      TagId: null,
      Title: 'สินค้าแนะนำ',
      Content: { Kind: 'PRODUCTS', ProductCodes: [code] },
    });
    expect(res.json()).toMatchObject({
      Messages: [{ contents: { contents: [{ hero: { type: 'image', url: `${PUBLIC_BASE}api/customer/files/products/DC01/card.jpg` } }] } }],
    });
  });
});
