// A merchant fills a customer's survey and pages through the older answers (phone), and refreshes
// the web configuration (desktop) (decisions 076, 077, 120).
import { DEMO_ACCOUNTS } from '../../../ordering-api/src/seed/accounts';
import { expect, isPhone, snapshot, test, XHR_HEADERS } from '../fixtures';
import { localized, texts } from '../support/texts';

test('a merchant fills a survey for a customer and sees the answers', async ({ merchant: { page }, bff, stack }) => {
  test.skip(!isPhone(), 'filled on a phone at the shop; the desktop run refreshes the configuration instead');
  const title = `เยี่ยมร้าน E2E ${Date.now().toString().slice(-6)}`;
  const saved = await bff.post(`${stack.baseUrl}api/merchant/api/merchant/survey/save`, {
    headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
    data: {
      SaleUnit: DEMO_ACCOUNTS.customer.saleUnit,
      CustomerType: null,
      Title: title,
      Questions: [
        { Kind: 'YESNO', Text: 'มีตู้แช่ของบริษัทไหม', Required: true },
        { Kind: 'CHOICE', Text: 'วางสินค้าตรงไหน', Choices: ['หน้าร้าน', 'ในร้าน'] },
        { Kind: 'NUMBER', Text: 'ความยาวชั้นวาง (เมตร)' },
        { Kind: 'TEXT', Text: 'หมายเหตุ' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const survey = (await saved.json()) as { SurveyId: number; Questions: { QuestionId: number }[] };
  const [yesNo, , , note] = survey.Questions;
  // 11 earlier visits: one more than a page.
  for (let visit = 0; visit < 11; visit += 1) {
    const filled = await bff.post(`${stack.baseUrl}api/merchant/api/merchant/survey/answer`, {
      headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin },
      data: {
        SurveyId: survey.SurveyId,
        CustomerCode: DEMO_ACCOUNTS.customer.customerCode,
        SaleUnit: DEMO_ACCOUNTS.customer.saleUnit,
        Answers: [
          { QuestionId: yesNo?.QuestionId, Value: 'N' },
          { QuestionId: note?.QuestionId, Value: `Earlier visit ${visit} ${title}` },
        ],
      },
    });
    expect(filled.status(), await filled.text()).toBe(200);
  }

  await page.goto(localized('th', 'merchant/survey'));
  const picker = page.getByRole('dialog').filter({ hasText: texts.th.centerPicker });
  await picker.getByRole('listitem').first().getByRole('button').click();
  await expect(picker).toBeHidden();
  await page.getByRole('textbox', { name: 'รหัสลูกค้า' }).fill(DEMO_ACCOUNTS.customer.customerCode);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByTestId('survey-customer')).toContainText(DEMO_ACCOUNTS.customer.customerName);

  // The 10 newest answers, then the oldest of ours with "More answers".
  const answers = page.getByTestId('survey-answers');
  const ours = answers.getByTestId('survey-response').filter({ hasText: title });
  await expect(answers.getByTestId('survey-response')).toHaveCount(10);
  await expect(ours.filter({ hasText: `Earlier visit 10 ${title}` })).toHaveCount(1);
  await expect(ours.filter({ hasText: `Earlier visit 0 ${title}` })).toHaveCount(0);
  await answers.getByRole('button', { name: 'ดูคำตอบเพิ่มเติม' }).click();
  await expect(ours.filter({ hasText: `Earlier visit 0 ${title}` })).toHaveCount(1);
  await expect(ours).toHaveCount(11);

  await page.getByTestId('survey-to-fill').filter({ hasText: title }).getByRole('button', { name: 'ทำแบบสำรวจ' }).click();
  const form = page.getByTestId('survey-fill-form');
  // The required question first: sending without it names it.
  await form.getByRole('button', { name: 'บันทึกคำตอบ' }).click();
  await expect(form.getByRole('alert')).toHaveText('กรุณาตอบคำถามนี้');
  await form.getByRole('radiogroup', { name: 'มีตู้แช่ของบริษัทไหม' }).getByRole('radio', { name: 'ใช่', exact: true }).check();
  await form.getByRole('radiogroup', { name: 'วางสินค้าตรงไหน' }).getByRole('radio', { name: 'ในร้าน', exact: true }).check();
  await form.getByRole('textbox', { name: 'ความยาวชั้นวาง (เมตร)' }).fill('2.5');
  await form.getByRole('textbox', { name: 'หมายเหตุ' }).fill('ขอโปสเตอร์โปรโมชั่น');
  await snapshot(page, 'merchant-survey-form');
  await form.getByRole('button', { name: 'บันทึกคำตอบ' }).click();
  await expect(form).toBeHidden();

  // The new answer is at the top, and the earlier ones are each still there once.
  const response = answers.getByTestId('survey-response').first();
  await expect(response).toContainText('ขอโปสเตอร์โปรโมชั่น');
  await expect(response).toContainText(title);
  await expect(ours).toHaveCount(12);
  await expect(ours.filter({ hasText: `Earlier visit 0 ${title}` })).toHaveCount(1);
  for (const text of ['มีตู้แช่ของบริษัทไหม', 'ใช่', 'ในร้าน', '2.5', 'ขอโปสเตอร์โปรโมชั่น']) {
    await expect(response.getByText(text, { exact: true })).toBeVisible();
  }
  await snapshot(page, 'merchant-survey-answers');
});

test('the merchant admin refreshes the web configuration', async ({ merchant: { page } }) => {
  test.skip(isPhone(), 'an office task at a desktop');
  await page.goto(localized('en', 'admin/config/sync'));
  await expect(page.getByTestId('config-read-at')).toContainText('Values read at');
  await page.getByRole('button', { name: 'Refresh configuration now' }).click();
  await expect(page.getByTestId('config-read-at')).toContainText('Refreshed at');
  await expect(page.getByTestId('config-values').getByRole('row').nth(1)).toBeVisible();
  await snapshot(page, 'admin-config-sync');
});
