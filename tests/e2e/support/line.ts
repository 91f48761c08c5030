// The LINE side of the journeys: a LINE user signed in with a real ID token of the fake platform,
// and LIFF URLs opened as LINE does (the path and query in `liff.state`).
import { request, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { linePlatformClient, type LinePlatformClient } from '../../fakes/line/client';
import { liffMockData, type LiffMockOptions } from '../../fakes/line/liff-mock';
import { test as base, XHR_HEADERS } from '../fixtures';
import type { DemoCustomer } from './demo-accounts';

export type LiffArea = 'customer' | 'merchant' | 'gateway';

export interface LineInfo {
  /** The LINE bff with the base path and a trailing slash. */
  baseUrl: string;
  platformUrl: string;
  /** `https://liff.line.me` */
  liffBaseUrl: string;
  liffIds: Record<LiffArea, string>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the LINE journeys run through playwright.config.ts, whose global setup starts the LINE side of the stack`);
  return value;
}

export function lineFromEnv(): LineInfo {
  return {
    baseUrl: required('E2E_LINE_BASE_URL'),
    platformUrl: required('E2E_LINE_PLATFORM_URL'),
    liffBaseUrl: required('E2E_LIFF_BASE_URL'),
    liffIds: JSON.parse(required('E2E_LIFF_IDS')) as Record<LiffArea, string>,
  };
}

/** Where LINE opens each LIFF app (the endpoints liff-config provisions), under the base path. */
const ENDPOINTS: Record<LiffArea, string> = { customer: '', merchant: 'merchant', gateway: 'gateway/line/authen' };

/** A person signed in to the LINE app. */
export interface LineUser {
  userId: string;
  name: string;
  idToken: string;
  accessToken: string;
}

export interface MockCall {
  api: string;
  args: unknown[];
}

export interface LineApp extends LineInfo {
  platform: LinePlatformClient;
  /** A new LINE user (fresh ID and access tokens of the fake platform). */
  newUser(name?: string): Promise<LineUser>;
  /** The same LINE user with fresh tokens, as LINE hands them out on a later visit. */
  again(user: LineUser): Promise<LineUser>;
  /** A LIFF URL of an app: `https://liff.line.me/<liffId>/<path>`. */
  liffUrl(area: LiffArea, path?: string): string;
  /**
   * The LINE app opening `liffUrl` on `page` for `user`: the mocked LIFF is signed in as them
   * (with `options`), and LINE's LIFF launcher leads to the app's endpoint.
   */
  open(page: Page, user: LineUser, liffUrl: string, options?: Omit<LiffMockOptions, 'idToken' | 'accessToken'>): Promise<void>;
  /** The LIFF URLs LINE was asked to open in this test (links, the logout's return). */
  launched: URL[];
  /** What the mocked LIFF of the current page was asked to do (login, logout, shareTargetPicker). */
  mockCalls(page: Page): Promise<MockCall[]>;
  /**
   * Links `user` to an existing customer the way the web does for a LINE user without an account
   * who then signs in with a password: exchange, sign-in, link. Later LINE visits sign them in.
   */
  linkToCustomer(user: LineUser, customer: DemoCustomer): Promise<void>;
  /** An HTTP client of the LINE bff with its own cookies (not the page's). */
  client(): Promise<APIRequestContext>;
}

async function postJson(client: APIRequestContext, url: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await client.post(url, { data, headers: { ...XHR_HEADERS, Origin: new URL(url).origin } });
  const text = await response.text();
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** LINE's launcher: `<liffBaseUrl>/<liffId>/<path>?<query>` opens the app's endpoint with `liff.state=/<path>?<query>`. */
async function emulateLiffLauncher(context: BrowserContext, info: LineInfo, launched: URL[]): Promise<void> {
  const areaOf = new Map(Object.entries(info.liffIds).map(([area, id]) => [id, area as LiffArea]));
  await context.route(`${info.liffBaseUrl}/**`, async (route) => {
    const url = new URL(route.request().url());
    const [liffId = '', ...rest] = url.pathname.split('/').filter((part) => part !== '');
    const area = areaOf.get(decodeURIComponent(liffId));
    if (!area) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: `No LIFF app ${liffId}` });
      return;
    }
    launched.push(url);
    const endpoint = new URL(ENDPOINTS[area], info.baseUrl);
    const state = `${rest.length > 0 ? `/${rest.join('/')}` : ''}${url.search}`;
    if (state !== '') endpoint.searchParams.set('liff.state', state);
    await route.fulfill({ status: 302, headers: { location: endpoint.toString() } });
  });
}

