// The demo rider's day at phone size, a step tapped offline applied once (decisions 064 and 066).
import type { APIRequestContext } from '@playwright/test';
import { buildPath, CALL_PATHS, ORDER_EVENT_LABELS, ORDER_STATUS_LABELS } from '@eorder/shared';
import { DEMO_ACCOUNTS } from '../../../ordering-api/src/seed/accounts';
import { XHR_HEADERS } from '../fixtures';
import { expect, isPhone, snapshot, test } from '../support/line';
import { localized } from '../support/texts';

/** A 1x1 PNG: the fake camera's picture (the server decodes it by content). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SECOND_RIDER_MOBILE = '0871000103';
const CREDIT_CUSTOMER = { Username: 'credit', Password: 'demo1234' };
/** The LINE notice of each step of the first order, in Thai (the customer's language). */
const STEP_NOTICES = [ORDER_STATUS_LABELS.SHIPPING.th, ORDER_EVENT_LABELS.ARRIVED.th, ORDER_STATUS_LABELS.DELIVERED.th];

interface Card {
  OrderID: string;
  SaleUnit: string;
}
interface Tracking {
  Events: { Status: string }[];
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown) {
  const origin = new URL(url).origin;
  const response = await request.fetch(url, { method, data, headers: { ...XHR_HEADERS, Origin: origin } });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

const countOf = (events: { Status: string }[], status: string) => events.filter((e) => e.Status === status).length;

test.skip(() => !isPhone(), 'a phone journey: the demo orders are delivered once per run');

test('the demo rider delivers with a photo offline, refuses a line, and keeps their orders to themselves', async ({
  rider: { page },
  context,
  bff,
  stack,
  otp,
  playwright,
  line,
}) => {
  // The demo rider's orders are the credit customer's: linked to a LINE user of this run.
  const { creditCustomer } = DEMO_ACCOUNTS;
  const lineUser = await line.newUser();
  await line.linkToCustomer(lineUser, {
    name: creditCustomer.customerName,
    username: creditCustomer.username,
    mobile: creditCustomer.mobileNo,
    password: creditCustomer.password,
    customerCode: creditCustomer.customerCode,
  });

  const api = (path: string) => `${stack.baseUrl}api/rider${path}`;
  const list = await call<{ Data: Card[] }>(bff, 'GET', api(`${CALL_PATHS.riderOrders}?status=APPROVED`));
  expect(list.status).toBe(200);
  const [first, second] = list.body.Data;
  if (!first || !second) throw new Error('the demo rider has fewer than two orders');

  await page.goto(localized('th', 'rider'));
  await expect(page.getByTestId(`rider-order-${first.OrderID}`)).toBeVisible();
  await snapshot(page, 'rider-orders');

  // The first order: start, arrive, then "delivered" with a photo and no signal.
  await page.getByTestId(`rider-order-${first.OrderID}`).getByRole('link').last().click();
  await expect(page).toHaveURL(new RegExp(`/rider/detail/${first.OrderID}/${first.SaleUnit}`));
  await page.getByTestId('step-start').click();
  await page.getByTestId('step-arrive').click();
  await expect(page.getByTestId('step-arrive')).toBeHidden();
  await page.getByTestId('step-deliver').click();
  await page.getByTestId('proof-photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByTestId('receiver-name').fill('คุณเจริญ');
  await context.setOffline(true);
  await page.getByTestId('deliver-submit').click();
  await expect(page.getByTestId('step-saved-offline')).toBeVisible();
  await expect(page.getByTestId('pending-steps')).toBeVisible();
  await snapshot(page, 'rider-delivered-offline');
  await context.setOffline(false);
  const delivery = page.getByTestId('rider-delivery');
  await expect(delivery).toHaveAttribute('data-status', 'DELIVERED', { timeout: 30_000 });
  await expect(page.getByTestId('delivery-proof')).toBeVisible();
  // The proof photo is the picture itself, reached through the bff, not a broken image.
  const proofPhoto = page.getByTestId('delivery-proof').getByRole('img').first();
  await expect.poll(() => proofPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('rider-event').and(page.locator('[data-status="DELIVERED"]'))).toHaveCount(1);
  await expect(page.getByTestId('pending-steps')).toBeHidden();

  // The second order: one line refused with its reason.
  await page.goto(localized('th', `rider/detail/${second.OrderID}/${second.SaleUnit}`));
  await page.getByTestId('step-start').click();
  await expect(page.getByTestId('step-start')).toBeHidden();
  await page.getByTestId('step-deliver').click();
  await page.getByTestId('proof-photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByTestId('receiver-name').fill('คุณเจริญ');
  const shortLine = page.getByTestId('deliver-line-2');
  await shortLine.getByRole('spinbutton').fill('0');
  await shortLine.getByRole('textbox').fill('สินค้าชำรุด');
  await page.getByTestId('deliver-submit').click();
  await expect(delivery).toHaveAttribute('data-status', 'DELIVERED');
  await expect(page.getByTestId('rider-order-status')).toContainText('ส่งบางส่วน');
  await snapshot(page, 'rider-partly-delivered');

  // The customer's tracking: each step once.
  const customer = await playwright.request.newContext({ baseURL: stack.baseUrl });
  await call(customer, 'POST', `${stack.baseUrl}api/customer/authen/customer/login`, CREDIT_CUSTOMER);
  const tracked = await call<Tracking>(
    customer,
    'GET',
    `${stack.baseUrl}api/customer${buildPath('orderTracking', { orderId: first.OrderID, saleUnit: first.SaleUnit })}`,
  );
  expect(tracked.status).toBe(200);
  for (const status of ['SHIPPING', 'ARRIVED', 'DELIVERED']) expect(countOf(tracked.body.Events, status), status).toBe(1);
  await customer.dispose();

  // LINE: one notice per step of the first order, to the customer's LINE user, pushed by the outbox.
  const noticesOf = async () =>
    (await line.platform.state()).pushes.filter((push) => JSON.stringify(push.messages).includes(`${first.OrderID}:`));
  await expect.poll(async () => (await noticesOf()).length, { timeout: 40_000, intervals: [1_000] }).toBe(STEP_NOTICES.length);
  const notices = await noticesOf();
  for (const label of STEP_NOTICES) {
    expect(notices.filter((push) => JSON.stringify(push.messages).includes(`${first.OrderID}: ${label}`)), label).toHaveLength(1);
  }
  expect(notices.every((push) => push.to === lineUser.userId)).toBe(true);

  // Another rider of the center: the first rider's order is not found.
  const other = await playwright.request.newContext({ baseURL: stack.baseUrl });
  const otpRequest = await call<{ RefCode: string }>(other, 'POST', `${stack.baseUrl}api/rider/authen/otp/request`, {
    MobileNo: SECOND_RIDER_MOBILE,
    Purpose: 'RIDER_LOGIN',
  });
  const login = await call(other, 'POST', `${stack.baseUrl}api/rider/authen/rider/login`, {
    MobileNo: SECOND_RIDER_MOBILE,
    RefCode: otpRequest.body.RefCode,
    OtpCode: await otp(SECOND_RIDER_MOBILE),
  });
  expect(login.status).toBe(200);
  const theirs = await call(other, 'GET', api(buildPath('riderOrderDetail', { orderId: first.OrderID, saleUnit: first.SaleUnit })));
  expect(theirs.status).toBe(404);
  const step = await call(other, 'GET', api(`${CALL_PATHS.riderOrders}?status=DELIVERED`));
  expect(JSON.stringify(step.body)).not.toContain(first.OrderID);
  await other.dispose();
});
