// The merchant's customer calls over HTTP: the list, one customer, photo groups, photos and their
// upload, and the customer's coupons asked for by staff; each refusing another center's customer
// (404, no data), bad input (400 naming the field) and anything but a picture.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_PATHS,
  buildPath,
  type CustomerPhoto,
  type MerchantCustomer,
  type MerchantCustomerAnswer,
} from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock, type TestClock } from '../../../test/clock';
import { createCustomer, createStaff, type CustomerRow } from '../../../test/factories';
import { filePart, HTML, jpegImage, multipartBody, pngImage } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { customerFiles, photoGroups } from '../../db/schema';
import { createTestDatabase, fixtureNow } from '../../db/test-support';
import { errorOf, get, post, staffToken } from '../orders/test-kit';
import { CUSTOMER_PHOTO_MAX_BYTES } from './service';

let db: DatabaseHandle;
let t: TestApp;
let clock: TestClock;
let filesDir: string;
let dc01: string;
let dc02: string;
let shop: CustomerRow;
let waiting: CustomerRow;
let far: CustomerRow;

beforeAll(async () => {
  db = await createTestDatabase();
  clock = createTestClock(fixtureNow());
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'eorder-customers-'));
  t = await buildTestApp(db, { clock, env: { FILES_DIR: filesDir } });
  const staff01 = await createStaff(db.db, { saleUnits: ['DC01'] });
  const staff02 = await createStaff(db.db, { saleUnits: ['DC02'] });
  dc01 = await staffToken(t.app, staff01.id, '1');
  dc02 = await staffToken(t.app, staff02.id, '1');
  shop = await createCustomer(db.db, {
    customerName: 'ร้านลุงชัยของชำ',
    customerType: 'RETAIL',
    authorizeAmount: 5000,
    debtAmount: 1200,
  });
  waiting = await createCustomer(db.db, {
    customerName: 'ร้านใหม่รออนุมัติ',
    approvalStatus: 'PENDING',
  });
  far = await createCustomer(db.db, { customerName: 'ร้านไกลลิบ', saleUnits: ['DC02'] });
  await db.db.insert(photoGroups).values([
    { saleUnit: 'DC01', customerType: 'RETAIL', code: 'FRONT', pictureName: 'หน้าร้าน', sort: 0 },
    { saleUnit: 'DC01', customerType: 'RETAIL', code: 'SHELF', pictureName: 'ชั้นวางสินค้า', sort: 1 },
    { saleUnit: 'DC01', customerType: 'WHOLESALE', code: 'FRONT', pictureName: 'หน้าร้าน', sort: 0 },
    { saleUnit: 'DC02', customerType: 'RETAIL', code: 'DOCS', pictureName: 'เอกสาร', sort: 0 },
  ]);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
  await rm(filesDir, { recursive: true, force: true });
});

const upload = (
  token: string,
  file: Buffer,
  fields: Record<string, string>,
  type = 'image/jpeg',
) => {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    filePart(file, 'shop.jpg', type),
  ]);
  return t.app.inject({
    method: 'POST',
    url: CALL_PATHS.customerFileUpload,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
};
const photosOf = (token: string, query: string) =>
  get(t.app, `${CALL_PATHS.customerFiles}?${query}`, token);
const detailOf = (token: string, code: string, saleUnit: string) =>
  get(t.app, buildPath('customerDetail', { code, saleUnit }), token);

describe('GET api/customers/list', () => {
  it("lists the staff member's customers, those waiting first, and finds one by words", async () => {
    const res = await get(t.app, `${CALL_PATHS.customerList}?take=48`, dc01);
    expect(res.statusCode).toBe(200);
    const rows = res.json<MerchantCustomer[]>();
    const codes = rows.map((row) => row.Code);
    expect(codes).toEqual(expect.arrayContaining([shop.customerCode, waiting.customerCode]));
    expect(codes).not.toContain(far.customerCode);
    expect(rows[0]).toMatchObject({ Code: waiting.customerCode, ApprovalStatus: 'PENDING' });

    const found = await get(
      t.app,
      `${CALL_PATHS.customerList}?text=${encodeURIComponent('ลุงชัย')}`,
      dc01,
    );
    expect(found.json<MerchantCustomer[]>()).toEqual([
      expect.objectContaining({
        Code: shop.customerCode,
        SaleUnit: 'DC01',
        AuthorizeAmount: 5000,
        DebtAmount: 1200,
      }),
    ]);
    const byCode = await get(
      t.app,
      `${CALL_PATHS.customerList}?code=${shop.customerCode.toLowerCase()}`,
      dc01,
    );
    expect(byCode.json<MerchantCustomer[]>().map((row) => row.Code)).toEqual([shop.customerCode]);
  });

  it("gives nothing of another center's customers", async () => {
    const byCode = await get(t.app, `${CALL_PATHS.customerList}?code=${far.customerCode}`, dc01);
    expect(byCode.json()).toEqual([]);
    const other = await get(t.app, `${CALL_PATHS.customerList}?saleUnit=DC02`, dc01);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).Code).toBe('CENTER_NOT_ALLOWED');
  });

  it('refuses bad input and a missing token', async () => {
    const res = await get(t.app, `${CALL_PATHS.customerList}?take=0`, dc01);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.[0]?.path).toContain('take');
    expect((await get(t.app, CALL_PATHS.customerList, null)).statusCode).toBe(401);
  });
});

