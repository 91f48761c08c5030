// Chat between a customer on a phone and the merchant at a desk, in two browsers at once; another
// center's admin cannot open the room. E2E_CHAT_STORE=firestore uses a Firestore emulator.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, expect, snapshot, test, XHR_HEADERS, type OtpReader } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { localized, texts } from '../support/texts';

/** The seed's merchant admin of DC02 alone (the first center has no admin of its own). */
const DC02_ADMIN_MOBILE = '0861000103';

const words = {
  start: 'แชทกับร้านค้า',
  placeholder: 'พิมพ์ข้อความ',
  send: 'ส่ง',
  notFound: 'ไม่พบการสนทนานี้ หรือคุณไม่ได้เป็นสมาชิก',
};

/** A 1x1 PNG: the browser resizes it and the server checks it by content. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const opened: { context: BrowserContext; profile: string }[] = [];

async function browser(stack: StackInfo, size: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'eorder-e2e-chat-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: stack.baseUrl,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    ...size,
  });
  await context.addCookies([
    { name: 'dsg_cookies_consent', value: 'Y', domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' },
  ]);
  opened.push({ context, profile });
  return context.pages()[0] ?? (await context.newPage());
}

async function post(page: Page, stack: StackInfo, url: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await page.context().request.post(`${stack.baseUrl}${url}`, {
    data,
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function customerSignIn(page: Page, stack: StackInfo, accounts: { customer: { username: string; password: string } }) {
  await post(page, stack, 'api/customer/authen/customer/login', { Username: accounts.customer.username, Password: accounts.customer.password });
}

async function staffSignIn(page: Page, stack: StackInfo, otp: OtpReader, mobile: string) {
  const request = await post(page, stack, 'api/merchant/authen/otp/request', { MobileNo: mobile, Purpose: 'STAFF_LOGIN' });
  const OtpCode = await otp(mobile);
  await post(page, stack, 'api/merchant/authen/user/login', { MobileNo: mobile, RefCode: request.RefCode, OtpCode });
}

/** The demo merchant runs two centers: the back office asks which, and the first (DC01) is chosen. */
async function chooseFirstCenter(page: Page) {
  const picker = page.getByRole('dialog').filter({ hasText: texts.th.centerPicker });
  await expect(picker).toBeVisible();
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: words.placeholder }).fill(text);
  await page.getByTestId('chat-send').click();
}

