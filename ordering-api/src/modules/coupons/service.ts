// Coupons: the customer's list (tabs All / Received / Paid on the web) and the
// validity check. A coupon is valid when the answer's statusText is 'OK'.
import { promotionStatus, type Coupon, type Locale, type Promotion } from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { CouponFacts } from '../pricing/engine';
import { dateKeyOf } from '../pricing/repository';
import { createCouponRepository, type CouponRow, type PromotionRow } from './repository';

/** Why a coupon cannot be used; 'OK' when it can. */
export type CouponStatusText = 'OK' | 'NOT_FOUND' | 'USED' | 'EXPIRED' | 'PROMOTION_INACTIVE';

export const COUPON_STATUS_MESSAGES: Record<CouponStatusText, { th: string; en: string }> = {
  OK: { th: 'ใช้คูปองได้', en: 'The coupon can be used.' },
  NOT_FOUND: { th: 'ไม่พบคูปองนี้', en: 'The coupon was not found.' },
  USED: { th: 'คูปองนี้ถูกใช้งานแล้ว', en: 'This coupon has already been used.' },
  EXPIRED: { th: 'คูปองหมดอายุแล้ว', en: 'The coupon has expired.' },
  PROMOTION_INACTIVE: { th: 'โปรโมชั่นของคูปองนี้ไม่ได้เปิดใช้งานในขณะนี้', en: 'The promotion of this coupon is not running now.' },
};

/** UNUSED, USED or EXPIRED: what the coupon pages show. */
export type CouponState = 'UNUSED' | 'USED' | 'EXPIRED';

export function promotionToWire(row: PromotionRow): Promotion {
  return {
    ...row.opts,
    PromotionId: row.promotionId,
    SaleUnit: row.saleUnit,
    PromotionName: row.promotionName,
    Opt30: row.shortName,
    PromotionRemark: row.promotionRemark,
    PromotionType: row.promotionType,
    SalesNumber: row.salesNumber,
    FlagEnabled: row.flagEnabled,
    Opt31: row.weekdays.includes('N') ? 'N' : (row.opts.Opt31 ?? null),
    Opt15: row.storeList,
    CustomerList: row.customerList,
    CustomerTypeList: row.customerTypeList,
    DateBegin: row.dateBegin,
    DateEnd: row.dateEnd,
    DateBeginT: dateKeyOf(row.dateBegin),
    DateEndT: dateKeyOf(row.dateEnd),
    FlagCusNew: row.flagCusNew,
    FlagFreeCase: row.flagFreeCase,
    DiscTotValue: row.discTotValue,
    DiscTotType: row.discTotType,
    DiscTotTypeCode: row.discTotTypeCode,
    BrandList: row.brandList,
    CountPmt: row.usageCount,
  };
}

function couponState(coupon: CouponRow, now: Date): CouponState {
  if (coupon.lock === 'Y') return 'USED';
  if (coupon.validUntil && coupon.validUntil < now) return 'EXPIRED';
  return 'UNUSED';
}

const promotionRunning = (promotion: PromotionRow | null, now: Date) =>
  !promotion || promotionStatus({ FlagEnabled: promotion.flagEnabled, DateBegin: promotion.dateBegin, DateEnd: promotion.dateEnd }, now) === 'CURRENT';

export function couponToWire(coupon: CouponRow, customerCode: string, now: Date): Coupon {
  return {
    couponid: coupon.couponId,
    _lock: coupon.lock,
    PromotionId: coupon.promotionId,
    CouponType: coupon.couponType,
    CustomerCode: customerCode,
    SaleUnit: coupon.saleUnit,
    Value: coupon.value,
    ReceivedDate: coupon.receivedAt.toISOString(),
    ExpireDate: coupon.validUntil ? coupon.validUntil.toISOString() : null,
    UsedDate: coupon.usedAt ? coupon.usedAt.toISOString() : null,
    OrderID: coupon.usedOrderId,
    Status: couponState(coupon, now),
  };
}

export interface CouponCheck {
  statusText: CouponStatusText;
  coupon: CouponRow | null;
  promotion: PromotionRow | null;
  /** What the engine takes off, when the coupon is valid. */
  facts: CouponFacts | null;
}

export function createCouponService(db: Db) {
  const repository = createCouponRepository(db);

  return {
    repository,

    async list(
      input: {
        customerId: number;
        customerCode: string;
        saleUnit: string;
        onlyActivePromotion: boolean;
        onlyUnusedCoupon: boolean;
        notGroupByPromotionId: boolean;
        now: Date;
      },
      tx: DbOrTx = db,
    ) {
      const rows = await repository.listForCustomer(input.customerId, input.saleUnit, tx);
      const kept = rows.filter(({ coupon, promotion }) => {
        if (input.onlyUnusedCoupon && couponState(coupon, input.now) !== 'UNUSED') return false;
        if (input.onlyActivePromotion && !promotionRunning(promotion, input.now)) return false;
        return true;
      });
      const entries = kept.map(({ coupon, promotion }) => ({
        Coupon: couponToWire(coupon, input.customerCode, input.now),
        Promotion: promotion ? promotionToWire(promotion) : null,
        key: coupon.promotionId === null ? `coupon:${coupon.couponId}` : `promotion:${coupon.promotionId}`,
      }));
      if (input.notGroupByPromotionId) return entries.map(({ key: _key, ...entry }) => ({ ...entry, Count: 1 }));
      // Grouped: one entry per promotion, the first coupon of it, with how many there are.
      const groups = new Map<string, { Coupon: Coupon; Promotion: Promotion | null; Count: number }>();
      for (const { key, ...entry } of entries) {
        const group = groups.get(key);
        if (group) group.Count += 1;
        else groups.set(key, { ...entry, Count: 1 });
      }
      return [...groups.values()];
    },

    /** Can this customer use this coupon now, in this center? */
    async check(input: { couponId: string; saleUnit: string; customerId: number; now: Date }, tx: DbOrTx = db): Promise<CouponCheck> {
      const found = await repository.find(input.couponId, tx);
      const none = { coupon: null, promotion: null, facts: null };
      if (!found) return { statusText: 'NOT_FOUND', ...none };
      const { coupon, promotion } = found;
      if (coupon.saleUnit !== input.saleUnit || (coupon.customerId !== null && coupon.customerId !== input.customerId)) {
        // Another customer's coupon is not theirs to probe: it does not exist for them.
        return { statusText: 'NOT_FOUND', ...none };
      }
      const state = couponState(coupon, input.now);
      const base = { coupon, promotion, facts: null };
      if (state === 'USED') return { statusText: 'USED', ...base };
      if (state === 'EXPIRED') return { statusText: 'EXPIRED', ...base };
      if (!promotionRunning(promotion, input.now)) return { statusText: 'PROMOTION_INACTIVE', ...base };
      return {
        statusText: 'OK',
        coupon,
        promotion,
        facts: { couponId: coupon.couponId, couponType: coupon.couponType === 'POINT' ? 'POINT' : 'DISCOUNT', value: coupon.value },
      };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;

export const couponMessage = (statusText: CouponStatusText, locale: Locale) => COUPON_STATUS_MESSAGES[statusText][locale];
