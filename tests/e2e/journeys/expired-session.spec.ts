// A customer whose token has expired comes back: the app does not show them
// signed in, and the bff replaces the token with a fresh guest session.
import { SignJWT, decodeJwt } from 'jose';
import { expect, snapshot, test } from '../fixtures';
import { expectGuest } from '../support/session-ui';

test('an expired customer session falls back to a guest session', async ({ page, context, stack, accounts }) => {
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ kind: 'customer', role: 'CUSTOMER', CUSTOMERCODE: 'C-EXPIRED', SALEUNIT: '' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('C-EXPIRED')
    .setIssuedAt(now - 40 * 86_400)
    .setExpirationTime(now - 3_600)
    .sign(new TextEncoder().encode(stack.jwtSecret));
  await context.addCookies([
    { name: 'dsg_token', value: expired, domain: new URL(stack.baseUrl).hostname, path: stack.basePath, httpOnly: true, sameSite: 'Lax' },
  ]);

  await page.goto('');
  await expectGuest(page, 'th', accounts.customer.name);

  // The expired token is gone; a valid guest token took its place.
  await expect
    .poll(async () => {
      const cookie = (await context.cookies()).find((c) => c.name === 'dsg_token');
      return cookie && cookie.value !== expired ? decodeJwt(cookie.value) : undefined;
    })
    .toMatchObject({ role: 'GUEST', CUSTOMERCODE: 'GUEST' });
  const guest = decodeJwt((await context.cookies()).find((c) => c.name === 'dsg_token')!.value);
  expect(guest.exp).toBeGreaterThan(now);
  await snapshot(page, 'expired-session-guest');
});

test('a forged customer token is not trusted', async ({ page, context, stack, accounts }) => {
  const now = Math.floor(Date.now() / 1000);
  const forged = await new SignJWT({ kind: 'customer', role: 'CUSTOMER', CUSTOMERCODE: 'C-FORGED', SALEUNIT: '' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('C-FORGED')
    .setIssuedAt(now)
    .setExpirationTime(now + 3_600)
    .sign(new TextEncoder().encode('not-the-secret-of-this-deployment-0123456789'));
  await context.addCookies([
    { name: 'dsg_token', value: forged, domain: new URL(stack.baseUrl).hostname, path: stack.basePath, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto('');
  await expectGuest(page, 'th', accounts.customer.name);
});
