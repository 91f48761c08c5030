// A merchant moves a customer's order through its life at both sizes, with one LINE notice per
// step; a salesperson of another center cannot open it (decision 056).
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from '../../../ordering-api/src/seed/accounts';
import { XHR_HEADERS, type OtpReader } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { expect, isPhone, snapshot, test } from '../support/line';
import { localized, texts, type Lang } from '../support/texts';

const words = {
  th: {
    approve: 'ยืนยันคำสั่งซื้อ',
    ship: 'ส่งมอบเพื่อจัดส่ง',
    approved: 'อนุมัติแล้ว',
    shipping: 'กำลังจัดส่ง',
    carrier: 'บริษัทขนส่ง',
    trackingNo: 'เลขพัสดุ',
    stepApproved: 'ร้านค้ายืนยันคำสั่งซื้อ',
    stepShipping: 'กำลังจัดส่ง',
  },
  en: {
    approve: 'Confirm order',
    ship: 'Hand over for delivery',
    approved: 'Approved',
    shipping: 'Shipping',
    carrier: 'Carrier',
    trackingNo: 'Tracking number',
    stepApproved: 'Confirmed by the shop',
    stepShipping: 'Out for delivery',
  },
} as const;

/** The LINE notices' status names (always Thai: the notice is in the customer's language, Thai). */
const NOTICE_LABELS = { APPROVED: 'อนุมัติแล้ว', SHIPPING: 'กำลังจัดส่ง' } as const;

/** A bff client with cookies of its own. */
async function client(stack: StackInfo): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: stack.baseUrl });
}

async function call<T>(http: APIRequestContext, stack: StackInfo, method: 'GET' | 'POST', path: string, data?: unknown, headers: Record<string, string> = {}) {
  const url = `${stack.baseUrl}${path}`;
  const response =
    method === 'GET'
      ? await http.get(url, { headers: XHR_HEADERS })
      : await http.post(url, { data: data ?? {}, headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin, ...headers } });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : {}) as T, text };
}

