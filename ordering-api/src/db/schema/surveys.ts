// Surveys of a center, filled at customers' shops (ADR 076). A filling keeps each answer with
// the question as it was asked, so a survey may be changed without rewriting past visits.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, updatedAt } from './columns';
import { distributionCenters } from './centers';
import { customers } from './customers';
import { staffUsers } from './staff';

const KINDS = sql`('YESNO', 'CHOICE', 'NUMBER', 'TEXT')`;

/** A survey of one center; customer_type null: for every customer type. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    customerType: text('customer_type'),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('surveys_sale_unit_type_idx').on(t.saleUnit, t.customerType),
    check('surveys_title_not_blank', sql`length(${t.title}) > 0`),
  ],
);

/** The questions of a survey, in `sort` order; `choices` only for CHOICE. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    required: boolean('required').notNull().default(false),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.sort),
    check('survey_questions_kind_valid', sql`${t.kind} in ${KINDS}`),
  ],
);

/** One filling of a survey at a customer's shop (a visit). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    saleUnit: saleUnit()
      .notNull()
      .references(() => distributionCenters.saleUnit),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The survey's title when it was filled. */
    title: text('title').notNull(),
    /** The form's own key: a retry of the same filling finds the first one. */
    clientRef: text('client_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_responses_customer_idx').on(t.saleUnit, t.customerId, t.createdAt),
    unique('survey_responses_client_ref_uq').on(t.staffUserId, t.clientRef),
  ],
);

/** The answers of a filling, with the question as it was asked. */
export const surveyResponseAnswers = pgTable(
  'survey_response_answers',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    questionId: integer('question_id').references(() => surveyQuestions.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    questionText: text('question_text').notNull(),
    /** 'Y' or 'N', the choice, the number as text, the text; null when skipped. */
    value: text('value'),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.sort] }),
    check('survey_response_answers_kind_valid', sql`${t.kind} in ${KINDS}`),
  ],
);
