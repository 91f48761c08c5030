// The order detail as the ordering API answers it: the contract's detail with the promotions the
// order got, its status history and, for a redeem order, the goods issue.
import * as z from 'zod/mini';
import { OrderDetailAnswerSchema, TrackingEventSchema } from '@eorder/shared';

export const OrderFullDetailSchema = z.extend(OrderDetailAnswerSchema, {
  Promotions: z._default(z
    .array(z.looseObject({ PromotionId: z.number(), PromotionName: z.nullish(z.string()), Opt30: z.nullish(z.string()), DiscountAmount: z.number() })), []),
  StatusHistory: z._default(z.array(TrackingEventSchema), []),
  GoodsIssue: z._default(z.nullable(z.looseObject({ Id: z.number(), Status: z.string() })), null),
});
export type OrderFullDetail = z.infer<typeof OrderFullDetailSchema>;
