// A merchant tags a customer and broadcasts a LINE text to the tag, previewed and sent once
// (desktop; decision 078).
import type { Page } from '@playwright/test';
import { XHR_HEADERS, type OtpReader } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { expect, isPhone, snapshot, test } from '../support/line';
import { localized, texts } from '../support/texts';

test.skip(() => isPhone(), 'a desktop journey: the back office broadcast is written at a desk');

/** Signs staff in on the page's cookies with a one-time code, with a center chosen. */
async function signInStaff(page: Page, stack: StackInfo, otp: OtpReader, mobile: string, saleUnit: string) {
  const http = page.context().request;
  const headers = { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin };
  const request = await http.post(`${stack.baseUrl}api/merchant/authen/otp/request`, { data: { MobileNo: mobile, Purpose: 'STAFF_LOGIN' }, headers });
  const { RefCode } = (await request.json()) as { RefCode: string };
  const OtpCode = await otp(mobile);
  const login = await http.post(`${stack.baseUrl}api/merchant/authen/user/login`, { data: { MobileNo: mobile, RefCode, OtpCode }, headers });
  expect(login.status()).toBe(200);
  await page.context().addCookies([{ name: 'st_user_dist', value: saleUnit, domain: new URL(stack.baseUrl).hostname, path: stack.basePath, sameSite: 'Lax' }]);
}

test('a merchant tags a customer and broadcasts a LINE text to the tag', async ({ page, stack, accounts, otp, line }) => {
  const customer = accounts.customer;
  const lineUser = await line.newUser();
  await line.linkToCustomer(lineUser, customer);
  await signInStaff(page, stack, otp, accounts.merchant.mobile, 'DC01');

  // A new tag of the center.
  await page.goto(localized('en', 'merchant/tag/create'));
  const picker = page.getByRole('dialog').filter({ hasText: texts.en.centerPicker });
  await expect(picker).toBeVisible();
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  const tagName = `Journey ${Date.now()}`;
  await page.locator('input[name="tagName"]').fill(tagName);
  await page.getByTestId('tag-create').click();
  await expect(page).toHaveURL(/\/merchant\/tag\/\d+$/);

  // The customer, found by code, goes into the tag.
  await page.getByTestId('tag-search').fill(customer.customerCode);
  await page.getByTestId('tag-search').press('Enter');
  await page.getByTestId('tag-add').first().click();
  await expect(page.getByTestId('tag-members').getByTestId('tag-customer')).toHaveCount(1);
  await expect(page.getByTestId('tag-counts')).toContainText('On LINE: 1');
  await snapshot(page, 'merchant-tag-en');

  // A text to the tag, previewed as LINE shows it, then sent after the confirmation.
  await page.getByTestId('tag-broadcast').click();
  const text = `Promotion of the week ${Date.now()}`;
  await page.locator('input[name="title"]').fill('This week');
  await page.locator('textarea[name="text"]').fill(text);
  await page.getByTestId('broadcast-preview').click();
  await expect(page.getByTestId('broadcast-audience')).toContainText('Reaches 1 of 1 customers');
  await expect(page.getByTestId('line-preview')).toContainText(text);
  await snapshot(page, 'merchant-broadcast-create-en');
  await page.getByTestId('broadcast-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

  // The detail's counts move as the sender works: one recipient, sent.
  await expect(page).toHaveURL(/\/merchant\/broadcast\/detail\/\d+$/);
  await expect(page.getByTestId('broadcast-status')).toHaveAttribute('data-status', 'SENT', { timeout: 30_000 });
  await expect(page.getByTestId('count-sent').locator('strong')).toHaveText('1');
  await expect(page.getByTestId('count-recipients').locator('strong')).toHaveText('1');
  await snapshot(page, 'merchant-broadcast-detail-en');

  // LINE received it in one multicast, to this customer once.
  const multicasts = (await line.platform.state()).multicasts.filter((call) => JSON.stringify(call.messages).includes(text));
  expect(multicasts).toHaveLength(1);
  expect(multicasts[0]?.to).toEqual([lineUser.userId]);
});
