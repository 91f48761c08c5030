import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import {
  CustomerCodeSchema,
  QueryBooleanSchema,
  SaleUnitSchema,
  takeSchema,
} from '../common/common.schema.js';

/**
 * Surveys of the back office (ADR 076): a center defines surveys, each for one customer type or
 * for every type; staff fill one at a customer's shop, and each filling (a visit) keeps its
 * answers with the question as it was asked.
 */

/** The kinds of question: yes/no, one choice of a list, a number, a free text. */
export const SURVEY_QUESTION_KINDS = ['YESNO', 'CHOICE', 'NUMBER', 'TEXT'] as const;
export const SurveyQuestionKindSchema = z.enum(SURVEY_QUESTION_KINDS);
export type SurveyQuestionKind = z.infer<typeof SurveyQuestionKindSchema>;

export const SURVEY_LIMITS = {
  title: 100,
  questions: 30,
  questionText: 200,
  choices: 10,
  choiceText: 60,
  textAnswer: 500,
  /** Numbers answered: within ±1e9, at most 2 decimals (money, counts, shelf metres). */
  numberAbs: 1_000_000_000,
} as const;

/** Pages of a customer's answered surveys. */
export const SURVEY_RESPONSE_PAGE_SIZE = 10;

const customerTypeSchema = LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40));

/** One question of a survey. `Choices` only for CHOICE (2 to 10), empty otherwise. */
export const SurveyQuestionSchema = z.looseObject({
  QuestionId: z.number(),
  Kind: SurveyQuestionKindSchema,
  Text: z.string(),
  Required: z.boolean(),
  Choices: z.array(z.string()),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/** A survey of a center. `CustomerType` null: for every customer type. */
export const SurveySchema = z.looseObject({
  SurveyId: z.number(),
  SaleUnit: z.string(),
  CustomerType: z.nullable(z.string()),
  Title: z.string(),
  Active: z.boolean(),
  Questions: z.array(SurveyQuestionSchema),
  UpdatedAt: z.string(),
});
export type Survey = z.infer<typeof SurveySchema>;

/**
 * `GET api/merchant/survey` (the specification names customerType and saleUnit). Without saleUnit:
 * every center of the staff member. `customerCode` takes that customer's type at the center
 * (CUSTOMER_NOT_FOUND when the customer is not the center's). A type's list holds the surveys of
 * that type and those for every type; only active surveys unless `withInactive`.
 */
export const SurveyQuerySchema = z.object({
  customerType: z.optional(customerTypeSchema),
  saleUnit: z.optional(SaleUnitSchema),
  customerCode: z.optional(CustomerCodeSchema),
  withInactive: z.optional(QueryBooleanSchema),
});
export type SurveyQuery = z.infer<typeof SurveyQuerySchema>;
export const SurveyAnswerSchema = z.array(SurveySchema);
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;

/** A question as the survey editor sends it; `QuestionId` keeps an existing question. */
export const SurveyQuestionInputSchema = z.strictObject({
  QuestionId: z.optional(z.number().check(z.int(), z.positive())),
  Kind: SurveyQuestionKindSchema,
  Text: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(SURVEY_LIMITS.questionText)),
  Required: z._default(z.boolean(), false),
  Choices: z._default(
    z
      .array(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(SURVEY_LIMITS.choiceText)))
      .check(z.maxLength(SURVEY_LIMITS.choices)),
    [],
  ),
});
export type SurveyQuestionInput = z.infer<typeof SurveyQuestionInputSchema>;

/** `POST api/merchant/survey/save`: a new survey (no SurveyId) or a change of one. */
export const SurveySaveBodySchema = z
  .strictObject({
    SurveyId: z.optional(z.number().check(z.int(), z.positive())),
    SaleUnit: SaleUnitSchema,
    CustomerType: z.nullable(customerTypeSchema),
    Title: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(SURVEY_LIMITS.title)),
    Active: z._default(z.boolean(), true),
    Questions: z
      .array(SurveyQuestionInputSchema)
      .check(z.minLength(1), z.maxLength(SURVEY_LIMITS.questions)),
  })
  .check(
    z.superRefine((body, ctx) => {
      body.Questions.forEach((question, index) => {
        const path = ['Questions', index, 'Choices'];
        const distinct = new Set(question.Choices).size === question.Choices.length;
        if (question.Kind === 'CHOICE' && (question.Choices.length < 2 || !distinct)) {
          ctx.addIssue({ code: 'custom', path, message: 'A choice question needs 2 to 10 different choices' });
        } else if (question.Kind !== 'CHOICE' && question.Choices.length > 0) {
          ctx.addIssue({ code: 'custom', path, message: 'Only a choice question has choices' });
        }
      });
      const ids = body.Questions.flatMap((q) => (q.QuestionId === undefined ? [] : [q.QuestionId]));
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: ['Questions'], message: 'A question is listed twice' });
      }
    }),
  );
