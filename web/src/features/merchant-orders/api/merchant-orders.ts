// The merchant's order calls: list, detail, lifecycle actions, tracking edit, the center's riders
// and the goods issue actions of redeem orders.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  buildPath,
  CALL_PATHS,
  PaymentSchema,
  type MerchantPaymentReviewBody,
  MerchantOrderActionAnswerSchema,
  MerchantOrderDetailAnswerSchema,
  MerchantOrderListAnswerSchema,
  MerchantPaymentRefundAnswerSchema,
  MerchantPaymentViewAnswerSchema,
  MerchantRidersAnswerSchema,
  MerchantTrackingAnswerSchema,
  ORDER_LIST_PAGE_SIZE,
  RedeemActionAnswerSchema,
  type MerchantOrderActionBodyInput,
  type MerchantOrderDetailAnswer,
  type MerchantRidersAnswer,
  type MerchantOrderListAnswer,
  type MerchantPaymentRefundBody,
  type MerchantPaymentViewAnswer,
  type MerchantTrackingBody,
} from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults, totalPageKey } from '@/lib/swr';
import type { ListFilters } from '../lib/filters';
import { listQuery } from '../lib/filters';

/** A failed read, with the HTTP status the page decides on (404 is the not-found page). */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function getPage(filters: ListFilters, skip: number) {
  const result = await merchantApi.get(CALL_PATHS.merchantOrderList, {
    query: { ...listQuery(filters), skip, take: ORDER_LIST_PAGE_SIZE },
    schema: MerchantOrderListAnswerSchema,
    quiet: true,
  });
  if (!result.ok) throw new LoadError(result.error.message, result.status);
  return result.data;
}

/** The orders of the filters, page after page ("load more"). */
export function useMerchantOrders(filters: ListFilters | null) {
  const pages = useSWRInfinite<MerchantOrderListAnswer, Error>(
    totalPageKey(filters ? ['merchant-orders', JSON.stringify(filters)] : null, ORDER_LIST_PAGE_SIZE),
    ([, , skip]: [string, string, number]) => getPage(filters as ListFilters, skip),
    { ...swrDefaults, revalidateFirstPage: true },
  );
  const orders = pages.data?.flatMap((page) => page.Data) ?? [];
  // The last page's total: a busy center's count is "at least" and grows as pages are loaded.
  const last = pages.data?.at(-1);
  const total = last?.Total ?? 0;
  return { ...pages, orders, total, capped: last?.TotalCapped === true, hasMore: orders.length < total };
}

async function getDetail(orderId: string, saleUnit: string) {
  const result = await merchantApi.post(
    CALL_PATHS.merchantOrderDetail,
    { orderid: orderId, saleunit: saleUnit },
    { schema: MerchantOrderDetailAnswerSchema, quiet: true },
  );
  if (!result.ok) throw new LoadError(result.error.message, result.status);
  return result.data;
}

export function useMerchantOrderDetail(orderId: string | undefined, saleUnit: string | undefined) {
  return useSWR<MerchantOrderDetailAnswer, Error>(orderId && saleUnit ? ['merchant-order', orderId, saleUnit] : null, () => getDetail(orderId as string, saleUnit as string), swrDefaults);
}

/** Staff approve or reject a payment waiting for them (a slip, a counter or bill-payment reference). */
export function reviewPayment(paymentId: string, body: MerchantPaymentReviewBody) {
  return merchantApi.post(buildPath('merchantPaymentReview', { paymentId }), body, { schema: PaymentSchema });
}

/** One change of the lifecycle; a refusal (409 when someone moved the order first) is toasted. */
export function actOnOrder(orderId: string, saleUnit: string, body: MerchantOrderActionBodyInput) {
  return merchantApi.post(buildPath('merchantOrderAction', { orderId, saleUnit }), body, { schema: MerchantOrderActionAnswerSchema });
}

export function editTracking(orderId: string, saleUnit: string, body: MerchantTrackingBody) {
  return merchantApi.post(buildPath('merchantTrackingEdit', { orderId, saleUnit }), body, { schema: MerchantTrackingAnswerSchema });
}

export function useCenterRiders(saleUnit: string | null) {
  return useSWR<MerchantRidersAnswer, Error>(saleUnit ? ['merchant-riders', saleUnit] : null, async () => {
    const result = await merchantApi.get(CALL_PATHS.merchantRiders, { query: { SaleUnit: saleUnit }, schema: MerchantRidersAnswerSchema, quiet: true });
    if (!result.ok) throw new LoadError(result.error.message, result.status);
    return result.data;
  }, swrDefaults);
}

/** Approves or cancels a redeem order's goods issue (the order's approve or cancel). */
export function redeemAction(orderId: string, saleUnit: string, action: 'APPROVE' | 'CANCEL', remark: string | null) {
  return merchantApi.post(buildPath('pointRedeem', { orderId, saleUnit }), { Action: action, Remark: remark }, { schema: RedeemActionAnswerSchema });
}

/** The order's payments with their ledgers and what may be refunded (the merchant payment view). */
export function useMerchantPayments(orderId: string | undefined, saleUnit: string | undefined) {
  return useSWR<MerchantPaymentViewAnswer, Error>(orderId && saleUnit ? ['merchant-payments', orderId, saleUnit] : null, async () => {
    const result = await merchantApi.get(buildPath('merchantPaymentView', { orderId: orderId as string, saleUnit: saleUnit as string }), {
      schema: MerchantPaymentViewAnswerSchema,
      quiet: true,
    });
    if (!result.ok) throw new LoadError(result.error.message, result.status);
    return result.data;
  }, swrDefaults);
}

/** Refunds the paid order (all that is left without an amount; a full refund of a waiting or approved order cancels it). */
export function refundOrder(orderId: string, saleUnit: string, body: MerchantPaymentRefundBody) {
  return merchantApi.post(buildPath('merchantPaymentRefund', { orderId, saleUnit }), body, { schema: MerchantPaymentRefundAnswerSchema });
}
