import { DEMO_ACCOUNTS } from '../../../ordering-api/src/seed/accounts';
import { expect, signInStaffBy, snapshot, test } from '../fixtures';
import { localized } from '../support/texts';

test('shots', async ({ page, stack, otp }) => {
  const { salesperson, creditCustomer } = DEMO_ACCOUNTS;
  await signInStaffBy(page.context().request, stack, otp, salesperson.mobileNo);
  await page.goto(localized('en', 'merchant/customer'));
  await expect(page.getByTestId('customer-list').getByRole('link').first()).toBeVisible();
  await snapshot(page, 'tmp-list');
  await page.goto(localized('en', `merchant/customer/${creditCustomer.customerCode}/DC01`));
  await expect(page.getByTestId('customer-name')).toBeVisible();
  await snapshot(page, 'tmp-detail');
  await page.goto(localized('en', `merchant/customer/${creditCustomer.customerCode}/DC01/photo`));
  await page.waitForTimeout(1500);
  await snapshot(page, 'tmp-photos');
  await page.goto(localized('th', `merchant/customer/${creditCustomer.customerCode}/DC01/photo/capture`));
  await page.waitForTimeout(1500);
  await snapshot(page, 'tmp-capture');
});
