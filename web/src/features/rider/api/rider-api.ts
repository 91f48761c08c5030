// The rider's calls (decision 064): the list of a tab, one order, the history.
// Steps go through the queue (../lib/step-queue.ts), which sends them.
import useSWR, { mutate, preload } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import {
  buildPath,
  CALL_PATHS,
  ORDER_LIST_PAGE_SIZE,
  RIDER_LIST_STATUSES,
  RiderHistoryAnswerSchema,
  RiderOrderDetailAnswerSchema,
  RiderOrderListAnswerSchema,
  type RiderHistoryAnswer,
  type RiderListStatus,
  type RiderOrderDetailAnswer,
  type RiderOrderListAnswer,
} from '@eorder/shared';
import { riderApi } from '@/lib/api';
import { sessionStore, whenSessionReady } from '@/lib/session';
import { swrDefaults, totalPageKey } from '@/lib/swr';

async function unwrap<T>(call: Promise<{ ok: true; data: T } | { ok: false; error: { message: string } }>) {
  const result = await call;
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The key of a tab's page (the first page's key names the list). */
const listKey = (status: RiderListStatus) => totalPageKey(['rider', 'orders', status], ORDER_LIST_PAGE_SIZE);

/** One page of a tab, by its key. */
const fetchListPage = ([, , tab, skip]: [string, string, RiderListStatus, number]) =>
  unwrap(
    riderApi.get(CALL_PATHS.riderOrders, {
      query: { status: tab, skip, take: ORDER_LIST_PAGE_SIZE },
      schema: RiderOrderListAnswerSchema,
    }),
  );

/** The rider's orders of a tab, a page at a time ("load more"): a day of any size, the first page painted first. */
export function useRiderOrders(status: RiderListStatus) {
  const pages = useSWRInfinite<RiderOrderListAnswer, Error>(listKey(status), fetchListPage, {
    ...swrDefaults,
    revalidateFirstPage: true,
  });
  const orders = pages.data?.flatMap((page) => page.Data) ?? [];
  const total = pages.data?.[0]?.Total ?? 0;
  return { ...pages, orders, total, hasMore: orders.length < total };
}

/**
 * Asks for a tab's first page before the page renders (the list hands the answer over), so a phone
 * renders the list once, with its cards, instead of a loading line first. Only once the session is
 * known and a rider is signed in: a visitor without one is sent to sign in, and the list must not
 * later be handed the refusal of a request made before it.
 */
export function preloadRiderOrders(status: RiderListStatus): void {
  whenSessionReady(() => {
    const key = listKey(status)(0, null) as [string, string, RiderListStatus, number] | null;
    if (key && sessionStore.rider) void preload(key, fetchListPage).catch(() => undefined);
  });
}

/** Reads every tab's list again, every page shown (a filter of `mutate` does not reach paged lists). */
export const refreshRiderLists = () =>
  Promise.all(RIDER_LIST_STATUSES.map((status) => mutate(unstable_serialize(listKey(status)))));

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
