// The merchant's orders: list, detail, lifecycle actions, tracking and riders (decision 056).
// Another center's order is ORDER_NOT_FOUND: nothing of it is answered.
import {
  AppError,
  GOODS_ISSUE_ORDER_STATUSES,
  merchantActionsFor,
  type Locale,
  type MerchantOrderActionBody,
  type MerchantOrderDetailAnswer,
  type MerchantOrderListQuery,
  type MerchantTrackingBody,
  type OrderRefParams,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import type { Actor, ChangeInput } from '../orders/lifecycle/service';
import { dashed } from '../orders/queries/service';
import type { OrderRow } from '../orders/repository';
import type { OrdersModule } from '../orders/service';
import { paymentMethodOf } from '../orders/wire';
import { invoiceOf } from './invoice';
import { createMerchantOrderRepository, type ParcelFields } from './repository';
import { reviewable } from '../payments/review';

/** The statuses a list shows: the tab's, narrowed to the goods issue state's when one is asked. */
function listStatuses(query: MerchantOrderListQuery): string[] | undefined {
  const tab = query.Status === 'All' ? undefined : [query.Status];
  if (!query.GoodsIssue) return tab;
  const issue: readonly string[] = GOODS_ISSUE_ORDER_STATUSES[query.GoodsIssue];
  return tab ? tab.filter((status) => issue.includes(status)) : [...issue];
}

/** Orders counted past the page at most (decision 104): beyond, the list's total is "at least". */
export const LIST_COUNT_CAP = 1_000;

/** A tracking edit's field: left out stays, null or '' clears, text is kept trimmed. */
const cleared = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

export function createMerchantOrderService({ db, orders }: { db: Db; orders: OrdersModule }) {
  const repository = createMerchantOrderRepository(db);
  const { queries, lifecycle } = orders;

  /** The centers a list reads: the one asked (if it is the staff member's), else all of theirs. */
  async function centersOf(staffUserId: number, saleUnit: string | undefined) {
    const centers = await repository.staffCenters(staffUserId);
    if (saleUnit === undefined) return centers;
    if (!centers.includes(saleUnit)) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
    return [saleUnit];
  }

  async function detail(order: OrderRow, locale: Locale): Promise<MerchantOrderDetailAnswer> {
    const [base, payment, rider] = await Promise.all([
      queries.detail(order, locale),
      repository.latestPayment(order.id),
      order.riderId ? queries.rider(order.riderId) : undefined,
    ]);
    const point = order.mode === 'POINT';
    return {
      ...base,
      Payment: {
        Method: point ? 'POINT' : paymentMethodOf(order.paymentType),
        Amount: order.total,
        Points: point ? order.pointsUsed : null,
        Status: order.paymentStatus,
        Provider: payment?.provider ?? null,
        ProviderReference: payment?.providerReference ?? null,
        SlipUrl: payment?.slipFile ? `/files/${payment.slipFile}` : null,
        UpdatedAt: payment ? payment.updatedAt.toISOString() : null,
        PaymentId: payment?.paymentId ?? null,
        PaymentStatus: payment?.status ?? null,
        Reason: payment?.reason ?? null,
        Reviewable: payment ? reviewable(payment) : false,
      },
      Parcel: {
        RiderId: order.riderId,
        RiderName: rider?.name ?? null,
        RiderMobileNo: rider?.mobileNo ?? null,
        Carrier: order.carrier,
        TrackingNo: order.trackingNo,
        ExpectedDate: order.expectedDate,
      },
      Invoice: invoiceOf(order.invoiceStatus, base.StatusHistory),
      Actions: merchantActionsFor({ Status: order.status, PaymentStatus: order.paymentStatus }),
    };
  }

  return {
    async list(staffUserId: number, query: MerchantOrderListQuery) {
      const saleUnits = await centersOf(staffUserId, query.SaleUnit);
      const statuses = listStatuses(query);
      if (saleUnits.length === 0 || statuses?.length === 0) return { Data: [], Total: 0 };
      const point = query.GoodsIssue !== undefined || query.Mode === 'point';
      const { rows, total, capped } = await queries.centerPage({
        saleUnits,
        ...(statuses ? { statuses } : {}),
        ...(point ? { mode: 'POINT' } : query.Mode === 'money' ? { mode: 'MONEY' } : {}),
        ...(query.Text ? { text: query.Text, textFindsCustomer: true } : {}),
        ...(query.FromDate ? { from: dashed(query.FromDate) } : {}),
        ...(query.ToDate ? { to: dashed(query.ToDate) } : {}),
        skip: query.skip,
        take: query.take,
        countCap: LIST_COUNT_CAP,
      });
      const issues = new Map<string, string>();
      for (const saleUnit of new Set(rows.filter((r) => r.mode === 'POINT').map((r) => r.saleUnit))) {
        const ids = rows.filter((r) => r.saleUnit === saleUnit).map((r) => r.orderId);
        for (const [id, status] of await queries.goodsIssueStatuses(saleUnit, ids))
          issues.set(`${saleUnit}/${id}`, status);
      }
      const known = await queries.namesOfPage(rows);
      const data = await Promise.all(
        rows.map(async (row) => ({
          ...(await queries.orderWire(row, undefined, known)),
          GoodsIssueStatus: issues.get(`${row.saleUnit}/${row.orderId}`) ?? null,
        })),
      );
      return { Data: data, Total: total, ...(capped ? { TotalCapped: true } : {}) };
    },

    async detail(staffUserId: number, ref: OrderRefParams, locale: Locale) {
      return detail(await queries.staffOrder(staffUserId, ref), locale);
    },

    /** One change of the lifecycle by this staff member, if the order is still as they saw it. */
    async act(
      staffUserId: number,
      ref: OrderRefParams,
      body: MerchantOrderActionBody,
      locale: Locale,
    ) {
      // The lifecycle locks the order and checks it is of one of the staff member's centers
      // (ORDER_NOT_FOUND otherwise): no read before it.
      const actor: Actor = { kind: 'staff', userId: staffUserId };
      const input: ChangeInput = { expect: [body.Expect] };
      if (body.Action === 'ship') {
        input.riderId = body.RiderId ?? null;
        if (body.Carrier !== undefined) input.carrier = body.Carrier;
        if (body.TrackingNo !== undefined) input.trackingNo = body.TrackingNo;
      }
      if (body.Action === 'cancel') input.note = body.Reason ?? null;
      const changed = await lifecycle[body.Action](actor, ref, input);
      return detail(changed, locale);
    },

    /** The parcel's carrier, number and expected date; not on a cancelled order. */
    async editTracking(staffUserId: number, ref: OrderRefParams, body: MerchantTrackingBody) {
      const found = await queries.staffOrder(staffUserId, ref);
      const fields: ParcelFields = {};
      const carrier = cleared(body.Carrier);
      const trackingNo = cleared(body.TrackingNo);
      const expected = cleared(body.ExpectedDate);
      if (carrier !== undefined) fields.carrier = carrier;
      if (trackingNo !== undefined) fields.trackingNo = trackingNo;
      if (expected !== undefined) fields.expectedDate = expected === null ? null : dashed(expected);
      const updated =
        Object.keys(fields).length === 0 ? found : await repository.setParcel(found.id, fields);
      if (!updated || updated.status === 'CANCELLED')
        throw new AppError('ORDER_STATUS_CHANGE_NOT_ALLOWED', { status: 'CANCELLED' });
      return queries.tracking(updated);
    },

    async riders(staffUserId: number, saleUnit: string) {
      await centersOf(staffUserId, saleUnit);
      const rows = await repository.activeRiders(saleUnit);
      return rows.map((row) => ({
        RiderId: row.id,
        Name: row.name,
        MobileNo: row.mobileNo,
        VehiclePlate: row.vehiclePlate,
      }));
    },
  };
}

export type MerchantOrderService = ReturnType<typeof createMerchantOrderService>;
