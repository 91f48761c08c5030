// Points: the balance (GET_POINT), the history of points received and paid,
// and the merchant's actions on a redeem order's goods issue (Approve, Cancel).
import { createLineNotifications } from '../line/outbox';
import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppError,
  CALLS,
  GetPointAnswerSchema,
  GetPointBodySchema,
  OrderRefParamsSchema,
  PointHistoryAnswerSchema,
  PointHistoryQuerySchema,
  RedeemActionAnswerSchema,
  RedeemActionBodySchema,
  type REDEEM_STATUSES,
} from '@eorder/shared';
import { pointLedger } from '../../db/schema';
import { goodsIssues } from '../../db/schema/redemptions';
import { customerClaims, staffClaims } from '../../plugins/auth';
import { centerOf } from '../../plugins/center';
import { isGuestClaims, resolveCaller } from '../pricing/caller';
import { createOrderService, withRetry } from '../orders/service';
import { goodsIssueToWire } from '../orders/wire';

const security = [{ jtoken: [] }];
const TAGS = ['point'];

export const pointRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const orders = createOrderService({
    db: app.db,
    clock: app.clock,
    notifications: createLineNotifications({
      db: app.db,
      clock: app.clock,
      liffUrl: app.env.LINE_LIFF_URL,
    }),
  });
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
    async (request) => {
      const claims = customerClaims(request);
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const caller = await resolveCaller(app.db, claims, centerOf(request).saleUnit);
      if (!caller.customer) throw new AppError('AUTH_REQUIRED');
      return { data: await orders.repository.pointBalance(caller.customer.id, caller.saleUnit) };
    },
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
    async (request) => {
      const caller = await resolveCaller(app.db, customerClaims(request), centerOf(request).saleUnit);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const conditions: SQL[] = [
        eq(pointLedger.customerId, customer.id),
        eq(pointLedger.saleUnit, caller.saleUnit),
      ];
      if (request.query.type === 'RECEIVED') conditions.push(gt(pointLedger.delta, 0));
      if (request.query.type === 'PAID') conditions.push(lt(pointLedger.delta, 0));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(pointLedger)
          .where(where)
          .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
          .limit(request.query.take)
          .offset(request.query.skip),
        app.db.select({ n: count() }).from(pointLedger).where(where),
      ]);
      const refs = rows.map((r) => r.ref).filter((r): r is string => r !== null);
      const issues = new Map<string, string>();
      for (const ref of new Set(refs)) {
        const order = await orders.repository.findByRef(ref, caller.saleUnit);
        const issue = order ? await orders.repository.goodsIssue(order.id) : undefined;
        if (issue) issues.set(ref, issue.status);
      }
      return {
        Data: rows.map((row) => ({
          Id: row.id,
          Type: row.delta >= 0 ? 'RECEIVED' : 'PAID',
          Points: Math.abs(row.delta),
          Balance: row.balanceAfter,
          OrderID: row.ref,
          SaleUnit: row.saleUnit,
          Status: row.ref ? (issues.get(row.ref) ?? null) : null,
          Remark: row.reason,
          CreateDate: row.createdAt.toISOString(),
        })),
        Total: Number(total?.n ?? 0),
      };
    },
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
    async (request) => {
      const staffId = staffClaims(request).sub;
      const found = await orders.staffOrder(Number(staffId), request.params);
      const result = await withRetry(app.db, async (tx) => {
        const order = await orders.repository.lockByRef(found.orderId, found.saleUnit, tx);
        const [issue] = order
          ? await tx.select().from(goodsIssues).where(eq(goodsIssues.orderPk, order.id))
          : [];
        if (!order || !issue) throw new AppError('ORDER_NOT_FOUND', { orderId: found.orderId });
        if (issue.status !== 'WAIT' || order.status !== 'WAIT')
          throw new AppError('ORDER_CANNOT_CANCEL', { status: order.status });
        const by = { kind: 'staff', id: staffId, note: request.body.Remark ?? null };
        if (request.body.Action === 'CANCEL') return orders.cancelInTx(tx, order, by);
        await orders.repository.setGoodsIssueStatus(
          order.id,
          'APPROVE',
          { kind: 'staff', id: staffId, remark: by.note },
          tx,
        );
        return orders.repository.setStatus(
          order,
          'APPROVED',
          { note: by.note, changedByKind: 'staff', changedById: staffId },
          tx,
        );
      });
      const issue = await orders.repository.goodsIssue(result.id);
      const wire = goodsIssueToWire(issue);
      return {
        OrderID: result.orderId,
        SaleUnit: result.saleUnit,
        Status: result.status,
        GoodsIssue: wire
          ? { ...wire, Status: wire.Status as (typeof REDEEM_STATUSES)[number] }
          : null,
      };
    },
  );

  done();
};
