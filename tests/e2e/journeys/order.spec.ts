// From cart to order at both sizes: the guest cart merged on sign-in, cash on delivery, points, a
// coupon used once, and a recurring order's first order. Every journey shares the demo customer.
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { labelled, localized, texts, type Lang } from '../support/texts';

/** The words of the cart-to-order pages, in Thai and English. */
const words = {
  th: {
    /** The plus button of the first unit on a product page. */
    increase: /^เพิ่มจำนวน /,
    addToCart: 'ใส่ตะกร้า',
    checkout: 'สั่งซื้อสินค้า',
    redeem: 'แลกคะแนน',
    place: 'ยืนยันการสั่งซื้อ',
    placeRedeem: 'ยืนยันการแลกคะแนน',
    placed: 'ได้รับคำสั่งซื้อของคุณแล้ว ขอบคุณที่สั่งซื้อ',
    orderNo: (id: string) => `เลขที่คำสั่งซื้อ ${id}`,
    waiting: 'รอดำเนินการ',
    track: 'ติดตามสถานะ',
    received: 'ได้รับคำสั่งซื้อ',
    cod: 'เก็บเงินปลายทาง',
    toRedeem: 'แลกของรางวัลด้วยคะแนน',
    switchToRedeem: 'แลกคะแนน',
    redeemWaiting: 'รอยืนยันการแลกคะแนน',
    couponCode: 'รหัสคูปอง',
    apply: 'ใช้คูปอง',
    couponApplied: (code: string) => `ใช้คูปอง ${code} แล้ว`,
    couponDiscount: 'ส่วนลดคูปอง',
    couponUsed: 'คูปองนี้ถูกใช้งานแล้ว',
    createSubscription: 'สร้างคำสั่งซื้อประจำ',
    active: 'ใช้งาน',
    noRuns: 'ยังไม่มีการสั่งซื้อจากรายการนี้',
    runPlaced: 'สั่งซื้อแล้ว',
    lastOrder: 'คำสั่งซื้อล่าสุด',
  },
  en: {
    increase: /^One .+ more$/,
    addToCart: 'Add to cart',
    checkout: 'Checkout',
    redeem: 'Redeem points',
    place: 'Place order',
    placeRedeem: 'Confirm redemption',
    placed: 'We received your order. Thank you!',
    orderNo: (id: string) => `Order ${id}`,
    waiting: 'Awaiting confirmation',
    track: 'Track',
    received: 'Order received',
    cod: 'Cash on delivery',
    toRedeem: 'Redeem rewards with points',
    switchToRedeem: 'Redeem',
    redeemWaiting: 'Waiting to confirm the redemption',
    couponCode: 'Coupon code',
    apply: 'Apply',
    couponApplied: (code: string) => `Coupon ${code} applied`,
    couponDiscount: 'Coupon discount',
    couponUsed: 'This coupon has already been used.',
    createSubscription: 'Create a recurring order',
    active: 'Active',
    noRuns: 'No order has been placed from it yet',
    runPlaced: 'Placed',
    lastOrder: 'Last order',
  },
} as const;

interface Product {
  P_Code: string;
  PRODUCTNAME?: string | null;
  UNIT1NAME?: string | null;
  PriceInVat1?: number | null;
  ShowPrice1?: boolean | string | null;
  Option1?: number | null;
  Stock?: { StockAvailable?: number | null } | null;
}

/** A client of the bff with cookies of its own (another device of the same customer). */
class Device {
  private constructor(
    private readonly http: APIRequestContext,
    private readonly stack: StackInfo,
  ) {}

  static async customer(stack: StackInfo, username: string, password: string): Promise<Device> {
    const device = new Device(await playwrightRequest.newContext({ baseURL: stack.baseUrl }), stack);
    await device.post('customer', 'authen/customer/login', { Username: username, Password: password });
    return device;
  }

