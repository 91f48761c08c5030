// Customers: a newcomer registers with a code sent by SMS, a known customer
// signs in with a password, both sign out to a guest session; a wrong code
// creates nothing.
import type { Page } from '@playwright/test';
import { expect, snapshot, test, XHR_HEADERS, type OtpReader } from '../fixtures';
import { expectGuest, expectSignedInAs, signOut } from '../support/session-ui';
import { labelled, localized, texts, type Lang } from '../support/texts';

/** A mobile number nobody has (09 and eight random digits). */
function newMobile(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** From /register to the code step: the number is typed and a code is on its way. */
async function startRegistration(page: Page, lang: Lang, mobile: string) {
  const t = texts[lang];
  await page.goto(localized(lang, 'register'));
  await page.getByLabel(t.field.mobile).fill(mobile);
  await page.getByRole('button', { name: t.action.requestOtp }).click();
  await expect(page).toHaveURL(/\/verifyotp/);
}

async function finishRegistration(page: Page, lang: Lang, otp: OtpReader, mobile: string, code: string | null, name: string, password: string) {
  const t = texts[lang];
  const typed = code ?? (await otp(mobile));
  await page.getByLabel(t.field.otp).fill(typed);
  await page.getByRole('button', { name: t.action.verify }).click();
  await page.getByLabel(t.field.name).fill(name);
  await page.getByLabel(labelled(t.field.password)).fill(password);
  await page.getByLabel(t.field.confirmPassword).fill(password);
  await page.getByRole('button', { name: t.action.register, exact: true }).click();
}

for (const lang of ['th', 'en'] as const) {
  test(`a newcomer registers with a code, is signed in, signs out and is a guest again (${lang})`, async ({ page, otp }) => {
    const mobile = newMobile();
    const name = `ร้านทดสอบ ${mobile.slice(-4)}`;
    await startRegistration(page, lang, mobile);
    await snapshot(page, `register-code-${lang}`);
    await finishRegistration(page, lang, otp, mobile, null, name, 'secret-pass-1');

    await expect(page).toHaveURL(new RegExp(`/${lang === 'en' ? 'en/?' : ''}$`));
    await expectSignedInAs(page, lang, name);
    await snapshot(page, `registered-home-${lang}`);

    await signOut(page, lang);
    await expectGuest(page, lang, name);
  });
}

test('a wrong code shows the translated error and creates nobody', async ({ page, otp, bff, stack }) => {
  const t = texts.th;
  const mobile = newMobile();
  await startRegistration(page, 'th', mobile);
  const code = await otp(mobile);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');
  await finishRegistration(page, 'th', otp, mobile, wrong, 'ร้านรหัสผิด', 'secret-pass-1');

  await expect(page.getByText(t.otpInvalid).first()).toBeVisible();
  await expect(page).toHaveURL(/\/verifyotp/);
  await snapshot(page, 'register-wrong-code');

  // No customer exists with that number: signing in with it fails.
  const login = await bff.post(`${stack.baseUrl}api/customer/authen/customer/login`, {
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
    data: { Username: mobile, Password: 'secret-pass-1' },
  });
  expect(login.status()).toBeGreaterThanOrEqual(400);
  expect(login.status()).toBeLessThan(500);
});

test('a known customer signs in with a password', async ({ page, accounts }) => {
  const t = texts.th;
  await page.goto(localized('th', 'login'));
  await page.getByLabel(t.field.mobileOrUsername).fill(accounts.customer.username);
  await page.getByLabel(labelled(t.field.password)).fill(accounts.customer.password);
  await page.getByRole('button', { name: t.action.login, exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, 'th', accounts.customer.name);
  await snapshot(page, 'customer-signed-in');
});

test('a signed-in customer stays signed in after a reload', async ({ signedInCustomer: { page, account } }) => {
  await page.goto('');
  await expectSignedInAs(page, 'th', account.name);
  await page.reload();
  await expectSignedInAs(page, 'th', account.name);
});