export const test = base.extend<{ line: LineApp }>({
  line: async ({ context }, use) => {
    const info = lineFromEnv();
    const platform = linePlatformClient(info.platformUrl);
    const launched: URL[] = [];
    const clients: APIRequestContext[] = [];
    await emulateLiffLauncher(context, info, launched);

    const login = async (userId: string | undefined, name: string): Promise<LineUser> => {
      const signedIn = await platform.login({ ...(userId ? { userId } : {}), name, displayName: name });
      return { ...signedIn, name };
    };
    const client = async () => {
      const created = await request.newContext({ baseURL: info.baseUrl });
      clients.push(created);
      return created;
    };

    const app: LineApp = {
      ...info,
      platform,
      launched,
      newUser: (name = `LINE ${Math.random().toString(36).slice(2, 8)}`) => login(undefined, name),
      again: (user) => login(user.userId, user.name),
      liffUrl: (area, path = '') => `${info.liffBaseUrl}/${info.liffIds[area]}${path ? `/${path.replace(/^\/+/, '')}` : ''}`,
      open: async (page, user, liffUrl, options = {}) => {
        const data = liffMockData({ ...options, idToken: user.idToken, accessToken: user.accessToken });
        await page.context().addInitScript((mock) => {
          window.__EORDER_LIFF_MOCK__ = mock;
        }, data);
        await page.goto(liffUrl);
      },
      mockCalls: (page) => page.evaluate(() => window.__EORDER_LIFF_MOCK_CALLS__ ?? []),
      linkToCustomer: async (user, customer) => {
        const http = await client();
        const exchange = await postJson(http, `${info.baseUrl}bff/line/exchange`, { idToken: user.idToken, area: 'customer' });
        if (exchange.needsRegistration !== true) return;
        await postJson(http, `${info.baseUrl}api/customer/authen/customer/login`, { Username: customer.username, Password: customer.password });
        await postJson(http, `${info.baseUrl}bff/line/link`, { area: 'customer' });
      },
      client,
    };
    await use(app);
    await Promise.all(clients.map((created) => created.dispose()));
  },
});

export { expect, snapshot, isPhone } from '../fixtures';

declare global {
  interface Window {
    __EORDER_LIFF_MOCK__?: Record<string, unknown>;
    __EORDER_LIFF_MOCK_CALLS__?: MockCall[];
  }
}

/** The words of the LINE journeys, in Thai and English (besides texts.ts). */
export const lineTexts = {
  th: {
    share: 'แชร์',
    shareSent: 'ส่งข้อความแล้ว',
    linked: 'เชื่อมบัญชี LINE เรียบร้อยแล้ว',
    later: 'ไว้ภายหลัง',
    goToMerchant: 'ไปที่ร้านค้า',
    switchCenter: 'เปลี่ยนศูนย์จัดจำหน่าย',
  },
  en: {
    share: 'Share',
    shareSent: 'Messages was sent',
    linked: 'Your LINE account is linked.',
    later: 'Later',
    goToMerchant: 'Go to merchant',
    switchCenter: 'Switch distribution center',
  },
} as const;

/** Products of the demo catalogue that the demo centers sell (the end-to-end seed has 60). */
export const productCodes = { first: 'P000001', second: 'P000002' } as const;
