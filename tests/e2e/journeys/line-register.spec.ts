// A LINE user with no account opens a LINE link to a product: the app sends them through the
// registration (mobile number, one-time code by SMS, name and password), links their LINE account
// to the new customer, and lands on the product they opened. The next LINE visit signs them in.
import { expect, productCodes, snapshot, test } from '../support/line';
import { labelled, texts } from '../support/texts';

function newMobile(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

test('a new LINE user registers and lands back on the page they opened, linked to LINE', async ({ page, line, otp }) => {
  const t = texts.th;
  const user = await line.newUser('สมหญิง ไลน์');
  const mobile = newMobile();
  const name = `ร้านไลน์ ${mobile.slice(-4)}`;
  const path = `product/${productCodes.second}`;

  await line.open(page, user, line.liffUrl('customer', path));

  // Registration first, remembering where the person was going.
  await expect(page).toHaveURL(/\/register\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/${path}`);
  await snapshot(page, 'line-register-start');
  await page.getByLabel(t.field.mobile).fill(mobile);
  await page.getByRole('button', { name: t.action.requestOtp }).click();
  await expect(page).toHaveURL(/\/verifyotp/);
  await page.getByLabel(t.field.otp).fill(await otp(mobile));
  await page.getByRole('button', { name: t.action.verify }).click();
  await page.getByLabel(t.field.name).fill(name);
  await page.getByLabel(labelled(t.field.password)).fill('secret-pass-1');
  await page.getByLabel(t.field.confirmPassword).fill('secret-pass-1');
  await page.getByRole('button', { name: t.action.register, exact: true }).click();

  // Back on the product, signed in.
  await expect(page).toHaveURL(new RegExp(`/${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snapshot(page, 'line-register-landed');
  await page.getByRole('navigation', { name: t.bottomNavigation }).getByRole('link', { name: t.bottomNav.home, exact: true }).click();
  await expect(page.getByTestId('page-home')).toContainText(`${t.welcome}, ${name}`);

  // The LINE account is linked: the next time LINE hands the bff this person's ID token, it signs
  // the new customer in.
  const bff = await line.client();
  const later = await line.again(user);
  const answer = await bff.post(`${line.baseUrl}bff/line/exchange`, {
    data: { idToken: later.idToken, area: 'customer' },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(line.baseUrl).origin },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { needsRegistration: boolean; user?: { CUSTOMERNAME?: string } };
  expect(body.needsRegistration).toBe(false);
  expect(body.user?.CUSTOMERNAME).toBe(name);
});
