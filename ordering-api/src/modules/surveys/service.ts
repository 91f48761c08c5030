// Surveys (ADR 076): the center's surveys for a customer type, their definition by the center's
// merchant admin, a filling at a customer's shop and a customer's fillings. Every call is scoped
// to the staff member's centers: another center's survey or customer is not found.
import {
  AppError,
  checkSurveyAnswers,
  type Survey,
  type SurveyFillBody,
  type SurveyQuery,
  type SurveyQuestion,
  type SurveyQuestionKind,
  type SurveyResponse,
  type SurveyResponsesAnswer,
  type SurveyResponsesQuery,
  type SurveySaveBody,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import type { QuestionRow, SurveyRepository, SurveyRow } from './repository';

const questionOf = (row: QuestionRow): SurveyQuestion => ({
  QuestionId: row.id,
  Kind: row.kind as SurveyQuestionKind,
  Text: row.text,
  Required: row.required,
  Choices: row.choices,
});

const surveyOf = (row: SurveyRow, questions: QuestionRow[]): Survey => ({
  SurveyId: row.id,
  SaleUnit: row.saleUnit,
  CustomerType: row.customerType,
  Title: row.title,
  Active: row.active,
  Questions: questions.filter((q) => q.surveyId === row.id).map(questionOf),
  UpdatedAt: row.updatedAt.toISOString(),
});

export function createSurveyService({ db, repository }: { db: Db; repository: SurveyRepository }) {
  /** The centers a call reads: the one asked (if it is the staff member's), else all of theirs. */
  async function centersOf(staffUserId: number, saleUnit: string | undefined): Promise<string[]> {
    const centers = await repository.staffCenters(staffUserId);
    if (saleUnit === undefined) return centers;
    if (!centers.includes(saleUnit)) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
    return [saleUnit];
  }

  async function customerAt(staffUserId: number, customerCode: string, saleUnit: string) {
    await centersOf(staffUserId, saleUnit);
    const customer = await repository.centerCustomer(customerCode, saleUnit);
    if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode });
    return customer;
  }

  /** A survey of one of the staff member's centers, or SURVEY_NOT_FOUND. */
  async function ownSurvey(staffUserId: number, surveyId: number): Promise<SurveyRow> {
    const [row, centers] = await Promise.all([repository.find(surveyId), repository.staffCenters(staffUserId)]);
    if (!row || !centers.includes(row.saleUnit)) throw new AppError('SURVEY_NOT_FOUND', { surveyId });
    return row;
  }

  type ResponseRow = Awaited<ReturnType<SurveyRepository['responseRows']>>[number];

  async function withAnswers(rows: ResponseRow[], customerCode: string): Promise<SurveyResponse[]> {
    const answers = await repository.answersOf(rows.map((row) => row.response.id));
    return rows.map(({ response, staffName }) => ({
      ResponseId: response.id,
      SurveyId: response.surveyId,
      Title: response.title,
      SaleUnit: response.saleUnit,
      CustomerCode: customerCode,
      StaffName: staffName,
      CreateDate: response.createdAt.toISOString(),
      Answers: answers
        .filter((answer) => answer.responseId === response.id)
        .map((answer) => ({
          QuestionId: answer.questionId,
          Kind: answer.kind as SurveyQuestionKind,
          Text: answer.questionText,
          Value: answer.value,
        })),
    }));
  }

  async function oneResponse(id: number, customerCode: string): Promise<SurveyResponse> {
    const [response] = await withAnswers(await repository.responseRows([id]), customerCode);
    if (!response) throw new Error(`survey response ${id} was not found after it was kept`);
    return response;
  }

  return {
    async list(staffUserId: number, query: SurveyQuery): Promise<Survey[]> {
      const saleUnits = await centersOf(staffUserId, query.saleUnit);
      let customerType = query.customerType;
      if (query.customerCode !== undefined) {
        if (query.saleUnit === undefined) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: '' });
        const customer = await customerAt(staffUserId, query.customerCode, query.saleUnit);
        // A customer without a type gets the surveys for every type only.
        customerType = customer.customerType ?? '';
      }
      if (saleUnits.length === 0) return [];
      const rows = await repository.list(saleUnits, customerType, query.withInactive === true);
      const questions = await repository.questionsOf(rows.map((row) => row.id));
      return rows.map((row) => surveyOf(row, questions));
    },

    async save(staffUserId: number, body: SurveySaveBody): Promise<Survey> {
      await centersOf(staffUserId, body.SaleUnit);
      const centers = await repository.staffCenters(staffUserId);
      const fields = {
        saleUnit: body.SaleUnit,
        customerType: body.CustomerType,
        title: body.Title,
        active: body.Active,
      };
      const questions = body.Questions.map((q, sort) => ({
        id: q.QuestionId,
        sort,
        kind: q.Kind,
        text: q.Text,
        required: q.Required,
        choices: q.Kind === 'CHOICE' ? q.Choices : [],
      }));
      const surveyId = await db.transaction(async (tx) => {
        if (body.SurveyId === undefined) {
          const row = await repository.insert({ ...fields, createdBy: staffUserId }, tx);
          await repository.replaceQuestions(row.id, questions, tx);
          return row.id;
        }
        const current = await repository.lock(body.SurveyId, tx);
        if (!current || !centers.includes(current.saleUnit))
          throw new AppError('SURVEY_NOT_FOUND', { surveyId: body.SurveyId });
        const own = new Set((await repository.questionsOf([current.id], tx)).map((q) => q.id));
        const foreign = body.Questions.findIndex((q) => q.QuestionId !== undefined && !own.has(q.QuestionId));
        if (foreign >= 0) {
          throw new AppError('VALIDATION_FAILED', {}, {
            errors: [{ path: `body.Questions.${foreign}.QuestionId`, message: 'Not a question of this survey' }],
          });
        }
        await repository.update(current.id, fields, tx);
        await repository.replaceQuestions(current.id, questions, tx);
        return current.id;
      });
      const row = await repository.find(surveyId);
      if (!row) throw new AppError('SURVEY_NOT_FOUND', { surveyId });
      return surveyOf(row, await repository.questionsOf([surveyId]));
    },

    async fill(staffUserId: number, body: SurveyFillBody): Promise<SurveyResponse> {
      const customer = await customerAt(staffUserId, body.CustomerCode, body.SaleUnit);
      if (body.ClientRef) {
        const kept = await repository.responseByRef(staffUserId, body.ClientRef);
        if (kept !== undefined) return oneResponse(kept, customer.code);
      }
      const survey = await ownSurvey(staffUserId, body.SurveyId);
      const fits =
        survey.active &&
        survey.saleUnit === body.SaleUnit &&
        (survey.customerType === null || survey.customerType === customer.customerType);
      if (!fits) throw new AppError('SURVEY_NOT_FOUND', { surveyId: body.SurveyId });
      const questions = (await repository.questionsOf([survey.id])).map(questionOf);
      const checked = checkSurveyAnswers(questions, body.Answers);
      if (!checked.ok) {
        const index = (questionId: number) => {
          const at = body.Answers.findIndex((a) => a.QuestionId === questionId);
          return at >= 0 ? `body.Answers.${at}.Value` : `body.Answers`;
        };
        throw new AppError('VALIDATION_FAILED', {}, {
          errors: checked.problems.map(({ questionId, problem }) => ({
            path: problem === 'unknown' ? index(questionId).replace(/Value$/, 'QuestionId') : index(questionId),
            message: `Question ${questionId}: ${problem}`,
          })),
        });
      }
      const id = await db.transaction(async (tx) =>
        repository.insertResponse(
          {
            surveyId: survey.id,
            saleUnit: body.SaleUnit,
            customerId: customer.id,
            staffUserId,
            title: survey.title,
            clientRef: body.ClientRef ?? null,
          },
          checked.answers.map(({ question, value }) => ({
            questionId: question.QuestionId,
            kind: question.Kind,
            questionText: question.Text,
            value,
          })),
          tx,
        ),
      );
      // A retry that raced the first filling finds the one kept.
      const kept = id ?? (body.ClientRef ? await repository.responseByRef(staffUserId, body.ClientRef) : undefined);
      if (kept === undefined) throw new Error('survey response was not kept');
      return oneResponse(kept, customer.code);
    },

    async responses(staffUserId: number, query: SurveyResponsesQuery): Promise<SurveyResponsesAnswer> {
      const customer = await customerAt(staffUserId, query.CustomerCode, query.saleUnit);
      const { rows, total, next } = await repository.responses(customer.id, query.saleUnit, query.before, query.take);
      return {
        Customer: {
          Code: customer.code,
          CUSTOMERNAME: customer.name,
          SaleUnit: query.saleUnit,
          TypeCode: customer.customerType,
        },
        Data: await withAnswers(rows, customer.code),
        Total: total,
        Next: next,
      };
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