export type SurveySaveBody = z.infer<typeof SurveySaveBodySchema>;
export const SurveySaveAnswerSchema = SurveySchema;

/** One answer sent: the value as text ('Y' or 'N', a choice, a number, a text); null or '' skips. */
export const SurveyAnswerInputSchema = z.strictObject({
  QuestionId: z.number().check(z.int(), z.positive()),
  Value: z.nullable(MultilineTextSchema.check(z.trim(), z.maxLength(SURVEY_LIMITS.textAnswer))),
});
export type SurveyAnswerInput = z.infer<typeof SurveyAnswerInputSchema>;

/**
 * `POST api/merchant/survey/answer`: a filled survey of one visit. `ClientRef` (a random key made by
 * the form) makes a retry of the same filling answer the first one instead of keeping it twice.
 */
export const SurveyFillBodySchema = z.strictObject({
  SurveyId: z.number().check(z.int(), z.positive()),
  CustomerCode: CustomerCodeSchema,
  SaleUnit: SaleUnitSchema,
  ClientRef: z.optional(LineTextSchema.check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'ClientRef must be 8-100 letters, digits, - or _'))),
  Answers: z.array(SurveyAnswerInputSchema).check(z.maxLength(SURVEY_LIMITS.questions)),
});
export type SurveyFillBody = z.infer<typeof SurveyFillBodySchema>;

/** An answer kept: the question as it was asked, and the value. */
export const SurveyResponseAnswerSchema = z.looseObject({
  QuestionId: z.nullable(z.number()),
  Kind: SurveyQuestionKindSchema,
  Text: z.string(),
  Value: z.nullable(z.string()),
});
export type SurveyResponseAnswer = z.infer<typeof SurveyResponseAnswerSchema>;

/** One filled survey of a customer. */
export const SurveyResponseSchema = z.looseObject({
  ResponseId: z.number(),
  SurveyId: z.number(),
  Title: z.string(),
  SaleUnit: z.string(),
  CustomerCode: z.string(),
  StaffName: z.nullable(z.string()),
  CreateDate: z.string(),
  Answers: z.array(SurveyResponseAnswerSchema),
});
export type SurveyResponse = z.infer<typeof SurveyResponseSchema>;
export const SurveyFillAnswerSchema = SurveyResponseSchema;

/** The largest id a cursor may name (the ids are 32-bit integers). */
const MAX_RESPONSE_ID = 2_147_483_647;

/**
 * `GET api/merchant/survey/answers`: a customer's filled surveys at a center, newest first, 10 a
 * page. `before` is the cursor: the fillings older than that ResponseId (the answer's `Next`). A
 * cursor that is not one of this customer's fillings at this center gives an empty page.
 */
export const SurveyResponsesQuerySchema = z.object({
  CustomerCode: CustomerCodeSchema,
  saleUnit: SaleUnitSchema,
  before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_RESPONSE_ID))),
  take: takeSchema(SURVEY_RESPONSE_PAGE_SIZE),
});
export type SurveyResponsesQuery = z.infer<typeof SurveyResponsesQuerySchema>;
/** `Next`: the `before` of the next (older) page; null on the last page. `Total`: all the fillings. */
export const SurveyResponsesAnswerSchema = z.looseObject({
  Customer: z.looseObject({
    Code: z.string(),
    CUSTOMERNAME: z.string(),
    SaleUnit: z.string(),
    TypeCode: z.nullable(z.string()),
  }),
  Data: z.array(SurveyResponseSchema),
  Total: z.number(),
  Next: z.nullable(z.number()),
});
export type SurveyResponsesAnswer = z.infer<typeof SurveyResponsesAnswerSchema>;
