// A first-time visitor: the Thai home at the root, English under /en, both
// with the shell the specification describes, and a guest session in an
// httpOnly cookie that the page itself cannot read.
import type { Page } from '@playwright/test';
import { FIRST_SCREEN_CALLS, firstBannerPicture, firstRowPictures } from '@eorder/shared';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import type { StackInfo } from '../support/stack-info';
import { expectGuest } from '../support/session-ui';
import { localized, texts, type Lang } from '../support/texts';

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  const t = texts[lang];

  test(`a new guest lands on the ${lang === 'th' ? 'Thai' : 'English'} home`, async ({ page, context }) => {
    await page.goto(localized(lang));

    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    if (isPhone()) {
      // The phone shell: bottom navigation with the cart; the top bar holds logo and chat only.
      const bottom = page.getByRole('navigation', { name: t.bottomNavigation });
      await expect(bottom).toBeVisible();
      for (const label of [t.bottomNav.home, t.bottomNav.product, t.bottomNav.cart, t.bottomNav.profile]) {
        await expect(bottom.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
    } else {
      for (const label of [t.nav.home, t.nav.product, t.nav.howToOrder, t.nav.faq, t.nav.contactUs]) {
        await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
      }
      await expect(page.getByRole('searchbox', { name: t.searchPlaceholder })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^${t.cart}`) })).toBeVisible();
    }

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const label of [t.footer.about, t.footer.privacyPolicy, t.footer.yourRights]) {
      await expect(footer.getByText(label, { exact: true })).toBeVisible();
    }

    await expectGuest(page, lang);

    // The guest session the bff started lives in an httpOnly cookie.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'dsg_token')?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('dsg_token');

    await snapshot(page, `home-guest-${lang}`);
  });
}

test.describe('on the first visit', () => {
  test.use({ cookiesAccepted: false });

  test('the cookie consent dialog asks once, and Agree keeps it closed', async ({ page }) => {
    await page.goto(localized('th'));
    const dialog = page.getByRole('dialog', { name: texts.th.cookieConsent });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: texts.th.cookiesPolicy })).toBeVisible();
    await snapshot(page, 'cookie-consent');
    await dialog.getByRole('button', { name: texts.th.agree }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('page-home')).toBeVisible();
    await expect(page.getByRole('dialog', { name: texts.th.cookieConsent })).toHaveCount(0);
  });
});

/**
 * The pictures a new guest's first screen shows, asked of the API as the bff asks for them: the
 * home's first banner, or the first row's first product pictures (the data of the journeys before
 * this one may have changed them).
 */
async function firstScreenPictures(page: Page, stack: StackInfo, path: '' | 'product'): Promise<(string | null)[]> {
  const call = path === '' ? FIRST_SCREEN_CALLS.banners : FIRST_SCREEN_CALLS.products;
  // The page's preload starts the guest session these calls use; until it has, a call may be
  // answered as one without a session: asked again for a few seconds.
  let last = '';
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(250)) {
    const response = await page.request.post(`${stack.baseUrl}api/customer${call.path}`, {
      data: call.body,
      headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
    });
    const text = await response.text();
    last = `${response.status()} ${text.slice(0, 300)}`;
    const answer: unknown = response.ok() ? JSON.parse(text) : undefined;
    const pictures = path === '' ? firstBannerPicture(answer) : firstRowPictures(answer);
    if (pictures) return pictures;
  }
  throw new Error(`${call.path} answered outside the contract: ${last}`);
}

for (const [path, block] of [
  ['', 'banner'],
  ['product', 'row'],
] as const) {
  test(`before the app has run, a first visit's frame of /${path} shows the pictures the app then shows there`, async ({ page, context, stack }) => {
    // No script runs: what the browser paints is the bff's page alone. A first visit has no session
    // cookie yet (the page's preload of its session then starts one, which the API calls below use).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(localized('th', path));
    const expected = await firstScreenPictures(page, stack, path);
    // Each card of the row is its picture, or an empty box where its card has none.
    const framed = page.locator(`.eo-boot-${block} > *`);
    if (!expected.some((src) => src !== null)) expected.length = 0;
    // The bff looks the pictures up once and keeps them 15 seconds: a page served before that, or
    // before the last change of the data, may show others.
    await expect
      .poll(
        async () => {
          await context.clearCookies({ name: 'dsg_token' });
          await page.goto(localized('th', path));
          return Promise.all((await framed.all()).map((img) => img.getAttribute('src')));
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toEqual(expected);
    if (path === '') expect(expected).toHaveLength(1);
    for (const img of await page.locator(`.eo-boot-${block} img`).all())
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const boxes = await Promise.all((await framed.all()).map((img) => img.boundingBox()));
    await snapshot(page, `frame-${block}`);

    // The app paints the same pictures in the same places (within a few pixels).
    await page.unrouteAll();
    await page.goto(localized('en', path));
    for (const [index, src] of expected.entries()) {
      if (src === null) continue;
      const shown = page.locator(`main img[src="${src}"]`).first();
      await expect(shown).toBeVisible();
      const box = await shown.boundingBox();
      expect(Math.abs((box?.y ?? 0) - (boxes[index]?.y ?? 0))).toBeLessThan(16);
      expect(Math.abs((box?.x ?? 0) - (boxes[index]?.x ?? 0))).toBeLessThan(4);
    }
  });
}

test('the language menu switches between Thai and English', async ({ page }) => {
  await page.goto(localized('th'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  if (isPhone()) {
    await page.getByRole('button', { name: texts.th.openCategories }).click();
  } else {
    await page.getByRole('button', { name: texts.th.language }).click();
  }
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('page-home')).toContainText(texts.en.welcome);
});

test('the test page reads out the device and checks the way to the server, in both languages', async ({ page }) => {
  await page.goto(localized('th', 'test'));
  await expect(page.getByTestId('test-facts')).toContainText('เบราว์เซอร์');
  await expect(page.getByTestId('test-facts')).toContainText('ผู้เยี่ยมชม');
  await page.getByTestId('test-check').click();
  await expect(page.getByTestId('test-result')).toContainText('เชื่อมต่อเซิร์ฟเวอร์ได้');

  await page.goto(localized('en', 'test'));
  await expect(page.getByTestId('test-facts')).toContainText('a browser');
  await page.getByTestId('test-check').click();
  await expect(page.getByTestId('test-result')).toContainText('The server answers');
  await snapshot(page, 'test-page-en');
});
