// A customer whose token has expired comes back: the app does not show them
// signed in, and the bff replaces the token with a fresh guest session.
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, signInCustomerBy, snapshot, test } from '../fixtures';
import type { DemoAccounts } from '../support/demo-accounts';
import { expectGuest, expectSignedInAs } from '../support/session-ui';
import type { StackInfo } from '../support/stack-info';

/**
 * The claims and header of a real session of the demo customer (signed in, read from the cookie,
 * then signed out of the browser), so a refused token is refused for its signature alone.
 */
async function demoCustomerToken(bff: APIRequestContext, context: BrowserContext, stack: StackInfo, accounts: DemoAccounts) {
  await signInCustomerBy(bff, stack, accounts.customer);
  const token = (await context.cookies()).find((c) => c.name === 'dsg_token')?.value ?? '';
  await context.clearCookies({ name: 'dsg_token' });
  const claims = decodeJwt(token);
  expect(claims).toMatchObject({ role: 'CUSTOMER', CUSTOMERCODE: accounts.customer.customerCode });
  return { claims, header: decodeProtectedHeader(token) as { alg: string; typ?: string } };
}

const cookieOf = (stack: StackInfo, value: string) => ({
  name: 'dsg_token',
  value,
  domain: new URL(stack.baseUrl).hostname,
  path: stack.basePath,
  httpOnly: true,
  sameSite: 'Lax' as const,
});

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

test('a forged customer token is not trusted', async ({ page, context, bff, stack, accounts }) => {
  // The demo customer exists and the claims are those of their own session: only the key differs.
  const { claims, header } = await demoCustomerToken(bff, context, stack, accounts);
  const forged = await new SignJWT(claims).setProtectedHeader(header).sign(new TextEncoder().encode('not-the-secret-of-this-deployment-0123456789'));
  await context.addCookies([cookieOf(stack, forged)]);
  await page.goto('');
  await expectGuest(page, 'th', accounts.customer.name);
  await snapshot(page, 'forged-session-guest');

  // The control: the same claims signed with this deployment's key are trusted.
  await context.clearCookies({ name: 'dsg_token' });
  const genuine = await new SignJWT(claims).setProtectedHeader(header).sign(new TextEncoder().encode(stack.jwtSecret));
  await context.addCookies([cookieOf(stack, genuine)]);
  await page.goto('');
  await expectSignedInAs(page, 'th', accounts.customer.name);
});
