// The customer's pages in Thai and English at both sizes: no serious axe finding, tap targets of
// WCAG 2.2's size, and no Thai text under /en outside proper names (decisions 071, 072).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '../../../ordering-api/src/seed/accounts';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import { audit, type AuditRecord } from '../support/a11y';
import { localized, type Lang } from '../support/texts';

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test-results', 'e2e');

const increase = { th: /^เพิ่มจำนวน /, en: /^One .+ more$/ } as const;

interface PageRecord extends AuditRecord {
  thai: string[];
}

/** Visible text with Thai letters outside proper names (elements marked translate="no"). */
async function thaiOutsideProperNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u0E00-\u0E7F]/.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], script, style, [aria-hidden="true"], [hidden]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      found.push(text.trim().slice(0, 60));
    }
    return [...new Set(found)];
  });
}

async function look(page: Page, name: string, lang: Lang, records: PageRecord[]) {
  const label = `${test.info().project.name} ${lang}`;
  const { axe, targets } = await audit(page, name, label);
  await snapshot(page, `customer-pages-${lang}-${name}`);
  const record: PageRecord = { page: name, axe, targets, thai: lang === 'en' ? await thaiOutsideProperNames(page) : [] };
  records.push(record);
  if (lang === 'en') console.log(`[${label}] ${name}: Thai outside proper names ${record.thai.length}`);
}

for (const lang of ['th', 'en'] as const) {
  test(`the customer's pages in ${lang === 'th' ? 'Thai' : 'English'} are accessible and speak the language`, async ({ signedInCustomer, bff, stack }) => {
    test.setTimeout(180_000);
    const { page } = signedInCustomer;
    // Start from an empty money cart (the demo customer is shared by the journeys).
    await bff.post(`${stack.baseUrl}api/customer/api/cart/sync`, {
      data: { SaleUnit: null, Mode: 'money', Items: [] },
      headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
    });
    const records: PageRecord[] = [];

    await page.goto(localized(lang));
    await expect(page.getByTestId('page-home')).toBeVisible();
    await look(page, 'home', lang, records);

    await page.goto(localized(lang, 'product'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await look(page, 'product-list', lang, records);

    await page.goto(localized(lang, `product/${DEMO_PRODUCTS.threeUnits}`));
    await expect(page.getByTestId('product-detail')).toBeVisible();
    await look(page, 'product-detail', lang, records);

    await page.getByRole('button', { name: increase[lang] }).first().click();
    await page.getByTestId('add-to-cart').click();
    await page.goto(localized(lang, 'cart'));
    await expect(page.getByTestId(`cart-line-${DEMO_PRODUCTS.threeUnits}`)).toBeVisible();
    await expect(page.getByTestId('cart-total')).not.toHaveText('…');
    await look(page, 'cart', lang, records);

    await page.goto(localized(lang, 'checkout/adv'));
    await expect(page.getByTestId('page-checkoutAdv')).toBeVisible();
    await look(page, 'checkout', lang, records);

    await page.goto(localized(lang, 'history'));
    await expect(page.getByTestId('page-history')).toBeVisible();
    await look(page, 'history', lang, records);

    await page.goto(localized(lang, 'profile'));
    await look(page, 'profile', lang, records);

    await page.goto(localized(lang, 'voucher/points'));
    await look(page, 'points', lang, records);

    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(path.join(RESULTS_DIR, `customer-pages-${test.info().project.name}-${lang}.json`), `${JSON.stringify(records, null, 2)}\n`);

    const axe = records.flatMap((r) => r.axe.map((f) => `${r.page}: ${f.rule} (${f.impact}) on ${f.targets.join(' | ')}`));
    const targets = records.flatMap((r) => r.targets.failing.map((f) => `${r.page}: ${f.what} ${f.width}x${f.height}`));
    const thai = records.flatMap((r) => r.thai.map((text) => `${r.page}: ${text}`));
    expect.soft(axe, 'axe serious or critical findings').toEqual([]);
    expect.soft(targets, 'tap targets under WCAG 2.2 target size').toEqual([]);
    expect.soft(thai, 'Thai text outside proper names under /en').toEqual([]);
    if (isPhone()) {
      const small = records.flatMap((r) => r.targets.small.map((f) => `${r.page}: ${f.what} ${f.width}x${f.height}`));
      expect.soft(small, 'tap targets under 44 px on the phone layout').toEqual([]);
    }
  });
}
