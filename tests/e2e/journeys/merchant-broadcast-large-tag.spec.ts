// A LINE broadcast to a tag of 1,200 customers reaches each exactly once, in multicasts of at most
// 500 (desktop only; decision 078).
import { audienceLineUserId, LINE_AUDIENCE_TAG } from '../../../ordering-api/src/seed/line-audience';
import { expect, isPhone, snapshot, test } from '../support/line';
import { localized, texts } from '../support/texts';

const AUDIENCE = 1200;

test.skip(() => isPhone(), 'a desktop journey: the back office broadcast is written at a desk');

test('a merchant broadcasts to a tag of 1,200 LINE customers and each gets it once', async ({ merchant: { page }, line }) => {
  test.setTimeout(180_000);
  await page.goto(localized('en', 'merchant/tag'));
  const picker = page.getByRole('dialog').filter({ hasText: texts.en.centerPicker });
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  const row = page.getByTestId('tag-row').filter({ has: page.getByRole('link', { name: LINE_AUDIENCE_TAG, exact: true }) });
  await expect(row).toContainText(`${AUDIENCE}`);
  await row.getByRole('link', { name: LINE_AUDIENCE_TAG, exact: true }).click();
  await expect(page.getByTestId('tag-counts')).toContainText(`On LINE: ${AUDIENCE}`);

  await page.getByTestId('tag-broadcast').click();
  const text = `Big tag journey ${Date.now()}`;
  await page.locator('input[name="title"]').fill('To the big tag');
  await page.locator('textarea[name="text"]').fill(text);
  await page.getByTestId('broadcast-preview').click();
  await expect(page.getByTestId('broadcast-audience')).toContainText(`Reaches ${AUDIENCE} of ${AUDIENCE} customers`);
  await expect(page.getByTestId('broadcast-audience')).toContainText('in 3 batches');
  await page.getByTestId('broadcast-send').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

  // The detail reports all 1,200 sent, in three batches.
  await expect(page).toHaveURL(/\/merchant\/broadcast\/detail\/\d+$/);
  await expect(page.getByTestId('broadcast-status')).toHaveAttribute('data-status', 'SENT', { timeout: 120_000 });
  await expect(page.getByTestId('count-recipients').locator('strong')).toHaveText(`${AUDIENCE}`);
  await expect(page.getByTestId('count-sent').locator('strong')).toHaveText(`${AUDIENCE}`);
  await expect(page.getByTestId('count-failed').locator('strong')).toHaveText('0');
  await expect(page.getByTestId('broadcast-batch')).toHaveCount(3);
  await snapshot(page, 'merchant-broadcast-large-tag-en');

  // LINE received three multicasts of at most 500, reaching each of the 1,200 once.
  const multicasts = (await line.platform.state()).multicasts.filter((call) => JSON.stringify(call.messages).includes(text));
  expect(multicasts.map((call) => call.to.length).sort((a, b) => b - a)).toEqual([500, 500, 200]);
  const reached = multicasts.flatMap((call) => call.to);
  expect(new Set(reached).size).toBe(AUDIENCE);
  const expected = Array.from({ length: AUDIENCE }, (_, i) => audienceLineUserId('DC01', i + 1));
  expect([...reached].sort()).toEqual([...expected].sort());
});
