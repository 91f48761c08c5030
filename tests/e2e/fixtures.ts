// Fixtures of the journeys. Every test gets a fresh browser profile (a
// persistent context on a new folder, as a first-time visitor would have),
// the fake SMS inbox, and people already signed in when it asks for them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, chromium, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { smsGatewayClient, type SmsGatewayClient } from '../fakes/sms-gateway/client';
import { extractCode, normalizeMobile, type SmsMessage } from '../fakes/sms-gateway/index';
import { demoAccounts, type DemoAccounts, type DemoCustomer, type DemoStaff } from './support/demo-accounts';
import { stackFromEnv, type StackInfo } from './support/stack-info';
import { CHROMIUM_ARGS } from '../support/chromium';

const SCREENSHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'e2e', 'screenshots');

export { CHROMIUM_ARGS };

/**
 * The start of the console message the web writes for a text key it shows raw (web/src/lib/i18n):
 * a missing translation, or texts asked for before they loaded. Every journey fails on one.
 */
const MISSING_TEXT = 'i18n: missing text';

/** Reads one-time codes that reached a phone during the current test. */
export type OtpReader = (mobile: string) => Promise<string>;

export interface SignedIn<A> {
  page: Page;
  account: A;
}

interface Options {
  /**
   * Whether the visitor agreed to cookies on an earlier visit (the consent cookie is Y), so the
   * consent dialog stays closed. Journeys about a first visit set it to false.
   */
  cookiesAccepted: boolean;
  /** Chromium switches a journey adds to the usual ones (a fake camera, say). */
  extraChromiumArgs: string[];
}

interface Fixtures {
  stack: StackInfo;
  accounts: DemoAccounts;
  sms: SmsGatewayClient;
  otp: OtpReader;
  /** An http client that shares the page's cookies, speaking to the bff as the web does. */
  bff: APIRequestContext;
  signedInCustomer: SignedIn<DemoCustomer>;
  merchant: SignedIn<DemoStaff>;
  rider: SignedIn<DemoStaff>;
}

/** Headers every state-changing call through the bff carries (its CSRF check). */
export const XHR_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function postJson(request: APIRequestContext, url: string, data: unknown): Promise<Record<string, unknown>> {
  const origin = new URL(url).origin;
  const response = await request.post(url, { data, headers: { ...XHR_HEADERS, Origin: origin } });
  const text = await response.text();
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Signs a customer in on `bff`'s cookies (the page's) with their username and password. */
export async function signInCustomerBy(bff: APIRequestContext, stack: StackInfo, account: { username: string; password: string }): Promise<void> {
  await postJson(bff, `${stack.baseUrl}api/customer/authen/customer/login`, { Username: account.username, Password: account.password });
}

/** Signs a staff member in on `bff`'s cookies with the one-time code sent to `mobile`. */
export async function signInStaffBy(bff: APIRequestContext, stack: StackInfo, otp: OtpReader, mobile: string): Promise<void> {
  const request = await postJson(bff, `${stack.baseUrl}api/merchant/authen/otp/request`, { MobileNo: mobile, Purpose: 'STAFF_LOGIN' });
  const OtpCode = await otp(mobile);
  await postJson(bff, `${stack.baseUrl}api/merchant/authen/user/login`, { MobileNo: mobile, RefCode: request.RefCode, OtpCode });
}

export const test = base.extend<Options & Fixtures>({
  cookiesAccepted: [true, { option: true }],
  extraChromiumArgs: [[], { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  stack: async ({}, use) => {
    await use(stackFromEnv());
  },

  // eslint-disable-next-line no-empty-pattern -- as above
  accounts: async ({}, use) => {
    await use(demoAccounts());
  },

  sms: async ({ stack }, use) => {
    await use(smsGatewayClient(stack.smsUrl));
  },

  otp: async ({ sms }, use) => {
    const startedAt = new Date().toISOString();
    const used = new Set<string>();
    // One worker runs the journeys, so a message to a number received during
    // this test belongs to this test; each code is handed out once.
    const read: OtpReader = async (mobile) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const messages: SmsMessage[] = await sms.messages(normalizeMobile(mobile));
        const fresh = messages.filter((message) => message.receivedAt >= startedAt && !used.has(message.id)).at(-1);
        if (fresh) {
          used.add(fresh.id);
          const code = extractCode(fresh.message);
          if (!code) throw new Error(`the SMS to ${mobile} carries no code: ${fresh.message}`);
          return code;
        }
        if (Date.now() > deadline) throw new Error(`no one-time code reached ${mobile} on the fake SMS gateway`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await use(read);
  },

  context: async ({ stack, cookiesAccepted, extraChromiumArgs, viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId }, use, testInfo) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'eorder-e2e-profile-'));
    const context: BrowserContext = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, ...extraChromiumArgs],
      headless: true,
      baseURL: stack.baseUrl,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
    });
    const missingTexts: string[] = [];
    context.on('console', (message) => {
      if (message.text().startsWith(MISSING_TEXT)) missingTexts.push(`${message.text()} on ${message.page()?.url() ?? 'a page'}`);
    });
    if (cookiesAccepted) {
      await context.addCookies([
        { name: 'dsg_cookies_consent', value: 'Y', domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' },
      ]);
    }
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) {
      const page = context.pages()[0];
      if (page) {
        const file = testInfo.outputPath('failure.png');
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        await testInfo.attach('failure', { path: file, contentType: 'image/png' }).catch(() => undefined);
      }
    }
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    expect(missingTexts, 'text keys shown raw on the pages the journey visited').toEqual([]);
  },

  page: async ({ context }, use) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
  },

  bff: async ({ context }, use) => {
    await use(context.request);
  },

  signedInCustomer: async ({ page, bff, stack, accounts }, use) => {
    const account = accounts.customer;
    await signInCustomerBy(bff, stack, account);
    await use({ page, account });
  },

  merchant: async ({ page, bff, stack, accounts, otp }, use) => {
    const account = accounts.merchant;
    await signInStaffBy(bff, stack, otp, account.mobile);
    await use({ page, account });
  },

  rider: async ({ page, bff, stack, accounts, otp }, use) => {
    const account = accounts.rider;
    const request = await postJson(bff, `${stack.baseUrl}api/rider/authen/otp/request`, { MobileNo: account.mobile, Purpose: 'RIDER_LOGIN' });
    const OtpCode = await otp(account.mobile);
    await postJson(bff, `${stack.baseUrl}api/rider/authen/rider/login`, { MobileNo: account.mobile, RefCode: request.RefCode, OtpCode });
    await use({ page, account });
  },
});

export { expect };

/** A full-page picture for people to look at, under test-results/e2e/screenshots/<project>/. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  const file = path.join(SCREENSHOTS_DIR, info.project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/** True on the phone project. */
export function isPhone(): boolean {
  return test.info().project.name === 'phone';
}
