// The merchant's products over HTTP: the list, the save with its unit rules, the active toggle,
// pictures, material types and advance prices, each within the staff member's centers; and what a
// customer of the center sees right after a change (the catalogue and the cart's prices).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PATHS, buildPath, type ProductSaveBodyInput } from '@eorder/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { createCustomer, createProduct, createStaff } from '../../../test/factories';
import { filePart, multipartBody, pngImage, svgWithScript } from '../../../test/uploads';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, fixtureNow } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';
import { PRODUCT_IMAGE_MAX_BYTES } from './service';

let db: DatabaseHandle;
let t: TestApp;
/** A staff member of DC01 and DC02, one of DC01 only, one of DC02 only. */
let both: string;
let dc01: string;
let dc02: string;
let dc02Product: string;
let dc01Customer: { customerCode: string };
let today: string;

interface ProductJson {
  P_Code: string;
  PRODUCTNAME: string;
  UNIT1RATE: number;
  UNIT2RATE: number;
  UNIT3RATE: number;
  PRICE1: number | null;
  PRICE5: number | null;
  PRICE1TYPE: string;
  PRICE2TYPE: string;
  Disable: boolean;
  Images: string[];
  PIC_FILENAME: string | null;
  SalesPrice1?: number | null;
  IsProductAdvancePrice?: boolean;
}

const threeUnitProduct = (code: string, extra: Partial<ProductSaveBodyInput> = {}): ProductSaveBodyInput => ({
  IsNew: true,
  SaleUnit: 'DC01',
  P_Code: code,
  PRODUCTNAME: `น้ำดื่มทดสอบ ${code}`,
  PRODUCTNAME_EN: `Test water ${code}`,
  UnitCount: 3,
  UNIT1: 'BTL',
  UNIT1NAME: 'ขวด',
  UNIT2: 'PK',
  UNIT2NAME: 'แพ็ค',
  UNIT2RATE: 6,
  UNIT3: 'CS',
  UNIT3NAME: 'ลัง',
  UNIT3RATE: 24,
  PRICE1: 10,
  PRICE2: 9.5,
  PRICE3: 9,
  PRICE4: 8.5,
  PRICE5: 8,
  PRICE1TYPE: '1',
  PRICE3TYPE: '0',
  BARCODE1: `885${code.replace(/\D/g, '').padStart(10, '0')}`,
  P_BrandCode: 'TB',
  P_Brand: 'ทดสอบ',
  ...extra,
});

const save = (token: string, body: unknown) => post(t.app, CALL_PATHS.productSave, token, body);
const items = (token: string, body: unknown, lang = 'th') => post(t.app, CALL_PATHS.merchantProductItems, token, body, { 'accept-language': lang });
const toggle = (token: string, id: string, dc: string) =>
  get(t.app, buildPath('productToggleActive', { id, dc }), token);

function upload(token: string, file: Buffer, fields: Record<string, string>) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    filePart(file, 'photo.png', 'image/png'),
  ]);
  return t.app.inject({
    method: 'POST',
    url: CALL_PATHS.productImageUpload,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  const now = fixtureNow();
  t = await buildTestApp(db, {
    clock: createTestClock(now),
    env: { FILES_DIR: await mkdtemp(path.join(os.tmpdir(), 'eorder-products-')) },
  });
  today = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
  const staffBoth = await createStaff(db.db, { saleUnits: ['DC01', 'DC02'] });
  const staff01 = await createStaff(db.db, { saleUnits: ['DC01'] });
  const staff02 = await createStaff(db.db, { saleUnits: ['DC02'] });
  both = await staffToken(t.app, staffBoth.id, '1');
  dc01 = await staffToken(t.app, staff01.id, '1');
  dc02 = await staffToken(t.app, staff02.id, '1');
  dc02Product = (await createProduct(db.db, { saleUnit: 'DC02', price: 50 })).pCode;
  dc01Customer = await createCustomer(db.db, { saleUnits: ['DC01'] });
});

afterAll(async () => {
  await t.app.close();
  await db.close();
  await rm(t.env.FILES_DIR, { recursive: true, force: true });
});

