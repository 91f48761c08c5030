// A merchant builds a free-item promotion through the wizard for the demo customer only, whose cart
// shows the free item; the dashboard draws its charts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, snapshot, test, XHR_HEADERS } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { localized } from '../support/texts';

const t = {
  create: 'สร้างโปรโมชั่น',
  next: 'ถัดไป',
  save: 'บันทึก',
  saved: 'บันทึกโปรโมชั่นแล้ว',
  name: 'ชื่อโปรโมชั่น',
  shortName: 'ชื่อย่อ',
  remark: 'หมายเหตุ',
  allCustomers: 'ลูกค้าทั้งหมด',
  allStores: 'ร้านค้าทุกประเภท',
  allCustomerTypes: 'ลูกค้าทุกประเภท',
  chooseCustomers: 'เลือก: ลูกค้าที่เข้าร่วม',
  chooseSale: 'เลือก: สินค้าที่ร่วมรายการ',
  chooseFree: 'เลือก: สินค้าของแถม',
  search: 'ค้นหา',
  done: 'เสร็จสิ้น',
  freeItem: 'ของแถม',
  discountValue: 'ส่วนลด (บาท)',
  addLine: 'เพิ่มขั้น',
  buyMin: 'ซื้อขั้นต่ำ',
  freeNumber: 'จำนวนของแถม',
  messages: {
    index: ['กรุณาระบุชื่อโปรโมชั่น', 'กรุณาระบุชื่อย่อโปรโมชั่น', 'กรุณาระบุหมายเหตุโปรโมชั่น'],
    condition: ['กรุณาระบุลูกค้าที่เข้าร่วมโปรโมชั่น', 'กรุณาเลือกประเภทร้านค้า', 'กรุณาเลือกประเภทลูกค้า'],
    detail: ['กรุณาระบุรายละเอียดการคำนวณ', 'กรุณาเลือกสินค้าของแถม', 'กรุณาเลือกสินค้าที่ร่วมรายการ'],
    freeQty: 'กรุณาระบุจำนวนของแถมในรายละเอียดการคำนวณ',
    discount: 'กรุณาระบุส่วนลดในรายละเอียดการคำนวณ',
  },
};

interface Product {
  P_Code: string;
  PRODUCTNAME?: string | null;
  Stock?: { StockAvailable?: number | null } | null;
}

