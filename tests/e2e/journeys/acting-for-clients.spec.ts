// Ordering on behalf of a client. An agent registers a client, orders for them under the banner,
// switches back, and the order names the agent as placer; an unverified agent has no agent area.
// A salesperson orders for a client from /sales/mysales and the order names them. Phone, Thai.
import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from '../../../ordering-api/src/seed/accounts';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import type { StackInfo } from '../support/stack-info';

async function post(http: APIRequestContext, stack: StackInfo, path: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await http.post(`${stack.baseUrl}${path}`, {
    data,
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin, ...headers },
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Places a cash-on-delivery order with the page's customer session (whoever it acts for). */
async function placeOrder(page: Page, stack: StackInfo, saleUnit: string): Promise<string> {
  const placed = await post(
    page.context().request,
    stack,
    'api/customer/api/orders/place',
    { SaleUnit: saleUnit, PaymentMethod: 'COD', Items: [{ P_Code: DEMO_PRODUCTS.threeUnits, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'Idempotency-Key': randomUUID() },
  );
  return (placed.Order as { OrderID: string }).OrderID;
}

test.beforeEach(() => {
  test.skip(!isPhone(), 'one run at phone size covers the journey');
});

test('an agent orders for a new client and switches back; a salesperson orders for a client', async ({ page, stack, otp }) => {
  const { verifiedAgent, unverifiedAgent, salesperson, customer } = DEMO_ACCOUNTS;
  const saleUnit = verifiedAgent.saleUnit;
  const http = page.context().request;

  // An unverified agent does not see the agent area.
  await post(http, stack, 'api/customer/authen/customer/login', { Username: unverifiedAgent.username, Password: unverifiedAgent.password });
  await page.goto('agents/customers');
  await expect(page.getByTestId('agents-customers')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'สั่งซื้อในนามร้านหลัก' })).toHaveCount(0);

  // The verified agent registers a new client.
  await post(http, stack, 'api/customer/authen/customer/login', { Username: verifiedAgent.username, Password: verifiedAgent.password });
  await page.goto('agents/customers');
  await expect(page.getByText('ตัวแทนที่ผ่านการยืนยัน')).toBeVisible();
  await snapshot(page, 'agents-customers');
  const clientName = `ร้านลูกค้าทดสอบ ${randomInt(100_000, 999_999)}`;
  await page.getByRole('button', { name: 'ลงทะเบียนลูกค้าใหม่' }).click();
  await page.getByRole('textbox', { name: 'ชื่อร้าน' }).fill(clientName);
  await page.getByRole('textbox', { name: 'เบอร์มือถือ' }).fill(`09${randomInt(10_000_000, 99_999_999)}`);
  await page.getByRole('button', { name: 'บันทึก' }).click();

  // ... orders as main store for them, under the banner.
  const card = page.getByTestId('agent-client').filter({ hasText: clientName });
  await card.getByRole('button', { name: 'สั่งซื้อในนามร้านหลัก' }).click();
  const banner = page.getByTestId('agent-banner');
  await expect(banner).toContainText(`กำลังสั่งซื้อให้ ${clientName}`);
  const orderId = await placeOrder(page, stack, saleUnit);
  await page.goto(`history/${orderId}/${saleUnit}`);
  await expect(page.getByText(`สั่งโดย ${verifiedAgent.customerName}`)).toBeVisible();
  await expect(banner).toBeVisible();
  await snapshot(page, 'agent-acting-order');

  // ... and switches back: their own clients again, the client with one order.
  await banner.getByRole('button', { name: 'สลับกลับบัญชีของฉัน' }).click();
  await expect(page).toHaveURL(/\/agents\/customers$/);
  await expect(page.getByTestId('agent-banner')).toHaveCount(0);
  await expect(page.getByTestId('agent-client').filter({ hasText: clientName })).toContainText('จำนวนคำสั่งซื้อ: 1');

  // A salesperson orders for their client from /sales/mysales.
  const request = await post(http, stack, 'api/merchant/authen/otp/request', { MobileNo: salesperson.mobileNo, Purpose: 'STAFF_LOGIN' });
  const OtpCode = await otp(salesperson.mobileNo);
  await post(http, stack, 'api/merchant/authen/user/login', { MobileNo: salesperson.mobileNo, RefCode: request.RefCode, OtpCode });
  await page.context().addCookies([{ name: 'st_user_dist', value: customer.saleUnit, domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' }]);
  await page.goto('sales/mysales');
  const picker = page.getByTestId('sales-client-picker');
  await picker.getByRole('searchbox').fill(customer.customerCode);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByTestId('sales-client').filter({ hasText: customer.customerCode }).getByRole('button', { name: 'สั่งซื้อแทนลูกค้ารายนี้' }).click();
  await expect(page.getByTestId('agent-banner')).toContainText(`${salesperson.displayName} กำลังสั่งซื้อให้ ${customer.customerName}`);
  const salesOrder = await placeOrder(page, stack, customer.saleUnit);
  await page.goto(`history/${salesOrder}/${customer.saleUnit}`);
  await expect(page.getByText(`สั่งโดย ${salesperson.displayName}`)).toBeVisible();
  await snapshot(page, 'sales-acting-order');

  // Switching back ends the client's session and returns to the back office; the order is theirs.
  await page.getByTestId('agent-banner').getByRole('button', { name: 'สลับกลับบัญชีของฉัน' }).click();
  await expect(page).toHaveURL(/\/merchant\/customer/);
  // Back on the client's record in the back office.
  await expect(page.getByRole('heading', { level: 1, name: 'รายละเอียดลูกค้า', exact: true })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: customer.customerName, exact: true })).toBeVisible();
  await expect(page.getByTestId('agent-banner')).toHaveCount(0);
  await page.goto('sales/mysales');
  await expect(page.getByTestId('sales-order').filter({ hasText: salesOrder })).toBeVisible();
  await snapshot(page, 'my-sales');
});
