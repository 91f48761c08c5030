// A new merchant registers: their details with a one-time code, a new center placed on the map
// (a blank layer: no tiles are fetched), a bank account and three images; then they see their
// profile and change their password.
import { expect, snapshot, test } from '../fixtures';
import { localized } from '../support/texts';

/** A 1x1 PNG: the ordering API decodes and re-encodes it like any photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a new merchant registers a center on the map with a bank account and images, then changes password', async ({ page, otp }) => {
  // A number of its own for each run of the journey (phone and desktop).
  const mobile = `09${String(Date.now()).slice(-8)}`;
  const username = `m${mobile}`;

  await page.goto(localized('th', 'merchant/register'));
  const form = page.getByTestId('page-merchantRegister');
  await form.getByLabel('ชื่อผู้ใช้').fill(username);
  await form.getByLabel('ชื่อ-นามสกุล').fill('สมหมาย ทดสอบ');
  await form.getByLabel('รหัสผ่าน', { exact: true }).fill('first-pass-1');
  await form.getByLabel('ยืนยันรหัสผ่าน').fill('first-pass-1');
  await form.getByLabel('วันเกิด').fill('1990-01-15');
  await form.getByLabel('อีเมล').fill('new-merchant@example.com');
  await form.getByLabel('เบอร์มือถือ').fill(mobile);
  await form.getByRole('button', { name: 'ส่งรหัส' }).click();
  await expect(form.getByText(/รหัสอ้างอิง:/)).toBeVisible();
  await form.getByLabel('รหัส OTP').fill(await otp(mobile));
  await form.getByLabel('ที่อยู่', { exact: true }).fill('99 ถนนพหลโยธิน');
  await form.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page).toHaveURL(/\/merchant\/register\/dist$/);
  await page.getByRole('link', { name: 'สร้างศูนย์ใหม่' }).click();
  const center = page.getByTestId('page-merchantRegisterDistAddress');
  await center.getByLabel('ชื่อศูนย์').fill('ร้านทดสอบค้าส่ง');
  await center.getByLabel('จังหวัด').selectOption({ label: 'กรุงเทพมหานคร' });
  await center.getByLabel('อำเภอ/เขต').selectOption({ label: 'จตุจักร' });
  await center.getByLabel('ตำบล/แขวง').selectOption({ label: 'ลาดยาว' });
  await expect(center.getByLabel('รหัสไปรษณีย์')).toHaveValue('10900');
  await center.getByRole('button', { name: 'ปักหมุดบนแผนที่' }).click();

  await expect(page).toHaveURL(/\/location$/);
  const map = page.getByTestId('center-map');
  await expect(map).toBeVisible();
  await expect(page.getByTestId('center-position')).toHaveText('ยังไม่ได้ปักหมุด');
  await map.click({ position: { x: 120, y: 100 } });
  await expect(page.getByTestId('center-position')).toHaveText(/ละติจูด 13\.\d+ ลองจิจูด 100\.\d+/);
  await snapshot(page, 'merchant-register-map');
  await page.getByRole('button', { name: 'ใช้ตำแหน่งนี้' }).click();

  await expect(page.getByTestId('register-step-location')).toContainText('ปักหมุดแล้ว');
  await page.getByTestId('register-step-bookbank').click();
  const bank = page.getByTestId('page-merchantRegisterDistBookbank');
  await bank.getByLabel('ธนาคาร').selectOption({ label: 'ธนาคารกสิกรไทย' });
  await bank.getByLabel('เลขที่บัญชี').fill('1234567890');
  await bank.getByLabel('ชื่อบัญชี').fill('สมหมาย ทดสอบ');
  await bank.getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(page.getByTestId('register-step-bookbank')).toContainText('1234567890');

  await page.getByTestId('register-step-image').click();
  const images = page.getByTestId('page-merchantRegisterDistImage');
  await images.getByLabel('บัตรประชาชน').setInputFiles(image('id-card.png'));
  await images.getByLabel('รูปหน้าร้าน').setInputFiles(image('shop.png'));
  await images.getByLabel('โลโก้').setInputFiles(image('logo.png'));
  await expect(images.getByRole('img')).toHaveCount(3);
  await images.getByRole('button', { name: 'เสร็จสิ้น' }).click();
  await expect(page.getByTestId('register-step-image')).toContainText('รูป: 3');

  const uploaded = page.waitForResponse((response) => response.url().includes('/dist/uploadimage'));
  await page.getByRole('button', { name: 'สมัคร', exact: true }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(page).toHaveURL(/\/merchant\/register\/dist\/success$/);
  await expect(page.getByText(/ศูนย์ ร้านทดสอบค้าส่ง \(N\d{6}\) พร้อมใช้งานแล้ว/)).toBeVisible();
  await expect(page.getByText('อัปโหลดรูปไม่สำเร็จ')).toHaveCount(0);
  await snapshot(page, 'merchant-register-success');

  await page.getByRole('button', { name: 'โปรไฟล์ของฉัน' }).click();
  await expect(page).toHaveURL(/\/merchant\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('สมหมาย ทดสอบ');
  await expect(page.getByTestId('profile-mobile')).toHaveText(mobile);
  await expect(page.getByTestId('profile-birthDate')).toHaveText('15/01/1990');

  await page.getByTestId('page-merchantProfile').getByRole('link', { name: 'ศูนย์กระจายสินค้าของฉัน' }).click();
  await expect(page.getByTestId('page-merchantProfileDc').getByText('ร้านทดสอบค้าส่ง')).toBeVisible();
  await page.goBack();

  await page.getByTestId('page-merchantProfile').getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  const password = page.getByTestId('page-merchantProfileChangePassword');
  await password.getByLabel('รหัสผ่านปัจจุบัน').fill('wrong-pass-0');
  await password.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('second-pass-2');
  await password.getByLabel('ยืนยันรหัสผ่านใหม่').fill('second-pass-2');
  await password.getByRole('button', { name: 'บันทึก' }).click();
  await expect(password.getByRole('alert')).toBeVisible();
  await password.getByLabel('รหัสผ่านปัจจุบัน').fill('first-pass-1');
  await password.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/merchant\/profile$/);
  await expect(page.getByText('เปลี่ยนรหัสผ่านแล้ว')).toBeVisible();
  // The session goes on with the new token the bff kept.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('สมหมาย ทดสอบ');
});
