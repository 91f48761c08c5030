import useSWRInfinite from 'swr/infinite';
import { CALL_PATHS, ORDER_LIST_PAGE_SIZE, PointHistoryAnswerSchema, type POINT_HISTORY_TABS } from '@eorder/shared';
import { customerApi } from '@/lib/api';
import { swrDefaults, totalPageKey } from '@/lib/swr';

export type PointTab = (typeof POINT_HISTORY_TABS)[number];

/** `GET api/points/history`: points received and paid, newest first, 12 a page. */
export async function getPointHistory(type: PointTab, skip: number) {
  const result = await customerApi.get(CALL_PATHS.pointHistory, {
    query: { type, skip, take: ORDER_LIST_PAGE_SIZE },
    schema: PointHistoryAnswerSchema,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

export function usePointHistory(type: PointTab, owner: string | null) {
  const pages = useSWRInfinite<Awaited<ReturnType<typeof getPointHistory>>, Error>(
    totalPageKey(owner ? ['points', 'history', owner, type] : null, ORDER_LIST_PAGE_SIZE),
    ([, , , tab, skip]: [string, string, string, PointTab, number]) => getPointHistory(tab, skip),
    { ...swrDefaults, revalidateFirstPage: true },
  );
  const rows = pages.data?.flatMap((page) => page.Data) ?? [];
  const total = pages.data?.[0]?.Total ?? 0;
  return { ...pages, rows, total, hasMore: rows.length < total };
}