describe('the product list', () => {
  it("answers pages of 12 of the center's products, searched by words, by barcode or by code", async () => {
    const page = await items(dc01, { saleUnit: 'DC01', take: 12, skip: 0 });
    expect(page.statusCode).toBe(200);
    const first = page.json<ProductJson[]>();
    expect(first).toHaveLength(12);
    const next = (await items(dc01, { saleUnit: 'DC01', take: 12, skip: 12 })).json<ProductJson[]>();
    expect(next.map((p) => p.P_Code)).not.toContain(first[0]?.P_Code);

    const created = (await save(dc01, threeUnitProduct('MP-LIST-1'))).json<ProductJson>();
    expect(created.P_Code).toBe('MP-LIST-1');
    const found = (await items(dc01, { saleUnit: 'DC01', SearchText: 'ทดสอบ mp-list-1' })).json<ProductJson[]>();
    expect(found.map((p) => p.P_Code)).toEqual(['MP-LIST-1']);
    const scanned = (
      await items(dc01, { saleUnit: 'DC01', take: 10, barcode: threeUnitProduct('MP-LIST-1').BARCODE1 })
    ).json<ProductJson[]>();
    expect(scanned.map((p) => p.P_Code)).toEqual(['MP-LIST-1']);
    const detail = (await items(dc01, { saleUnit: 'DC01', take: 1, productCode: 'MP-LIST-1' })).json<ProductJson[]>();
    expect(detail[0]).toMatchObject({ UNIT1RATE: 1, UNIT2RATE: 6, UNIT3RATE: 24, PRICE1: 10, PRICE5: 8 });
  });

  it("is the staff member's centers only", async () => {
    expect((await items(dc01, { saleUnit: 'DC01', productCode: dc02Product })).json()).toEqual([]);
    const other = await items(dc01, { saleUnit: 'DC02' });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).Code).toBe('CENTER_NOT_ALLOWED');
    const customer = await items(await customerToken(t.app, dc01Customer, 'DC01'), { saleUnit: 'DC01' });
    expect(customer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: CALL_PATHS.merchantProductItems, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with the field', async () => {
    const res = await items(dc01, { saleUnit: 'DC01', take: 'twelve' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.[0]?.path).toContain('take');
  });
});

