// A salesperson photographs a customer's shop with the phone's camera (Chromium's fake camera) and
// finds the photo under its group and this month; opening a customer of a center they do not
// serve, by URL, gives the not-found page and the API answers nothing of that customer.
import { DEMO_ACCOUNTS } from '../../../ordering-api/src/seed/accounts';
import { expect, isPhone, signInStaffBy, snapshot, test, XHR_HEADERS } from '../fixtures';
import { fakeCameraArgs } from '../support/fake-camera';
import { localized, texts } from '../support/texts';

test.use({ extraChromiumArgs: fakeCameraArgs() });

/** This month in Bangkok, 'YYYYMM'. */
const thisMonth = () =>
  new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7).replace('-', '');

test("a salesperson photographs a customer's shop and finds it under its group and month", async ({
  page,
  stack,
  otp,
}) => {
  test.skip(!isPhone(), 'photos are taken on a phone; the desktop adds nothing');
  const { salesperson, creditCustomer, lineCustomer } = DEMO_ACCOUNTS;
  const bff = page.context().request;
  await signInStaffBy(bff, stack, otp, salesperson.mobileNo);
  const month = thisMonth();
  const photosUrl = `${stack.baseUrl}api/merchant/api/merchant/customerfile?CustomerCode=${creditCustomer.customerCode}&saleUnit=DC01&photoGroupCodes=SHELF&monthYears=${month}&take=100`;
  const before = ((await (await bff.get(photosUrl, { headers: XHR_HEADERS })).json()) as unknown[])
    .length;

  // From the customer list to the customer, then the camera.
  await page.goto(localized('th', 'merchant/customer'));
  await page.getByTestId('customer-search').fill(creditCustomer.customerName);
  await page.getByTestId('customer-search').press('Enter');
  await page
    .getByTestId('customer-list')
    .getByRole('link', { name: new RegExp(creditCustomer.customerName) })
    .click();
  await expect(page.getByTestId('customer-name')).toHaveText(creditCustomer.customerName);
  await snapshot(page, 'merchant-customer-detail-th');
  await page.getByTestId('customer-capture-link').click();

  await page.getByTestId('capture-group-SHELF').click();
  await expect(page.getByTestId('capture-video')).toBeVisible();
  await page.getByTestId('capture-snap').click();
  await expect(page.getByTestId('capture-preview')).toBeVisible();
  await snapshot(page, 'merchant-customer-capture-th');
  await page.getByTestId('capture-save').click();

  // The photo page opens on the group and month of the photo just taken.
  await expect(page).toHaveURL(/\/photo\?/);
  const section = page.getByTestId(`photos-${month}`);
  await expect(section.getByTestId('customer-photo')).toHaveCount(Math.min(before + 1, 24));
  await expect(section.getByTestId('customer-photo').first()).toHaveAttribute(
    'data-group',
    'SHELF',
  );
  await expect(section.getByTestId('customer-photo').first()).toContainText(
    salesperson.displayName,
  );
  await snapshot(page, 'merchant-customer-photos-th');

  // A customer of DC02 only, opened by URL: the not-found page, nothing of them.
  await page.goto(localized('th', `merchant/customer/${lineCustomer.customerCode}/DC02`));
  await expect(page.getByText(texts.th.pageNotFound)).toBeVisible();
  await expect(page.getByText(lineCustomer.customerName)).toHaveCount(0);
  const answer = await bff.get(
    `${stack.baseUrl}api/merchant/api/customers/detail/${lineCustomer.customerCode}/DC02`,
    { headers: XHR_HEADERS },
  );
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain(lineCustomer.customerName);
});
