// The survey calls over HTTP: defining and filling surveys, bad input, another center's survey or
// customer refused, and what each role and token may do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCustomer, createStaff, type CustomerRow } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/test-support';
import { customerToken, errorOf, get, post, staffToken } from '../orders/test-kit';

let db: DatabaseHandle;
let t: TestApp;
let admin: string;
let sales: string;
let otherCenterAdmin: string;
let shop: CustomerRow;
let otherTypeShop: CustomerRow;
let dc02Shop: CustomerRow;

type Survey = { SurveyId: number; SaleUnit: string; CustomerType: string | null; Title: string; Active: boolean; Questions: { QuestionId: number; Kind: string; Text: string; Choices: string[] }[] };
type Response = { ResponseId: number; Title: string; StaffName: string | null; Answers: { QuestionId: number | null; Kind: string; Text: string; Value: string | null }[] };

const questions = [
  { Kind: 'YESNO', Text: 'มีตู้แช่ของบริษัทไหม', Required: true },
  { Kind: 'CHOICE', Text: 'วางสินค้าตรงไหน', Choices: ['หน้าร้าน', 'ในร้าน'] },
  { Kind: 'NUMBER', Text: 'ความยาวชั้นวาง (เมตร)' },
  { Kind: 'TEXT', Text: 'หมายเหตุ' },
];

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  const adminRow = await createStaff(db.db, { saleUnits: ['DC01'], roleCode: '1' });
  const salesRow = await createStaff(db.db, { saleUnits: ['DC01'], roleCode: '3', roleName: 'พนักงานขาย' });
  const otherRow = await createStaff(db.db, { saleUnits: ['DC02'], roleCode: '1' });
  admin = await staffToken(t.app, adminRow.id, '1');
  sales = await staffToken(t.app, salesRow.id, '3');
  otherCenterAdmin = await staffToken(t.app, otherRow.id, '1');
  shop = await createCustomer(db.db, { customerName: 'ร้านป้าศรี', customerType: 'GROCERY', saleUnits: ['DC01'] });
  otherTypeShop = await createCustomer(db.db, { customerType: 'RESTAURANT', saleUnits: ['DC01'] });
  dc02Shop = await createCustomer(db.db, { customerType: 'GROCERY', saleUnits: ['DC02'] });
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

const save = (token: string, body: object) => post(t.app, '/api/merchant/survey/save', token, body);
const fill = (token: string, body: object) => post(t.app, '/api/merchant/survey/answer', token, body);
const list = (token: string, query: string) => get(t.app, `/api/merchant/survey?${query}`, token);
const answers = (token: string, query: string) => get(t.app, `/api/merchant/survey/answers?${query}`, token);

