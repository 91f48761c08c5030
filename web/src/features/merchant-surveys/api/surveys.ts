// The survey calls of the back office (ADR 076): the center's surveys, a customer's fillings
// (paged by cursor, ADR 120), saving a survey and keeping a filling.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
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

const surveyResponsesKey = (customerCode: string, saleUnit: string) => ['merchant-survey-responses', customerCode, saleUnit] as const;

async function getResponses(customerCode: string, saleUnit: string, before: number | null) {
  const result = await merchantApi.get(CALL_PATHS.surveyResponses, {
    query: { CustomerCode: customerCode, saleUnit, before: before ?? undefined },
    schema: SurveyResponsesAnswerSchema,
    quiet: true,
  });
  if (!result.ok) throw new SurveyLoadError(result.error.message, result.status);
  return result.data;
}

/**
 * A customer's filled surveys at a center, newest first, page by page (10 each, by the answer's
 * `Next` cursor): `answers` is every page loaded, `customer` the first page's customer, `more`
 * loads the next page. `refresh` (after a filling is kept) fetches the pages again from the first,
 * so the new filling shows at the top and the older pages follow on from the new cursors. Every
 * mount of the same customer and center shares one cache, so a refresh reaches them all.
 */
export function useSurveyResponsePages(customerCode: string | null, saleUnit: string | null) {
  const pages = useSWRInfinite<SurveyResponsesAnswer, Error>(
    (index: number, previous: SurveyResponsesAnswer | null) => {
      if (!customerCode || !saleUnit) return null;
      if (index === 0) return [...surveyResponsesKey(customerCode, saleUnit), null];
      return previous?.Next ? [...surveyResponsesKey(customerCode, saleUnit), previous.Next] : null;
    },
    ([, code, unit, before]: readonly [string, string, string, number | null]) => getResponses(code, unit, before),
    { ...swrDefaults, revalidateFirstPage: true },
  );
  const { data, size, setSize, mutate } = pages;
  const last = data?.[data.length - 1];
  return {
    error: pages.error,
    isLoading: pages.isLoading,
    /** A next page is being read. */
    isLoadingMore: pages.isValidating && size > (data?.length ?? 0),
    customer: data?.[0]?.Customer,
    total: data?.[0]?.Total,
    answers: data?.flatMap((page) => page.Data) ?? [],
    hasMore: !!last?.Next,
    more: () => setSize(size + 1),
    refresh: () => mutate(),
  };
}

export function saveSurvey(body: SurveySaveBody) {
  return merchantApi.post(CALL_PATHS.surveySave, body, { schema: SurveySaveAnswerSchema });
}

export function fillSurvey(body: SurveyFillBody) {
  return merchantApi.post(CALL_PATHS.surveyFill, body, { schema: SurveyFillAnswerSchema });
}
