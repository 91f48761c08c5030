// Orders on the wire: OrderList rows, OrderDetails lines, ShipTo / BillTo and
// the tracking timeline, with the field names of the specification.
import {
  canCustomerCancel,
  orderEventLabel,
  paymentMethodCode,
  type Order,
  type OrderDetailLine,
  type OrderParty,
  type TrackingEvent,
} from '@eorder/shared';
import type { AddressSnapshot } from '../../db/schema';
import type {
  CenterName,
  GoodsIssueRow,
  OrderLineValues,
  OrderPromotionValues,
  OrderRow,
  StatusHistoryRow,
} from './repository';

export interface OrderNames {
  customer: { code: string; name: string } | undefined;
  centerName: CenterName | undefined;
  placedByName: string | null;
  placedBy: string | null;
}

/** The stored payment type: the specification's code for COD, LINEPAY and BANK, the name otherwise. */
export const storedPaymentType = (method: string): string => {
  const code = paymentMethodCode(method);
  return code >= 0 ? String(code) : method;
};

/** The method name of a stored payment type. */
export const paymentMethodOf = (stored: string): string =>
  stored === '0' ? 'COD' : stored === '1' ? 'LINEPAY' : stored === '2' ? 'BANK' : stored;

const statusLabel = orderEventLabel;

export function orderToWire(order: OrderRow, names: OrderNames): Order {
  const label = statusLabel(order.status);
  const gross = order.subtotal;
  return {
    OrderID: order.orderId,
    SaleUnit: order.saleUnit,
    SaleUnitName: names.centerName?.th ?? null,
    SaleUnitNameEN: names.centerName?.en ?? null,
    OrderDate: order.createdAt.toISOString(),
    Money: order.total,
    Customer_Id: names.customer?.code ?? String(order.customerId),
    Customer_Name: names.customer?.name ?? null,
    Status: order.status,
    StatusName: label?.th ?? order.status,
    StatusNameEn: label?.en ?? order.status,
    PaymentStatus: order.paymentStatus,
    REF_5: null,
    REF_6: null,
    NeedTaxInvoice: order.needTaxInvoice,
    PaymentType: order.paymentType,
    PaymentMethod: paymentMethodOf(order.paymentType),
    Remark: order.remark,
    Remark4: null,
    DeliveryMethod: order.deliveryMethod,
    DeliveryFee: order.deliveryFee,
    CustomerSaleUnit: order.saleUnit,
    Subtotal: gross,
    Total: order.total,
    VatAmount: order.vatAmount,
    DiscountAmount: order.discountAmount,
    DiscountRate: gross > 0 ? Math.round((order.discountAmount / gross) * 10_000) / 100 : 0,
    Mode: order.mode === 'POINT' ? 'point' : 'money',
    PointsUsed: order.pointsUsed,
    CouponId: order.couponId,
    PlacedBy: names.placedBy,
    PlacedByName: names.placedByName,
    TrackingNo: order.trackingNo,
    CanCancel: canCustomerCancel({ Status: order.status, PaymentStatus: order.paymentStatus }),
  };
}

export function lineToWire(
  order: OrderRow,
  line: OrderLineValues,
  locale: 'th' | 'en',
): OrderDetailLine {
  return {
    OrderID: order.orderId,
    LineNo: line.lineNo,
    P_Code: line.pCode,
    PRODUCTNAME: locale === 'en' ? line.productNameEn : line.productNameTh,
    PRODUCTNAME_TH: line.productNameTh,
    PRODUCTSHORTNAME_EN: line.productNameEn,
    UnitLevel: line.unitLevel,
    UNIT: line.unitCode,
    UNITNAME: locale === 'en' ? line.unitNameEn : line.unitNameTh,
    UNITRATE: line.unitRate,
    Qty: line.qty,
    BaseQty: line.baseQty,
    Price: line.price,
    PriceType: line.priceType,
    PriceLevel: line.priceLevel,
    Amount: line.amount,
    DiscountAmount: line.discountAmount,
    NetAmount: line.netAmount,
    PromotionId: line.promotionId,
    PromotionName: line.promotionName,
    IsFree: line.isFree,
    Points: line.pointsPerUnit * line.qty,
    PIC_FILENAME: null,
  };
}

export function partyToWire(address: AddressSnapshot | null): OrderParty | null {
  return address ? { ...address } : null;
}

export function promotionToWire(row: OrderPromotionValues) {
  return {
    PromotionId: row.promotionId,
    PromotionName: row.promotionName,
    Opt30: row.shortName,
    PromotionNameEN: row.promotionNameEn ?? null,
    Opt30EN: row.shortNameEn ?? null,
    Kind: row.kind,
    Scope: row.scope,
    DiscountAmount: row.discountAmount,
    FreeItems: row.freeItems,
  };
}

export function historyToWire(row: StatusHistoryRow): TrackingEvent {
  const label = statusLabel(row.status);
  return {
    Status: row.status,
    StatusName: label?.th ?? row.status,
    StatusNameEn: label?.en ?? row.status,
    At: row.at.toISOString(),
    Remark: row.note,
    By: row.changedByKind,
    Lat: null,
    Lng: null,
  };
}

export function goodsIssueToWire(row: GoodsIssueRow | undefined) {
  return row
    ? {
        Id: row.id,
        Status: row.status,
        Points: row.points,
        ActedAt: row.actedAt ? row.actedAt.toISOString() : null,
        Remark: row.remark,
      }
    : null;
}
