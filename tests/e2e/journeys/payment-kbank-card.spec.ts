// Paying an order by card through the fake KBank (decisions 087, 095): embedded form, token,
// charge, 3-D Secure, and the return page asking the server.
import { expect, snapshot, test } from '../fixtures';
import { customerCalls } from '../support/shop-api';
import { labelled, localized, texts } from '../support/texts';

test('a customer pays an order by KBank card with 3-D Secure and sees it paid', async ({ page, stack, accounts }) => {
  test.skip(test.info().project.name !== 'phone', 'one size is enough: the desktop page is the same form');
  const { username, password } = accounts.customer;
  // A card order placed through the bff, as another device would (the cart is left as it was).
  const { post, product, dispose } = await customerCalls(stack, accounts.customer);
  const { Order: order } = await post<{ Order: { OrderID: string; SaleUnit: string } }>(
    'api/orders/place',
    { SaleUnit: null, Mode: 'money', PaymentMethod: 'CREDIT_CARD', Items: [{ P_Code: product.P_Code, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'Idempotency-Key': `kbank-card-${Date.now()}` },
  );
  await dispose();

  const t = texts.th;
  await page.goto(localized('th', 'login'));
  await page.getByLabel(t.field.mobileOrUsername).fill(username);
  await page.getByLabel(labelled(t.field.password)).fill(password);
  await page.getByRole('button', { name: t.action.login, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Only this order is chosen (others of the demo customer may be unpaid too).
  await page.goto(localized('th', `payment/combine/${order.SaleUnit}?orderid=${order.OrderID}`));
  await page.getByRole('button', { name: 'บัตรเครดิต', exact: true }).click();

  // KBank's embedded form inside the page: the card, then the pay button.
  const form = page.getByTestId('kbank-card');
  await expect(form.getByLabel('Card number')).toBeVisible();
  await snapshot(page, 'payment-kbank-card-form-phone');
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByRole('button', { name: /^Pay / }).click();

  // The bank's 3-D Secure page.
  await expect(page.getByRole('heading', { name: 'KBank 3-D Secure' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('One-time password').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back in the shop on the seeds' KBank return: paid after the server's inquiry.
  await expect(page).toHaveURL(new RegExp(`/paymentkbank/callback/card/${order.OrderID}/${order.SaleUnit}\\?paymentId=`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paid-order').filter({ hasText: order.OrderID })).toContainText('ชำระแล้ว');
  await snapshot(page, 'payment-kbank-card-paid-phone');
  // The same result in English at desktop size.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(page.url().replace('/paymentkbank/', '/en/paymentkbank/'));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await snapshot(page, 'payment-kbank-card-paid-en-desktop');
});
