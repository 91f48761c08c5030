// Points: the balance, the history of points received and paid, and the
// merchant's answer to a redeem order (its goods issue), which is a change of
// the order made through the order lifecycle.
import type { REDEEM_STATUSES } from '@eorder/shared';
import {
  AppError,
  type CustomerClaims,
  type OrderRefParams,
  type PointHistoryQuery,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import type { OrdersModule } from '../orders/service';
import { isGuestClaims, resolveCaller } from '../pricing/caller';
import { createPointRepository } from './repository';

export function createPointService({ db, orders }: { db: Db; orders: OrdersModule }) {
  const repository = createPointRepository(db);

  async function member(claims: CustomerClaims, saleUnit: string) {
    if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
    const caller = await resolveCaller(db, claims, saleUnit);
    if (!caller.customer) throw new AppError('AUTH_REQUIRED');
    return { customer: caller.customer, saleUnit: caller.saleUnit };
  }

  return {
    async balance(claims: CustomerClaims, saleUnit: string) {
      const { customer, saleUnit: center } = await member(claims, saleUnit);
      return { data: await orders.queries.pointBalance(customer.id, center) };
    },

    async history(claims: CustomerClaims, saleUnit: string, query: PointHistoryQuery) {
      const { customer, saleUnit: center } = await member(claims, saleUnit);
      const { rows, total } = await repository.ledger({
        customerId: customer.id,
        saleUnit: center,
        ...query,
      });
      const refs = rows.map((r) => r.ref).filter((r): r is string => r !== null);
      const issues = await orders.queries.goodsIssueStatuses(center, refs);
      return {
        Data: rows.map((row) => ({
          Id: row.id,
          Type: row.delta >= 0 ? ('RECEIVED' as const) : ('PAID' as const),
          Points: Math.abs(row.delta),
          Balance: row.balanceAfter,
          OrderID: row.ref,
          SaleUnit: row.saleUnit,
          Status: row.ref ? (issues.get(row.ref) ?? null) : null,
          Remark: row.reason,
          CreateDate: row.createdAt.toISOString(),
        })),
        Total: total,
      };
    },

    /**
     * The merchant approves or cancels a redeem order whose goods issue still waits: the order is
     * approved, or cancelled with its points and stock given back (the lifecycle's approve and
     * cancel, refused once the order has left WAIT).
     */
    async redeemAction(
      staffUserId: number,
      ref: OrderRefParams,
      body: { Action: 'APPROVE' | 'CANCEL'; Remark?: string | null | undefined },
    ) {
      const found = await orders.queries.staffOrder(staffUserId, ref);
      if (found.mode !== 'POINT') throw new AppError('ORDER_NOT_FOUND', { orderId: ref.orderId });
      const actor = { kind: 'staff' as const, userId: staffUserId };
      const input = { note: body.Remark ?? null, expect: ['WAIT'] };
      const change = body.Action === 'CANCEL' ? orders.lifecycle.cancel : orders.lifecycle.approve;
      let order;
      try {
        order = await change(actor, found, input);
      } catch (error) {
        // The goods issue no longer waits: answered as before, whichever the action.
        const moved = ['ORDER_STATUS_CHANGE_NOT_ALLOWED', 'ORDER_CHANGED_MEANWHILE'];
        if (error instanceof AppError && moved.includes(error.code))
          throw new AppError('ORDER_CANNOT_CANCEL', error.params);
        throw error;
      }
      const issue = await orders.queries.goodsIssue(order);
      return {
        OrderID: order.orderId,
        SaleUnit: order.saleUnit,
        Status: order.status,
        GoodsIssue: issue
          ? { ...issue, Status: issue.Status as (typeof REDEEM_STATUSES)[number] }
          : null,
      };
    },
  };
}

export type PointService = ReturnType<typeof createPointService>;
