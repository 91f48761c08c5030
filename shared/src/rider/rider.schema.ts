import * as z from 'zod/mini';
import { MultilineTextSchema } from '../common/text.schema.js';
import { skipSchema, takeSchema } from '../common/common.schema.js';
import { ORDER_LIST_PAGE_SIZE } from '../constants.js';
import {
  OrderTrackingAnswerSchema,
  OrderListAnswerSchema,
  OrderDetailAnswerSchema,
} from '../order/order.schema.js';

/**
 * Rider list filters. 'APPROVED' is the specification's "Invoice Approve" tab: invoiced orders
 * waiting for a rider.
 */
export const RIDER_LIST_STATUSES = ['APPROVED', 'SHIPPING', 'DELIVERED'] as const;

/** `GET api/rider/orders` query. */
export const RiderOrderListQuerySchema = z.object({
  status: z._default(z.enum(RIDER_LIST_STATUSES), 'APPROVED'),
  skip: skipSchema(0),
  take: takeSchema(ORDER_LIST_PAGE_SIZE),
});
export type RiderOrderListQuery = z.infer<typeof RiderOrderListQuerySchema>;
export const RiderOrderListAnswerSchema = OrderListAnswerSchema;
export type RiderOrderListAnswer = z.infer<typeof RiderOrderListAnswerSchema>;

/** `GET api/rider/orders/{orderId}/{saleUnit}` answer. */
export const RiderOrderDetailAnswerSchema = OrderDetailAnswerSchema;
export type RiderOrderDetailAnswer = z.infer<typeof RiderOrderDetailAnswerSchema>;

/** `POST api/rider/orders/{orderId}/{saleUnit}/status`: pick up (SHIPPING) or deliver (DELIVERED). */
export const RiderStatusBodySchema = z.strictObject({
  Status: z.enum(['SHIPPING', 'DELIVERED']),
  Remark: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
  Lat: z.nullish(z.coerce.number().check(z.gte(-90), z.lte(90))),
  Lng: z.nullish(z.coerce.number().check(z.gte(-180), z.lte(180))),
});
export type RiderStatusBody = z.infer<typeof RiderStatusBodySchema>;
export const RiderStatusAnswerSchema = OrderTrackingAnswerSchema;
export type RiderStatusAnswer = z.infer<typeof RiderStatusAnswerSchema>;
