// The merchant order list's filters and the query they make; the rules of the action dialogs.
import type { GoodsIssueTab, MerchantOrderAction, OrderListTab } from '@eorder/shared';

export interface ListFilters {
  saleUnit: string;
  tab: OrderListTab;
  /** Order number, customer code or name. */
  text: string;
  /** 'YYYY-MM-DD' from the date inputs, or ''. */
  from: string;
  to: string;
  /** Redeem orders by goods issue state (the goods issue page). */
  goodsIssue?: GoodsIssueTab;
}

const dateKey = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : undefined);

/** The list call's query: empty filters are left out; a reversed range is read the right way round. */
export function listQuery(filters: ListFilters): Record<string, string> {
  let [from, to] = [dateKey(filters.from), dateKey(filters.to)];
  if (from && to && from > to) [from, to] = [to, from];
  const text = filters.text.trim();
  return {
    SaleUnit: filters.saleUnit,
    Status: filters.tab,
    ...(text ? { Text: text } : {}),
    ...(from ? { FromDate: from } : {}),
    ...(to ? { ToDate: to } : {}),
    ...(filters.goodsIssue ? { GoodsIssue: filters.goodsIssue } : {}),
  };
}

/** What an action's dialog must have before its confirm button works. */
export function actionReady(action: MerchantOrderAction, input: { riderId: number | null; carrier: string; reason: string }): boolean {
  if (action === 'ship') return input.riderId !== null || input.carrier.trim() !== '';
  if (action === 'cancel') return input.reason.trim() !== '';
  return true;
}

/** A date input's value ('YYYY-MM-DD') as the tracking edit sends it ('YYYYMMDD'), '' to clear. */
export const expectedDateKey = (value: string): string => dateKey(value) ?? '';

/** A stored 'YYYY-MM-DD' (or null) as a date input's value. */
export const dateInputValue = (value: string | null | undefined): string => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '');
