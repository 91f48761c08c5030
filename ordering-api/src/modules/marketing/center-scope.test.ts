// Whose content a caller sees: company pages everywhere, a center's pages only in that center
// (its own version of a page replacing the company's there), legal pages only the company's;
// news and banners of a center only in that center, by list and by id.
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

/** Callers by name: a customer of DC01, a customer of DC02, a guest in DC03, no token at all. */
type Caller = 'dc01Customer' | 'dc02Customer' | 'dc03Guest' | 'anonymous';
const callers: Record<Caller, string | null> = {
  dc01Customer: null,
  dc02Customer: null,
  dc03Guest: null,
  anonymous: null,
};
const CALLERS = Object.keys(callers) as Caller[];

/** Content rows of the test, by name: [code, sale unit, kind]. */
const PAGES = {
  shared: ['T_SHARED', null, 'PAGE'],
  overridden: ['T_OVR', null, 'PAGE'],
  dc02Override: ['T_OVR', 'DC02', 'PAGE'],
  dc01Page: ['T_DC01', 'DC01', 'PAGE'],
  dc01FreePage: [null, 'DC01', 'PAGE'],
  // Written by another tool: a center's own cookie policy must never replace the company's.
  dc01CookiePolicy: ['COOKIES_POLICY', 'DC01', 'POLICY'],
  dc01PolicyKind: ['T_DC01_POLICY', 'DC01', 'POLICY'],
} as const;
type PageName = keyof typeof PAGES;
const ids = {} as Record<PageName, number>;
let companyCookiePolicyId = 0;

const get = (url: string, caller: Caller) => {
  const token = callers[caller];
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
};