describe('saving a product', () => {
  it('creates a product of three units and five prices; tax type 2 by default', async () => {
    const res = await save(dc01, threeUnitProduct('MP-NEW-1', { UNIT1RATE: 5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductJson>()).toMatchObject({
      P_Code: 'MP-NEW-1',
      UNIT1RATE: 1,
      UNIT2RATE: 6,
      UNIT3RATE: 24,
      PRICE1TYPE: '1',
      PRICE2TYPE: '2',
      Disable: false,
    });
    const again = await save(dc01, threeUnitProduct('MP-NEW-1'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).Code).toBe('PRODUCT_CODE_TAKEN');
  });

  it('keeps no English name when none is given: Thai pages and English pages both name it in Thai', async () => {
    const { PRODUCTNAME_EN: _none, ...thaiOnly } = threeUnitProduct('MP-TH-ONLY');
    const res = await save(dc01, thaiOnly);
    expect(res.statusCode, res.body).toBe(200);
    const thaiName = thaiOnly.PRODUCTNAME;
    // The merchant's form reads the English name back empty, not a copy of the Thai one.
    const read = async (lang: string) =>
      (await items(dc01, { saleUnit: 'DC01', take: 1, productCode: 'MP-TH-ONLY' }, lang)).json<(ProductJson & { PRODUCTNAME_EN: string | null })[]>()[0];
    expect(await read('th')).toMatchObject({ PRODUCTNAME: thaiName, PRODUCTNAME_EN: null });
    expect(await read('en')).toMatchObject({ PRODUCTNAME: thaiName, PRODUCTNAME_EN: null });
    // The customer's catalogue names it in Thai on English pages too (the contract's PRODUCTNAME is text).
    const customer = await customerToken(t.app, dc01Customer, 'DC01');
    for (const lang of ['th', 'en']) {
      const detail = await get(t.app, buildPath('productDetail', { code: 'MP-TH-ONLY' }), customer, { 'accept-language': lang });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json<{ PRODUCTNAME: string }>().PRODUCTNAME).toBe(thaiName);
    }
    // Given later, the English name is what English pages show.
    expect((await save(dc01, { ...thaiOnly, IsNew: false, PRODUCTNAME_EN: 'Thai-only water' })).statusCode).toBe(200);
    expect(await read('en')).toMatchObject({ PRODUCTNAME: 'Thai-only water', PRODUCTNAME_EN: 'Thai-only water' });
  });

  it('clears the units beyond the count', async () => {
    const res = await save(dc01, threeUnitProduct('MP-NEW-2', { UnitCount: 2 }));
    expect(res.json<ProductJson>()).toMatchObject({ UNIT2RATE: 6, UNIT3RATE: 0 });
  });

  it('refuses missing fields, wrong types and the unit rules, naming each field', async () => {
    const missing = await save(dc01, { SaleUnit: 'DC01', IsNew: true });
    expect(missing.statusCode).toBe(400);
    const paths = errorOf(missing).Errors?.map((e) => e.path) ?? [];
    expect(paths.some((p) => p.includes('P_Code'))).toBe(true);
    expect(paths.some((p) => p.includes('PRODUCTNAME'))).toBe(true);

    const wrongType = await save(dc01, threeUnitProduct('MP-BAD-1', { PRICE1: 'ten' as unknown as number }));
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).Errors?.[0]?.path).toContain('PRICE1');
    const badTax = await save(dc01, threeUnitProduct('MP-BAD-1', { PRICE2TYPE: '3' as '1' }));
    expect(errorOf(badTax).Errors?.[0]?.path).toContain('PRICE2TYPE');

    const units = await save(dc01, threeUnitProduct('MP-BAD-1', { UNIT3: '', UNIT3RATE: 0 }));
    expect(units.statusCode).toBe(400);
    expect(errorOf(units).Errors?.map((e) => e.path)).toEqual(['body.UNIT3', 'body.UNIT3RATE']);

    const matype = await save(dc01, threeUnitProduct('MP-BAD-1', { matype: 'Point' }));
    expect(errorOf(matype).Errors?.map((e) => e.path)).toEqual(['body.matype']);
    const category = await save(dc01, threeUnitProduct('MP-BAD-1', { Hierarchy1: 'NO-SUCH' }));
    expect(errorOf(category).Errors?.map((e) => e.path)).toEqual(['body.Hierarchy1']);
    expect((await items(dc01, { productCode: 'MP-BAD-1' })).json()).toEqual([]);
  });

  it("answers 404 for another center's product and 403 for another center", async () => {
    const update = await save(dc01, threeUnitProduct(dc02Product, { IsNew: false }));
    expect(update.statusCode).toBe(404);
    expect(errorOf(update).Code).toBe('PRODUCT_NOT_FOUND');
    const elsewhere = await save(dc01, threeUnitProduct('MP-DC02', { SaleUnit: 'DC02' }));
    expect(elsewhere.statusCode).toBe(403);
  });

  it('changes a shared product only in its prices and availability', async () => {
    const shared = await createProduct(db.db, { saleUnit: 'DC01' });
    await db.db.execute(
      `insert into center_products (sale_unit, p_code, price1) values ('DC02', '${shared.pCode}', 1)`,
    );
    const [detail] = (await items(dc01, { productCode: shared.pCode })).json<Record<string, unknown>[]>();
    const keep = pick({ ...detail, IsNew: false, SaleUnit: 'DC01', UnitCount: 1, UNIT2RATE: 1 });
    const priced = await save(dc01, { ...keep, PRICE1: 77 });
    expect(priced.statusCode).toBe(200);
    expect(priced.json<ProductJson>().PRICE1).toBe(77);
    const renamed = await save(dc01, { ...keep, PRODUCTNAME: 'ชื่อใหม่' });
    expect(renamed.statusCode).toBe(403);
    expect(errorOf(renamed).Code).toBe('PRODUCT_SHARED');
    // The staff member of both centers may rename it.
    expect((await save(both, { ...keep, PRODUCTNAME: 'ชื่อใหม่' })).statusCode).toBe(200);
  });
});

/** The save body's fields of a listed product. */
function pick(product: Record<string, unknown>): Record<string, unknown> {
  const fields = [
    'IsNew', 'SaleUnit', 'P_Code', 'PRODUCTNAME_EN', 'UnitCount', 'UNIT1', 'UNIT1NAME', 'UNIT1NAME_EN',
    'UNIT2RATE', 'PRICE1', 'PRICE2', 'PRICE3', 'PRICE4', 'PRICE5', 'PRICE1TYPE', 'PRICE2TYPE',
    'PRICE3TYPE', 'PRICE4TYPE', 'PRICE5TYPE', 'BARCODE1', 'BARCODE2', 'BARCODE3', 'matype', 'Dchain',
    'P_Description', 'PRODUCTSHORTNAME_TH', 'PRODUCTSHORTNAME_EN', 'Option1', 'Disable',
    'P_GroupCode', 'P_Group', 'P_BrandCode', 'P_Brand', 'P_FlavourCode', 'P_Flavour', 'P_VarCode',
    'P_Var', 'P_SizeCode', 'P_Size', 'Hierarchy1', 'Hierarchy2', 'Hierarchy3', 'Hierarchy4', 'Hierarchy5',
    'PIC_FILENAME', 'PIC_FILENAME2', 'PIC_FILENAME3', 'PIC_FILENAME4', 'PIC_FILENAME5',
  ];
  const body: Record<string, unknown> = { PRODUCTNAME: product.PRODUCTNAME_TH };
  for (const field of fields) if (product[field] !== undefined) body[field] = product[field];
  return body;
}

