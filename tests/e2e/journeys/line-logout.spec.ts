// Leaving a session that came from LINE: the logout revokes the LINE access token and returns to
// the LIFF entry with state GUEST (and the center), where the person is a guest.
import { expect, productCodes, snapshot, test } from '../support/line';
import { texts } from '../support/texts';

test('logout from a LINE session revokes the LINE token and returns to the LIFF entry as a guest', async ({ page, line, accounts }) => {
  const t = texts.th;
  const user = await line.newUser();
  await line.linkToCustomer(user, accounts.customer);
  const visit = await line.again(user);
  await line.open(page, visit, line.liffUrl('customer', `product/${productCodes.first}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const bottom = page.getByRole('navigation', { name: t.bottomNavigation });
  await bottom.getByRole('link', { name: t.bottomNav.profile, exact: true }).click();
  await page.getByRole('button', { name: t.logout }).click();

  // Back at the customer LIFF app's entry, as LINE opens it, with state GUEST.
  await expect.poll(() => line.launched.length).toBe(2);
  const entry = line.launched[1];
  expect(entry?.pathname).toBe(`/${line.liffIds.customer}`);
  expect(entry?.searchParams.get('state')).toBe('GUEST');
  await expect(page.getByTestId('page-home')).toContainText(`${t.welcome}, ${t.guest}`);
  await expect(page.getByText(accounts.customer.name)).toHaveCount(0);
  await expect(page).not.toHaveURL(/state=GUEST/);
  await snapshot(page, 'line-logout-guest');

  // The LIFF access token of the visit was revoked at LINE.
  const revokes = await line.platform.calls({ method: 'POST', path: '/oauth2/v2.1/revoke' });
  expect(revokes.map((call) => (call.body as { access_token?: string }).access_token)).toContain(visit.accessToken);
});
