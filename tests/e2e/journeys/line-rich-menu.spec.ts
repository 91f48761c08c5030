// A center's rich menu: a button signs the customer in to that center's shop with switching hidden,
// links that menu to the LINE user, and asks once to add the official account as a friend.
import type { Page } from '@playwright/test';
import type { LinePlatformClient } from '../../fakes/line/client';
import { expect, lineTexts, snapshot, test } from '../support/line';
import { texts } from '../support/texts';

interface MenuArea {
  action: { type: string; label?: string; uri?: string };
}

/**
 * The URL a rich-menu button opens, read from the menu provisioned on the fake platform; a button is
 * found by its area label, the Thai one LINE reads aloud (liff-config's BUTTONS).
 */
async function richMenuButton(platform: LinePlatformClient, aliasId: string, label: string): Promise<{ richMenuId: string; uri: string }> {
  const state = await platform.state();
  const richMenuId = state.aliases[aliasId];
  const menu = (state.richMenus as unknown as { richMenuId: string; areas: MenuArea[] }[]).find((item) => item.richMenuId === richMenuId);
  const uri = menu?.areas.find((area) => area.action.type === 'uri' && area.action.label === label)?.action.uri;
  if (!richMenuId || !uri) throw new Error(`no ${label} button on the rich menu ${aliasId}`);
  return { richMenuId, uri };
}

/** The name of one of the signed-in customer's centers, as the centers list gives it. */
async function centerName(page: Page, baseUrl: string, saleUnit: string): Promise<string> {
  const response = await page.request.get(`${baseUrl}api/customer/authen/customer/dcs`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { Customer: { SaleUnit: string; DIST_NAME: string }[] };
  const center = body.Customer.find((item) => item.SaleUnit === saleUnit);
  if (!center) throw new Error(`${saleUnit} is not a center of the customer`);
  return center.DIST_NAME;
}

const goHome = (page: Page) =>
  page.getByRole('navigation', { name: texts.th.bottomNavigation }).getByRole('link', { name: texts.th.bottomNav.home, exact: true }).click();

test("a rich-menu button binds the session to the menu's center and hides center switching", async ({ page, line, accounts }) => {
  const user = await line.newUser();
  await line.linkToCustomer(user, accounts.customer);
  // The demo customer's home center is DC01; the menu is DC02's.
  const button = await richMenuButton(line.platform, 'dc-dc02-shop', 'สินค้า');
  expect(new URL(button.uri).searchParams.get('rm')).toBe('DC02');

  await line.open(page, await line.again(user), button.uri);

  // The product list, without the binding parameter (a reload or a shared link must not repeat it).
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByTestId('product-list-title')).toBeVisible();
  await snapshot(page, 'line-rich-menu-products');

  await goHome(page);
  await expect(page.getByTestId('page-home')).toContainText(`${texts.th.welcome}, ${accounts.customer.name}`);
  const name = await centerName(page, line.baseUrl, 'DC02');
  // The active center is the menu's, shown but not switchable.
  const entry = page.getByRole('button', { name, exact: true });
  await expect(entry).toBeVisible();
  await expect(entry).toBeDisabled();
  await expect(page.getByRole('button', { name: new RegExp(`^${lineTexts.th.switchCenter}`) })).toHaveCount(0);
  await snapshot(page, 'line-rich-menu-bound-home');

  // LINE now shows this center's menu to the person.
  await expect.poll(async () => (await line.platform.state()).userRichMenus[user.userId]).toBe(button.richMenuId);

  // A reload keeps the binding.
  await page.reload();
  await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
});

test("a center with its own official account asks once to add it as a friend", async ({ page, line, accounts }) => {
  const user = await line.newUser();
  await line.linkToCustomer(user, accounts.customer);
  // DC03 has a LINE official account; the person is not its friend yet.
  const button = await richMenuButton(line.platform, 'dc-dc03-shop', 'หน้าแรก');

  await line.open(page, await line.again(user), button.uri, { friend: false });
  await expect(page.getByTestId('page-home')).toContainText(`${texts.th.welcome}, ${accounts.customer.name}`);

  const name = await centerName(page, line.baseUrl, 'DC03');
  const prompt = page.getByRole('dialog', { name });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: lineTexts.th.goToMerchant })).toBeVisible();
  await snapshot(page, 'line-official-account-prompt');
  await prompt.getByRole('button', { name: lineTexts.th.later }).click();
  await expect(prompt).toBeHidden();

  // 'Later' is remembered: the next visit does not ask again. The prompt comes only once the page
  // has settled: wait for its code to arrive, then for everything it would wait for (the centers,
  // LINE's friendship call), before looking for the dialog.
  const promptLoaded = page.waitForResponse((response) => /\/official-account-prompt-[^/]*\.js$/.test(response.url()));
  await page.reload();
  await expect(page.getByTestId('page-home')).toContainText(accounts.customer.name);
  await promptLoaded;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name })).toHaveCount(0);
});