describe('the active toggle', () => {
  it('flips the Disable flag, and customers stop seeing the product', async () => {
    const product = await createProduct(db.db, { saleUnit: 'DC01' });
    const customer = await customerToken(t.app, dc01Customer, 'DC01');
    const seen = () => get(t.app, buildPath('productDetail', { code: product.pCode }), customer);
    expect((await seen()).statusCode).toBe(200);
    const off = await toggle(dc01, product.pCode, 'DC01');
    expect(off.json()).toEqual({ status: 200, Disable: true });
    expect((await seen()).statusCode).toBe(404);
    expect((await toggle(dc01, product.pCode, 'DC01')).json()).toEqual({ status: 200, Disable: false });
  });

  it("answers 404 for another center's product, whatever the ids", async () => {
    expect((await toggle(dc01, dc02Product, 'DC02')).statusCode).toBe(404);
    expect((await toggle(dc01, dc02Product, 'DC01')).statusCode).toBe(404);
    expect((await toggle(dc02, dc02Product, 'DC02')).statusCode).toBe(200);
  });
});

describe('the category', () => {
  it('is chosen from the whole tree, which staff may read, as a path of codes', async () => {
    const res = await post(t.app, CALL_PATHS.hierarchyAll, dc01, {});
    expect(res.statusCode).toBe(200);
    const tree = res.json<{ data: { data: { hierarchy1: { code: string }[]; hierarchy2: { code: string; h1: string }[] }[] }[] }>()
      .data[0]?.data[0];
    const level2 = tree?.hierarchy2[0];
    expect(level2).toBeDefined();
    const saved = await save(dc01, threeUnitProduct('MP-CAT-1', { Hierarchy1: level2?.h1, Hierarchy2: level2?.code }));
    expect(saved.statusCode).toBe(200);
    const gap = await save(dc01, threeUnitProduct('MP-CAT-2', { Hierarchy2: level2?.code }));
    expect(errorOf(gap).Errors?.map((e) => e.path)).toEqual(['body.Hierarchy1']);
  });
});

describe('material types', () => {
  it('leaves out DeliveryFee, Point and GivePoint', async () => {
    const res = await get(t.app, CALL_PATHS.materialTypes, dc01);
    const codes = res.json<{ Code: string }[]>().map((row) => row.Code);
    expect(codes).toContain('FG');
    expect(codes).not.toContain('DeliveryFee');
    expect(codes).not.toContain('Point');
    expect(codes).not.toContain('GivePoint');
  });
});

describe('pictures', () => {
  it('stores an image uploaded for the center and keeps it on save', async () => {
    const res = await upload(dc01, await pngImage(), { saleUnit: 'DC01', P_Code: 'MP-PIC-1' });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ Data: string }>().Data;
    expect(url).toMatch(/^\/files\/products\/DC01\/[0-9a-f-]{36}\.jpg$/);
    const saved = await save(dc01, threeUnitProduct('MP-PIC-1', { PIC_FILENAME2: url }));
    expect(saved.json<ProductJson>()).toMatchObject({ PIC_FILENAME: url, Images: [url] });
  });

  it('refuses what is not an image, an oversize file, another center and foreign paths', async () => {
    const svg = await upload(dc01, svgWithScript(), { saleUnit: 'DC01', P_Code: 'MP-PIC-2' });
    expect(svg.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorOf(svg).Code).toBe('UPLOAD_NOT_IMAGE');
    const big = await upload(dc01, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + 10, 1), {
      saleUnit: 'DC01',
      P_Code: 'MP-PIC-2',
    });
    expect(big.statusCode).toBe(413);
    const other = await upload(dc01, await pngImage(), { saleUnit: 'DC02', P_Code: 'MP-PIC-2' });
    expect(other.statusCode).toBe(403);
    const theirs = await upload(dc01, await pngImage(), { saleUnit: 'DC01', P_Code: dc02Product });
    expect(theirs.statusCode).toBe(404);
    const foreign = await save(dc01, threeUnitProduct('MP-PIC-2', { PIC_FILENAME: '/files/customers/TC1/a.jpg' }));
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).Errors?.map((e) => e.path)).toEqual(['body.PIC_FILENAME']);
  });
});

