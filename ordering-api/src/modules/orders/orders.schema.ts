// The extra fields of the detail answer, which the contract does not describe yet. To move to
// @eorder/shared (src/order/order.schema.ts).
import { z } from 'zod';
import { extend } from 'zod/mini';
import {
  OrderDetailAnswerSchema,
  TrackingEventSchema,
} from '@eorder/shared';

/** The detail answer with what the history page shows beside the lines. */
export const OrderFullDetailAnswerSchema = extend(OrderDetailAnswerSchema, {
  Promotions: z.array(z.looseObject({ PromotionId: z.number(), DiscountAmount: z.number() })),
  StatusHistory: z.array(TrackingEventSchema),
  GoodsIssue: z.looseObject({ Id: z.number(), Status: z.string() }).nullable(),
});
export type OrderFullDetailAnswer = z.infer<typeof OrderFullDetailAnswerSchema>;
