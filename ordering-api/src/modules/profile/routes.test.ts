import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import type { DatabaseHandle } from '../../db/client';
import { amphers, customers, pdpaConsents, provinces, towns, webConfig } from '../../db/schema';
import { createTestDatabase, FIXTURE } from '../../db/test-support';
import { filePart, jpegImage, multipartBody, pngImage } from '../../../test/uploads';
import { bearer, customerToken, errorOf, get, guestJtoken, post } from '../orders/test-kit';

let db: DatabaseHandle;
let t: TestApp;

const PICTURE = '/api/Customers/profile/picture';
const UPDATE = '/api/Customers/profile/update';
const SAVE_PDPA = '/MASTER_DATA_MANAGEMENT/SaveVersionPDPA';
const PDPA_STATUS = '/api/pdpa/status';
const ALL_PROVINCE = '/GET_MASTER_DATA/GET_ALL_PROVINCE';

let PNG: Buffer;
let JPEG: Buffer;

function upload(token: string | null, content: Buffer, filename: string, type: string, field?: string) {
  const body = multipartBody([filePart(content, filename, type, field)]);
  return t.app.inject({
    method: 'POST',
    url: PICTURE,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}

const pictureOf = async (customerCode: string) => {
  const [row] = await db.db.select({ picturePath: customers.picturePath }).from(customers).where(eq(customers.customerCode, customerCode));
  return row?.picturePath ?? null;
};
const onDisk = (url: string) => path.join(t.env.FILES_DIR, url.replace(/^\/files\//, ''));

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  [PNG, JPEG] = await Promise.all([pngImage(), jpegImage()]);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('profile picture', () => {
  const { customer } = FIXTURE;

  it('stores an image under the customer, serves it, and removes the one it replaces', async () => {
    const token = await customerToken(t.app, customer, 'DC01');
    const first = await upload(token, PNG, 'me.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ Data: string }>().Data;
    // Stored as the JPEG the uploads module made of it, under a name of the server's.
    expect(firstUrl).toMatch(new RegExp(`^/files/customers/${customer.customerCode}/[0-9a-f-]{36}\\.jpg$`));
    expect(await pictureOf(customer.customerCode)).toBe(firstUrl.replace(/^\/files\//, ''));
    expect(existsSync(onDisk(firstUrl))).toBe(true);

    const read = await get(t.app, PICTURE, token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ Data: firstUrl });

    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // An image whose name and declared type say otherwise is still an image.
    const second = await upload(token, JPEG, 'me.txt', 'text/plain');
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<{ Data: string }>().Data;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(existsSync(onDisk(secondUrl))).toBe(true);
    expect(existsSync(onDisk(firstUrl))).toBe(false);
    expect((await get(t.app, PICTURE, token)).json()).toEqual({ Data: secondUrl });
  });

  it('answers null for a customer without a picture', async () => {
    const { creditCustomer } = FIXTURE;
    await db.db.update(customers).set({ picturePath: null }).where(eq(customers.customerCode, creditCustomer.customerCode));
    const res = await get(t.app, PICTURE, await customerToken(t.app, creditCustomer, 'DC01'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Data: null });
  });

  // The files refused (hostile, empty, too big, several, misnamed) are in ../uploads/uploads.test.ts.

  it('refuses guests and callers without a token', async () => {
    const guest = await guestJtoken(t.app, 'DC01');
    const asGuest = await upload(guest, PNG, 'me.png', 'image/png');
    expect(asGuest.statusCode).toBe(401);
    expect(errorOf(asGuest).Code).toBe('AUTH_REQUIRED');
    expect((await get(t.app, PICTURE, guest)).statusCode).toBe(401);
    expect((await upload(null, PNG, 'me.png', 'image/png')).statusCode).toBe(401);
  });
});

describe('POST api/Customers/profile/update', () => {
  const { sapCustomer } = FIXTURE;

  it("changes only the caller's fields sent and answers the customer", async () => {
    const token = await customerToken(t.app, sapCustomer, 'DC01');
    const res = await post(t.app, UPDATE, token, { CUSTOMERNAME: '  ร้านใหม่  ', Email: 'Shop@Example.com', TAXNO: '1234567890123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ CUSTOMERCODE: sapCustomer.customerCode, CUSTOMERNAME: 'ร้านใหม่', TAXNO: '1234567890123' });
    const [row] = await db.db.select().from(customers).where(eq(customers.customerCode, sapCustomer.customerCode));
    expect(row).toMatchObject({ customerName: 'ร้านใหม่', email: 'shop@example.com', taxNo: '1234567890123' });
    expect(res.json<Record<string, unknown>>().jtoken).toBeUndefined();

    const cleared = await post(t.app, UPDATE, token, { Email: null });
    expect(cleared.statusCode).toBe(200);
    const [after] = await db.db.select().from(customers).where(eq(customers.customerCode, sapCustomer.customerCode));
    expect(after).toMatchObject({ customerName: 'ร้านใหม่', email: null });
  });

  it('refuses bad fields, unknown fields and an empty name', async () => {
    const token = await customerToken(t.app, sapCustomer, 'DC01');
    for (const body of [{ Email: 'not-an-email' }, { TAXNO: '123' }, { CUSTOMERNAME: '   ' }, { MobileNo: '0899999999' }, { PersonType: 3 }]) {
      const res = await post(t.app, UPDATE, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).Code).toBe('VALIDATION_FAILED');
    }
    const [row] = await db.db.select().from(customers).where(eq(customers.customerCode, sapCustomer.customerCode));
    expect(row?.taxNo).not.toBe('123');
  });

  it('refuses guests', async () => {
    const res = await post(t.app, UPDATE, await guestJtoken(t.app, 'DC01'), { CUSTOMERNAME: 'Guest' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PDPA', () => {
  const { creditCustomer, customer } = FIXTURE;

  it('records accepting and declining the version in force and reports it', async () => {
    const token = await customerToken(t.app, creditCustomer, 'DC01');
    await db.db.update(customers).set({ pdpaAccepted: null, pdpaVersion: null }).where(eq(customers.customerCode, creditCustomer.customerCode));
    const before = await get(t.app, PDPA_STATUS, token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ Type: null, Version: null, CurrentVersion: '1.0' });

    const accept = await post(t.app, SAVE_PDPA, token, { Customer_Id: creditCustomer.customerCode, SaleUnit: 'DC01', Type: true });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ status: 200 });
    const accepted = (await get(t.app, PDPA_STATUS, token)).json<{ Type: boolean; Version: string; UpdatedAt: string }>();
    expect(accepted).toMatchObject({ Type: true, Version: '1.0', CurrentVersion: '1.0' });
    expect(Number.isNaN(Date.parse(accepted.UpdatedAt))).toBe(false);

    // A new policy version: an answer sent from a page showing the old one is stored for the new.
    await db.db.update(webConfig).set({ optValue: '2.0' }).where(and(eq(webConfig.opt, 'EOrderPdpaVersion'), isNull(webConfig.saleUnit)));
    expect((await get(t.app, PDPA_STATUS, token)).json()).toMatchObject({ Type: true, Version: '1.0', CurrentVersion: '2.0' });
    const decline = await post(t.app, SAVE_PDPA, token, { Customer_Id: creditCustomer.customerCode, SaleUnit: 'DC01', Type: false, Version: '1.0' });
    expect(decline.statusCode).toBe(200);
    expect((await get(t.app, PDPA_STATUS, token)).json()).toMatchObject({ Type: false, Version: '2.0', CurrentVersion: '2.0' });

    const [row] = await db.db.select().from(customers).where(eq(customers.customerCode, creditCustomer.customerCode));
    const consents = await db.db.select().from(pdpaConsents).where(eq(pdpaConsents.customerId, row?.id ?? -1));
    expect(consents.map((c) => [c.version, c.accepted, c.saleUnit])).toEqual([
      ['1.0', true, 'DC01'],
      ['2.0', false, 'DC01'],
    ]);
  });

  it("refuses another customer's Customer_Id, missing fields, a foreign center and guests", async () => {
    const token = await customerToken(t.app, creditCustomer, 'DC01');
    const [{ value: consentsBefore } = { value: 0 }] = await db.db.select({ value: count() }).from(pdpaConsents);

    const other = await post(t.app, SAVE_PDPA, token, { Customer_Id: customer.customerCode, SaleUnit: 'DC01', Type: false });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).Code).toBe('AUTH_FORBIDDEN');

    for (const body of [{ Customer_Id: creditCustomer.customerCode, SaleUnit: 'DC01' }, { SaleUnit: 'DC01', Type: true }, { Customer_Id: creditCustomer.customerCode, SaleUnit: 'DC01', Type: 'yes' }]) {
      const res = await post(t.app, SAVE_PDPA, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).Code).toBe('VALIDATION_FAILED');
    }

    const unknownCenter = await post(t.app, SAVE_PDPA, token, { Customer_Id: creditCustomer.customerCode, SaleUnit: 'NOPE99', Type: true });
    expect(unknownCenter.statusCode).toBe(404);
    expect(errorOf(unknownCenter).Code).toBe('CENTER_NOT_FOUND');

    const guest = await guestJtoken(t.app, 'DC01');
    expect((await post(t.app, SAVE_PDPA, guest, { Customer_Id: 'GUEST', SaleUnit: 'DC01', Type: true })).statusCode).toBe(401);
    expect((await get(t.app, PDPA_STATUS, guest)).statusCode).toBe(401);

    const [{ value: consentsAfter } = { value: 0 }] = await db.db.select({ value: count() }).from(pdpaConsents);
    expect(consentsAfter).toBe(consentsBefore);
  });

  it('does not let a salesperson acting for the customer answer for them', async () => {
    const token = await customerToken(t.app, creditCustomer, 'DC01', { UserId: FIXTURE.salesperson.staffUserId, role: '3' });
    const res = await post(t.app, SAVE_PDPA, token, { Customer_Id: creditCustomer.customerCode, SaleUnit: 'DC01', Type: true });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST GET_MASTER_DATA/GET_ALL_PROVINCE', () => {
  it('answers every province, district and sub-district, linked by their parents', async () => {
    const res = await post(t.app, ALL_PROVINCE, null, {});
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: {
        Province: { ProvinceID: string; ProvinceName: string }[];
        Ampher: { AmpherID: string; Department_ID: string }[];
        Town: { Town_ID: string; Section_ID: string; ZipCode: string }[];
      };
    }>();
    const [p, a, tw] = await Promise.all([
      db.db.select().from(provinces),
      db.db.select().from(amphers),
      db.db.select().from(towns),
    ]);
    expect(p.length).toBeGreaterThan(0);
    expect(a.length).toBeGreaterThan(0);
    expect(tw.length).toBeGreaterThan(0);
    expect(data.Province).toHaveLength(p.length);
    expect(data.Ampher).toHaveLength(a.length);
    expect(data.Town).toHaveLength(tw.length);
    const provinceIds = new Set(data.Province.map((x) => x.ProvinceID));
    const ampherIds = new Set(data.Ampher.map((x) => x.AmpherID));
    expect(data.Ampher.every((x) => provinceIds.has(x.Department_ID))).toBe(true);
    expect(data.Town.every((x) => ampherIds.has(x.Section_ID) && /^\d{5}$/.test(x.ZipCode))).toBe(true);
    const first = p[0];
    expect(data.Province).toContainEqual(expect.objectContaining({ ProvinceID: first?.provinceCode, ProvinceName: first?.nameTh, ProvinceNameEN: first?.nameEn }));
  });

  it('refuses a body with fields', async () => {
    const res = await post(t.app, ALL_PROVINCE, null, { Province: 1 });
    expect(res.statusCode).toBe(400);
  });
});
