// The customer catalogue as a person uses it, at both sizes: center picker, Thai search, category
// drawer, loading more, and the wishlist.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { localized, texts, type Lang } from '../support/texts';

/** The words of the catalogue pages, in Thai and English. */
const words = {
  th: {
    search: texts.th.searchPlaceholder,
    categories: 'หมวดหมู่สินค้า',
    openCategories: texts.th.openCategories,
    openSubcategories: (name: string) => `ดูหมวดหมู่ย่อยของ ${name}`,
    allIn: (name: string) => `ดูสินค้าทั้งหมดใน ${name}`,
    switchCenter: 'เปลี่ยนศูนย์จัดจำหน่าย',
    choose: (name: string) => `เลือก ${name}`,
    km: 'กม.',
    loadMore: 'โหลดเพิ่ม',
    end: 'แสดงสินค้าครบแล้ว',
    addWish: (name: string) => `เพิ่ม ${name} ในสินค้าที่ชอบ`,
    removeWish: (name: string) => `นำ ${name} ออกจากสินค้าที่ชอบ`,
    wishlist: 'สินค้าที่ชอบ',
  },
  en: {
    search: texts.en.searchPlaceholder,
    categories: 'Categories',
    openCategories: texts.en.openCategories,
    openSubcategories: (name: string) => `Subcategories of ${name}`,
    allIn: (name: string) => `All products in ${name}`,
    switchCenter: 'Switch distribution center',
    choose: (name: string) => `Choose ${name}`,
    km: 'km',
    loadMore: 'Load more',
    end: 'That is every product',
    addWish: (name: string) => `Add ${name} to the wishlist`,
    removeWish: (name: string) => `Remove ${name} from the wishlist`,
    wishlist: 'Wishlist',
  },
} as const;

interface Center {
  SaleUnit: string;
  DIST_NAME: string;
  LatDecimal?: number | null;
  LonDecimal?: number | null;
}

interface Category {
  code: string;
  name: string;
  name_en?: string | null;
  h1?: string | null;
  h2?: string | null;
  h3?: string | null;
  h4?: string | null;
}

type Level = 1 | 2 | 3 | 4 | 5;
type Tree = Record<`hierarchy${Level}`, Category[]>;

/** A category's codes from the top down: its ancestors (h1..) and its own. */
function codesOf(category: Category, level: Level): string[] {
  const ancestors = [category.h1, category.h2, category.h3, category.h4].slice(0, level - 1);
  return [...ancestors.map((code) => code ?? ''), category.code];
}

const api = (stack: StackInfo, path: string) => `${stack.baseUrl}api/customer/${path}`;