async function defineSurvey(body: object = {}): Promise<Survey> {
  const res = await save(admin, { SaleUnit: 'DC01', CustomerType: 'GROCERY', Title: `เยี่ยมร้าน ${randomUUID().slice(0, 6)}`, Questions: questions, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Survey>();
}

const answersFor = (survey: Survey, values: (string | null)[]) =>
  survey.Questions.map((q, i) => ({ QuestionId: q.QuestionId, Value: values[i] ?? null }));

describe('defining a survey', () => {
  it('creates a survey with its questions in order, then changes it keeping the ids sent', async () => {
    const survey = await defineSurvey();
    expect(survey.Questions.map((q) => q.Kind)).toEqual(['YESNO', 'CHOICE', 'NUMBER', 'TEXT']);
    expect(survey.Questions[1]?.Choices).toEqual(['หน้าร้าน', 'ในร้าน']);
    const [first, second] = survey.Questions;
    const changed = await save(admin, {
      SurveyId: survey.SurveyId,
      SaleUnit: 'DC01',
      CustomerType: null,
      Title: 'เยี่ยมร้าน (แก้ไข)',
      Questions: [
        { QuestionId: second?.QuestionId, Kind: 'CHOICE', Text: 'วางสินค้าตรงไหน', Choices: ['หน้าร้าน', 'ในร้าน', 'หลังร้าน'] },
        { QuestionId: first?.QuestionId, Kind: 'YESNO', Text: 'มีตู้แช่ไหม', Required: true },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json<Survey>();
    expect(body.CustomerType).toBeNull();
    expect(body.Questions.map((q) => q.QuestionId)).toEqual([second?.QuestionId, first?.QuestionId]);
    expect(body.Questions[0]?.Choices).toHaveLength(3);
  });

  it.each([
    [{ Title: '' }, 'body.Title'],
    [{ Questions: [] }, 'body.Questions'],
    [{ Questions: [{ Kind: 'CHOICE', Text: 'x', Choices: ['only one'] }] }, 'body.Questions.0.Choices'],
    [{ Questions: [{ Kind: 'YESNO', Text: 'x', Choices: ['a', 'b'] }] }, 'body.Questions.0.Choices'],
    [{ Questions: [{ Kind: 'DATE', Text: 'x' }] }, 'body.Questions.0.Kind'],
    [{ SaleUnit: 'DC 01' }, 'body.SaleUnit'],
    [{ Extra: 1 }, 'body'],
  ])('refuses %j naming %s', async (change, path) => {
    const res = await save(admin, { SaleUnit: 'DC01', CustomerType: null, Title: 'x', Questions: questions, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.map((e) => e.path)).toContain(path);
  });

  it("refuses another center's survey, another survey's question and a salesperson", async () => {
    const survey = await defineSurvey();
    const other = await save(otherCenterAdmin, { SurveyId: survey.SurveyId, SaleUnit: 'DC02', CustomerType: null, Title: 'ยึด', Questions: questions });
    expect(errorOf(other).Code).toBe('SURVEY_NOT_FOUND');
    const atDc01 = await save(otherCenterAdmin, { SaleUnit: 'DC01', CustomerType: null, Title: 'x', Questions: questions });
    expect(errorOf(atDc01).Code).toBe('CENTER_NOT_ALLOWED');
    const another = await defineSurvey();
    const foreign = await save(admin, {
      SurveyId: survey.SurveyId,
      SaleUnit: 'DC01',
      CustomerType: null,
      Title: 'x',
      Questions: [{ QuestionId: another.Questions[0]?.QuestionId, Kind: 'YESNO', Text: 'x' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).Errors?.map((e) => e.path)).toContain('body.Questions.0.QuestionId');
    const bySales = await save(sales, { SaleUnit: 'DC01', CustomerType: null, Title: 'x', Questions: questions });
    expect(bySales.statusCode).toBe(403);
    expect(errorOf(bySales).Code).toBe('AUTH_FORBIDDEN');
  });
});

describe('listing surveys', () => {
  it("lists a type's surveys with those for every type, and takes a customer's type by code", async () => {
    const grocery = await defineSurvey();
    const everyone = await defineSurvey({ CustomerType: null });
    const restaurant = await defineSurvey({ CustomerType: 'RESTAURANT' });
    const inactive = await defineSurvey({ Active: false });
    const ids = (res: Awaited<ReturnType<typeof list>>) => res.json<Survey[]>().map((s) => s.SurveyId);

    const byType = ids(await list(sales, 'saleUnit=DC01&customerType=GROCERY'));
    expect(byType).toEqual(expect.arrayContaining([grocery.SurveyId, everyone.SurveyId]));
    expect(byType).not.toContain(restaurant.SurveyId);
    expect(byType).not.toContain(inactive.SurveyId);
    const byCustomer = ids(await list(sales, `saleUnit=DC01&customerCode=${otherTypeShop.customerCode}`));
    expect(byCustomer).toEqual(expect.arrayContaining([restaurant.SurveyId, everyone.SurveyId]));
    expect(byCustomer).not.toContain(grocery.SurveyId);
    expect(ids(await list(admin, 'saleUnit=DC01&withInactive=true'))).toContain(inactive.SurveyId);
  });

  it("shows nothing of another center's surveys", async () => {
    const survey = await defineSurvey();
    const res = await list(otherCenterAdmin, '');
    expect(res.statusCode).toBe(200);
    expect(res.json<Survey[]>().map((s) => s.SurveyId)).not.toContain(survey.SurveyId);
    expect(errorOf(await list(otherCenterAdmin, 'saleUnit=DC01')).Code).toBe('CENTER_NOT_ALLOWED');
    const foreignCustomer = await list(sales, `saleUnit=DC01&customerCode=${dc02Shop.customerCode}`);
    expect(errorOf(foreignCustomer).Code).toBe('CUSTOMER_NOT_FOUND');
  });

  it.each(['saleUnit=DC%2001', 'take=x&customerCode=a%20b', 'withInactive=perhaps'])('refuses %s', async (query) => {
    const res = await list(admin, query);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.length).toBeGreaterThan(0);
  });

  it('refuses a customer token and no token', async () => {
    const token = await customerToken(t.app, shop, 'DC01');
    expect((await list(token, 'saleUnit=DC01')).statusCode).toBe(403);
    expect((await list('', 'saleUnit=DC01')).statusCode).toBe(401);
  });
});

describe('filling a survey and reading the answers', () => {
  it("keeps a salesperson's filling once per form key and lists it newest first", async () => {
    const survey = await defineSurvey();
    const ClientRef = randomUUID();
    const body = { SurveyId: survey.SurveyId, CustomerCode: shop.customerCode, SaleUnit: 'DC01', ClientRef, Answers: answersFor(survey, ['y', 'ในร้าน', '2.5', 'ลูกค้าขอโปสเตอร์']) };
    const first = await fill(sales, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await fill(sales, body);
    expect(again.json<Response>().ResponseId).toBe(first.json<Response>().ResponseId);
    const kept = first.json<Response>();
    expect(kept.Answers.map((a) => a.Value)).toEqual(['Y', 'ในร้าน', '2.5', 'ลูกค้าขอโปสเตอร์']);

    // The survey changes afterwards: the answer keeps the question as it was asked.
    await save(admin, { SurveyId: survey.SurveyId, SaleUnit: 'DC01', CustomerType: 'GROCERY', Title: 'ใหม่', Questions: [{ Kind: 'TEXT', Text: 'คำถามใหม่' }] });
    const read = await answers(admin, `CustomerCode=${shop.customerCode}&saleUnit=DC01`);
    expect(read.statusCode).toBe(200);
    const page = read.json<{ Customer: { CUSTOMERNAME: string; TypeCode: string }; Data: Response[]; Total: number }>();
    expect(page.Customer).toMatchObject({ CUSTOMERNAME: 'ร้านป้าศรี', TypeCode: 'GROCERY' });
    const mine = page.Data.filter((r) => r.ResponseId === kept.ResponseId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.Title).toBe(survey.Title);
    expect(mine[0]?.Answers[0]).toMatchObject({ Kind: 'YESNO', Text: 'มีตู้แช่ของบริษัทไหม', Value: 'Y' });
    expect(page.Data[0]?.ResponseId).toBe(page.Data.map((r) => r.ResponseId).sort((a, b) => b - a)[0]);
  });

  it('refuses a missing required answer and values of the wrong kind, naming the answer', async () => {
    const survey = await defineSurvey();
    const res = await fill(sales, { SurveyId: survey.SurveyId, CustomerCode: shop.customerCode, SaleUnit: 'DC01', Answers: answersFor(survey, [null, 'หลังร้าน', 'สิบ', '']) });
    expect(res.statusCode).toBe(400);
    const paths = errorOf(res).Errors?.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.Answers.0.Value', 'body.Answers.1.Value', 'body.Answers.2.Value']));
    const unknown = await fill(sales, { SurveyId: survey.SurveyId, CustomerCode: shop.customerCode, SaleUnit: 'DC01', Answers: [...answersFor(survey, ['N']), { QuestionId: 999999, Value: 'x' }] });
    expect(errorOf(unknown).Errors?.map((e) => e.path)).toContain('body.Answers.4.QuestionId');
  });

  it.each([
    [{ SurveyId: 'one' }, 'body.SurveyId'],
    [{ CustomerCode: '' }, 'body.CustomerCode'],
    [{ ClientRef: 'short' }, 'body.ClientRef'],
    [{ Answers: [{ QuestionId: 1, Value: 'x'.repeat(501) }] }, 'body.Answers.0.Value'],
  ])('refuses %j', async (change, path) => {
    const res = await fill(sales, { SurveyId: 1, CustomerCode: shop.customerCode, SaleUnit: 'DC01', Answers: [], ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.map((e) => e.path)).toContain(path);
  });

  it("refuses another type's, an inactive and another center's survey or customer, keeping nothing", async () => {
    const grocery = await defineSurvey();
    const wrongType = await fill(sales, { SurveyId: grocery.SurveyId, CustomerCode: otherTypeShop.customerCode, SaleUnit: 'DC01', Answers: answersFor(grocery, ['Y']) });
    expect(errorOf(wrongType).Code).toBe('SURVEY_NOT_FOUND');
    const inactive = await defineSurvey({ Active: false });
    expect(errorOf(await fill(sales, { SurveyId: inactive.SurveyId, CustomerCode: shop.customerCode, SaleUnit: 'DC01', Answers: answersFor(inactive, ['Y']) })).Code).toBe('SURVEY_NOT_FOUND');
    const fromDc02 = await fill(otherCenterAdmin, { SurveyId: grocery.SurveyId, CustomerCode: dc02Shop.customerCode, SaleUnit: 'DC02', Answers: answersFor(grocery, ['Y']) });
    expect(errorOf(fromDc02).Code).toBe('SURVEY_NOT_FOUND');
    const dc01Customer = await fill(otherCenterAdmin, { SurveyId: grocery.SurveyId, CustomerCode: shop.customerCode, SaleUnit: 'DC01', Answers: answersFor(grocery, ['Y']) });
    expect(errorOf(dc01Customer).Code).toBe('CENTER_NOT_ALLOWED');
    const foreignCustomer = await fill(sales, { SurveyId: grocery.SurveyId, CustomerCode: dc02Shop.customerCode, SaleUnit: 'DC01', Answers: answersFor(grocery, ['Y']) });
    expect(errorOf(foreignCustomer).Code).toBe('CUSTOMER_NOT_FOUND');

    const read = await answers(otherCenterAdmin, `CustomerCode=${shop.customerCode}&saleUnit=DC01`);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('ร้านป้าศรี');
    const readDc02 = await answers(otherCenterAdmin, `CustomerCode=${shop.customerCode}&saleUnit=DC02`);
    expect(errorOf(readDc02).Code).toBe('CUSTOMER_NOT_FOUND');
    const none = await answers(sales, `CustomerCode=${otherTypeShop.customerCode}&saleUnit=DC01`);
    expect(none.json<{ Total: number }>().Total).toBe(0);
  });

  it.each(['CustomerCode=&saleUnit=DC01', 'CustomerCode=TC1', 'CustomerCode=TC1&saleUnit=DC01&take=101'])(
    'refuses the answers query %s',
    async (query) => {
      const res = await answers(sales, query);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('paging the answers by cursor', () => {
  type Page = { Data: Response[]; Total: number; Next: number | null };
  const read = async (token: string, query: string) => {
    const res = await answers(token, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('gives 10 a page newest first, each page naming the next, until the oldest', async () => {
    const survey = await defineSurvey();
    const pagedShop = await createCustomer(db.db, { customerType: 'GROCERY', saleUnits: ['DC01'] });
    const kept: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const res = await fill(sales, { SurveyId: survey.SurveyId, CustomerCode: pagedShop.customerCode, SaleUnit: 'DC01', Answers: answersFor(survey, ['Y', null, null, `visit ${i}`]) });
      expect(res.statusCode, res.body).toBe(200);
      kept.push(res.json<Response>().ResponseId);
    }
    const newestFirst = [...kept].reverse();
    const base = `CustomerCode=${pagedShop.customerCode}&saleUnit=DC01`;
    const first = await read(sales, base);
    expect(first.Total).toBe(23);
    expect(first.Data.map((r) => r.ResponseId)).toEqual(newestFirst.slice(0, 10));
    expect(first.Next).toBe(newestFirst[9]);
    const second = await read(sales, `${base}&before=${first.Next}`);
    expect(second.Data.map((r) => r.ResponseId)).toEqual(newestFirst.slice(10, 20));
    const third = await read(sales, `${base}&before=${second.Next}`);
    expect(third.Data.map((r) => r.ResponseId)).toEqual(newestFirst.slice(20));
    expect(third.Next).toBeNull();

    // A filling kept after the first page was read is at the top of a fresh first page, and the
    // older pages still follow on from their cursors without repeating or losing one.
    const late = await fill(sales, { SurveyId: survey.SurveyId, CustomerCode: pagedShop.customerCode, SaleUnit: 'DC01', Answers: answersFor(survey, ['N']) });
    const fresh = await read(sales, base);
    expect(fresh.Data[0]?.ResponseId).toBe(late.json<Response>().ResponseId);
    expect(fresh.Total).toBe(24);
    expect((await read(sales, `${base}&before=${first.Next}`)).Data.map((r) => r.ResponseId)).toEqual(newestFirst.slice(10, 20));
  });

  it("gives an empty page for another center's or another customer's filling as cursor", async () => {
    const survey = await defineSurvey({ CustomerType: null });
    const dc02Survey = await save(otherCenterAdmin, { SaleUnit: 'DC02', CustomerType: null, Title: 'DC02 visit', Questions: questions });
    const theirs = await fill(otherCenterAdmin, { SurveyId: dc02Survey.json<Survey>().SurveyId, CustomerCode: dc02Shop.customerCode, SaleUnit: 'DC02', Answers: answersFor(dc02Survey.json<Survey>(), ['Y', null, null, 'DC02 secret note']) });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const neighbour = await fill(sales, { SurveyId: survey.SurveyId, CustomerCode: otherTypeShop.customerCode, SaleUnit: 'DC01', Answers: answersFor(survey, ['Y']) });
    await fill(sales, { SurveyId: survey.SurveyId, CustomerCode: shop.customerCode, SaleUnit: 'DC01', Answers: answersFor(survey, ['Y']) });
    for (const cursor of [theirs.json<Response>().ResponseId, neighbour.json<Response>().ResponseId, 2_000_000_000]) {
      const res = await answers(sales, `CustomerCode=${shop.customerCode}&saleUnit=DC01&before=${cursor}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Page>()).toMatchObject({ Data: [], Next: null });
      expect(res.body).not.toContain('DC02 secret note');
    }
  });

  it.each(['abc', '', '0', '-3', '1.5', '99999999999'])('refuses the cursor %j naming the field', async (cursor) => {
    const res = await answers(sales, `CustomerCode=${shop.customerCode}&saleUnit=DC01&before=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).Errors?.map((e) => e.path)).toContain('querystring.before');
  });
});