test.afterEach(async () => {
  for (const { context, profile } of opened.splice(0)) {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a customer on a phone and the merchant at a desk chat live; another center cannot look in', async ({ stack, otp, accounts }) => {
  test.skip(test.info().project.name !== 'desktop', 'one run opens both sizes itself');
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);

  // A guest asks first; their room follows them when they sign in (as the demo customer).
  const guest = await browser(stack, PHONE);
  await guest.goto(localized('th', 'chat/guest'));
  await expect(guest.getByTestId('chat-conversation')).toBeVisible();
  const asked = `ถามก่อนเข้าสู่ระบบ ${stamp}`;
  await send(guest, asked);
  await expect(guest.getByTestId('chat-message').filter({ hasText: asked })).toBeVisible();
  await customerSignIn(guest, stack, accounts);
  await guest.goto(localized('th', 'chat/list'));
  await expect(guest.getByTestId('chat-room').filter({ hasText: asked })).toBeVisible({ timeout: 15_000 });

  const customer = await browser(stack, PHONE);
  await customerSignIn(customer, stack, accounts);
  const merchant = await browser(stack, DESKTOP);
  await staffSignIn(merchant, stack, otp, accounts.merchant.mobile);

  // The customer starts the conversation with their center.
  await customer.goto(localized('th', 'chat/list'));
  await customer.getByRole('button', { name: words.start }).click();
  await expect(customer).toHaveURL(/\/chat\/list\/room\/[\w-]+$/);
  const roomId = new URL(customer.url()).pathname.split('/').at(-1) ?? '';
  await expect(customer.getByTestId('chat-conversation')).toBeVisible();
  // The guest's message came along into the customer's room.
  await expect(customer.getByTestId('chat-message').filter({ hasText: asked })).toBeVisible();
  const question = `มีสินค้าไหมคะ ${stamp}`;
  await send(customer, question);
  await expect(customer.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

  // The merchant's desk lists the room with an unread message.
  await merchant.goto(localized('th', 'merchant/support/chat'));
  await chooseFirstCenter(merchant);
  const listed = merchant.getByTestId('chat-room').filter({ hasText: accounts.customer.name });
  await expect(listed).toBeVisible({ timeout: 15_000 });
  await expect(listed).not.toHaveAttribute('data-unread', '0', { timeout: 15_000 });
  await expect(merchant.getByTestId('merchant-menu-chat-badge')).toBeVisible({ timeout: 20_000 });
  await listed.click();
  await expect(merchant).toHaveURL(new RegExp(`/merchant/support/chat/${accounts.customer.customerCode}$`));
  await expect(merchant.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await expect(merchant.getByTestId('chat-customer-panel')).toContainText(accounts.customer.customerCode);
  // The customer's latest orders stand beside the conversation.
  await expect(merchant.getByTestId('chat-customer-panel').getByTestId('customer-recent-orders')).toBeVisible();
  // Opening the room read it.
  await expect(listed).toHaveAttribute('data-unread', '0', { timeout: 15_000 });
  await snapshot(merchant, 'merchant-support-chat');

  // Each sees the other's text within a second.
  const reply = `มีค่ะ ส่งได้พรุ่งนี้ ${stamp}`;
  await send(merchant, reply);
  await expect(customer.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible({ timeout: 1_000 });
  const more = `ขอ 2 ลังค่ะ ${stamp}`;
  await send(customer, more);
  await expect(merchant.getByTestId('chat-message').filter({ hasText: more })).toBeVisible({ timeout: 1_000 });
  // The customer's message shows as read once the merchant, who has the room open, read it.
  await expect(customer.getByTestId('chat-message').filter({ hasText: more }).getByTestId('chat-read')).toBeVisible({ timeout: 20_000 });
  await snapshot(customer, 'customer-chat-room');

  // A photo reaches the other side within a second, too.
  await customer.getByTestId('chat-photo-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(customer.getByTestId('chat-message').last().getByRole('img')).toBeVisible({ timeout: 10_000 });
  await expect(merchant.getByTestId('chat-message').last().getByRole('img')).toBeVisible({ timeout: 1_000 });
  await snapshot(merchant, 'merchant-chat-photo');

  // A room shows its 15 newest messages; the older ones come on scrolling up.
  for (let k = 1; k <= 16; k += 1) {
    await post(merchant, stack, `api/merchant/api/chat/rooms/${roomId}/messages`, {
      id: `page-${stamp}-${k}`,
      message: `ข้อความที่ ${k} ${stamp}`,
      messageType: 'text',
    });
  }
  await customer.reload();
  const messages = customer.getByTestId('chat-message');
  await expect(messages.filter({ hasText: `ข้อความที่ 16 ${stamp}` })).toBeVisible();
  await expect(messages).toHaveCount(15);
  await customer.getByTestId('chat-messages').evaluate((list) => list.scrollTo({ top: 0 }));
  await expect(messages.filter({ hasText: `ข้อความที่ 1 ${stamp}` })).toBeAttached();
  expect(await messages.count()).toBeGreaterThan(15);

  // Away from the room, the customer's chat button counts the merchant's new reply, then clears.
  await customer.goto(localized('th', ''));
  const later = `ยืนยันคำสั่งซื้อแล้วค่ะ ${stamp}`;
  await send(merchant, later);
  const badge = customer.getByTestId('top-bar-chat').locator('.adm-badge');
  await expect(badge).toHaveText('1', { timeout: 30_000 });
  await customer.getByTestId('top-bar-chat').click();
  await expect(customer.getByTestId('chat-room').first()).not.toHaveAttribute('data-unread', '0');
  await customer.getByTestId('chat-room').filter({ hasText: 'ยืนยันคำสั่งซื้อแล้ว' }).click();
  await expect(customer.getByTestId('chat-message').filter({ hasText: later })).toBeVisible();
  await customer.goto(localized('th', 'chat/list'));
  await expect(customer.getByTestId('chat-room').filter({ hasText: 'ยืนยันคำสั่งซื้อแล้ว' })).toHaveAttribute('data-unread', '0');

  // The admin of DC02 alone can neither list nor open the DC01 room.
  const other = await browser(stack, DESKTOP);
  await staffSignIn(other, stack, otp, DC02_ADMIN_MOBILE);
  const refused = await other.context().request.get(`${stack.baseUrl}api/merchant/api/chat/rooms/${roomId}/messages`);
  expect(refused.status()).toBe(403);
  await other.goto(localized('th', `merchant/support/chat?room=${roomId}`));
  await expect(other.getByTestId('chat-room-missing')).toHaveText(words.notFound);
  await expect(other.getByTestId('chat-room').filter({ hasText: accounts.customer.name })).toHaveCount(0);
});
