// Paying by LINE Pay inside LINE, then a refund from the merchant payment view (decisions 083,
// 084).
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from '../../../ordering-api/src/seed/accounts';
import { XHR_HEADERS, type OtpReader } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { expect, snapshot, test } from '../support/line';
import { localized } from '../support/texts';

const w = {
  linePayPay: 'Pay now',
  paid: 'ชำระเงินสำเร็จ',
  paymentStatus: 'สถานะการชำระเงิน',
  paidStatus: 'ชำระแล้ว',
  refund: 'คืนเงิน',
  refunded: 'คืนเงินแล้ว',
  cancelled: 'ยกเลิก',
} as const;

async function post<T>(http: Awaited<ReturnType<typeof playwrightRequest.newContext>>, stack: StackInfo, path: string, data: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await http.post(`${stack.baseUrl}${path}`, { data, headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin, ...headers } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The customer places an order to pay by LINE Pay (through the bff, as another device would). */
async function placeLinePayOrder(stack: StackInfo, username: string, password: string, saleUnit: string): Promise<string> {
  const http = await playwrightRequest.newContext({ baseURL: stack.baseUrl });
  await post(http, stack, 'api/customer/authen/customer/login', { Username: username, Password: password });
  const placed = await post<{ Order: { OrderID: string }; PaymentRequired: boolean }>(
    http,
    stack,
    'api/customer/api/orders/place',
    { SaleUnit: saleUnit, PaymentMethod: 'LINEPAY', Items: [{ P_Code: DEMO_PRODUCTS.threeUnits, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(placed.PaymentRequired).toBe(true);
  await http.dispose();
  return placed.Order.OrderID;
}

async function signInStaff(page: Page, stack: StackInfo, otp: OtpReader, mobile: string, saleUnit: string) {
  const http = page.context().request;
  const request = await post<{ RefCode: string }>(http, stack, 'api/merchant/authen/otp/request', { MobileNo: mobile, Purpose: 'STAFF_LOGIN' });
  await post(http, stack, 'api/merchant/authen/user/login', { MobileNo: mobile, RefCode: request.RefCode, OtpCode: await otp(mobile) });
  await page.context().addCookies([{ name: 'st_user_dist', value: saleUnit, domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' }]);
}

const paymentStatusOf = (page: Page) => page.getByRole('term').filter({ hasText: w.paymentStatus }).locator('xpath=following-sibling::dd[1]');

test('a customer pays by LINE Pay inside LINE; the merchant refunds it and the customer sees it refunded', async ({ page, stack, accounts, otp, line }) => {
  const saleUnit = DEMO_ACCOUNTS.customer.saleUnit;
  const user = await line.newUser();
  await line.linkToCustomer(user, accounts.customer);
  const orderId = await placeLinePayOrder(stack, accounts.customer.username, accounts.customer.password, saleUnit);

  // In LINE: the order, "Pay now", LINE Pay's page (the LINE app's address), pay.
  await line.open(page, await line.again(user), line.liffUrl('customer', `history/${orderId}/${saleUnit}`));
  await page.getByTestId('pay-order').click();
  await expect(page).toHaveURL(/\/__fake\/approve\/\d{19}\?app=1$/);
  await page.getByRole('button', { name: w.linePayPay }).click();

  // Back from LINE Pay: the return page asks the server, which confirms with LINE Pay.
  await expect(page).toHaveURL(/\/payment\/status\/success\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
  await snapshot(page, 'line-pay-paid');
  await page.goto(line.liffUrl('customer', `history/${orderId}/${saleUnit}`));
  await expect(paymentStatusOf(page)).toHaveText(w.paidStatus);

  // The merchant's payment view: the LINE Pay payment and its ledger; cancel with a full refund.
  await signInStaff(page, stack, otp, accounts.merchant.mobile, saleUnit);
  await page.goto(localized('th', `merchant/order/${orderId}/${saleUnit}/payment`));
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('listitem') });
  const opener = page.getByTestId('refund-open');
  await expect(picker.or(opener).first()).toBeVisible();
  if (await picker.isVisible()) {
    await picker.getByRole('listitem').first().getByRole('button').click();
    await expect(picker).toBeHidden();
  }
  await expect(page.getByTestId('ledger')).toContainText('ยืนยันการชำระ');
  await opener.click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('refund-dialog') });
  await dialog.getByTestId('refund-reason').fill('สินค้าหมด');
  await dialog.getByRole('button', { name: w.refund, exact: true }).click();
  await expect(page.getByTestId('merchant-payment-state')).toHaveText(w.refunded);
  await snapshot(page, 'line-pay-merchant-refunded');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snapshot(page, 'line-pay-merchant-refunded-wide');
  await page.setViewportSize({ width: 390, height: 844 });

  // LINE Pay refunded the whole amount; the customer sees the order cancelled and refunded.
  const transactions = (await (await fetch(`${process.env.E2E_LINE_PAY_URL}/__fake/transactions`)).json()) as { orderId: string; amount: number; refunds: { amount: number }[] }[];
  const refunded = transactions.find((t) => t.refunds.length > 0 && t.refunds[0]?.amount === t.amount);
  expect(refunded).toBeTruthy();
  await line.open(page, await line.again(user), line.liffUrl('customer', `history/${orderId}/${saleUnit}`));
  await expect(paymentStatusOf(page)).toHaveText(w.refunded);
  await expect(page.getByTestId('order-status').or(page.getByText(w.cancelled)).first()).toBeVisible();
  await snapshot(page, 'line-pay-customer-refunded');
});