async function bffPost<T>(bff: APIRequestContext, stack: StackInfo, path: string, data: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await bff.post(`${stack.baseUrl}${path}`, {
    data,
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin, ...headers },
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

async function expectMessages(page: Page, messages: readonly string[]) {
  const problems = page.getByTestId('promotion-problems');
  for (const message of messages) await expect(problems).toContainText(message);
}

/** Picks one entry in a wizard popup by searching for it. */
async function pick(page: Page, button: string, popupId: string, text: string) {
  await page.getByRole('button', { name: button }).click();
  const popup = page.getByTestId(popupId);
  await popup.getByRole('searchbox', { name: t.search }).fill(text);
  const item = popup.getByRole('listitem').filter({ hasText: text }).first();
  await item.locator('.adm-checkbox').click();
  await expect(item.locator('.adm-checkbox-checked')).toBeVisible();
  await popup.getByRole('button', { name: t.done }).click();
  await expect(popup).toBeHidden();
}

/** Ticks or unticks a checkbox of the wizard (antd-mobile's: the label is what is clicked). */
const toggle = (page: Page, label: string) => page.locator('.adm-checkbox').filter({ hasText: label }).first().click();

test('a merchant creates a free-item promotion in three pages; the cart shows the free item; the dashboard draws its charts', async ({
  merchant: { page },
  bff,
  stack,
  accounts,
}, testInfo) => {
  const customer = accounts.customer;
  // The customer's catalogue (DC01) gives two products in stock: one to buy, one given free.
  await bffPost(bff, stack, 'api/customer/authen/customer/login', { Username: customer.username, Password: customer.password });
  const products = await bffPost<Product[]>(bff, stack, 'api/customer/api/products/items', { Take: 48 });
  const inStock = products.filter((p) => (p.Stock?.StockAvailable ?? 0) > 10);
  const [sold, gift] = inStock.slice(-2);
  if (!sold || !gift) throw new Error('two products in stock are needed');

  // The demo merchant runs two centers: DC01, the customer's, is the one chosen before.
  await page
    .context()
    .addCookies([{ name: 'dsg_st_user_dist', value: 'DC01', domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' }]);

  // Page 1: the name, short name and remark are asked for.
  await page.goto(localized('th', 'merchant/promotion'));
  await page.getByRole('button', { name: t.create }).click();
  await expect(page).toHaveURL(/\/merchant\/promotion\/new$/);
  await page.getByRole('button', { name: t.next }).click();
  await expectMessages(page, t.messages.index);
  const name = `แถมทดสอบ ${testInfo.project.name} ${Date.now()}`;
  await page.getByLabel(t.name, { exact: true }).fill(name);
  await page.getByLabel(t.shortName, { exact: true }).fill('ซื้อ 1 แถม 1');
  await page.getByLabel(t.remark, { exact: true }).fill('ทดสอบของแถม');
  await page.getByRole('button', { name: t.next }).click();

  // Page 2: chosen customers, store types and customer types are asked for when not 'All'.
  await expect(page).toHaveURL(/\/merchant\/promotion\/new\/condition$/);
  await toggle(page, t.allCustomers);
  await toggle(page, t.allStores);
  await toggle(page, t.allCustomerTypes);
  await page.getByRole('button', { name: t.next }).click();
  await expectMessages(page, t.messages.condition);
  await snapshot(page, 'merchant-promotion-condition-messages');
  await pick(page, t.chooseCustomers, 'promotion-customers-popup', customer.customerCode);
  await toggle(page, t.allStores);
  await toggle(page, t.allCustomerTypes);
  await page.getByRole('button', { name: t.next }).click();

  // Page 3: the calculation, its quantities and the products.
  await expect(page).toHaveURL(/\/merchant\/promotion\/new\/detail$/);
  await page.getByRole('radio', { name: t.freeItem }).click();
  await page.getByRole('button', { name: t.save }).click();
  await expectMessages(page, t.messages.detail);
  await page.getByRole('button', { name: t.addLine }).click();
  await page.getByRole('button', { name: t.save }).click();
  await expectMessages(page, [t.messages.freeQty]);
  await page.getByRole('radio', { name: t.discountValue }).click();
  await page.getByRole('button', { name: t.save }).click();
  await expectMessages(page, [t.messages.discount]);
  await page.getByRole('radio', { name: t.freeItem }).click();
  await page.getByLabel(t.buyMin).fill('1');
  await page.getByLabel(t.freeNumber).fill('1');
  await pick(page, t.chooseSale, 'promotion-products-sale-popup', sold.P_Code);
  await pick(page, t.chooseFree, 'promotion-products-free-popup', gift.P_Code);
  await snapshot(page, 'merchant-promotion-detail');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/merchant\/promotion$/);
  const card = page.getByTestId('promotion-card').filter({ hasText: name });
  await expect(card.getByTestId('promotion-status')).toHaveAttribute('data-color', 'green');

  // The customer's cart: one of the product bought, and the free item given by the promotion.
  await bffPost(bff, stack, 'api/customer/api/cart/sync', {
    SaleUnit: null,
    Mode: 'money',
    Items: [{ P_Code: sold.P_Code, qty1: 1, qty2: 0, qty3: 0, selected: true }],
  });
  await page.goto(localized('th', 'cart'));
  const promotions = page.getByTestId('cart-promotions');
  await expect(promotions).toContainText('ซื้อ 1 แถม 1');
  await expect(promotions).toContainText(`แถม ${gift.PRODUCTNAME ?? ''}`);
  await snapshot(page, 'cart-with-free-item');

  // An order this month, so the dashboard has sales to draw.
  await bffPost(
    bff,
    stack,
    'api/customer/api/orders/place',
    { SaleUnit: 'DC01', PaymentMethod: 'COD', Items: [{ P_Code: sold.P_Code, qty1: 1, qty2: 0, qty3: 0 }] },
    { 'Idempotency-Key': `promotion-journey-${testInfo.project.name}-${Date.now()}` },
  );
  await page.goto(localized('th', 'merchant'));
  await expect(page.getByTestId('report-topSale')).toBeVisible();
  await expect(page.getByTestId('chart-topSale').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('chart-newCustomers').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('report-topSale-total')).toContainText('฿');
  await snapshot(page, 'merchant-dashboard');
});