  async post<T = Record<string, unknown>>(mount: 'customer' | 'merchant', path: string, data: unknown): Promise<T> {
    const response = await this.http.post(`${this.stack.baseUrl}api/${mount}/${path}`, {
      data,
      headers: { ...XHR_HEADERS, Origin: new URL(this.stack.baseUrl).origin },
    });
    const text = await response.text();
    if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** Empties the customer's cart of a mode on the server (the cart every device reads). */
  async emptyCart(mode: 'money' | 'point'): Promise<void> {
    await this.post('customer', 'api/cart/sync', { SaleUnit: null, Mode: mode, Items: [] });
  }

  async fillCart(lines: { P_Code: string; qty1: number }[]): Promise<void> {
    await this.post('customer', 'api/cart/sync', {
      SaleUnit: null,
      Mode: 'money',
      Items: lines.map((line) => ({ ...line, qty2: 0, qty3: 0, selected: true })),
    });
  }

  /** Products in stock with a price to order them at, from the customer's catalogue. */
  async productsInStock(point = false): Promise<Product[]> {
    const products = await this.post<Product[]>('customer', 'api/products/items', { Take: 48, Point: point });
    return products.filter(
      (p) =>
        (p.Stock?.StockAvailable ?? 0) >= 20 &&
        !!p.UNIT1NAME &&
        p.ShowPrice1 !== false &&
        p.ShowPrice1 !== 'N' &&
        (point ? (p.Option1 ?? 0) > 0 : (p.PriceInVat1 ?? 0) > 0),
    );
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

/** Signs in through the login page, as a person types it. */
/** How many lines of the screen a text takes. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = range.getClientRects();
    const tops = new Set<number>();
    for (let i = 0; i < rects.length; i += 1) tops.add(Math.round(rects.item(i)?.top ?? 0));
    return tops.size;
  });
}

async function signIn(page: Page, lang: Lang, username: string, password: string) {
  const t = texts[lang];
  await page.goto(localized(lang, 'login'));
  await page.getByLabel(t.field.mobileOrUsername).fill(username);
  await page.getByLabel(labelled(t.field.password)).fill(password);
  await page.getByRole('button', { name: t.action.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang === 'en' ? 'en/?' : ''}$`));
}

/** Opens the cart the way each size shows it: the bottom navigation, or the cart button. */
async function openCart(page: Page, lang: Lang) {
  if (isPhone()) {
    // The link's name starts with the count on its badge.
    await page
      .getByRole('navigation', { name: texts[lang].bottomNavigation })
      .getByRole('link', { name: new RegExp(`${texts[lang].bottomNav.cart}$`) })
      .click();
  } else {
    await page.getByTestId('cart-button').click();
  }
  await expect(page).toHaveURL(/\/cart$/);
}

/** From the cart to the placed order; answers the order number. */
async function checkOut(page: Page, lang: Lang, redeem = false): Promise<string> {
  const w = words[lang];
  await page.getByRole('button', { name: redeem ? w.redeem : w.checkout }).click();
  await expect(page).toHaveURL(/\/checkout\/adv$/);
  const place = page.getByTestId('place-order');
  await expect(place).toBeEnabled();
  await snapshot(page, `checkout-${redeem ? 'redeem' : 'money'}-${lang}`);
  await place.click();
  await expect(page).toHaveURL(/\/history\/[^/]+\/[^/]+$/);
  await expect(page.getByText(w.placed)).toBeVisible();
  const text = (await page.getByTestId('order-id').textContent()) ?? '';
  const id = text.replace(w.orderNo(''), '').trim();
  expect(id).toMatch(/^[A-Z0-9]+$/);
  return id;
}

for (const lang of ['th', 'en'] as const) {
  const w = words[lang];

  test(`a guest fills a cart, signs in, finds it merged and orders by cash on delivery (${lang})`, async ({ page, stack, accounts }) => {
    const { username, password } = accounts.customer;
    // The customer's cart on the server already holds a product, put there from another device.
    const otherDevice = await Device.customer(stack, username, password);
    await otherDevice.emptyCart('money');
    const [kept, added] = await otherDevice.productsInStock();
    if (!kept || !added) throw new Error('the demo catalogue has no two products in stock');
    await otherDevice.fillCart([{ P_Code: kept.P_Code, qty1: 1 }]);

    // A guest adds two units of another product from its page.
    await page.goto(localized(lang, `product/${added.P_Code}`));
    await page.getByRole('button', { name: w.increase }).first().click();
    await page.getByRole('button', { name: w.increase }).first().click();
    await page.getByTestId('add-to-cart').click();
    await openCart(page, lang);
    await expect(page.getByTestId(`cart-line-${added.P_Code}`)).toBeVisible();
    await expect(page.getByTestId(`cart-line-${kept.P_Code}`)).toHaveCount(0);

    // Signing in moves the guest cart into the customer's: both products are there.
    await signIn(page, lang, username, password);
    await openCart(page, lang);
    await expect(page.getByTestId(`cart-line-${added.P_Code}`)).toBeVisible();
    await expect(page.getByTestId(`cart-line-${kept.P_Code}`)).toBeVisible();
    await expect(page.getByTestId(`qty-${added.P_Code}-1`).getByRole('textbox')).toHaveValue('2');
    await snapshot(page, `cart-merged-${lang}`);

    // Cash on delivery is chosen; the order is placed once.
    const orderId = await checkOut(page, lang);
    await expect(page.getByTestId('order-payment-method')).toHaveText(w.cod);
    await snapshot(page, `order-placed-${lang}`);

    // The order shows in the history, and its tracking has it received.
    await page.goto(localized(lang, 'history'));
    const card = page.getByTestId(`order-${orderId}`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText(w.waiting);
    await card.getByRole('link', { name: w.track }).click();
    await expect(page).toHaveURL(new RegExp(`/order/tracking/${orderId}`));
    const first = page.getByTestId('status-timeline').getByRole('listitem').first();
    await expect(first).toContainText(w.received);
    await expect(first).toHaveAttribute('data-state', 'current');
    await snapshot(page, `order-tracking-${lang}`);

    // The other device finds the ordered lines gone from the cart it shares.
    const left = await otherDevice.post<{ Items: { P_Code: string }[] }>('customer', 'api/cart/price', { SaleUnit: null, Mode: 'money' });
    expect(JSON.stringify(left)).not.toContain(`"${added.P_Code}"`);
    await otherDevice.dispose();
  });
}

test('a customer redeems points for a reward', async ({ page, stack, accounts }) => {
  const lang: Lang = 'th';
  const w = words[lang];
  const { username, password } = accounts.customer;
  const device = await Device.customer(stack, username, password);
  await device.emptyCart('point');
  const [reward] = await device.productsInStock(true);
  if (!reward) throw new Error('the demo catalogue has no reward in stock');
  const before = (await device.post<{ data: number }>('customer', 'GET_MASTER_DATA/GET_POINT', {})).data;
  expect(before).toBeGreaterThanOrEqual(reward.Option1 ?? 0);

  await signIn(page, lang, username, password);
  // The Redeem switch: the account menu on a desktop, the profile page on a phone.
  if (isPhone()) {
    await page.goto(localized(lang, 'profile'));
    await page.getByRole('button', { name: w.toRedeem }).click();
    // The switch ends at home.
    await expect(page).toHaveURL(/\/$/);
  } else {
    await page.getByRole('button', { name: texts[lang].accountMenu }).click();
    await page.getByRole('button', { name: w.switchToRedeem, exact: true }).click();
    // The cart button counts points once the switch is done.
    await expect(page.getByTestId('cart-button')).toContainText('คะแนน');
    expect(await linesOf(page.getByTestId('cart-button-total'))).toBe(1);
  }

  await page.goto(localized(lang, `product/${reward.P_Code}`));
  await page.getByRole('button', { name: w.increase }).first().click();
  await page.getByTestId('add-to-cart').click();
  await openCart(page, lang);
  await expect(page.getByTestId(`cart-line-${reward.P_Code}`)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toContainText('คะแนน');
  // A number of points and its unit never part over two lines.
  expect(await linesOf(page.getByTestId('cart-total'))).toBe(1);
  if (isPhone()) expect(await linesOf(page.getByTestId('cart-bar-total'))).toBe(1);

  const orderId = await checkOut(page, lang, true);
  await expect(page.getByTestId('goods-issue')).toContainText(w.redeemWaiting);
  await snapshot(page, 'redeem-placed');

  const after = (await device.post<{ data: number }>('customer', 'GET_MASTER_DATA/GET_POINT', {})).data;
  expect(after).toBe(before - (reward.Option1 ?? 0));
  await page.goto(localized(lang, 'point_tcp'));
  await expect(page.getByTestId('points-balance')).toHaveText(after.toLocaleString('th-TH'));
  await expect(page.getByText(`คำสั่งซื้อ ${orderId}`)).toBeVisible();
  await device.dispose();
});

test('a coupon takes its discount once and is refused the second time', async ({ page, stack, accounts }) => {
  const lang: Lang = 'th';
  const w = words[lang];
  const { username, password, customerCode } = accounts.customer;
  const device = await Device.customer(stack, username, password);
  await device.emptyCart('money');
  const [product] = await device.productsInStock();
  if (!product) throw new Error('the demo catalogue has no product in stock');
  const profile = await device.post<{ ActiveDC?: string; SALEUNIT?: string }>('customer', 'authen/customerProfile', {});
  const saleUnit = profile.ActiveDC ?? profile.SALEUNIT ?? '';
  const { coupons } = await device.post<{ coupons: { Coupon: { couponid: string; CouponType?: string } }[] }>(
    'customer',
    'GET_MASTER_DATA/GET_PROMOTION_COUPON_BY_CUSTOMER',
    { customerCode, saleUnit, onlyActivePromotion: true, onlyUnusedCoupon: true, notGroupByPromotionId: true },
  );
  const coupon = coupons.find((entry) => entry.Coupon.CouponType !== 'POINT')?.Coupon.couponid;
  if (!coupon) throw new Error('the demo customer has no unused coupon left');
  await device.fillCart([{ P_Code: product.P_Code, qty1: 10 }]);

  await signIn(page, lang, username, password);
  await openCart(page, lang);
  await page.getByRole('button', { name: w.checkout }).click();
  await page.getByRole('textbox', { name: w.couponCode }).fill(coupon);
  await page.getByRole('button', { name: w.apply, exact: true }).click();
  await expect(page.getByText(w.couponApplied(coupon))).toBeVisible();
  await expect(page.getByText(w.couponDiscount)).toBeVisible();
  await snapshot(page, 'coupon-applied');
  const place = page.getByTestId('place-order');
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/history\/[^/]+\/[^/]+$/);
  await expect(page.getByText(`คูปอง ${coupon}`)).toBeVisible();

  // The same coupon on the next order: the server says it was used.
  await device.fillCart([{ P_Code: product.P_Code, qty1: 1 }]);
  await page.goto(localized(lang, 'checkout/adv'));
  await page.getByRole('textbox', { name: w.couponCode }).fill(coupon);
  await page.getByRole('button', { name: w.apply, exact: true }).click();
  await expect(page.getByTestId('checkout-coupon').getByRole('alert')).toHaveText(w.couponUsed);
  await expect(page.getByText(w.couponApplied(coupon))).toHaveCount(0);
  await snapshot(page, 'coupon-refused');
  await device.dispose();
});

test('a recurring order places its first order when the scheduler runs', async ({ page, stack, accounts, merchant }) => {
  const lang: Lang = 'th';
  const w = words[lang];
  const { username, password } = accounts.customer;
  const device = await Device.customer(stack, username, password);
  await device.emptyCart('money');
  const [product] = await device.productsInStock();
  if (!product) throw new Error('the demo catalogue has no product in stock');
  await device.fillCart([{ P_Code: product.P_Code, qty1: 2 }]);

  await signIn(page, lang, username, password);
  await page.goto(localized(lang, 'ordersubscription'));
  await page.getByTestId('subscription-create').click();
  // The form starts from the cart's selected lines, weekly on today's weekday; made every 3 days from today.
  await expect(page.getByTestId('subscription-form')).toContainText(product.PRODUCTNAME ?? product.P_Code);
  await page.getByTestId('subscription-every').fill('3');
  await page.getByLabel('ความถี่').selectOption('DAYS');
  await page.getByLabel('เริ่มวัน').selectOption('0');
  await page.getByTestId('subscription-save').click();
  await expect(page).toHaveURL(/\/ordersubscription\/\d+$/);
  // The list stays on screen while the detail page loads: its status tag says the detail is shown.
  await expect(page.getByTestId('subscription-status')).toHaveText(w.active);
  await expect(page.getByText('ทุก 3 วัน', { exact: true })).toBeVisible();
  // The API's own scheduler runs each minute: by now it may have placed the first order itself.
  await expect(page.getByTestId('subscription-runs')).toContainText(new RegExp(`${w.noRuns}|${w.runPlaced}`));
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The scheduler's run (what it does each minute), asked for by the center's administrator.
  expect(merchant.account.name).toBeTruthy();
  const response = await page.context().request.post(`${stack.baseUrl}api/merchant/api/orders/subscriptions/run-due`, {
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
  });
  expect(response.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('subscription-runs')).toContainText(w.runPlaced);
  const last = page.getByRole('link', { name: new RegExp(`^${w.lastOrder}`) });
  await expect(last).toBeVisible();
  const orderId = ((await last.textContent()) ?? '').replace(w.lastOrder, '').trim();
  await snapshot(page, 'subscription-first-order');
  await page.goto(localized(lang, 'history'));
  await expect(page.getByTestId(`order-${orderId}`)).toBeVisible();

  // A second run places nothing more for the same period.
  await page.context().request.post(`${stack.baseUrl}api/merchant/api/orders/subscriptions/run-due`, {
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
  });
  const subscription = await device.post<{ Runs?: unknown[] }>('customer', `api/orders/subscriptions/pause/${id}`, {});
  expect(subscription.Runs).toHaveLength(1);
  await device.dispose();
});
