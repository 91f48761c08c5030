import { z } from 'zod';
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
  status: z.enum(RIDER_LIST_STATUSES).default('APPROVED'),
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
  Remark: z.string().trim().max(500).nullish(),
  Lat: z.coerce.number().min(-90).max(90).nullish(),
  Lng: z.coerce.number().min(-180).max(180).nullish(),
});
export type RiderStatusBody = z.infer<typeof RiderStatusBodySchema>;
export const RiderStatusAnswerSchema = OrderTrackingAnswerSchema;
export type RiderStatusAnswer = z.infer<typeof RiderStatusAnswerSchema>;
