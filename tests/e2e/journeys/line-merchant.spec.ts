// The merchant's LIFF app: the first time, a LINE user not yet linked to a staff account signs in
// with a one-time code and their LINE account is linked; from then on, opening the merchant app in
// LINE signs them straight in to the back office.
import type { BrowserContext } from '@playwright/test';
import { expect, lineTexts, snapshot, test } from '../support/line';
import { texts } from '../support/texts';

async function startAfresh(context: BrowserContext, baseUrl: string) {
  // The same LINE app on the same phone, but no session at the shop any more.
  await context.clearCookies();
  const url = new URL(baseUrl);
  await context.addCookies([{ name: 'dsg_cookies_consent', value: 'Y', domain: url.hostname, path: url.pathname, sameSite: 'Lax' }]);
  return context.newPage();
}

test('the merchant LIFF app links a merchant once, then signs them in with LINE', async ({ page, context, line, otp, accounts }) => {
  const t = texts.th;
  const user = await line.newUser('ผู้จัดการร้าน ไลน์');

  await line.open(page, user, line.liffUrl('merchant'));

  // Not linked yet: the merchant sign-in, then back to the back office.
  await expect(page).toHaveURL(/\/merchant\/login/);
  await page.getByLabel(t.field.mobile).fill(accounts.merchant.mobile);
  await page.getByRole('button', { name: t.action.requestOtp }).click();
  await expect(page).toHaveURL(/\/merchant\/verifyotp/);
  await page.getByLabel(t.field.otp).fill(await otp(accounts.merchant.mobile));
  await page.getByRole('button', { name: t.action.login, exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await expect(page.getByText(lineTexts.th.linked)).toBeVisible();

  // Next time in LINE: straight into the back office, no code asked.
  const next = await startAfresh(context, line.baseUrl);
  await line.open(next, await line.again(user), line.liffUrl('merchant'));
  await expect(next).toHaveURL(/\/merchant\/?$/);
  // The demo merchant runs two centers: the back office asks which one, as after any sign-in.
  const picker = next.getByRole('dialog').filter({ hasText: t.centerPicker });
  await expect(picker).toBeVisible();
  await snapshot(next, 'line-merchant-signed-in');
  expect(next.url()).not.toContain('/merchant/login');
});
