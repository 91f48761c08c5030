// A merchant creates a product with units, prices and an advance price that its center's customer
// sees; other centers' staff cannot open it; phone and desktop navigation.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../ordering-api/src/seed/accounts';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import { localized, texts } from '../support/texts';

const bangkokToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** The page fits the screen's width: nothing to scroll sideways to. */
async function expectFitsWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.content, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

/** The product list through the menu: the drawer on a phone, the side menu on a desktop. */
async function openProductsFromMenu(page: Page): Promise<void> {
  if (isPhone()) {
    await page.getByRole('button', { name: 'เปิดเมนู' }).first().click();
    const drawer = page.locator('.eo-drawer');
    await expect(drawer.getByRole('heading', { name: 'เมนูร้านค้า' })).toBeVisible();
    await drawer.getByRole('link', { name: 'สินค้า', exact: true }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'เมนูร้านค้า' }).getByRole('link', { name: 'สินค้า', exact: true }).click();
  }
}

test('a merchant creates a product with an advance price that the center\'s customer sees', async ({
  merchant: { page },
  bff,
  stack,
  accounts,
}) => {
  const code = `E2E${Date.now().toString().slice(-8)}`;
  // The demo merchant runs DC01 and DC02: the picker asks which; DC01 is first.
  await page.goto(localized('th', 'merchant'));
  const picker = page.getByRole('dialog').filter({ hasText: texts.th.centerPicker });
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  await openProductsFromMenu(page);
  await expect(page.getByTestId('merchant-products')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'สินค้า', exact: true })).toBeVisible();
  await expectFitsWidth(page);
  await page.getByRole('button', { name: 'เพิ่มสินค้า' }).click();
  await expect(page).toHaveURL(/\/merchant\/product\/new$/);
  await expectFitsWidth(page);
  await page.getByRole('textbox', { name: 'รหัสสินค้า', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'ชื่อสินค้า', exact: true }).fill(`น้ำดื่มทดสอบ ${code}`);
  await page.getByRole('textbox', { name: 'ชื่อสินค้า (อังกฤษ)', exact: true }).fill(`Test drinking water ${code}`);
  await page.locator('.adm-radio').filter({ hasText: /^3$/ }).click();
  const units = [
    // Unit names a merchant may write in English: the customer pages' English check reads them.
    ['BTL', 'Bottle', ''],
    ['PK', 'Pack', '6'],
    ['CS', 'Case', '24'],
  ] as const;
  for (const [index, [unitCode, name, rate]] of units.entries()) {
    const level = index + 1;
    await page.getByRole('textbox', { name: `รหัสหน่วยที่ ${level}`, exact: true }).fill(unitCode);
    await page.getByRole('textbox', { name: `ชื่อหน่วยที่ ${level}`, exact: true }).fill(name);
    if (rate) await page.getByRole('spinbutton', { name: `อัตราส่วนหน่วยที่ ${level}`, exact: true }).fill(rate);
  }
  for (const level of [1, 2, 3, 4, 5]) {
    await page.getByRole('spinbutton', { name: `ราคาระดับ ${level}`, exact: true }).fill(String(20 - level));
  }
  await snapshot(page, 'merchant-product-new-th');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/product/${code}$`));

  await page.getByRole('link', { name: 'ราคาพิเศษตามช่วงเวลา' }).click();
  await expectFitsWidth(page);
  await page.locator('input[type=date]').nth(0).fill(bangkokToday());
  await page.locator('input[type=date]').nth(1).fill('2099-12-31');
  await page.getByRole('button', { name: 'เพิ่มช่วงเวลา' }).click();
  await expect(page).toHaveURL(/pricelevelunit1\?id=\d+/);
  await expectFitsWidth(page);
  await page.getByRole('spinbutton', { name: 'ราคาระดับ 1', exact: true }).fill('12.5');
  await snapshot(page, 'merchant-product-advance-price-th');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/product/${code}/advanceprice$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ราคาพิเศษตามช่วงเวลา', exact: true })).toBeAttached();
  await expect(page.getByText(/ถึง .*2099/).first()).toBeVisible();

  // Back to the list (the bottom navigation on a phone): the new product is found by its code.
  if (isPhone()) {
    await page.getByRole('navigation', { name: texts.th.bottomNavigation }).getByRole('link', { name: 'สินค้า', exact: true }).click();
  } else {
    await openProductsFromMenu(page);
  }
  await expect(page).toHaveURL(/\/merchant\/product$/);
  const search = page.getByTestId('merchant-products').getByPlaceholder('ค้นหาสินค้า');
  await search.fill(code);
  // The code typed is readable whole in the search box, at a phone's width too.
  expect(await search.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await search.press('Enter');
  const row = page.getByTestId('merchant-products').locator('.adm-list-item').filter({ hasText: `น้ำดื่มทดสอบ ${code}` });
  await expect(row).toContainText(`${code} · ราคา 1 ฿19.00`);
  await expectFitsWidth(page);
  await snapshot(page, 'merchant-product-list-th');

  // The demo customer (price level 1, DC01) sees the advance price at once.
  const origin = new URL(stack.baseUrl).origin;
  const login = await bff.post(`${stack.baseUrl}api/customer/authen/customer/login`, {
    data: { Username: accounts.customer.username, Password: accounts.customer.password },
    headers: { ...XHR_HEADERS, Origin: origin },
  });
  expect(login.ok()).toBe(true);
  await page.goto(localized('th', `product/${code}`));
  await expect(page.getByTestId('unit-1')).toContainText('12.50');

});

test('staff of DC01 cannot open a DC02 product by URL', async ({ page, bff, stack, otp }) => {
  const origin = new URL(stack.baseUrl).origin;
  const headers = { ...XHR_HEADERS, Origin: origin };
  const signIn = async (mobile: string) => {
    const request = await bff.post(`${stack.baseUrl}api/merchant/authen/otp/request`, {
      data: { MobileNo: mobile, Purpose: 'STAFF_LOGIN' },
      headers,
    });
    const { RefCode } = (await request.json()) as { RefCode: string };
    const login = await bff.post(`${stack.baseUrl}api/merchant/authen/user/login`, {
      data: { MobileNo: mobile, RefCode, OtpCode: await otp(mobile) },
      headers,
    });
    expect(login.ok(), await login.text()).toBe(true);
  };
  // The demo merchant makes a DC02 product...
  await signIn(DEMO_ACCOUNTS.merchant.mobileNo);
  const code = `E2EDC2${Date.now().toString().slice(-6)}`;
  const created = await bff.post(`${stack.baseUrl}api/merchant/api/products/pc/item/save`, {
    data: { IsNew: true, SaleUnit: 'DC02', P_Code: code, PRODUCTNAME: 'สินค้าศูนย์สอง', UnitCount: 1, UNIT1: 'EA', UNIT1NAME: 'ชิ้น', UNIT2RATE: 1 },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  // ...which the salesperson of DC01 alone cannot open.
  await signIn(DEMO_ACCOUNTS.salesperson.mobileNo);
  await page.goto(localized('th', `merchant/product/${code}`));
  await expect(page.getByTestId('merchant-product-not-found')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(code);
});
