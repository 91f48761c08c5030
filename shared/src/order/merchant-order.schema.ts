// The merchant's order calls: the list of the center's orders, the detail with its payment and
// parcel, the actions of the lifecycle, the riders to hand an order to (decision 056).
import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import { AnswerNumberSchema, SaleUnitSchema, pageOf } from '../common/common.schema.js';
import { REDEEM_STATUSES } from '../point/point.schema.js';
import { MERCHANT_ORDER_ACTIONS } from './merchant-actions.js';
import { INVOICE_STATUSES, ORDER_STATUSES } from './order-status.js';
import {
  OrderDetailAnswerSchema,
  OrderListQuerySchema,
  OrderSchema,
  TrackingEventSchema,
} from './order.schema.js';

const num = z.nullish(AnswerNumberSchema);
const text = z.nullish(z.string());

/**
 * `GET api/MerchantOrder/list`: the customer-side list query, plus the kind of order (a redeem
 * order is 'point') and the goods issue state of redeem orders. Text finds the order number, the
 * customer code or the customer name.
 */
export const MerchantOrderListQuerySchema = z.extend(OrderListQuerySchema, {
  Mode: z.optional(z.enum(['money', 'point'])),
  GoodsIssue: z.optional(z.enum(REDEEM_STATUSES)),
});
export type MerchantOrderListQuery = z.infer<typeof MerchantOrderListQuerySchema>;

/** A listed order, with its redeem order's goods issue state when it has one. */
export const MerchantOrderRowSchema = z.extend(OrderSchema, { GoodsIssueStatus: text });
/**
 * A page of the list. A busy center's count stops a thousand orders past the page: Total is then
 * that many and TotalCapped is true ("at least"); loading more goes on while a page comes back full.
 */
export const MerchantOrderListAnswerSchema = z.extend(pageOf(MerchantOrderRowSchema), { TotalCapped: z.optional(z.boolean()) });
export type MerchantOrderListAnswer = z.infer<typeof MerchantOrderListAnswerSchema>;

/** How the order is paid, read-only on the merchant's pages (the payment calls fill it). */
export const MerchantOrderPaymentSchema = z.looseObject({
  Method: z.string(),
  Amount: num,
  Points: num,
  Status: z.string(),
  Provider: text,
  ProviderReference: text,
  /** The uploaded slip's picture, when the customer sent one. */
  SlipUrl: text,
  UpdatedAt: text,
  /** The latest payment's id, state and why it waits (WAITING_FOR_STAFF ...). */
  PaymentId: text,
  PaymentStatus: text,
  Reason: text,
  /** Staff may approve or reject it now (merchantPaymentReview). */
  Reviewable: z.optional(z.boolean()),
});
export type MerchantOrderPayment = z.infer<typeof MerchantOrderPaymentSchema>;

/** Who carries the order: the rider of the center, or a carrier with its tracking number. */
export const MerchantOrderParcelSchema = z.looseObject({
  RiderId: num,
  RiderName: text,
  RiderMobileNo: text,
  Carrier: text,
  TrackingNo: text,
  ExpectedDate: text,
});
export type MerchantOrderParcel = z.infer<typeof MerchantOrderParcelSchema>;

/** The order's invoice state of the seeds: Wait, Approved or Canceled. */
export const MerchantOrderInvoiceSchema = z.looseObject({
  Status: z.enum(INVOICE_STATUSES),
  At: text,
  By: text,
});
export type MerchantOrderInvoice = z.infer<typeof MerchantOrderInvoiceSchema>;

/** `POST api/MerchantOrder/GET_ORDER_DETAIL` answer: the specification's four parts and ours. */
export const MerchantOrderDetailAnswerSchema = z.extend(OrderDetailAnswerSchema, {
  Promotions: z.array(
    z.looseObject({
      PromotionId: z.number(),
      PromotionName: text,
      Opt30: text,
      PromotionNameEN: text,
      Opt30EN: text,
      DiscountAmount: z.number(),
    }),
  ),
  StatusHistory: z.array(TrackingEventSchema),
  GoodsIssue: z.nullable(z.looseObject({ Id: z.number(), Status: z.string(), Remark: text })),
  Payment: MerchantOrderPaymentSchema,
  Parcel: MerchantOrderParcelSchema,
  /**
   * The invoice approved or cancelled at delivery (decision 065), with when and by whom it was
   * decided; null where the company does not approve invoices at delivery.
   */
  Invoice: z.nullable(MerchantOrderInvoiceSchema),
  /** What this staff member may do now (the lifecycle's table for 'staff'). */
  Actions: z.array(z.enum(MERCHANT_ORDER_ACTIONS)),
});
export type MerchantOrderDetailAnswer = z.infer<typeof MerchantOrderDetailAnswerSchema>;

const reason = MultilineTextSchema.check(z.trim(), z.maxLength(500));

/**
 * `POST api/MerchantOrder/action/{orderId}/{saleUnit}`: one change of the lifecycle. `Expect` is
 * the status the page showed: the change is refused (409 ORDER_CHANGED_MEANWHILE) when someone
 * moved the order first. Ship names a rider of the center or a carrier; cancel needs a reason.
 */
export const MerchantOrderActionBodySchema = z
  .strictObject({
    Action: z.enum(MERCHANT_ORDER_ACTIONS),
    Expect: z.enum(ORDER_STATUSES),
    RiderId: z.nullish(z.coerce.number().check(z.int(), z.positive())),
    Carrier: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(60))),
    TrackingNo: z.nullish(LineTextSchema.check(z.trim(), z.maxLength(60))),
    Reason: z.nullish(reason),
  })
  .check(
    z.refine((body) => body.Action !== 'ship' || body.RiderId != null || !!body.Carrier, {
      path: ['RiderId'],
      message: 'Name a rider of the center or a carrier',
    }),
    z.refine((body) => body.Action !== 'cancel' || !!body.Reason, {
      path: ['Reason'],
      message: 'Give the reason for cancelling',
    }),
  );
export type MerchantOrderActionBody = z.infer<typeof MerchantOrderActionBodySchema>;
export type MerchantOrderActionBodyInput = z.input<typeof MerchantOrderActionBodySchema>;
export const MerchantOrderActionAnswerSchema = MerchantOrderDetailAnswerSchema;

/** `GET api/MerchantOrder/riders`: the active riders of one of the staff member's centers. */
export const MerchantRidersQuerySchema = z.object({ SaleUnit: SaleUnitSchema });
export type MerchantRidersQuery = z.infer<typeof MerchantRidersQuerySchema>;
export const MerchantRiderSchema = z.looseObject({
  RiderId: z.number(),
  Name: z.string(),
  MobileNo: text,
  VehiclePlate: text,
});
export const MerchantRidersAnswerSchema = z.array(MerchantRiderSchema);
export type MerchantRidersAnswer = z.infer<typeof MerchantRidersAnswerSchema>;
