// The survey calls of the back office (ADR 076): the center's surveys, a customer's fillings,
// saving a survey and keeping a filling.
import useSWR from 'swr';
import {
  CALL_PATHS,
  SurveyAnswerSchema,
  SurveyFillAnswerSchema,
  SurveyResponsesAnswerSchema,
  SurveySaveAnswerSchema,
  type SurveyAnswer,
  type SurveyFillBody,
  type SurveyResponsesAnswer,
  type SurveySaveBody,
} from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** A failed read, with the HTTP status the page decides on. */
export class SurveyLoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface SurveyListFilter {
  saleUnit: string;
  customerCode?: string;
  withInactive?: boolean;
}

async function getSurveys(filter: SurveyListFilter) {
  const result = await merchantApi.get(CALL_PATHS.surveys, {
    query: { saleUnit: filter.saleUnit, customerCode: filter.customerCode, withInactive: filter.withInactive },
    schema: SurveyAnswerSchema,
    quiet: true,
  });
  if (!result.ok) throw new SurveyLoadError(result.error.message, result.status);
  return result.data;
}

/** The center's surveys; with a customer, those of the customer's type. */
export function useSurveys(filter: SurveyListFilter | null) {
  return useSWR<SurveyAnswer, Error>(filter ? ['merchant-surveys', JSON.stringify(filter)] : null, () => getSurveys(filter as SurveyListFilter), swrDefaults);
}

export const surveyResponsesKey = (customerCode: string, saleUnit: string) => ['merchant-survey-responses', customerCode, saleUnit] as const;

async function getResponses(customerCode: string, saleUnit: string) {
  const result = await merchantApi.get(CALL_PATHS.surveyResponses, {
    query: { CustomerCode: customerCode, saleUnit },
    schema: SurveyResponsesAnswerSchema,
    quiet: true,
  });
  if (!result.ok) throw new SurveyLoadError(result.error.message, result.status);
  return result.data;
}

/** A customer's filled surveys at a center, newest first (the first page). */
export function useSurveyResponses(customerCode: string | null, saleUnit: string | null) {
  return useSWR<SurveyResponsesAnswer, Error>(customerCode && saleUnit ? surveyResponsesKey(customerCode, saleUnit) : null, () => getResponses(customerCode ?? '', saleUnit ?? ''), {
    ...swrDefaults,
    shouldRetryOnError: false,
  });
}

export function saveSurvey(body: SurveySaveBody) {
  return merchantApi.post(CALL_PATHS.surveySave, body, { schema: SurveySaveAnswerSchema });
}

export function fillSurvey(body: SurveyFillBody) {
  return merchantApi.post(CALL_PATHS.surveyFill, body, { schema: SurveyFillAnswerSchema });
}
