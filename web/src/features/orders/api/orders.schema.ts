// The order detail as the ordering API answers it: the contract's detail with the promotions the
// order got, its status history and, for a redeem order, the goods issue.
import { z } from 'zod';
import { OrderDetailAnswerSchema, TrackingEventSchema } from '@eorder/shared';

export const OrderFullDetailSchema = OrderDetailAnswerSchema.extend({
  Promotions: z
    .array(z.looseObject({ PromotionId: z.number(), PromotionName: z.string().nullish(), Opt30: z.string().nullish(), DiscountAmount: z.number() }))
    .default([]),
  StatusHistory: z.array(TrackingEventSchema).default([]),
  GoodsIssue: z.looseObject({ Id: z.number(), Status: z.string() }).nullable().default(null),
});
export type OrderFullDetail = z.infer<typeof OrderFullDetailSchema>;
