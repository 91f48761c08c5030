// The row types of an order and what hangs from it.
import type { orderLines, orders, orderStatusHistory } from '../../../db/schema';
import type { orderPromotions } from '../../../db/schema/order-promotions';
import type { goodsIssues } from '../../../db/schema/redemptions';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderLineInsert = typeof orderLines.$inferInsert;
/** A line as placing writes it: every column but the keys, so the answer needs no second read. */
export type OrderLineValues = Omit<OrderLineRow, 'id' | 'orderPk'>;
export type OrderPromotionRow = typeof orderPromotions.$inferSelect;
export type OrderPromotionValues = Omit<OrderPromotionRow, 'orderPk'>;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type GoodsIssueRow = typeof goodsIssues.$inferSelect;
/** A center's name in Thai and, where the center has one, in English. */
export interface CenterName {
  th: string;
  en: string | null;
}
