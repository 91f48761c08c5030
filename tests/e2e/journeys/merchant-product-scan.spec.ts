// A merchant scans a product's barcode with the phone's camera: Chromium's fake camera films a
// video of the EAN-13 code drawn by the journey, and the scan opens that product's page.
import os from 'node:os';
import path from 'node:path';
import { ean13 } from '../../../ordering-api/src/seed/util';
import { expect, test, XHR_HEADERS } from '../fixtures';
import { writeBarcodeVideo } from '../support/barcode-camera';
import { fakeCameraArgs } from '../support/fake-camera';
import { localized, texts } from '../support/texts';

// Prefix 20: an in-store code no demo product uses; unique per run.
const barcode = ean13(`20${Date.now().toString().slice(-10)}`);
const video = path.join(os.tmpdir(), `eorder-scan-${barcode}.y4m`);
writeBarcodeVideo(video, barcode);
test.use({ extraChromiumArgs: fakeCameraArgs(video) });

test('a merchant scans a product barcode with the camera and lands on the product', async ({ merchant: { page }, bff, stack }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the camera scan is a phone journey');
  const code = `E2ESC${barcode.slice(-7)}`;
  const created = await bff.post(`${stack.baseUrl}api/merchant/api/products/pc/item/save`, {
    data: { IsNew: true, SaleUnit: 'DC01', P_Code: code, PRODUCTNAME: `สินค้าสแกน ${code}`, PRODUCTNAME_EN: `Scanned product ${code}`, UnitCount: 1, UNIT1: 'EA', UNIT1NAME: 'ชิ้น', UNIT2RATE: 1, BARCODE1: barcode },
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto(localized('th', 'merchant/product'));
  // The demo merchant runs DC01 and DC02: the picker asks which; DC01 is first.
  const picker = page.getByRole('dialog').filter({ hasText: texts.th.centerPicker });
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('merchant-products')).toBeVisible();
  await page.getByRole('button', { name: 'สแกนบาร์โค้ด' }).click();
  await expect(page.getByRole('dialog', { name: 'สแกนบาร์โค้ด' }).locator('video')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/merchant/product/${code}$`), { timeout: 20_000 });
  // The product's own page, with the name it was saved under.
  await expect(page.getByRole('textbox', { name: 'ชื่อสินค้า', exact: true })).toHaveValue(`สินค้าสแกน ${code}`);
});