/** A customer signed in through the bff places a cash-on-delivery order of the three-unit product. */
async function placeOrder(stack: StackInfo, username: string, password: string, saleUnit: string): Promise<string> {
  const http = await client(stack);
  const login = await call(http, stack, 'POST', 'api/customer/authen/customer/login', { Username: username, Password: password });
  expect(login.status).toBe(200);
  const placed = await call<{ Order: { OrderID: string } }>(
    http,
    stack,
    'POST',
    'api/customer/api/orders/place',
    { SaleUnit: saleUnit, PaymentMethod: 'COD', Items: [{ P_Code: DEMO_PRODUCTS.threeUnits, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'Idempotency-Key': randomUUID() },
  );
  if (placed.status !== 200) throw new Error(`placing answered ${placed.status}: ${placed.text}`);
  await http.dispose();
  return placed.body.Order.OrderID;
}

/** Signs staff in on the page's cookies with a one-time code, with a center chosen. */
async function signInStaff(page: Page, stack: StackInfo, otp: OtpReader, mobile: string, saleUnit: string) {
  const http = page.context().request;
  const request = await call<{ RefCode: string }>(http, stack, 'POST', 'api/merchant/authen/otp/request', { MobileNo: mobile, Purpose: 'STAFF_LOGIN' });
  const OtpCode = await otp(mobile);
  const login = await call(http, stack, 'POST', 'api/merchant/authen/user/login', { MobileNo: mobile, RefCode: request.body.RefCode, OtpCode });
  expect(login.status).toBe(200);
  await page.context().addCookies([{ name: 'st_user_dist', value: saleUnit, domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' }]);
}

test('a merchant confirms an order and hands it to a carrier; the customer sees each step once', async ({ page, stack, accounts, otp, line }) => {
  const lang: Lang = isPhone() ? 'th' : 'en';
  const w = words[lang];
  const { username, password } = accounts.customer;
  const saleUnit = DEMO_ACCOUNTS.customer.saleUnit;

  // The customer is linked to LINE, and places an order.
  const lineUser = await line.newUser();
  await line.linkToCustomer(lineUser, accounts.customer);
  const orderId = await placeOrder(stack, username, password, saleUnit);

  // The merchant finds it in the order list by its number.
  await signInStaff(page, stack, otp, accounts.merchant.mobile, saleUnit);
  await page.goto(localized(lang, 'merchant/order'));
  // The demo merchant runs two centers: the picker asks on the first page; the current one is kept.
  const picker = page.getByRole('dialog').filter({ hasText: texts[lang].centerPicker });
  await expect(picker).toBeVisible();
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  await page.getByTestId('order-search').fill(orderId);
  await page.getByTestId('order-search').press('Enter');
  const row = page.getByTestId('merchant-order-row').filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  await snapshot(page, `merchant-orders-${lang}`);
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/merchant/order/${orderId}/${saleUnit}$`));

  // Confirm: one click, then the confirmation.
  await page.getByTestId('action-approve').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('action-dialog')).toBeVisible();
  await dialog.getByRole('button', { name: w.approve }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText(w.approved);

  // Hand over to a carrier with its tracking number.
  const trackingNo = `TH${Date.now()}`;
  await page.getByTestId('action-ship').click();
  await dialog.getByTestId('ship-carrier').fill('Kerry Express');
  await dialog.getByTestId('ship-tracking-no').fill(trackingNo);
  await snapshot(page, `merchant-order-ship-${lang}`);
  await dialog.getByRole('button', { name: w.ship }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText(w.shipping);
  await expect(page.getByTestId('parcel')).toContainText(trackingNo);
  await snapshot(page, `merchant-order-shipped-${lang}`);

  // The customer's tracking page: each step once, with the carrier and the number.
  const login = await call(page.context().request, stack, 'POST', 'api/customer/authen/customer/login', { Username: username, Password: password });
  expect(login.status).toBe(200);
  await page.goto(localized(lang, `order/tracking/${orderId}?saleunit=${saleUnit}`));
  await expect(page.getByTestId('tracking-carrier')).toContainText('Kerry Express');
  await expect(page.getByTestId('tracking-number')).toContainText(trackingNo);
  const timeline = page.getByTestId('status-timeline');
  await expect(timeline.getByRole('listitem').filter({ hasText: w.stepApproved })).toHaveCount(1);
  await expect(timeline.getByRole('listitem').filter({ hasText: w.stepShipping })).toHaveCount(1);
  await snapshot(page, `customer-tracking-${lang}`);

  // LINE: one notice per step, pushed by the outbox sender.
  const noticesOf = async () =>
    (await line.platform.state()).pushes
      .filter((push) => JSON.stringify(push.messages).includes(`${orderId}:`))
      .map((push) => JSON.stringify(push.messages));
  await expect.poll(async () => (await noticesOf()).length, { timeout: 40_000, intervals: [1_000] }).toBe(2);
  const notices = await noticesOf();
  expect(notices.filter((text) => text.includes(`${orderId}: ${NOTICE_LABELS.APPROVED}`))).toHaveLength(1);
  expect(notices.filter((text) => text.includes(`${orderId}: ${NOTICE_LABELS.SHIPPING}`))).toHaveLength(1);
  expect((await line.platform.state()).pushes.filter((push) => JSON.stringify(push.messages).includes(`${orderId}:`)).every((push) => push.to === lineUser.userId)).toBe(true);
});

test("staff of DC01 opening a DC02 order by its URL get the not-found page", async ({ page, stack, otp }) => {
  const lang: Lang = isPhone() ? 'th' : 'en';
  const { lineCustomer, salesperson } = DEMO_ACCOUNTS;
  const orderId = await placeOrder(stack, lineCustomer.username, lineCustomer.password, 'DC02');
  await signInStaff(page, stack, otp, salesperson.mobileNo, 'DC01');

  await page.goto(localized(lang, `merchant/order/${orderId}/DC02`));
  await expect(page.getByText(texts[lang].pageNotFound)).toBeVisible();
  await expect(page.getByText(lineCustomer.customerName)).toHaveCount(0);
  await snapshot(page, `merchant-order-other-center-${lang}`);

  const answer = await call(page.context().request, stack, 'POST', 'api/merchant/api/MerchantOrder/GET_ORDER_DETAIL', { orderid: orderId, saleunit: 'DC02' });
  expect(answer.status).toBe(404);
  expect(answer.text).not.toContain(lineCustomer.customerName);
});
