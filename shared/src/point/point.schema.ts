import * as z from 'zod/mini';
import {
  AnswerNumberSchema,
  EmptyBodySchema,
  pageOf,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';
import { MultilineTextSchema } from '../common/text.schema.js';
import { ORDER_LIST_PAGE_SIZE } from '../constants.js';

/** `POST GET_MASTER_DATA/GET_POINT` body (`{}`) and answer: `data` is the points balance. */
export const GetPointBodySchema = EmptyBodySchema;
export type GetPointBody = z.infer<typeof GetPointBodySchema>;
export const GetPointAnswerSchema = z.looseObject({ data: AnswerNumberSchema });
export type GetPointAnswer = z.infer<typeof GetPointAnswerSchema>;

/** Tabs of the redeem-point history and vouchers: All, Received, Paid. */
export const POINT_HISTORY_TABS = ['ALL', 'RECEIVED', 'PAID'] as const;

/** Redeem (goods issue) actions: Wait (confirm redeem point), Approve, Cancel. */
export const REDEEM_STATUSES = ['WAIT', 'APPROVE', 'CANCEL'] as const;

export const PointTransactionSchema = z.looseObject({
  Id: z.union([z.string(), z.number()]),
  /** RECEIVED (earned) or PAID (redeemed). */
  Type: z.string(),
  Points: AnswerNumberSchema,
  OrderID: z.nullish(z.string()),
  SaleUnit: z.nullish(z.string()),
  Status: z.nullish(z.string()),
  Remark: z.nullish(z.string()),
  CreateDate: z.string(),
});
export type PointTransaction = z.infer<typeof PointTransactionSchema>;

/** `GET api/points/history` query and answer. */
export const PointHistoryQuerySchema = z.object({
  type: z._default(z.enum(POINT_HISTORY_TABS), 'ALL'),
  skip: skipSchema(0),
  take: takeSchema(ORDER_LIST_PAGE_SIZE),
});
export type PointHistoryQuery = z.infer<typeof PointHistoryQuerySchema>;
export const PointHistoryAnswerSchema = pageOf(PointTransactionSchema);
export type PointHistoryAnswer = z.infer<typeof PointHistoryAnswerSchema>;

/** `POST api/points/redeem/{orderId}/{saleUnit}` body: the merchant approves or cancels a redeem order. */
export const RedeemActionBodySchema = z.strictObject({
  Action: z.enum(['APPROVE', 'CANCEL']),
  Remark: z.nullish(MultilineTextSchema.check(z.trim(), z.maxLength(500))),
});
export type RedeemActionBody = z.infer<typeof RedeemActionBodySchema>;
export const RedeemActionAnswerSchema = z.looseObject({
  OrderID: z.string(),
  SaleUnit: z.string(),
  Status: z.string(),
  GoodsIssue: z.nullable(
    z.looseObject({ Id: z.number(), Status: z.enum(REDEEM_STATUSES), Points: z.number() }),
  ),
});
export type RedeemActionAnswer = z.infer<typeof RedeemActionAnswerSchema>;
