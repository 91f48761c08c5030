// An address that is no page of the app says so inside the app (not a bare
// server error): 'Not Found' and 'This page could not be found', translated.
import { expect, snapshot, test } from '../fixtures';
import { localized, texts } from '../support/texts';

for (const lang of ['th', 'en'] as const) {
  test(`an unknown route says the page could not be found (${lang})`, async ({ page }) => {
    await page.goto(localized(lang, 'this/page/does-not-exist'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: texts[lang].notFoundTitle })).toBeVisible();
    await expect(page.getByText(texts[lang].pageNotFound)).toBeVisible();
    await expect(page.getByText('404').first()).toBeVisible();
    await snapshot(page, `not-found-${lang}`);
  });
}
