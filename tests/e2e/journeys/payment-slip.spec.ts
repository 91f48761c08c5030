// Paying by transfer slip on a phone against the fake slip-verification service; the same slip for
// another order is refused (decision 061).
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { slipPicture } from '../../../ordering-api/test/slip-picture';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import { labelled, localized, texts } from '../support/texts';

const TRANSFER = 'โอนเงินผ่านธนาคาร เคาน์เตอร์ หรือ ATM';
const REUSED = 'สลิปนี้ถูกใช้ชำระเงินไปแล้ว';

function slipVerifyUrl(): string {
  const url = process.env.E2E_SLIP_VERIFY_URL;
  if (!url) throw new Error('E2E_SLIP_VERIFY_URL is not set: the journeys run through playwright.config.ts');
  return url;
}

test('a customer pays by a verified slip; the same slip for another order is refused', async ({ page, stack, accounts }) => {
  test.skip(!isPhone(), 'the slip upload is one column at both sizes; the phone covers it');
  const { username, password } = accounts.customer;
  const http: APIRequestContext = await playwrightRequest.newContext({ baseURL: stack.baseUrl });
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const response = await http[method](`${stack.baseUrl}api/customer/${path}`, {
      ...(data === undefined ? {} : { data }),
      headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  await call('post', 'authen/customer/login', { Username: username, Password: password });
  const products = await call<{ P_Code: string; PriceInVat1?: number | null; Stock?: { StockAvailable?: number | null } | null }[]>(
    'post',
    'api/products/items',
    { Take: 48, Point: false },
  );
  const product = products.find((p) => (p.Stock?.StockAvailable ?? 0) >= 5 && (p.PriceInVat1 ?? 0) > 0);
  expect(product, 'a product in stock').toBeTruthy();
  const fillCart = async () => {
    await call('post', 'api/cart/sync', { SaleUnit: null, Mode: 'money', Items: [] });
    await call('post', 'api/cart/sync', {
      SaleUnit: null,
      Mode: 'money',
      Items: [{ P_Code: product?.P_Code, qty1: 1, qty2: 0, qty3: 0, selected: true }],
    });
  };

  const t = texts.th;
  await page.goto(localized('th', 'login'));
  await page.getByLabel(t.field.mobileOrUsername).fill(username);
  await page.getByLabel(labelled(t.field.password)).fill(password);
  await page.getByRole('button', { name: t.action.login, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  /** Checks the cart out by transfer and lands on the slip page; answers the order and its amount. */
  const orderByTransfer = async () => {
    await fillCart();
    await page.goto(localized('th', 'checkout/adv'));
    await page.getByTestId('checkout-payment').getByText(TRANSFER).click();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/payment\/upload\/slip\/[^/?]+\?orderid=/);
    const url = new URL(page.url());
    const orderId = url.searchParams.get('orderid') ?? '';
    const saleUnit = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    const order = await call<{ Amount: number }>('get', `api/payment/order/${encodeURIComponent(orderId)}/${encodeURIComponent(saleUnit)}`);
    return { orderId, amount: order.Amount };
  };
  const sendSlip = async (picture: Buffer) => {
    await page.getByTestId('slip-file').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'ส่งสลิป' }).click();
  };

  // The customer transfers the amount: the banks know the transaction, paid into our account.
  const first = await orderByTransfer();
  const transRef = `014${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 25);
  const known = await fetch(`${slipVerifyUrl()}/__fake/slips`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ transRef, amount: first.amount }),
  });
  expect(known.ok).toBe(true);
  const picture = await slipPicture(transRef);
  await snapshot(page, 'payment-slip-upload-th');
  await sendSlip(picture);
  await expect(page).toHaveURL(/\/payment\/status\/success\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' })).toBeVisible();

  // The same picture for another order: refused, said in Thai, and that order stays unpaid.
  const second = await orderByTransfer();
  await sendSlip(picture);
  await expect(page.getByRole('alert')).toHaveText(REUSED);
  await snapshot(page, 'payment-slip-reused-th');
  const after = await call<{ PaymentStatus: string }>('get', `api/payment/order/${encodeURIComponent(second.orderId)}/${encodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '')}`);
  expect(after.PaymentStatus).toBe('UNPAID');
  await call('post', 'api/cart/sync', { SaleUnit: null, Mode: 'money', Items: [] });
  await http.dispose();
});