async function getJson<T>(bff: APIRequestContext, url: string): Promise<T> {
  const response = await bff.get(url, { headers: XHR_HEADERS });
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

async function postJson<T>(bff: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await bff.post(url, { data, headers: { ...XHR_HEADERS, Origin: new URL(url).origin } });
  expect(response.ok(), `POST ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** Every product code of a list query, in the API's order (the page must show the same set). */
async function allCodes(bff: APIRequestContext, stack: StackInfo, body: Record<string, unknown>, stopAfter = Infinity): Promise<string[]> {
  const codes: string[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await postJson<{ P_Code: string }[]>(bff, api(stack, 'api/products/items'), { ...body, Skip: skip, Take: 100 });
    codes.push(...page.map((product) => product.P_Code));
    if (page.length < 100 || codes.length > stopAfter) return codes;
  }
}

async function categoryTree(bff: APIRequestContext, stack: StackInfo, lang: Lang): Promise<Tree> {
  const response = await bff.post(api(stack, 'GET_MASTER_DATA/GET_HIERARCHY_ALL'), {
    data: { hierarchy1: '', hierarchy2: '', hierarchy3: '', hierarchy4: '', hierarchy5: '', withPic: true },
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin, 'Accept-Language': lang },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { data: Tree[] }[] };
  const tree = body.data[0]?.data[0];
  if (!tree) throw new Error('the category tree is empty');
  return tree;
}

/** Opens the category drawer the way the layout offers it. */
async function openDrawer(page: Page, lang: Lang) {
  const t = words[lang];
  if (isPhone()) await page.getByRole('button', { name: t.openCategories }).click();
  else await page.getByTestId('categories-button').click();
  await expect(page.getByTestId('category-tree')).toBeVisible();
}

/** The product codes the list shows, in order. */
async function shownCodes(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-code') ?? ''));
}

test('a guest picks the nearest distribution center and sees its products', async ({ page, context, bff, stack }) => {
  const t = words.th;
  await page.goto(localized('th'));
  await expect(page.getByTestId('center-entry').first()).toBeVisible();

  // The device is where another center is: that one must come right after the current one.
  const centers = await getJson<Center[]>(bff, api(stack, 'authen/customer/dcs/all?take=100'));
  // A seeded center (DC02): a center a merchant registered in another journey has no goods yet.
  const here = centers.find((center) => center.SaleUnit === 'DC02' && center.LatDecimal && center.LonDecimal);
  if (!here) throw new Error('the demo data has no second center with a position');
  await context.grantPermissions(['geolocation'], { origin: new URL(stack.baseUrl).origin });
  await context.setGeolocation({ latitude: Number(here.LatDecimal), longitude: Number(here.LonDecimal) });

  await page.getByRole('button', { name: new RegExp(`^${t.switchCenter}`) }).first().click();
  const picker = page.getByRole('dialog', { name: 'เลือกศูนย์จัดจำหน่าย' });
  await expect(picker).toBeVisible();
  const items = picker.getByTestId('center-item');
  await expect(items.nth(1)).toHaveAttribute('data-sale-unit', here.SaleUnit);
  await expect(items.nth(1).getByTestId('center-distance')).toHaveText(`0 ${t.km}`);
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await snapshot(page, 'catalogue-center-picker');

  await picker.getByRole('button', { name: t.choose(here.DIST_NAME) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('center-entry').first()).toContainText(here.DIST_NAME);

  // Its products, priced for it.
  const expected = await postJson<{ P_Code: string }[]>(bff, api(stack, 'api/products/items'), { Take: 12, Skip: 0 });
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(localized('th', 'product'));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await shownCodes(page)).toEqual(expected.map((product) => product.P_Code));
  await snapshot(page, 'catalogue-products-of-nearest-center');
});

test('a guest searches in Thai by part of a word and opens a product from the suggestions', async ({ page }) => {
  await page.goto(localized('th'));
  const box = page.getByRole('searchbox', { name: words.th.search }).first();
  // 'ผลไม้' is the end of 'น้ำผลไม้' (fruit juice): Thai has no spaces between words.
  await box.pressSequentially('ผลไม้', { delay: 60 });
  const suggestions = page.getByRole('listbox');
  await expect(suggestions).toBeVisible();
  const first = suggestions.getByRole('option').first();
  await expect(first).toContainText('ผลไม้');
  await expect(first.locator('mark').first()).toHaveText('ผลไม้');
  const box300 = await suggestions.boundingBox();
  expect(box300?.height ?? 0).toBeLessThanOrEqual(300);
  await snapshot(page, 'catalogue-suggestions');

  await first.click();
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ผลไม้');
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await snapshot(page, 'catalogue-product-from-suggestion');
});

for (const lang of ['th', 'en'] as const) {
  test(`a guest walks the category drawer down three levels (${lang})`, async ({ page, bff, stack }) => {
    const t = words[lang];
    await page.goto(localized(lang));
    await expect(page.getByTestId('page-home')).toBeVisible();
    const tree = await categoryTree(bff, stack, lang);
    const top = tree.hierarchy1[0];
    const second = tree.hierarchy2.find((item) => item.h1 === top?.code);
    const third = tree.hierarchy3.find((item) => item.h2 === second?.code);
    if (!top || !second || !third) throw new Error('the demo tree has fewer than three levels');
    const name = (category: Category) => (lang === 'en' ? category.name_en || category.name : category.name);

    await openDrawer(page, lang);
    const drawer = page.getByTestId('category-tree');
    await drawer.getByRole('button', { name: t.openSubcategories(name(top)) }).click();
    await drawer.getByRole('button', { name: t.openSubcategories(name(second)) }).click();
    const thirdRow = drawer.getByRole('button', { name: t.openSubcategories(name(third)) }).or(drawer.getByRole('link', { name: name(third), exact: true }));
    await thirdRow.first().click();
    await snapshot(page, `catalogue-drawer-level-3-${lang}`);
    const all = drawer.getByRole('link', { name: t.allIn(name(third)) });
    if (await all.count()) await all.click();

    await expect(page).toHaveURL(new RegExp(`c1=${top.code}&c2=${second.code}&c3=${third.code}`));
    await expect(page.getByTestId('product-list-title')).toHaveText(name(third));
    const expected = await allCodes(bff, stack, { Hierarchy1: top.code, Hierarchy2: second.code, Hierarchy3: third.code });
    if (expected.length === 0) await expect(page.getByTestId('product-list-empty')).toBeVisible();
    else await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
}

test('a guest loads more until the end without seeing a product twice', async ({ page, bff, stack }) => {
  const t = words.th;
  await page.goto(localized('th'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  // A list with more than two pages and not too many for a journey: the whole catalogue of a small
  // demo, otherwise a category, from the top level down.
  let chosen: { query: string; codes: string[] } | null = null;
  const everything = await allCodes(bff, stack, {}, 72);
  if (everything.length > 24 && everything.length <= 72) chosen = { query: '', codes: everything };
  const tree = chosen ? null : await categoryTree(bff, stack, 'th');
  search: for (const level of tree ? ([1, 2, 3, 4, 5] as const) : []) {
    for (const category of tree?.[`hierarchy${level}`].slice(0, 6) ?? []) {
      const path = codesOf(category, level);
      const body = Object.fromEntries(path.map((code, index) => [`Hierarchy${index + 1}`, code]));
      const codes = await allCodes(bff, stack, body, 72);
      if (codes.length > 24 && codes.length <= 72) {
        chosen = { query: path.map((code, index) => `c${index + 1}=${code}`).join('&'), codes };
        break search;
      }
    }
  }
  if (!chosen) throw new Error('no list has between 25 and 72 products');

  await page.goto(localized('th', chosen.query ? `product?${chosen.query}` : 'product'));
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  const loadMore = page.getByRole('button', { name: t.loadMore });
  for (let pages = 1; (await page.getByTestId('product-list-end').count()) === 0; pages += 1) {
    expect(pages, 'more pages than the category has').toBeLessThan(10);
    const before = await page.getByTestId('product-card').count();
    await loadMore.click();
    await expect
      .poll(async () => (await page.getByTestId('product-card').count()) > before || (await page.getByTestId('product-list-end').count()) > 0)
      .toBe(true);
  }
  await expect(page.getByText(t.end)).toBeVisible();
  const shown = await shownCodes(page);
  expect(new Set(shown).size).toBe(shown.length);
  expect([...shown].sort()).toEqual([...chosen.codes].sort());
  await snapshot(page, 'catalogue-list-end');
});

for (const lang of ['th', 'en'] as const) {
  test(`the product list fits the screen, its filters scrolling on their own (${lang})`, async ({ page }) => {
    await page.goto(localized(lang, 'product'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // Nothing wider than the window: the page never scrolls sideways, even where the filter chips
    // (longer in English) are wider than a phone.
    const screenWidth = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
  });
}

test('a customer adds a product to the wishlist and finds it again after a reload', async ({ page, signedInCustomer, bff, stack }) => {
  const t = words.th;
  expect(signedInCustomer.account.username).toBeTruthy();
  const listed = await getJson<string[]>(bff, api(stack, 'api/Products/favourite/items?detail=false'));
  const products = await postJson<{ P_Code: string; PRODUCTNAME: string }[]>(bff, api(stack, 'api/products/items'), { Take: 50, Skip: 0 });
  const product = products.find((item) => !listed.includes(item.P_Code));
  if (!product) throw new Error('every product is already in the wishlist');

  await page.goto(localized('th', `product/${product.P_Code}`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())?.trim() ?? '';
  await page.getByRole('button', { name: t.addWish(name) }).click();
  await expect(page.getByRole('button', { name: t.removeWish(name) })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => getJson<string[]>(bff, api(stack, 'api/Products/favourite/items?detail=false'))).toContain(product.P_Code);

  await page.reload();
  await expect(page.getByRole('button', { name: t.removeWish(name) })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(localized('th', 'profile/wishlist'));
  await expect(page.getByRole('heading', { level: 1, name: t.wishlist })).toBeVisible();
  const card = page.locator(`[data-testid="product-card"][data-code="${product.P_Code}"]`);
  await expect(card).toBeVisible();
  await snapshot(page, 'catalogue-wishlist');

  // Leave the demo customer's wishlist as it was (the other screen size runs this journey too).
  await card.getByRole('button', { name: t.removeWish(name) }).click();
  await expect(card).toBeHidden();
  await expect.poll(async () => getJson<string[]>(bff, api(stack, 'api/Products/favourite/items?detail=false'))).not.toContain(product.P_Code);
});

/** Chooses a center through the header's picker, as a shopper does. */
async function chooseCenter(page: Page, center: Center) {
  const t = words.th;
  await page.getByRole('button', { name: new RegExp(`^${t.switchCenter}`) }).first().click();
  const picker = page.getByRole('dialog', { name: 'เลือกศูนย์จัดจำหน่าย' });
  await picker.getByRole('button', { name: t.choose(center.DIST_NAME) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('center-entry').first()).toContainText(center.DIST_NAME);
}

/** The amount a money text reads ('฿1,234.50 / ขวด' is 1234.5). */
const amountIn = (text: string | null) => Number(/[\d,]+\.\d{2}/.exec(text ?? '')?.[0].replaceAll(',', '') ?? Number.NaN);

interface Priced {
  P_Code: string;
  PriceInVat1?: number | null;
  StockAvailable?: number | null;
}

test('a cart line takes the new center price after a center change', async ({ page, bff, stack }) => {
  const centers = await getJson<Center[]>(bff, api(stack, 'authen/customer/dcs/all?take=100'));
  const first = centers.find((center) => center.SaleUnit === 'DC01');
  const second = centers.find((center) => center.SaleUnit === 'DC02');
  if (!first || !second) throw new Error('the demo data has no DC01 and DC02');
  const pricesHere = async () =>
    new Map((await postJson<Priced[]>(bff, api(stack, 'api/products/items'), { Take: 60, Skip: 0 })).map((p) => [p.P_Code, Number(p.PriceInVat1 ?? 0)]));

  await page.goto(localized('th'));
  await chooseCenter(page, second);
  const there = await pricesHere();
  await chooseCenter(page, first);
  const here = await pricesHere();
  // A product both centers sell, at different prices.
  const code = [...here.keys()].find((key) => here.get(key)! > 0 && (there.get(key) ?? 0) > 0 && there.get(key) !== here.get(key));
  if (!code) throw new Error('no product is priced differently by DC01 and DC02');

  await page.goto(localized('th', `product/${code}`));
  await page.getByRole('button', { name: /^เพิ่มจำนวน / }).first().click();
  await page.getByTestId('add-to-cart').click();
  await page.goto(localized('th', 'cart'));
  const unitPrice = page.getByTestId(`unit-price-${code}-1`);
  await expect.poll(async () => amountIn(await unitPrice.textContent())).toBe(here.get(code));

  // The phone's cart page has no center switch: the shopper goes home, switches, comes back.
  await page.goto(localized('th'));
  await chooseCenter(page, second);
  await page.goto(localized('th', 'cart'));
  await expect.poll(async () => amountIn(await unitPrice.textContent())).toBe(there.get(code));
  // The line's amount is the new price too: one unit, nothing off at the old center's price.
  const lineAmount = amountIn(await page.getByTestId(`cart-line-amount-${code}`).textContent());
  expect(lineAmount).toBeLessThanOrEqual(there.get(code)!);
  expect(lineAmount).not.toBe(here.get(code));
  await snapshot(page, 'catalogue-cart-after-center-change');
});