beforeAll(async () => {
  db = await openTestDatabase();
  t = await buildTestApp(db, { clock: createTestClock(fixtureNow()) });
  callers.dc01Customer = (await customerLogin(t.app, FIXTURE.customer.username)).jtoken;
  callers.dc02Customer = (await customerLogin(t.app, FIXTURE.lineCustomer.username)).jtoken;
  const swapped = await t.app.inject({
    method: 'GET',
    url: '/authen/swapdc/DC03',
    headers: bearer(await guestToken(t.app)),
  });
  callers.dc03Guest = swapped.json<{ jtoken: string }>().jtoken;
  for (const [name, [code, saleUnit, kind]] of Object.entries(PAGES) as [
    PageName,
    (typeof PAGES)[PageName],
  ][]) {
    const result = await db.db.execute(sql`
      insert into contents (code, sale_unit, kind, title_th, title_en, body_html_th, body_html_en)
      values (${code}, ${saleUnit}, ${kind}, ${name}, ${name}, ${`<p>${name}</p>`}, ${`<p>${name}</p>`})
      returning id`);
    ids[name] = (result.rows[0] as { id: number }).id;
  }
  const company = await db.db.execute(
    sql`select id from contents where code = 'COOKIES_POLICY' and sale_unit is null`,
  );
  companyCookiePolicyId = (company.rows[0] as { id: number }).id;
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

interface ContentItem {
  Id: number;
  Code: string;
  Title: string;
  SaleUnit?: string | null;
}

/** The page each caller is served for a page name: a page name, or null for 404. */
const visible: Record<'T_SHARED' | 'T_OVR' | 'T_DC01', Record<Caller, PageName | null>> = {
  T_SHARED: {
    dc01Customer: 'shared',
    dc02Customer: 'shared',
    dc03Guest: 'shared',
    anonymous: 'shared',
  },
  T_OVR: {
    dc01Customer: 'overridden',
    dc02Customer: 'dc02Override',
    dc03Guest: 'overridden',
    anonymous: 'overridden',
  },
  T_DC01: { dc01Customer: 'dc01Page', dc02Customer: null, dc03Guest: null, anonymous: null },
};

describe('content pages by center', () => {
  const byCodeCalls = [
    ['api/contents/code/{code}', (code: string) => `/api/contents/code/${code}`],
    ['api/contents/{code}', (code: string) => `/api/contents/${code}`],
  ] as const;

  for (const [code, expected] of Object.entries(visible)) {
    for (const caller of CALLERS) {
      for (const [call, url] of byCodeCalls) {
        it(`${call} serves ${code} to ${caller} as ${expected[caller] ?? '404'}`, async () => {
          const res = await get(url(code), caller);
          const want = expected[caller];
          if (want === null) {
            expect(res.statusCode, res.body).toBe(404);
            expect(errorBody(res).Code).toBe('NOT_FOUND');
          } else {
            expect(res.statusCode, res.body).toBe(200);
            expect(res.json<{ Data: ContentItem }>().Data.Id).toBe(ids[want]);
          }
        });
      }
    }
  }

  // By id: a center's page only in its center; a company page that the caller's center has its own
  // version of answers that version, so a shared link shows what the center wrote.
  const byId: [PageName, Record<Caller, PageName | null>][] = [
    ['shared', visible.T_SHARED],
    ['overridden', visible.T_OVR],
    [
      'dc02Override',
      { dc01Customer: null, dc02Customer: 'dc02Override', dc03Guest: null, anonymous: null },
    ],
    ['dc01Page', visible.T_DC01],
    [
      'dc01FreePage',
      { dc01Customer: 'dc01FreePage', dc02Customer: null, dc03Guest: null, anonymous: null },
    ],
    [
      'dc01CookiePolicy',
      { dc01Customer: null, dc02Customer: null, dc03Guest: null, anonymous: null },
    ],
    [
      'dc01PolicyKind',
      { dc01Customer: null, dc02Customer: null, dc03Guest: null, anonymous: null },
    ],
  ];
  for (const [page, expected] of byId) {
    for (const caller of CALLERS) {
      it(`api/contents/{id} serves page ${page} to ${caller} as ${expected[caller] ?? '404'}`, async () => {
        const res = await get(`/api/contents/${ids[page]}`, caller);
        const want = expected[caller];
        if (want === null) {
          expect(res.statusCode, res.body).toBe(404);
        } else {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json<{ Data: ContentItem }>().Data.Id).toBe(ids[want]);
        }
      });
    }
  }

  it("serves the demo's second center its own contact page, and the company's to the others", async () => {
    for (const caller of CALLERS) {
      const page = (await get('/api/contents/code/CONTACT_001', caller)).json<{
        Data: ContentItem;
      }>().Data;
      expect(page.SaleUnit ?? null, caller).toBe(caller === 'dc02Customer' ? 'DC02' : null);
    }
  });

  for (const caller of CALLERS) {
    it(`serves the company's legal pages to ${caller}, never a center's`, async () => {
      const policy = await get('/api/contents/cookies-policy', caller);
      expect(policy.json<{ Data: ContentItem }>().Data.Id).toBe(companyCookiePolicyId);
      for (const url of ['/api/contents/code/COOKIES_POLICY', '/api/contents/COOKIES_POLICY']) {
        expect((await get(url, caller)).json<{ Data: ContentItem }>().Data.Id, url).toBe(
          companyCookiePolicyId,
        );
      }
      expect((await get('/api/contents/code/T_DC01_POLICY', caller)).statusCode).toBe(404);
    });

    it(`lists for ${caller} the company's pages and its center's, its own version in place of the company's`, async () => {
      const res = await get('/api/contents', caller);
      expect(res.statusCode).toBe(200);
      const listed = res.json<{ Data: ContentItem[]; Total: number }>();
      const testIds = new Set(Object.values(ids));
      const seen = listed.Data.filter((item) => testIds.has(item.Id))
        .map((item) => item.Id)
        .sort((a, b) => a - b);
      const want = new Set<number>();
      for (const expected of Object.values(visible)) {
        const page = expected[caller];
        if (page) want.add(ids[page]);
      }
      if (caller === 'dc01Customer') want.add(ids.dc01FreePage);
      expect(seen).toEqual([...want].sort((a, b) => a - b));
      expect(listed.Total).toBe(listed.Data.length);
      expect(
        listed.Data.filter((item) => item.Code === 'COOKIES_POLICY').map((item) => item.Id),
      ).toEqual([companyCookiePolicyId]);
    });
  }
});

describe('news and banners by center', () => {
  const items = {} as Record<'B' | 'N' | 'P', { dc01: number; company: number }>;
  beforeAll(async () => {
    for (const type of ['B', 'N', 'P'] as const) {
      const insert = async (saleUnit: string | null) => {
        const result = await db.db.execute(sql`
          insert into news (sale_unit, news_type, title_th, title_en, active_status, sort)
          values (${saleUnit}, ${type}, ${`t-${type}`}, ${`t-${type}`}, 'Y', 50) returning id`);
        return (result.rows[0] as { id: number }).id;
      };
      items[type] = { dc01: await insert('DC01'), company: await insert(null) };
    }
  });

  const listIds = async (type: 'B' | 'N' | 'P', caller: Caller): Promise<number[]> => {
    const token = callers[caller];
    const headers = token ? bearer(token) : {};
    const whatsNew = await t.app.inject({
      method: 'POST',
      url: '/GET_MASTER_DATA/GET_WHATSNEW',
      headers,
      payload: { NewsType: type, UsePeriodDate: true, ActiveStatus: 'Y' },
    });
    const fromWhatsNew = whatsNew
      .json<{ result: { NewsId: number }[] }>()
      .result.map((item) => item.NewsId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/news?types=${type}&take=100`,
      headers,
    });
    return [
      ...fromWhatsNew,
      ...page.json<{ Data: { NewsId: number }[] }>().Data.map((item) => item.NewsId),
    ];
  };

  for (const type of ['B', 'N', 'P'] as const) {
    for (const caller of CALLERS) {
      const own = caller === 'dc01Customer';
      it(`type ${type}: ${caller} ${own ? 'sees' : 'never sees'} a DC01 item, and sees a company one`, async () => {
        const ofCenter = await get(`/api/news/${items[type].dc01}`, caller);
        expect(ofCenter.statusCode, ofCenter.body).toBe(own ? 200 : 404);
        expect((await get(`/api/news/${items[type].company}`, caller)).statusCode).toBe(200);
        const listed = await listIds(type, caller);
        expect(listed.includes(items[type].dc01)).toBe(own);
        expect(listed.includes(items[type].company)).toBe(true);
      });
    }
  }
});

describe('POST api/contents/save by center', () => {
  let admin: string;
  beforeAll(async () => {
    // Merchant admin of DC01 and DC02.
    admin = (await staffLogin(t.app, t.sms, FIXTURE.merchant.mobileNo)).jtoken;
  });
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contents/save', headers: bearer(admin), payload });
  const page = {
    Code: 'DC01_NEWS',
    Kind: 'PAGE',
    Title: 'หน้า',
    TitleEN: 'Page',
    Body: '<p>DC01</p>',
    BodyEN: '<p>DC01</p>',
  };

  it("writes a page of one of the admin's centers, shown only to that center", async () => {
    const res = await save({ ...page, SaleUnit: 'DC01' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ Data: ContentItem }>().Data;
    expect(saved.SaleUnit).toBe('DC01');
    expect((await get('/api/contents/code/DC01_NEWS', 'dc01Customer')).statusCode).toBe(200);
    for (const caller of ['dc02Customer', 'dc03Guest', 'anonymous'] as const) {
      expect((await get('/api/contents/code/DC01_NEWS', caller)).statusCode, caller).toBe(404);
      expect((await get(`/api/contents/${saved.Id}`, caller)).statusCode, caller).toBe(404);
    }
  });

  it("writes a center's own version of a company page, which replaces it for that center only", async () => {
    const res = await save({ ...page, Code: 'FAQ_001', Title: 'คำถามของ DC02', SaleUnit: 'DC02' });
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json<{ Data: ContentItem }>().Data;
    expect(
      (await get('/api/contents/code/FAQ_001', 'dc02Customer')).json<{ Data: ContentItem }>().Data
        .Id,
    ).toBe(own.Id);
    for (const caller of ['dc01Customer', 'dc03Guest', 'anonymous'] as const) {
      const company = (await get('/api/contents/code/FAQ_001', caller)).json<{
        Data: ContentItem;
      }>().Data;
      expect(company.Id, caller).not.toBe(own.Id);
      expect(company.SaleUnit ?? null, caller).toBeNull();
    }
    expect((await save({ ...page, Code: 'FAQ_001', SaleUnit: 'DC02' })).statusCode).toBe(409);
  });

  const refused: [string, Record<string, unknown>, number, string][] = [
    ['a center the admin does not serve', { ...page, SaleUnit: 'DC03' }, 403, 'CENTER_NOT_ALLOWED'],
    ['a company page (no center)', { ...page }, 403, 'AUTH_FORBIDDEN'],
    ['a company page (null center)', { ...page, SaleUnit: null }, 403, 'AUTH_FORBIDDEN'],
    [
      "a center's cookie policy",
      { ...page, Code: 'COOKIES_POLICY', SaleUnit: 'DC01' },
      403,
      'AUTH_FORBIDDEN',
    ],
    [
      "a center's privacy policy",
      { ...page, Code: 'pdpa_policy', SaleUnit: 'DC01' },
      403,
      'AUTH_FORBIDDEN',
    ],
    [
      "a center's policy page",
      { ...page, Code: 'DC01_TERMS', Kind: 'POLICY', SaleUnit: 'DC01' },
      403,
      'AUTH_FORBIDDEN',
    ],
  ];
  for (const [what, payload, status, code] of refused) {
    it(`refuses ${what} and stores nothing`, async () => {
      const before = (await db.db.execute(sql`select count(*)::int as n from contents`)).rows;
      const res = await save(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorBody(res).Code).toBe(code);
      expect((await db.db.execute(sql`select count(*)::int as n from contents`)).rows).toEqual(
        before,
      );
    });
  }

  it("replaces by id only a page of the center it names, never another center's or the company's", async () => {
    for (const id of [ids.dc02Override, ids.shared, companyCookiePolicyId]) {
      const before = (
        await db.db.execute(sql`select title_th, sale_unit from contents where id = ${id}`)
      ).rows;
      const res = await save({ ...page, Id: id, Code: 'T_TAKEN', SaleUnit: 'DC01' });
      expect(res.statusCode, res.body).toBe(404);
      expect(
        (await db.db.execute(sql`select title_th, sale_unit from contents where id = ${id}`)).rows,
      ).toEqual(before);
    }
    const own = await save({
      ...page,
      Id: ids.dc01Page,
      Code: 'T_DC01',
      Title: 'ใหม่',
      SaleUnit: 'DC01',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ Data: ContentItem }>().Data.Title).toBe('ใหม่');
  });
});