describe('GET api/customers/detail', () => {
  it('answers the profile, the credit left and the recent orders', async () => {
    const res = await detailOf(dc01, shop.customerCode, 'DC01');
    expect(res.statusCode).toBe(200);
    expect(res.json<MerchantCustomerAnswer>()).toMatchObject({
      Code: shop.customerCode,
      CUSTOMERNAME: 'ร้านลุงชัยของชำ',
      CreditAvailable: 3800,
      LineLinked: false,
      RecentOrders: [],
    });
  });

  it("answers 404 and no data for another center's customer", async () => {
    for (const [code, saleUnit] of [
      [far.customerCode, 'DC02'],
      [far.customerCode, 'DC01'],
      ['NOPE999', 'DC01'],
    ] as const) {
      const res = await detailOf(dc01, code, saleUnit);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).Code).toBe('CUSTOMER_NOT_FOUND');
      expect(res.body).not.toContain('ร้านไกลลิบ');
    }
  });
});

describe('GET api/merchant/photogroup', () => {
  it("answers a center's groups for a customer type, or each group once", async () => {
    const retail = await get(
      t.app,
      `${CALL_PATHS.photoGroups}?saleUnit=DC01&customerType=RETAIL`,
      dc01,
    );
    expect(retail.json()).toEqual([
      { Code: 'FRONT', PictureName: 'หน้าร้าน' },
      { Code: 'SHELF', PictureName: 'ชั้นวางสินค้า' },
    ]);
    const all = await get(t.app, CALL_PATHS.photoGroups, dc01);
    const codes = all.json<{ Code: string }[]>().map((group) => group.Code);
    expect(codes).toEqual([...new Set(codes)]);
    expect(codes).toEqual(expect.arrayContaining(['FRONT', 'SHELF']));
    const other = await get(t.app, `${CALL_PATHS.photoGroups}?saleUnit=DC02`, dc01);
    expect(other.statusCode).toBe(403);
  });
});

