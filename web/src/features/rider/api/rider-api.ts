// The rider's calls (decision 064): the list of a tab, one order, the history.
// Steps go through the queue (../lib/step-queue.ts), which sends them.
import useSWR from 'swr';
import {
  buildPath,
  CALL_PATHS,
  RiderHistoryAnswerSchema,
  RiderOrderDetailAnswerSchema,
  RiderOrderListAnswerSchema,
  type RiderHistoryAnswer,
  type RiderListStatus,
  type RiderOrderDetailAnswer,
  type RiderOrderListAnswer,
} from '@eorder/shared';
import { riderApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

async function unwrap<T>(call: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>) {
  const result = await call;
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The rider's orders of a tab (at most 100: a rider's day). */
export function useRiderOrders(status: RiderListStatus, date?: string) {
  return useSWR<RiderOrderListAnswer, Error>(['rider', 'orders', status, date ?? ''], () =>
    unwrap(
      riderApi.get(CALL_PATHS.riderOrders, {
        query: { status, Date: date, skip: 0, take: 100 },
        schema: RiderOrderListAnswerSchema,
      }),
    ),
    swrDefaults,
  );
}

export function useRiderOrder(orderId: string | undefined, saleUnit: string | undefined) {
  return useSWR<RiderOrderDetailAnswer, Error>(orderId && saleUnit ? ['rider', 'order', orderId, saleUnit] : null, () =>
    unwrap(
      riderApi.get(buildPath('riderOrderDetail', { orderId: orderId ?? '', saleUnit: saleUnit ?? '' }), {
        schema: RiderOrderDetailAnswerSchema,
      }),
    ),
    swrDefaults,
  );
}

export function useRiderHistory() {
  return useSWR<RiderHistoryAnswer, Error>(['rider', 'history'], () =>
    unwrap(riderApi.get(CALL_PATHS.riderHistory, { schema: RiderHistoryAnswerSchema })),
    swrDefaults,
  );
}
