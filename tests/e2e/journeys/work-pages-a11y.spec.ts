// The working pages (back office, rider, agent, payment) in Thai and English at both sizes: axe and
// tap-target checks on every page, and keyboard use on a desktop (decision 115).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PRODUCTS } from '../../../ordering-api/src/seed/accounts';
import { expect, isPhone, test, XHR_HEADERS } from '../fixtures';
import { audit, type AuditRecord } from '../support/a11y';
import { localized, type Lang } from '../support/texts';

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test-results', 'e2e');

const { customer, verifiedAgent } = DEMO_ACCOUNTS;

/** The pages of each kind of user: the route table's pages, those with a parameter on demo records. */
const PAGES = {
  merchant: [
    'merchant',
    'merchant/order',
    'merchant/order/redeem',
    'merchant/product',
    `merchant/product/${DEMO_PRODUCTS.threeUnits}`,
    `merchant/product/${DEMO_PRODUCTS.threeUnits}/advanceprice`,
    `merchant/product/${DEMO_PRODUCTS.threeUnits}/category`,
    'merchant/promotion',
    'merchant/customer',
    `merchant/customer/${customer.customerCode}/${customer.saleUnit}`,
    'merchant/broadcast',
    'merchant/broadcast/create',
    'merchant/tag/create',
    'merchant/tag',
    'merchant/survey',
    'merchant/support/chat',
    'merchant/profile',
    'merchant/profile/edit',
    'merchant/profile/dc',
  ],
  rider: ['rider', 'rider/history', 'rider/profile'],
  agent: ['agents/customers', 'agents/products', 'agents/register', 'agents/products/add'],
  payment: ['payment/slip', 'payment/status/success', 'payment/status/fail'],
} as const;

type Kind = keyof typeof PAGES;

async function visitAll(page: Page, kind: Kind, lang: Lang): Promise<void> {
  const project = test.info().project.name;
  const records: AuditRecord[] = [];
  if (kind === 'merchant') {
    // The demo merchant runs two centers: the picker opens over the first page. It is audited
    // there, then the first center is chosen, so the pages are measured without it.
    await page.goto(localized(lang, 'merchant'));
    const picker = page.getByRole('dialog').filter({ has: page.getByTestId('merchant-center-picker') });
    await expect(picker).toBeVisible();
    records.push(await audit(page, 'merchant center picker', `${project} ${lang}`));
    await picker.getByRole('listitem').first().getByRole('button').click();
    await expect(picker).toBeHidden();
    // A tag of the center, so the tag list is measured with a row (name, members, reachable).
    await page.goto(localized(lang, 'merchant/tag/create'));
    await page.locator('input[name="tagName"]').fill(`A11y ${lang} ${Date.now()}`);
    await page.getByTestId('tag-create').click();
    await expect(page).toHaveURL(/\/merchant\/tag\/\d+$/);
  }
  for (const route of PAGES[kind]) {
    await page.goto(localized(lang, route));
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    if (route === 'merchant/tag') await expect(page.getByTestId('tag-row').first()).toBeVisible();
    records.push(await audit(page, route, `${project} ${lang}`));
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `work-pages-${kind}-${project}-${lang}.json`), `${JSON.stringify(records, null, 2)}\n`);

  const axe = records.flatMap((r) => r.axe.map((f) => `${r.page}: ${f.rule} (${f.impact}) on ${f.targets.join(' | ')}`));
  const targets = records.flatMap((r) => r.targets.failing.map((f) => `${r.page}: ${f.what} ${f.width}x${f.height}`));
  expect.soft(axe, 'axe serious or critical findings').toEqual([]);
  expect.soft(targets, 'tap targets under WCAG 2.2 target size').toEqual([]);
  if (isPhone()) {
    const small = records.flatMap((r) => r.targets.small.map((f) => `${r.page}: ${f.what} ${f.width}x${f.height}`));
    console.log(`[${project} ${lang}] ${kind}: targets under 44 px on the phone ${small.length}`);
    expect.soft(small, 'tap targets under 44 px on the phone layout').toEqual([]);
  }
}