describe('customer photos', () => {
  const fields = () => ({
    CustomerCode: shop.customerCode,
    saleUnit: 'DC01',
    photoGroupCode: 'FRONT',
  });

  it('stores a photo with its group, time and taker, and finds it by group and month', async () => {
    const res = await upload(dc01, await jpegImage(640, 480), fields());
    expect(res.statusCode).toBe(200);
    const photo = res.json<CustomerPhoto>();
    expect(photo).toMatchObject({
      CustomerCode: shop.customerCode,
      PhotoGroupCode: 'FRONT',
      PictureName: 'หน้าร้าน',
    });
    expect(photo.TakenBy).toBeTruthy();
    expect(photo.Url).toMatch(/^\/files\/customers\/DC01\/.+\.jpg$/);

    const inWindow = await photosOf(dc01, `CustomerCode=${shop.customerCode}&saleUnit=DC01`);
    expect(inWindow.json<CustomerPhoto[]>().map((p) => p.Id)).toContain(photo.Id);
    const month = new Date(clock().getTime() + 7 * 3_600_000)
      .toISOString()
      .slice(0, 7)
      .replace('-', '');
    const byMonth = await photosOf(
      dc01,
      `CustomerCode=${shop.customerCode}&monthYears=${month}&photoGroupCodes=FRONT`,
    );
    expect(byMonth.json<CustomerPhoto[]>().map((p) => p.Id)).toEqual([photo.Id]);
    const otherGroup = await photosOf(
      dc01,
      `CustomerCode=${shop.customerCode}&monthYears=${month}&photoGroupCodes=SHELF`,
    );
    expect(otherGroup.json()).toEqual([]);
    const lastYear = await photosOf(dc01, `CustomerCode=${shop.customerCode}&monthYears=200001`);
    expect(lastYear.json()).toEqual([]);
  });

  it('leaves a photo older than 30 days out of the default window', async () => {
    const res = await upload(dc01, await pngImage(), fields(), 'image/png');
    const old = res.json<CustomerPhoto>();
    const taken = new Date(clock().getTime() - 31 * 24 * 3_600_000);
    await db.db
      .update(customerFiles)
      .set({ createdAt: taken })
      .where(eq(customerFiles.id, Number(old.Id)));
    const now = await photosOf(dc01, `CustomerCode=${shop.customerCode}`);
    expect(now.json<CustomerPhoto[]>().map((p) => p.Id)).not.toContain(old.Id);
  });

  it('refuses what is not a picture, one too big and an unknown group, storing nothing', async () => {
    const notImage = await upload(dc01, Buffer.from(HTML), fields(), 'image/jpeg');
    expect(notImage.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorOf(notImage).Code).toMatch(/^UPLOAD_/);
    const big = await upload(dc01, Buffer.alloc(CUSTOMER_PHOTO_MAX_BYTES + 1, 1), fields());
    expect(big.statusCode).toBe(413);
    const group = await upload(
      dc01,
      await pngImage(),
      { ...fields(), photoGroupCode: 'NOSUCH' },
      'image/png',
    );
    expect(group.statusCode).toBe(400);
    expect(errorOf(group).Errors?.[0]?.path).toContain('photoGroupCode');
    const missing = await upload(
      dc01,
      await pngImage(),
      { CustomerCode: shop.customerCode, saleUnit: 'DC01' },
      'image/png',
    );
    expect(missing.statusCode).toBe(400);
  });

  it("refuses another center's customer, for photos and uploads alike", async () => {
    const up = await upload(
      dc01,
      await pngImage(),
      { CustomerCode: far.customerCode, saleUnit: 'DC02', photoGroupCode: 'DOCS' },
      'image/png',
    );
    expect(up.statusCode).toBe(404);
    const list = await photosOf(dc02, `CustomerCode=${shop.customerCode}`);
    expect(list.statusCode).toBe(404);
    expect(errorOf(list).Code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('refuses a bad date', async () => {
    const res = await photosOf(dc01, `CustomerCode=${shop.customerCode}&fromDate=2024-01-01`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.[0]?.path).toContain('fromDate');
  });
});

describe('POST GET_PROMOTION_COUPON_BY_CUSTOMER by staff', () => {
  it("answers a customer of the staff member's center and refuses another's", async () => {
    const own = await post(t.app, CALL_PATHS.customerCoupons, dc01, {
      customerCode: shop.customerCode,
      saleUnit: 'DC01',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ statusText: 'OK', coupons: [] });
    const other = await post(t.app, CALL_PATHS.customerCoupons, dc01, {
      customerCode: far.customerCode,
      saleUnit: 'DC02',
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST api/customers/approve', () => {
  const approve = (token: string, code: string, saleUnit: string, body: unknown) =>
    post(t.app, buildPath('customerApprove', { code, saleUnit }), token, body);

  it('lets the merchant admin approve a waiting customer, and no one else', async () => {
    const seller = await createStaff(db.db, { saleUnits: ['DC01'], roleCode: '3' });
    const sellerToken = await staffToken(t.app, seller.id, '3');
    const refused = await approve(sellerToken, waiting.customerCode, 'DC01', { Approve: true });
    expect(refused.statusCode).toBe(403);

    const res = await approve(dc01, waiting.customerCode, 'DC01', { Approve: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<MerchantCustomerAnswer>()).toMatchObject({
      Code: waiting.customerCode,
      ApprovalStatus: 'APPROVED',
    });
  });

  it("refuses another center's customer and bad input", async () => {
    const other = await approve(dc01, far.customerCode, 'DC02', { Approve: true });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('ร้านไกลลิบ');
    const bad = await approve(dc01, shop.customerCode, 'DC01', { Approve: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).Errors?.[0]?.path).toContain('Approve');
  });
});
