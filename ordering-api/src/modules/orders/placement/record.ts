// The rows a placed order is written as: its lines with their snapshot, what
// each promotion gave, the addresses copied in, and the first history row.
import { AppError, bangkokParts, type OrderPlaceBody } from '@eorder/shared';
import type { AddressSnapshot } from '../../../db/schema';
import type { DbOrTx } from '../../../db/client';
import type { AddressRow } from '../../addresses/repository';
import type { AddressService } from '../../addresses/service';
import type { PriceFacts } from '../../pricing/service';
import type { Caller, CustomerRow } from '../../pricing/caller';
import type { CouponFacts, PricedCart } from '../../pricing/engine';
import type { OrderLineValues, OrderPromotionValues, OrderRecord } from '../repository';
import { storedPaymentType } from '../wire';

export const validation = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', {}, { errors: [{ path, message }] });

export function snapshotOf(row: AddressRow): AddressSnapshot {
  return {
    Code: String(row.id),
    Name: row.name,
    Address: row.address,
    Province: row.provinceName ?? row.provinceCode ?? '',
    Ampher: row.ampherName ?? row.ampherCode ?? '',
    Town: row.townName ?? row.townCode ?? '',
    ZipCode: row.postalCode ?? '',
    TaxID: row.taxId ?? '',
    Phone: row.phone ?? '',
  };
}

/**
 * Ship-to and bill-to from the customer's addresses (`own`: theirs in the center and their
 * registered one): the chosen ones (active) or the defaults.
 */
export function chooseAddresses(
  own: readonly AddressRow[],
  shipToId: number | null | undefined,
  billToId: number | null | undefined,
) {
  const all = own.filter((a) => a.active);
  const pick = (id: number | null | undefined, path: string, preferred: 'S' | 'B') => {
    if (id) {
      const row = all.find((a) => a.id === id);
      if (!row) throw validation(path, 'The address is not one of yours');
      return row;
    }
    return (
      all.find((a) => a.addressType === preferred) ?? all.find((a) => a.addressType === 'C') ?? null
    );
  };
  return {
    shipTo: pick(shipToId, 'ShipToAddressId', 'S'),
    billTo: pick(billToId, 'BillToAddressId', 'B'),
    all,
  };
}

export interface RecordInput {
  caller: Caller;
  body: OrderPlaceBody;
  idempotencyKey: string;
  now: Date;
  history: OrderRecord['history'];
}

export interface PricedOrder {
  cart: PricedCart;
  total: number;
  points: number;
  coupon: CouponFacts | null;
  droppedGifts: ReadonlySet<string>;
  usageCounted: ReadonlySet<number>;
}

/** The rows an order is written as, and answered with. */
export function orderRecord(
  input: RecordInput,
  priced: PricedOrder,
  parties: { shipTo: AddressRow | null; billTo: AddressRow | null; agent: CustomerRow | undefined },
  hash: string,
): OrderRecord {
  const { caller, body, now } = input;
  const { cart, total, points, coupon, droppedGifts, usageCounted } = priced;
  const customer = caller.customer;
  if (!customer) throw new AppError('AUTH_REQUIRED');
  const mode = body.Mode;
  const lines: OrderLineValues[] = [];
  for (const line of cart.lines) {
    if (line.isFree ? droppedGifts.has(line.pCode) : !line.selected) continue;
    const [main] = [...line.discounts].sort((a, b) => b.amount - a.amount);
    const promotionId = line.isFree ? line.promotionId : (main?.promotionId ?? null);
    lines.push({
      lineNo: lines.length + 1,
      pCode: line.pCode,
      productNameTh: line.nameTh,
      productNameEn: line.nameEn,
      unitLevel: line.unitLevel,
      unitCode: line.unitCode,
      unitNameTh: line.unitNameTh,
      unitNameEn: line.unitNameEn,
      unitRate: line.unitRate,
      qty: line.qty,
      baseQty: Math.round(line.baseQty),
      price: line.isFree ? 0 : (line.price ?? 0),
      priceType: line.priceType ?? '0',
      priceLevel: line.priceLevel ?? caller.priceLevel,
      amount: line.amount,
      discountAmount: line.discount,
      netAmount: line.net,
      pointsPerUnit: line.pointsPerUnit,
      isFree: line.isFree,
      promotionId,
      promotionName: promotionId
        ? (cart.promotions.find((p) => p.promotionId === promotionId)?.name ?? null)
        : null,
    });
  }
  const promotions: OrderPromotionValues[] = cart.promotions
    .filter((p) => p.status === 'APPLIED')
    .map((p) => ({
      promotionId: p.promotionId,
      promotionName: p.name,
      shortName: p.shortName,
      promotionNameEn: p.nameEn,
      shortNameEn: p.shortNameEn,
      kind: p.kind,
      scope: p.scope,
      discountAmount: p.discount,
      freeItems: p.freeItems
        .filter((f) => !droppedGifts.has(f.pCode))
        .map((f) => ({ P_Code: f.pCode, UnitLevel: f.unitLevel, Qty: f.qty })),
      usageCounted: usageCounted.has(p.promotionId),
    }));
  const { year } = bangkokParts(now);
  return {
    order: {
      saleUnit: caller.saleUnit,
      customerId: customer.id,
      placedByUserId: caller.actingUserId,
      placedByCustomerId: parties.agent?.id ?? null,
      status: 'WAIT',
      mode: mode === 'point' ? 'POINT' : 'MONEY',
      subtotal: mode === 'money' ? cart.totals.subtotal : 0,
      discountAmount: mode === 'money' ? cart.totals.discount : 0,
      deliveryFee: 0,
      vatAmount: mode === 'money' ? cart.totals.vat : 0,
      total,
      pointsUsed: points,
      pointsEarned: 0,
      paymentType: mode === 'point' ? 'POINT' : storedPaymentType(body.PaymentMethod),
      paymentStatus: 'UNPAID',
      deliveryMethod: body.DeliveryMethod ?? null,
      couponId: coupon?.couponId ?? null,
      shipTo: parties.shipTo ? snapshotOf(parties.shipTo) : null,
      billTo: parties.billTo ? snapshotOf(parties.billTo) : null,
      remark: body.Remark ?? null,
      needTaxInvoice: body.NeedTaxInvoice,
      riderId: null,
      trackingNo: null,
      carrier: null,
      invoiceStatus: null,
      expectedDate: null,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    },
    prefix: `${caller.saleUnit}${String(year % 100).padStart(2, '0')}`,
    year,
    lines,
    promotions,
    history: input.history,
  };
}

/** What an order is priced and addressed on, read before its writes. */
export interface PlacementReads {
  facts: PriceFacts;
  addresses: AddressRow[];
}

/** The customer's addresses in the center (and their registered one), active or not. */
export async function ownAddresses(
  addresses: AddressService,
  caller: Caller,
  on: DbOrTx,
): Promise<AddressRow[]> {
  const customer = caller.customer;
  return customer ? addresses.repository.list(customer.id, caller.saleUnit, on) : [];
}