for (const lang of ['th', 'en'] as const) {
  const language = lang === 'th' ? 'Thai' : 'English';

  test(`the merchant's pages in ${language} are accessible`, async ({ merchant }) => {
    test.setTimeout(300_000);
    await visitAll(merchant.page, 'merchant', lang);
  });

  test(`the rider's pages in ${language} are accessible`, async ({ rider }) => {
    test.setTimeout(120_000);
    await visitAll(rider.page, 'rider', lang);
  });

  test(`the agent's and the payment pages in ${language} are accessible`, async ({ page, bff, stack }) => {
    test.setTimeout(180_000);
    const login = (Username: string, Password: string) =>
      bff.post(`${stack.baseUrl}api/customer/authen/customer/login`, {
        data: { Username, Password },
        headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
      });
    expect((await login(verifiedAgent.username, verifiedAgent.password)).ok()).toBe(true);
    await visitAll(page, 'agent', lang);
    expect((await login(customer.username, customer.password)).ok()).toBe(true);
    await visitAll(page, 'payment', lang);
  });
}

test('a merchant chooses a center, finds and opens a product with the keyboard alone, and sees the focus', async ({ merchant }) => {
  test.skip(isPhone(), 'the keyboard is a desktop matter');
  test.setTimeout(120_000);
  const { page } = merchant;

  /** Tabs forward until `matches` holds for the focused element; fails after `limit` presses. */
  async function tabTo(describe: string, matches: () => Promise<boolean>, limit = 40) {
    const passed: string[] = [];
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      if (await matches()) return;
      passed.push(await page.evaluate(() => (document.activeElement?.outerHTML ?? '').slice(0, 80)));
    }
    throw new Error(`Tab never reached ${describe}; went through:\n${passed.join('\n')}`);
  }
  const focusedOutline = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
  const expectVisibleFocus = async (what: string) => {
    const outline = await focusedOutline();
    expect(outline?.style, `an outline on ${what}`).not.toBe('none');
    expect(outline?.width ?? 0, `the outline's width on ${what}`).toBeGreaterThanOrEqual(2);
  };

  // The demo merchant runs two centers and has chosen none: the picker opens over the page. The
  // merchant tabs to the first center (the one shown provisionally) and chooses it with Enter.
  await page.goto(localized('en', 'merchant/product'));
  const picker = page.getByRole('dialog').filter({ has: page.getByTestId('merchant-center-picker') });
  await expect(picker).toBeVisible();
  const first = picker.getByRole('listitem').first().getByRole('button');
  // The focus is in the picker from the start: its search, then the centers.
  await tabTo('the first center of the picker', () => first.evaluate((el) => el === document.activeElement).catch(() => false), 3);
  // Tab and Shift+Tab stay in the picker: the page behind its mask is never reached.
  const centers = await picker.getByRole('listitem').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < centers + 4; i += 1) {
      await page.keyboard.press(key);
      const behind = await page.evaluate(() => {
        const el = document.activeElement;
        return !!el && el !== document.body && !el.closest('[data-testid="merchant-center-picker"]');
      });
      expect(behind, `${key} ${i + 1} reached the page behind the picker`).toBe(false);
    }
  }
  await tabTo('the first center of the picker again', () => first.evaluate((el) => el === document.activeElement).catch(() => false), centers + 4);
  await expectVisibleFocus('the center');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();

  // The choice is kept: a full load shows the page, not the picker again.
  await page.reload();
  await expect(page.getByTestId('merchant-products')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Products', exact: true })).toBeAttached();
  await expect(page.getByTestId('merchant-center-picker')).toHaveCount(0);

  // The search field is named by what it searches (not antd-mobile's "Search Bar").
  const search = page.getByRole('searchbox', { name: 'Search products', exact: true });
  await tabTo('the product search', () => search.evaluate((el) => el === document.activeElement).catch(() => false));
  await page.keyboard.type(DEMO_PRODUCTS.threeUnits);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('merchant-products').getByText(DEMO_PRODUCTS.threeUnits, { exact: false }).first();
  await expect(row).toBeVisible();

  // Onwards to the product's row; the focused control shows an outline; Enter opens the product.
  await tabTo('the product row', () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return !!el && el.closest('[data-testid="merchant-products"] .adm-list-item') !== null && !el.matches('[role="switch"], input');
    }),
  );
  await expectVisibleFocus('the product row');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`merchant/product/${DEMO_PRODUCTS.threeUnits}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Product detail', exact: true })).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Product code', exact: true })).toHaveValue(DEMO_PRODUCTS.threeUnits);
});
