// A customer whose LINE account is linked taps a LINE link to a product (a LIFF deep link, which
// LINE opens with the path in `liff.state`): the app signs them in with LINE and shows that product,
// in their language, with center switching offered as usual.
import { expectSignedInAs } from '../support/session-ui';
import { expect, lineTexts, productCodes, snapshot, test } from '../support/line';
import { texts, type Lang } from '../support/texts';

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  const t = texts[lang];

  test(`a LINE deep link to a product signs the customer in and lands on that product (${lang})`, async ({ page, line, accounts }) => {
    const user = await line.newUser();
    await line.linkToCustomer(user, accounts.customer);
    const path = `${lang === 'en' ? 'en/' : ''}product/${productCodes.first}`;
    // What the app asked the servers for while it opened.
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(api|bff)\//.test(pathname)) calls.push(pathname.replace(/^.*?\/(api|bff)\//, '$1/'));
    });
    // The app's pages as the bff served them.
    const pages: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest() && response.status() === 200 && response.url().startsWith(line.baseUrl)) pages.push(response.text());
    });

    await line.open(page, await line.again(user), line.liffUrl('customer', path));

    // LINE opened the customer app's endpoint with the deep link in liff.state; the app followed it.
    expect(line.launched.map((url) => url.pathname)).toEqual([`/${line.liffIds.customer}/${path}`]);
    await expect(page).toHaveURL(new RegExp(`/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(productCodes.first).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The page LINE opened named LIFF's start-up (the SDK, the LINE sign-in) to load beside the entry.
    // (In the page as served: the app's own loader adds such links later, once the entry has run.)
    const served = await Promise.all(pages);
    const preloaded = served.flatMap((html) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="\.\/assets\/([a-z-]+)-[\w-]{8}\.js"/g)].map((match) => match[1]),
    );
    expect(preloaded).toEqual(expect.arrayContaining(['runtime', 'sign-in']));
    await snapshot(page, `line-deep-link-product-${lang}`);
    // Signed in by LINE where a guest session would have been made: no guest first, and the product
    // asked for once, for the signed-in customer.
    expect(calls).not.toContain('api/customer/authen/login/guest');
    expect(calls.filter((call) => call === `api/customer/api/products/item/${productCodes.first}`)).toHaveLength(1);
    expect(calls.indexOf('bff/line/exchange')).toBeLessThan(calls.indexOf(`api/customer/api/products/item/${productCodes.first}`));

    // Signed in as the linked customer, with the ordinary center switching on offer.
    await page.getByRole('navigation', { name: t.bottomNavigation }).getByRole('link', { name: t.bottomNav.home, exact: true }).click();
    await expectSignedInAs(page, lang, accounts.customer.name);
    await expect(page.getByRole('button', { name: new RegExp(`^${lineTexts[lang].switchCenter}: `) })).toBeEnabled();
  });
}

test('a LINE token the platform refuses signs nobody in', async ({ page, line, accounts }) => {
  const user = await line.newUser();
  await line.linkToCustomer(user, accounts.customer);
  // A token of another channel: the bff checks the audience against its LINE Login channel.
  const foreign = { ...(await line.again(user)), idToken: await line.platform.idToken({ sub: user.userId, defect: 'wrong-audience' }) };

  await line.open(page, foreign, line.liffUrl('customer', `product/${productCodes.first}`));

  await expect(page.getByText(accounts.customer.name)).toHaveCount(0);
  await page.getByRole('navigation', { name: texts.th.bottomNavigation }).getByRole('link', { name: texts.th.bottomNav.home, exact: true }).click();
  await expect(page.getByTestId('page-home')).toContainText(`${texts.th.welcome}, ${texts.th.guest}`);
});
