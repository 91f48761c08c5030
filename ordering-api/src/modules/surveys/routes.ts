// Surveys of the back office (ADR 076): the center's surveys by customer type, their definition
// by the merchant admin, a filling at a customer's shop and a customer's fillings. Staff only,
// scoped to the staff member's centers.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  MERCHANT_ADMIN_ROLE_CODE,
  SurveyAnswerSchema,
  SurveyFillAnswerSchema,
  SurveyFillBodySchema,
  SurveyQuerySchema,
  SurveyResponsesAnswerSchema,
  SurveyResponsesQuerySchema,
  SurveySaveAnswerSchema,
  SurveySaveBodySchema,
} from '@eorder/shared';
import { staffClaims } from '../../plugins/auth';
import { createSurveyRepository } from './repository';
import { createSurveyService } from './service';

const security = [{ jtoken: [] }];
const TAGS = ['merchant'];

export const surveyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const surveys = createSurveyService({ db: app.db, repository: createSurveyRepository(app.db) });
  const staff = app.requireStaff();
  const admin = app.requireStaff({ roles: [MERCHANT_ADMIN_ROLE_CODE] });
  const staffId = (request: Parameters<typeof staffClaims>[0]) => Number(staffClaims(request).sub);

  app.get(
    CALLS.surveys.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "The surveys of the staff member's centers",
        description:
          'saleUnit narrows to one of the staff member\'s centers (CENTER_NOT_ALLOWED otherwise). customerType ' +
          'lists the surveys of that type and those for every type; customerCode (with saleUnit) takes the ' +
          "customer's type at the center (CUSTOMER_NOT_FOUND when not the center's customer). Active surveys only " +
          'unless withInactive.',
        security,
        querystring: SurveyQuerySchema,
        response: { 200: SurveyAnswerSchema },
      },
    },
    async (request) => surveys.list(staffId(request), request.query),
  );

  app.post(
    CALLS.surveySave.path,
    {
      onRequest: admin,
      schema: {
        tags: TAGS,
        summary: 'Creates or changes a survey (merchant admin)',
        description:
          'Without SurveyId a new survey of SaleUnit; with one, a change of it: questions with their QuestionId are ' +
          'kept, new ones added, the others removed (past answers keep the question as it was asked). ' +
          'CustomerType null: for every type. Kinds: YESNO, CHOICE (2 to 10 choices), NUMBER, TEXT. Another ' +
          "center's survey is SURVEY_NOT_FOUND; roles other than the merchant admin's are AUTH_FORBIDDEN.",
        security,
        body: SurveySaveBodySchema,
        response: { 200: SurveySaveAnswerSchema },
      },
    },
    async (request) => surveys.save(staffId(request), request.body),
  );

  app.post(
    CALLS.surveyFill.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "Keeps a survey filled at a customer's shop",
        description:
          "The customer is one of the center's; the survey is active, of the center and of the customer's type " +
          '(SURVEY_NOT_FOUND otherwise). Values: Y or N, one of the choices, a number (at most 2 decimals), a ' +
          'text; a required question left empty is refused (VALIDATION_FAILED naming the answer). A retry with ' +
          'the same ClientRef answers the filling kept first.',
        security,
        body: SurveyFillBodySchema,
        response: { 200: SurveyFillAnswerSchema },
      },
    },
    async (request) => surveys.fill(staffId(request), request.body),
  );

  app.get(
    CALLS.surveyResponses.path,
    {
      onRequest: staff,
      schema: {
        tags: TAGS,
        summary: "A customer's filled surveys at one of the staff member's centers",
        description:
          'Newest first, 10 a page, with the customer and the total. Paged by cursor: `before` is the ' +
          'previous answer\'s `Next` (a ResponseId; null on the last page). A cursor that is not one of ' +
          'this customer\'s fillings at this center gives an empty page; one that is not a number, a 400.',
        security,
        querystring: SurveyResponsesQuerySchema,
        response: { 200: SurveyResponsesAnswerSchema },
      },
    },
    async (request) => surveys.responses(staffId(request), request.query),
  );

  done();
};