describe('advance prices and what customers see', () => {
  it("reprices the customer's catalogue and cart at once after a price change", async () => {
    await save(dc01, threeUnitProduct('MP-CART-1', { PRICE1: 20, PRICE1TYPE: '1' }));
    const customer = await customerToken(t.app, dc01Customer, 'DC01');
    const detail = () =>
      get(t.app, buildPath('productDetail', { code: 'MP-CART-1' }), customer).then((r) => r.json<ProductJson>());
    expect((await detail()).SalesPrice1).toBe(20);
    const line = { P_Code: 'MP-CART-1', qty1: 2, qty2: 0, qty3: 0, selected: true };
    expect((await post(t.app, CALL_PATHS.cartSync, customer, { SaleUnit: 'DC01', Items: [line] })).statusCode).toBe(200);
    const price = () =>
      post(t.app, CALL_PATHS.cartPrice, customer, { SaleUnit: 'DC01' }).then((r) =>
        r.json<{ Lines: { P_Code: string; Price: number; Amount: number }[] }>(),
      );
    expect((await price()).Lines[0]).toMatchObject({ Price: 20, Amount: 40 });

    const changed = await save(dc01, threeUnitProduct('MP-CART-1', { IsNew: false, PRICE1: 25, PRICE1TYPE: '1' }));
    expect(changed.statusCode).toBe(200);
    expect((await detail()).SalesPrice1).toBe(25);
    expect((await price()).Lines[0]).toMatchObject({ Price: 25, Amount: 50 });

    // An advance price from today: the customer's price follows it.
    const advance = await post(t.app, CALL_PATHS.advancePriceSave, dc01, {
      P_Code: 'MP-CART-1',
      SaleUnit: 'DC01',
      DateStart: today,
      DateEnd: '2099-12-31',
      UNIT1PRICELEVEL1: 18,
      UNIT1PRICELEVEL1TYPE: '1',
    });
    expect(advance.statusCode).toBe(200);
    const saved = advance.json<{ Id: number; UNIT1PRICELEVEL1: number; UNIT1PRICELEVEL1TYPE: string }>();
    expect(saved).toMatchObject({ UNIT1PRICELEVEL1: 18, UNIT1PRICELEVEL1TYPE: '1' });
    expect(await detail()).toMatchObject({ SalesPrice1: 18, IsProductAdvancePrice: true });
    expect((await price()).Lines[0]).toMatchObject({ Price: 18, Amount: 36 });

    const listed = await post(t.app, CALL_PATHS.advancePriceByProduct, dc01, { P_Code: 'MP-CART-1', SaleUnit: 'DC01' });
    expect(listed.json<{ Id: number }[]>().map((row) => row.Id)).toEqual([saved.Id]);
    const replaced = await post(t.app, CALL_PATHS.advancePriceSave, dc01, {
      Id: saved.Id,
      P_Code: 'MP-CART-1',
      SaleUnit: 'DC01',
      DateStart: today,
      DateEnd: '2099-12-31',
      UNIT1PRICELEVEL1: 17,
    });
    expect(replaced.json()).toMatchObject({ Id: saved.Id, UNIT1PRICELEVEL1: 17, UNIT1PRICELEVEL1TYPE: '2' });
  });

  it('refuses a bad period, another product and another center', async () => {
    const backwards = await post(t.app, CALL_PATHS.advancePriceSave, dc01, {
      P_Code: 'MP-CART-1',
      SaleUnit: 'DC01',
      DateStart: '2030-02-01',
      DateEnd: '2030-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).Errors?.[0]?.path).toContain('DateEnd');
    const noDay = await post(t.app, CALL_PATHS.advancePriceSave, dc01, {
      P_Code: 'MP-CART-1',
      SaleUnit: 'DC01',
      DateStart: '2030-02-30',
      DateEnd: '2030-03-01',
    });
    expect(noDay.statusCode).toBe(400);
    const theirs = await post(t.app, CALL_PATHS.advancePriceByProduct, dc01, { P_Code: dc02Product, SaleUnit: 'DC02' });
    expect(theirs.statusCode).toBe(404);
    const id = (await post(t.app, CALL_PATHS.advancePriceSave, dc02, {
      P_Code: dc02Product,
      SaleUnit: 'DC02',
      DateStart: '2030-01-01',
      DateEnd: '2030-01-31',
    })).json<{ Id: number }>().Id;
    const stolen = await post(t.app, CALL_PATHS.advancePriceSave, dc01, {
      Id: id,
      P_Code: 'MP-CART-1',
      SaleUnit: 'DC01',
      DateStart: '2030-01-01',
      DateEnd: '2030-01-31',
    });
    expect(stolen.statusCode).toBe(404);
  });
});
