// Merchant staff and riders sign in with a one-time code sent to their
// mobile, each into their own area.
import type { Page } from '@playwright/test';
import { expect, snapshot, test, type OtpReader } from '../fixtures';
import { localized, texts } from '../support/texts';

async function signInWithCode(page: Page, otp: OtpReader, loginRoute: string, mobile: string) {
  const t = texts.th;
  await page.goto(localized('th', loginRoute));
  await page.getByLabel(t.field.mobile).fill(mobile);
  await page.getByRole('button', { name: t.action.requestOtp }).click();
  await expect(page).toHaveURL(new RegExp(`/${loginRoute.split('/')[0]}/verifyotp`));
  await page.getByLabel(t.field.otp).fill(await otp(mobile));
  await page.getByRole('button', { name: t.action.login, exact: true }).click();
}

test('a merchant signs in with a one-time code at /merchant/login and lands on /merchant', async ({ page, otp, accounts }) => {
  await signInWithCode(page, otp, 'merchant/login', accounts.merchant.mobile);
  await expect(page).toHaveURL(/\/merchant\/?$/);
  // The demo merchant runs two centers and has chosen none yet: the picker asks which.
  const picker = page.getByRole('dialog').filter({ hasText: texts.th.centerPicker });
  await expect(picker).toBeVisible();
  await snapshot(page, 'merchant-center-picker');
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/merchant\/?$/);
  await snapshot(page, 'merchant-home');
});

test('a rider signs in with a one-time code at /rider/login and lands in the rider area', async ({ page, otp, accounts }) => {
  await signInWithCode(page, otp, 'rider/login', accounts.rider.mobile);
  await expect(page).toHaveURL(/\/rider\/?$/);
  await expect(page.getByRole('navigation')).toBeVisible();
  await snapshot(page, 'rider-home');
});

test('merchant pages send a visitor without a staff session to /merchant/login', async ({ page }) => {
  await page.goto(localized('th', 'merchant'));
  await expect(page).toHaveURL(/\/merchant\/login/);
});

test('rider pages send a visitor without a rider session to /rider/login', async ({ page }) => {
  await page.goto(localized('th', 'rider'));
  await expect(page).toHaveURL(/\/rider\/login/);
});

test('a signed-in merchant opens the back office directly', async ({ merchant: { page } }) => {
  await page.goto(localized('th', 'merchant'));
  await expect(page).toHaveURL(/\/merchant\/?$/);
});

test('a signed-in rider opens the rider area directly', async ({ rider: { page } }) => {
  await page.goto(localized('th', 'rider'));
  await expect(page).toHaveURL(/\/rider\/?$/);
});
