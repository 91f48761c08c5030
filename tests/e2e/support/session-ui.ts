// Where a person sees whether they are signed in: the account menu of the
// desktop top bar; on a phone (no account menu), the home page's greeting.
import { expect, type Page } from '@playwright/test';
import { texts, type Lang } from './texts';

function phone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export async function expectSignedInAs(page: Page, lang: Lang, name: string): Promise<void> {
  const t = texts[lang];
  if (phone(page)) {
    await expect(page.getByTestId('page-home')).toContainText(`${t.welcome}, ${name}`);
    return;
  }
  const menu = page.getByRole('button', { name: t.accountMenu });
  await expect(menu).toContainText(name);
  await menu.click();
  await expect(page.getByRole('button', { name: t.logout })).toBeVisible();
  await menu.click();
}

/** A guest: greeted as one, offered Register / Login, and `notName` is nowhere on the page. */
export async function expectGuest(page: Page, lang: Lang, notName?: string): Promise<void> {
  const t = texts[lang];
  if (notName) await expect(page.getByText(notName)).toHaveCount(0);
  if (phone(page)) {
    await expect(page.getByTestId('page-home')).toContainText(`${t.welcome}, ${t.guest}`);
    return;
  }
  const menu = page.getByRole('button', { name: t.accountMenu });
  await expect(menu).toContainText(t.guest);
  await menu.click();
  await expect(page.getByRole('link', { name: t.registerLogin })).toBeVisible();
  await menu.click();
}

/** Signs out the way a person would: the account menu on a desktop, the profile tab on a phone. */
export async function signOut(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang];
  if (phone(page)) {
    await page.getByRole('navigation', { name: t.bottomNavigation }).getByRole('link', { name: t.bottomNav.profile }).click();
    await page.getByRole('button', { name: t.logout }).click();
    // Signing out ends at home, as a guest: wait for it rather than navigate over the request.
    await expect(page.getByTestId('page-home')).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: t.accountMenu }).click();
  await page.getByRole('button', { name: t.logout }).click();
}
