// Points: the balance (GET_POINT), the history of points received and paid,
// and the merchant's actions on a redeem order's goods issue (Approve, Cancel).
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALLS,
  GetPointAnswerSchema,
  GetPointBodySchema,
  OrderRefParamsSchema,
  PointHistoryAnswerSchema,
  PointHistoryQuerySchema,
  RedeemActionAnswerSchema,
  RedeemActionBodySchema,
} from '@eorder/shared';
import { customerClaims, staffClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import type { PointService } from './service';

export interface PointRoutesOptions {
  points: PointService;
}

const security = [{ jtoken: [] }];
const TAGS = ['point'];

export const pointRoutes: FastifyPluginCallbackZod<PointRoutesOptions> = (
  app,
  { points },
  done,
) => {
  const member = app.requireCustomer({ allowGuest: false });

  app.post(
    CALLS.getPoint.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: "The customer's points in the active center",
        security,
        body: z.nullish(GetPointBodySchema),
        response: { 200: GetPointAnswerSchema },
      },
    },
    async (request) => points.balance(customerClaims(request), centerOf(request).saleUnit),
  );

  app.get(
    CALLS.pointHistory.path,
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Points received and paid in the active center',
        description:
          'Tabs ALL, RECEIVED (points added) and PAID (points spent), newest first. Status is the goods issue of a redeem order (WAIT, APPROVE, CANCEL).',
        security,
        querystring: PointHistoryQuerySchema,
        response: { 200: PointHistoryAnswerSchema },
      },
    },
    async (request) =>
      points.history(customerClaims(request), centerOf(request).saleUnit, request.query),
  );

  app.post(
    CALLS.pointRedeem.path,
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: TAGS,
        summary: "Approves or cancels a redeem order's goods issue",
        description:
          'The goods issue starts in WAIT. APPROVE approves it and the order (APPROVED); CANCEL cancels the order, ' +
          'giving the points and the stock back in the same transaction. Only a goods issue in WAIT can change.',
        security,
        params: OrderRefParamsSchema,
        body: RedeemActionBodySchema,
        response: { 200: RedeemActionAnswerSchema },
      },
    },
    async (request) =>
      points.redeemAction(Number(staffClaims(request).sub), request.params, request.body),
  );

  done();
};
