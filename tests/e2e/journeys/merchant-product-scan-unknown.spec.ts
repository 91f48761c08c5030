// A merchant scans a barcode no product of the center has: Chromium's fake camera films the EAN-13
// code drawn by the journey, and the scan dialog says not found (not "the lookup failed") and
// offers a new scan. Thai on the phone, English on the desktop.
import os from 'node:os';
import path from 'node:path';
import { ean13 } from '../../../ordering-api/src/seed/util';
import { expect, isPhone, snapshot, test } from '../fixtures';
import { writeBarcodeVideo } from '../support/barcode-camera';
import { fakeCameraArgs } from '../support/fake-camera';
import { localized, texts, type Lang } from '../support/texts';

// Prefix 21: an in-store code no demo product and no other journey uses; unique per run.
const barcode = ean13(`21${Date.now().toString().slice(-10)}`);
const video = path.join(os.tmpdir(), `eorder-scan-unknown-${barcode}.y4m`);
writeBarcodeVideo(video, barcode);
test.use({ extraChromiumArgs: fakeCameraArgs(video) });

const words = {
  th: { scan: 'สแกนบาร์โค้ด', notFound: 'ไม่พบสินค้า', detail: `ไม่พบสินค้าที่มีบาร์โค้ด ${barcode}`, again: 'สแกนอีกครั้ง', failed: 'ไม่สำเร็จ', close: 'ปิด' },
  en: { scan: 'Scan barcode', notFound: 'Product not found', detail: `No product has the barcode ${barcode}.`, again: 'Scan again', failed: 'could not be looked up', close: 'Close' },
};

test('a merchant scans an unknown barcode and is told no product has it', async ({ merchant: { page } }) => {
  const lang: Lang = isPhone() ? 'th' : 'en';
  const said = words[lang];
  await page.goto(localized(lang, 'merchant/product'));
  // The demo merchant runs DC01 and DC02: the picker asks which; DC01 is first.
  const picker = page.getByRole('dialog').filter({ hasText: texts[lang].centerPicker });
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('merchant-products')).toBeVisible();

  await page.getByRole('button', { name: said.scan }).click();
  const dialog = page.getByRole('dialog', { name: said.scan });
  const notFound = dialog.getByTestId('scan-not-found');
  await expect(notFound).toBeVisible({ timeout: 20_000 });
  await expect(notFound.getByText(said.notFound, { exact: true })).toBeVisible();
  await expect(notFound.getByText(said.detail)).toBeVisible();
  await expect(dialog.getByText(said.failed)).toHaveCount(0);
  await expect(page).toHaveURL(/\/merchant\/product$/);
  // The dialog's content stays inside its card (it once overflowed it at the desktop size).
  const card = await page.locator('.adm-center-popup-body').boundingBox();
  const close = await dialog.getByRole('button', { name: said.close }).boundingBox();
  expect(card && close && close.x >= card.x && close.x + close.width <= card.x + card.width).toBe(true);
  await snapshot(page, `merchant-product-scan-unknown-${lang}`);

  // Scanning again opens the camera again (which reads the same unknown code once more).
  await notFound.getByRole('button', { name: said.again }).click();
  await expect(notFound).toBeVisible({ timeout: 20_000 });
});
