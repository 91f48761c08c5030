// The promotion calls of the back office, through the merchant mount of the bff.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  buildPath,
  CALL_PATHS,
  PROMOTION_CUSTOMER_POPUP_PAGE_SIZE,
  PROMOTION_LIST_PAGE_SIZE,
  PROMOTION_PRODUCT_POPUP_PAGE_SIZE,
  PromotionCustomersAnswerSchema,
  PromotionDetailAnswerSchema,
  PromotionListAnswerSchema,
  PromotionMasterDataAnswerSchema,
  PromotionProductsAnswerSchema,
  PromotionSaveAnswerSchema,
  type Promotion,
  type PromotionSaveBodyInput,
  type PromotionStatus,
} from '@eorder/shared';
import { merchantApi, type ApiResult } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

export type ListStatus = PromotionStatus | 'ALL';

export interface ListFilter {
  status: ListStatus;
  text: string;
  type: string;
  saleUnit: string | null;
}

async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}

const listPage = (filter: ListFilter, skip: number) =>
  unwrap(
    merchantApi.get(CALL_PATHS.promotionList, {
      query: {
        Status: filter.status,
        Text: filter.text || undefined,
        PromotionType: filter.type || undefined,
        Skip: skip,
        Take: PROMOTION_LIST_PAGE_SIZE,
        IncludeDetail: false,
        SaleUnit: filter.saleUnit ?? undefined,
      },
      schema: PromotionListAnswerSchema,
    }),
  );

/** The list, 12 a page; the end is reached when a page comes back shorter. */
export function usePromotionList(filter: ListFilter) {
  const pages = useSWRInfinite<Promotion[], Error>(
    (index, previous: Promotion[] | null) =>
      previous && previous.length < PROMOTION_LIST_PAGE_SIZE
        ? null
        : ['promotions', filter.saleUnit, filter.status, filter.text, filter.type, index * PROMOTION_LIST_PAGE_SIZE],
    (key: readonly unknown[]) => listPage(filter, Number(key[5])),
    { ...swrDefaults, revalidateFirstPage: true },
  );
  const promotions = pages.data?.flat() ?? [];
  const last = pages.data?.at(-1);
  return { ...pages, promotions, hasMore: last !== undefined && last.length === PROMOTION_LIST_PAGE_SIZE };
}

export const getPromotionDetail = (id: string, saleUnit: string | null) =>
  unwrap(
    merchantApi.get(buildPath('promotionDetail', { promotionId: id }), {
      query: { saleUnit: saleUnit ?? undefined },
      schema: PromotionDetailAnswerSchema,
    }),
  );

/** Creates (no id) or updates a promotion; answers its id, or the failure to show. */
export function savePromotion(id: number | null, body: PromotionSaveBodyInput) {
  return id === null
    ? merchantApi.post(CALL_PATHS.promotionCreate, body, { schema: PromotionSaveAnswerSchema })
    : merchantApi.post(buildPath('promotionUpdate', { id }), body, { schema: PromotionSaveAnswerSchema });
}

export const searchPromotionProducts = (text: string, saleUnit: string | null) =>
  unwrap(
    merchantApi.get(CALL_PATHS.promotionProducts, {
      query: { text: text || undefined, take: PROMOTION_PRODUCT_POPUP_PAGE_SIZE, saleUnit: saleUnit ?? undefined },
      schema: PromotionProductsAnswerSchema,
    }),
  );

export const searchPromotionCustomers = (text: string, saleUnit: string | null) =>
  unwrap(
    merchantApi.get(CALL_PATHS.promotionCustomers, {
      query: { text: text || undefined, take: PROMOTION_CUSTOMER_POPUP_PAGE_SIZE, saleUnit: saleUnit ?? undefined },
      schema: PromotionCustomersAnswerSchema,
    }),
  );

/** Customer types and store types, read once. */
export function usePromotionMasterData() {
  return useSWR(
    ['promotions', 'masterdata'],
    () => unwrap(merchantApi.get(CALL_PATHS.promotionMasterData, { schema: PromotionMasterDataAnswerSchema })),
    { ...swrDefaults, revalidateIfStale: false },
  );
}
