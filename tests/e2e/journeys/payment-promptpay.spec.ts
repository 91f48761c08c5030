// Paying by PromptPay QR at both sizes against the fake Thai QR provider; the browser never tells
// the server it was paid, it only asks (decision 060).
import { expect, snapshot, test } from '../fixtures';
import { customerCalls } from '../support/shop-api';
import { labelled, localized, texts, type Lang } from '../support/texts';

const words = {
  th: {
    checkout: 'สั่งซื้อสินค้า',
    thaiQr: 'Thai QR (พร้อมเพย์)',
    scanBefore: /^กรุณาสแกน QR Code ก่อน \d{1,2} \S+ 25\d\d \d\d:\d\d$/,
    paid: 'ชำระเงินสำเร็จ',
    paymentStatus: 'สถานะการชำระเงิน',
    paidStatus: 'ชำระแล้ว',
    viewOrder: 'ดูคำสั่งซื้อ',
  },
  en: {
    checkout: 'Checkout',
    thaiQr: 'Thai QR (PromptPay)',
    scanBefore: /^Please scan QR Code before \d{1,2} \S+ 25\d\d \d\d:\d\d$/,
    paid: 'Payment successful',
    paymentStatus: 'Payment status',
    paidStatus: 'Paid',
    viewOrder: 'View the order',
  },
} as const;

function thaiQrUrl(): string {
  const url = process.env.E2E_THAI_QR_URL;
  if (!url) throw new Error('E2E_THAI_QR_URL is not set: the journeys run through playwright.config.ts');
  return url;
}

for (const lang of ['th', 'en'] as const satisfies Lang[]) {
  const w = words[lang];

  test(`a customer pays by PromptPay QR and sees the order paid (${lang})`, async ({ page, stack, accounts }) => {
    const { username, password } = accounts.customer;
    // The cart on the server holds one product in stock (put there through the bff, as another device would).
    const { post, product, dispose } = await customerCalls(stack, accounts.customer);
    await post('api/cart/sync', { SaleUnit: null, Mode: 'money', Items: [] });
    await post('api/cart/sync', {
      SaleUnit: null,
      Mode: 'money',
      Items: [{ P_Code: product.P_Code, qty1: 1, qty2: 0, qty3: 0, selected: true }],
    });
    await dispose();

    const t = texts[lang];
    await page.goto(localized(lang, 'login'));
    await page.getByLabel(t.field.mobileOrUsername).fill(username);
    await page.getByLabel(labelled(t.field.password)).fill(password);
    await page.getByRole('button', { name: t.action.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang === 'en' ? 'en/?' : ''}$`));

    await page.goto(localized(lang, 'checkout/adv'));
    await page.getByTestId('checkout-payment').getByText(w.thaiQr).click();
    await page.getByTestId('place-order').click();

    // The QR page: the QR, the amount, the countdown and the deadline in the Buddhist era.
    await expect(page).toHaveURL(/\/payment\/qrcode\/ipone\?/);
    const qr = page.getByTestId('thai-qr');
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('qr-countdown')).toContainText(/\d+:\d\d/);
    await expect(page.getByText(w.scanBefore)).toBeVisible();
    await snapshot(page, `payment-promptpay-qr-${lang}`);
    const payload = (await qr.getAttribute('data-payload')) ?? '';
    expect(payload).toMatch(/^000201010212/);
    const reference = ((await page.getByTestId('payment-reference').textContent()) ?? '').match(/[0-9A-F]{20}/)?.[0];
    expect(reference).toBeTruthy();
    // The amount the QR carries (tag 54), as the bank app reads it.
    const amount = Number((await page.getByTestId('payment-amount').getAttribute('data-amount')) ?? NaN);
    expect(amount).toBeGreaterThan(0);

    // The customer's bank app pays: the fake provider records it and sends its signed notice.
    const paid = await fetch(`${thaiQrUrl()}/__fake/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invoiceNo: reference, amount }),
    });
    expect(paid.ok).toBe(true);

    // The page asks the server, which now knows: the result page, and the order paid.
    await expect(page).toHaveURL(/\/payment\/status\/success\?/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
    await snapshot(page, `payment-promptpay-paid-${lang}`);
    await page.getByRole('button', { name: w.viewOrder }).click();
    await expect(page).toHaveURL(/\/history\/[^/]+\/[^/]+$/);
    // The order's payment status, as the order detail shows it.
    const status = page.getByRole('term').filter({ hasText: w.paymentStatus }).locator('xpath=following-sibling::dd[1]');
    await expect(status).toHaveText(w.paidStatus);
  });
}
