import useSWRInfinite from 'swr/infinite';
import { CALL_PATHS, ORDER_LIST_PAGE_SIZE, OrderListAnswerSchema, type OrderListTab } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults, totalPageKey } from '@/lib/swr';

/** `GET api/orders/list`: the customer's orders of a status tab, newest first, 12 a page. */
export async function getOrders(status: OrderListTab, skip: number, take = ORDER_LIST_PAGE_SIZE) {
  const result = await customerApi.get(CALL_PATHS.orderList, {
    query: { Status: status, skip, take },
    schema: OrderListAnswerSchema,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The orders of a tab, page after page ("load more"). */
export function useOrders(status: OrderListTab) {
  const pages = useSWRInfinite<Awaited<ReturnType<typeof getOrders>>, Error>(
    totalPageKey(['orders', 'list', status], ORDER_LIST_PAGE_SIZE),
    ([, , tab, skip]: [string, string, OrderListTab, number]) => getOrders(tab, skip),
    { ...swrDefaults, revalidateFirstPage: true },
  );
  const orders = pages.data?.flatMap((page) => page.Data) ?? [];
  const total = pages.data?.[0]?.Total ?? 0;
  return { ...pages, orders, total, hasMore: orders.length < total };
}
