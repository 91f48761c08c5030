// Paying two orders at once by card through the fake 2C2P with 3-D Secure (decisions 085, 086); the
// return page asks the server, the browser's return decides nothing.
import { expect, snapshot, test } from '../fixtures';
import { customerCalls } from '../support/shop-api';
import { labelled, localized, texts } from '../support/texts';

test('a customer pays two orders at once by card with 3-D Secure and sees both paid', async ({ page, stack, accounts }) => {
  test.skip(test.info().project.name !== 'desktop', 'one size is enough: the pages are the same at phone size');
  const { username, password } = accounts.customer;
  // Two card orders placed through the bff, as another device would (the cart is left as it was).
  const { post, product, dispose } = await customerCalls(stack, accounts.customer);
  const placed: { OrderID: string; SaleUnit: string }[] = [];
  for (const qty of [1, 2]) {
    const answer = await post<{ Order: { OrderID: string; SaleUnit: string } }>(
      'api/orders/place',
      { SaleUnit: null, Mode: 'money', PaymentMethod: 'C2P_CARD', Items: [{ P_Code: product.P_Code, qty1: qty, qty2: 0, qty3: 0 }] },
      { 'Idempotency-Key': `card-combined-${Date.now()}-${qty}` },
    );
    placed.push(answer.Order);
  }
  await dispose();
  const [first, second] = placed;
  if (!first || !second) throw new Error('two orders');

  const t = texts.en;
  await page.goto(localized('en', 'login'));
  await page.getByLabel(t.field.mobileOrUsername).fill(username);
  await page.getByLabel(labelled(t.field.password)).fill(password);
  await page.getByRole('button', { name: t.action.login, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/?$/);

  // The combined payment: the first order is chosen; the customer adds the second.
  await page.goto(localized('en', `payment/combine/${first.SaleUnit}?orderid=${first.OrderID}`));
  await page.getByTestId(`pick-${second.OrderID}`).click();
  await expect(page.getByText('2 orders together')).toBeVisible();
  await snapshot(page, 'payment-card-combined-pick');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'payment-card-combined-pick-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Credit card VISA/MASTERCARD (2C2P)' }).click();

  // 2C2P's hosted page: the card, then the bank's one-time password (3-D Secure).
  await expect(page.getByRole('heading', { name: 'Card payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure verification' })).toBeVisible();
  await page.getByLabel('One-time password').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back in the shop: the result, with both orders paid.
  await expect(page).toHaveURL(new RegExp(`/en/payment/2c2p/return/${first.OrderID}/`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  const orders = page.getByTestId('paid-order');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: first.OrderID })).toContainText('Paid');
  await expect(orders.filter({ hasText: second.OrderID })).toContainText('Paid');
  await snapshot(page, 'payment-card-combined-paid');
  // The same result in Thai at phone size (the page asks the server again; nothing changes).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page.url().replace('/en/payment/', '/payment/'));
  await expect(page.getByRole('heading', { name: 'ชำระเงินสำเร็จ' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paid-order').filter({ hasText: 'ชำระแล้ว' })).toHaveCount(2);
  await snapshot(page, 'payment-card-combined-paid-th-phone');
});
