import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { fixtureNow } from '../../db/test-support';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../../../test/clock';
import { FIXTURE, openTestDatabase } from '../../../test/database';
import { bearer, customerLogin, errorBody, guestToken, staffLogin } from '../../../test/helpers';

let db: DatabaseHandle;
let t: TestApp;
let customer: string;
let guest: string;
let dc02Customer: string;

interface NewsItem {
  NewsId: number;
  NewsType: string;
  SaleUnit: string | null;
  Title: string;
  TitleEN: string;
  Detail: string;
  ImageUrl: string | null;
  LinkUrl: string | null;
  Seq: number;
}

interface ContentItem {
  Id: number;
  Code: string;
  Kind: string;
  Title: string;
  TitleEN: string;
  Body?: string;
  BodyEN?: string;
  UpdatedAt: string;
}

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db, { clock: createTestClock(fixtureNow()) });
  customer = (await customerLogin(t.app, FIXTURE.customer.username)).jtoken;
  dc02Customer = (await customerLogin(t.app, FIXTURE.lineCustomer.username)).jtoken;
  guest = await guestToken(t.app);
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.db.execute(query)).rows as T[];
}

const whatsNew = (payload: unknown, token: string | null = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/GET_MASTER_DATA/GET_WHATSNEW',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const banners = { NewsType: 'B', UsePeriodDate: true, ActiveStatus: 'Y' };

describe('POST GET_MASTER_DATA/GET_WHATSNEW', () => {
  it("answers the active banners in period for the caller's center, in order", async () => {
    const res = await whatsNew(banners);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ statusText: string; result: NewsItem[] }>();
    expect(body.statusText).toBe('OK');
    const titles = body.result.map((item) => item.TitleEN);
    expect(titles).toContain('New this month');
    expect(titles).not.toContain('Expired banner');
    expect(titles).not.toContain('Inactive banner');
    expect(body.result.every((item) => item.NewsType === 'B')).toBe(true);
    expect(body.result.every((item) => item.SaleUnit === null || item.SaleUnit === 'DC01')).toBe(true);
    expect(body.result.some((item) => item.SaleUnit === 'DC01')).toBe(true);
    const seqs = body.result.map((item) => item.Seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(body.result[0]?.ImageUrl).toMatch(/^\/files\/banners\//);
  });

  it("shows another center's own banners only to that center, and only global ones without a token", async () => {
    const dc02 = (await whatsNew(banners, dc02Customer)).json<{ result: NewsItem[] }>().result;
    expect(dc02.some((item) => item.SaleUnit === 'DC02')).toBe(true);
    expect(dc02.some((item) => item.SaleUnit === 'DC01')).toBe(false);
    const anonymous = (await whatsNew(banners, null)).json<{ result: NewsItem[] }>().result;
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((item) => item.SaleUnit === null)).toBe(true);
    const asGuest = (await whatsNew(banners, guest)).json<{ result: NewsItem[] }>().result;
    expect(asGuest.length).toBeGreaterThan(0);
  });

  it('ignores periods without UsePeriodDate, never shows inactive items', async () => {
    const all = (await whatsNew({ ...banners, UsePeriodDate: false })).json<{ result: NewsItem[] }>().result;
    expect(all.map((item) => item.TitleEN)).toContain('Expired banner');
    expect(all.map((item) => item.TitleEN)).not.toContain('Inactive banner');
    expect((await whatsNew({ ...banners, ActiveStatus: 'N' })).json<{ result: NewsItem[] }>().result).toEqual([]);
  });

  it('answers news and promotion announcements by type, and nothing for an unknown type', async () => {
    const newsItems = (await whatsNew({ ...banners, NewsType: 'N' })).json<{ result: NewsItem[] }>().result;
    expect(newsItems.length).toBeGreaterThan(0);
    expect(newsItems.every((item) => item.NewsType === 'N')).toBe(true);
    expect((await whatsNew({ ...banners, NewsType: 'Z' })).json<{ result: NewsItem[] }>().result).toEqual([]);
  });

  it('refuses values of the wrong type', async () => {
    for (const payload of [{ ...banners, UsePeriodDate: 'sometimes' }, { ...banners, ActiveStatus: 'X' }, { ...banners, NewsType: '' }, { ...banners, Extra: 1 }]) {
      const res = await whatsNew(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(res).Code).toBe('VALIDATION_FAILED');
    }
  });

  it('cleans the HTML and the link of an item, whatever was stored', async () => {
    const [{ id }] = (await rows<{ id: number }>(sql`
      insert into news (news_type, title_th, title_en, body_th, body_en, link, active_status, sort)
      values ('N', 'ข่าว<script>x()</script>', 'News', '<p onclick="x()">ข่าว</p><script>alert(1)</script>',
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a>', 'javascript:alert(1)', 'Y', 99)
      returning id`)) as [{ id: number }];
    try {
      const item = (await whatsNew({ ...banners, NewsType: 'N' })).json<{ result: (NewsItem & { DetailEN: string })[] }>().result.find(
        (n) => n.NewsId === id,
      );
      expect(item?.Detail).toBe('<p>ข่าว</p>');
      expect(item?.DetailEN).toBe('<img src="x" /><a>a</a>');
      expect(item?.LinkUrl).toBeNull();
      expect(item?.Title).toBe('ข่าว');
    } finally {
      await db.db.execute(sql`delete from news where id = ${id}`);
    }
  });
});

describe('GET api/news', () => {
  it('lists news and promotion announcements with a total, in pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news', headers: bearer(customer) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ Data: NewsItem[]; Total: number }>();
    expect(body.Total).toBe(body.Data.length);
    expect(new Set(body.Data.map((item) => item.NewsType))).toEqual(new Set(['N', 'P']));
    const first = (await t.app.inject({ method: 'GET', url: '/api/news?skip=0&take=2', headers: bearer(customer) })).json<{ Data: NewsItem[] }>();
    const second = (await t.app.inject({ method: 'GET', url: '/api/news?skip=2&take=2', headers: bearer(customer) })).json<{ Data: NewsItem[] }>();
    expect([...first.Data, ...second.Data].map((item) => item.NewsId)).toEqual(body.Data.slice(0, 4).map((item) => item.NewsId));
    const onlyP = (await t.app.inject({ method: 'GET', url: '/api/news?types=P' })).json<{ Data: NewsItem[] }>();
    expect(onlyP.Data.length).toBeGreaterThan(0);
    expect(onlyP.Data.every((item) => item.NewsType === 'P')).toBe(true);
  });

  it('refuses bad paging and unknown types', async () => {
    for (const url of ['/api/news?skip=-1', '/api/news?take=1000000', '/api/news?types=X']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(errorBody(res).Code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers one item, 404 for an inactive one', async () => {
    const [active] = await rows<{ id: number }>(sql`select id from news where news_type = 'N' and active_status = 'Y' order by id limit 1`);
    const res = await t.app.inject({ method: 'GET', url: `/api/news/${active?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ Data: NewsItem }>().Data.NewsId).toBe(active?.id);
    const [inactive] = await rows<{ id: number }>(sql`select id from news where active_status = 'N' limit 1`);
    const missing = await t.app.inject({ method: 'GET', url: `/api/news/${inactive?.id}`, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).Message).toBe('Not Found');
    expect((await t.app.inject({ method: 'GET', url: '/api/news/abc' })).statusCode).toBe(400);
  });
});

describe('contents', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the cookie policy, or null when there is none', async () => {
    const res = await get('/api/contents/cookies-policy');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ Data: ContentItem }>().Data;
    expect(data.Code).toBe('COOKIES_POLICY');
    expect(data.Body?.length).toBeGreaterThan(0);
    expect(data.BodyEN?.length).toBeGreaterThan(0);
    await db.db.execute(sql`update contents set active = false where code = 'COOKIES_POLICY'`);
    try {
      expect((await get('/api/contents/cookies-policy')).json()).toEqual({ Data: null });
    } finally {
      await db.db.execute(sql`update contents set active = true where code = 'COOKIES_POLICY'`);
    }
  });

  it('answers the news page contents by code, and a page by id', async () => {
    for (const code of ['HOWTO_001', 'FAQ_001', 'CONTACT_001']) {
      const byCode = await get(`/api/contents/code/${code}`);
      expect(byCode.statusCode).toBe(200);
      const data = byCode.json<{ Data: ContentItem }>().Data;
      expect(data.Code).toBe(code);
      expect((await get(`/api/contents/${code}`)).json<{ Data: ContentItem }>().Data.Id).toBe(data.Id);
      const byId = await get(`/api/contents/${data.Id}`);
      expect(byId.json<{ Data: ContentItem }>().Data.Code).toBe(code);
    }
  });

  it('answers 404 for an unknown page and 400 for a malformed code', async () => {
    const res = await get('/api/contents/code/NOPE_001');
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).Code).toBe('NOT_FOUND');
    expect((await get('/api/contents/999999')).statusCode).toBe(404);
    expect((await get(`/api/contents/code/${encodeURIComponent('<script>')}`)).statusCode).toBe(400);
  });

  it('lists the pages without their bodies, by kind', async () => {
    const all = (await get('/api/contents')).json<{ Data: ContentItem[]; Total: number }>();
    expect(all.Data.map((c) => c.Code).sort()).toEqual([...FIXTURE.contentCodes].sort());
    expect(all.Total).toBe(all.Data.length);
    expect(all.Data.every((c) => c.Body === undefined)).toBe(true);
    const policies = (await get('/api/contents?kind=POLICY')).json<{ Data: ContentItem[] }>();
    expect(policies.Data.map((c) => c.Code).sort()).toEqual(['COOKIES_POLICY', 'PDPA_POLICY']);
    expect((await get('/api/contents?take=0')).statusCode).toBe(400);
  });

  it('cleans stored HTML when it is read', async () => {
    const [{ id }] = (await rows<{ id: number }>(sql`
      insert into contents (code, kind, title_th, title_en, body_html_th, body_html_en)
      values ('EVIL_001', 'PAGE', 'หน้า', 'Page',
        '<h2>หัวข้อ</h2><script>alert(1)</script><img src="/files/a.png" onerror="alert(1)">',
        '<a href="javascript:alert(1)" onclick="x()">link</a><iframe src="https://evil.example"></iframe>')
      returning id`)) as [{ id: number }];
    try {
      const data = (await get(`/api/contents/${id}`)).json<{ Data: ContentItem }>().Data;
      expect(data.Body).toBe('<h2>หัวข้อ</h2><img src="/files/a.png" />');
      expect(data.BodyEN).toBe('<a>link</a>');
    } finally {
      await db.db.execute(sql`delete from contents where id = ${id}`);
    }
  });
});

describe('POST api/contents/save', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo)).jtoken;
  });
  const save = (payload: unknown, token: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/contents/save', headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });
  const page = {
    SaleUnit: 'DC01',
    Code: 'PROMO_PAGE',
    Kind: 'PAGE',
    Title: 'หน้าโปรโมชัน',
    TitleEN: 'Promotions',
    Body: '<p onmouseover="x()">ลด <b>50%</b></p><script>steal()</script><a href="javascript:x()">a</a>',
    BodyEN: '<p style="color:red">Half <i>price</i></p><a href="https://example.com" target="_blank">more</a>',
  };

  it('stores cleaned HTML and answers the page', async () => {
    const res = await save(page, admin);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ status: number; Data: ContentItem }>();
    expect(saved.status).toBe(200);
    expect(saved.Data.Body).toBe('<p>ลด <b>50%</b></p><a>a</a>');
    const [stored] = await rows<{ body_html_th: string; body_html_en: string }>(sql`select body_html_th, body_html_en from contents where code = 'PROMO_PAGE'`);
    expect(stored?.body_html_th).toBe('<p>ลด <b>50%</b></p><a>a</a>');
    expect(stored?.body_html_en).toBe('<p>Half <i>price</i></p><a href="https://example.com" target="_blank" rel="noopener noreferrer">more</a>');

    const updated = await save({ ...page, Id: saved.Data.Id, Title: 'หน้าโปรโมชันใหม่' }, admin);
    expect(updated.json<{ Data: ContentItem }>().Data.Title).toBe('หน้าโปรโมชันใหม่');
    const read = (await t.app.inject({ method: 'GET', url: '/api/contents/code/PROMO_PAGE', headers: bearer(customer) })).json<{ Data: ContentItem }>();
    expect(read.Data.Title).toBe('หน้าโปรโมชันใหม่');
  });

  it('answers 409 for a code another page of the center has and 404 for an unknown id', async () => {
    expect((await save({ ...page, Code: 'TAKEN_1' }, admin)).statusCode).toBe(200);
    const taken = await save({ ...page, Code: 'taken_1' }, admin);
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).Code).toBe('CONFLICT');
    expect((await save({ ...page, Code: 'OTHER_1', Id: 999_999 }, admin)).statusCode).toBe(404);
  });

  it('is for merchant admins only', async () => {
    const salesperson = (await staffLogin(t.app, t.sms, FIXTURE.salesperson.mobileNo)).jtoken;
    expect((await save(page, salesperson)).statusCode).toBe(403);
    expect((await save(page, customer)).statusCode).toBe(403);
    expect((await save(page, null)).statusCode).toBe(401);
  });

  it('refuses a missing title and an oversized body', async () => {
    expect((await save({ ...page, Title: '' }, admin)).statusCode).toBe(400);
    expect((await save({ ...page, Body: 'x'.repeat(200_001) }, admin)).statusCode).toBe(400);
  });
});

describe('GET api/products/display-group/type/{typeName}', () => {
  interface GroupItem {
    Group: { Id: number; Name: string; NameTH: string; NameEN: string; LogoImage: string | null; UseTranslateName: boolean };
    Products?: { P_Code: string; SaleUnit: string; SalesPrice1?: number }[];
  }
  const groups = (path: string, token: string | null = customer, language = 'th') =>
    t.app.inject({ method: 'GET', url: `/api/products/display-group/type/${path}`, headers: { 'accept-language': language, ...(token ? bearer(token) : {}) } });

  it('answers the home page groups with up to take products each, priced for the caller', async () => {
    const res = await groups('EORDER_HOME_PAGE?productsIncluded=Y&take=36');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ Data: GroupItem[] }>().Data;
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(item.Group.Name).toBe(item.Group.NameTH);
      expect(item.Products?.length).toBeGreaterThan(0);
      expect(item.Products?.length).toBeLessThanOrEqual(36);
      for (const product of item.Products ?? []) {
        expect(product.SaleUnit).toBe('DC01');
        expect(product.SalesPrice1).toBeGreaterThan(0);
      }
    }
    const first = data[0];
    const expected = await rows<{ p_code: string }>(sql`
      select dgp.p_code from display_group_products dgp
      join center_products cp on cp.p_code = dgp.p_code and cp.sale_unit = 'DC01' and not cp.disabled
      where dgp.display_group_id = ${first?.Group.Id} order by dgp.sort, dgp.p_code`);
    expect(first?.Products?.map((p) => p.P_Code)).toEqual(expected.map((r) => r.p_code));
    const two = (await groups('EORDER_HOME_PAGE?productsIncluded=Y&take=2')).json<{ Data: GroupItem[] }>().Data;
    expect(two.length).toBeGreaterThan(0);
    expect(two.every((item) => (item.Products?.length ?? 0) <= 2)).toBe(true);
  });

  it('answers the drawer groups without products unless asked, named in the language asked for', async () => {
    const data = (await groups('EORDER_LAYOUT_DRAWER', guest, 'en')).json<{ Data: GroupItem[] }>().Data;
    expect(data).toHaveLength(8);
    for (const item of data) {
      expect(item.Products).toBeUndefined();
      expect(item.Group.Name).toBe(item.Group.NameEN);
      expect(item.Group.LogoImage).toMatch(/^\/files\/categories\//);
    }
  });

  it('refuses an unknown type, a bad take and no token', async () => {
    expect((await groups('SOMETHING_ELSE')).statusCode).toBe(400);
    expect((await groups('EORDER_HOME_PAGE?take=1000000')).statusCode).toBe(400);
    expect((await groups('EORDER_HOME_PAGE?productsIncluded=maybe')).statusCode).toBe(400);
    expect((await groups('EORDER_HOME_PAGE', null)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('documents every catalogue, marketing and wishlist call with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[]; responses?: Record<string, unknown> }>> }>();
    const expected: [string, string][] = [
      ['/api/products/items', 'post'],
      ['/api/products/item/{code}', 'get'],
      ['/GET_MASTER_DATA/GetAutoComplete', 'get'],
      ['/GET_MASTER_DATA/GET_HIERARCHY_ALL', 'post'],
      ['/api/products/display-group/type/{typeName}', 'get'],
      ['/GET_MASTER_DATA/GET_WHATSNEW', 'post'],
      ['/api/news', 'get'],
      ['/api/news/{id}', 'get'],
      ['/api/contents/cookies-policy', 'get'],
      ['/api/contents', 'get'],
      ['/api/contents/code/{code}', 'get'],
      ['/api/contents/{code}', 'get'],
      ['/api/contents/save', 'post'],
      ['/api/Products/favourite/items', 'get'],
      ['/api/Products/favourite/items/add', 'post'],
      ['/api/Products/favourite/items/remove', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.responses?.['200'], `${method} ${path}`).toBeDefined();
      if (method === 'post') expect(operation?.requestBody, `${method} ${path}`).toBeDefined();
    }
  });
});
