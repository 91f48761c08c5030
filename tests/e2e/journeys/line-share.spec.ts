// Sharing a product inside LINE: the product page's share button opens LINE's share target picker
// with a Flex message of the product (its name and a button to its permanent link), and says
// 'Messages was sent' when LINE reports it sent.
import { expect, lineTexts, productCodes, snapshot, test, type MockCall } from '../support/line';

interface FlexMessage {
  type: string;
  altText: string;
  contents: { footer?: { contents?: { action?: { uri?: string } }[] } };
}

const sharedMessages = (calls: MockCall[]) =>
  calls.filter((call) => call.api === 'shareTargetPicker').map((call) => (call.args[0] as FlexMessage[])[0]);

test('a product is shared to LINE friends as a Flex message with its permanent link', async ({ page, line, accounts }) => {
  const user = await line.newUser();
  await line.linkToCustomer(user, accounts.customer);
  await line.open(page, await line.again(user), line.liffUrl('customer', `product/${productCodes.second}`), { share: 'sent' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())?.trim() ?? '';

  await page.getByRole('button', { name: lineTexts.th.share, exact: true }).click();

  await expect(page.getByText(lineTexts.th.shareSent)).toBeVisible();
  await snapshot(page, 'line-share-sent');
  const [message] = sharedMessages(await line.mockCalls(page));
  expect(message?.type).toBe('flex');
  expect(message?.altText).toBe(name);
  // The button opens the product in the customer LIFF app, wherever the friend taps it.
  const link = message?.contents.footer?.contents?.[0]?.action?.uri ?? '';
  expect(link.startsWith(line.liffUrl('customer', `product/${productCodes.second}`))).toBe(true);
});
