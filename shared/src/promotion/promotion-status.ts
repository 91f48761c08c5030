import { bangkokDateKey, toDateKey } from '../date/bangkok-date.js';

export const PROMOTION_STATUSES = ['CURRENT', 'DISABLE', 'SOON', 'EXPIRED', 'UNKNOWN'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The tag colour of each status, as the specification names them. */
export const PROMOTION_STATUS_COLORS = {
  CURRENT: 'green',
  DISABLE: 'grey',
  EXPIRED: 'red',
  SOON: 'blue',
  UNKNOWN: 'grey',
} as const satisfies Record<PromotionStatus, string>;
export type PromotionStatusColor = (typeof PROMOTION_STATUS_COLORS)[PromotionStatus];

export const PROMOTION_STATUS_LABELS = {
  CURRENT: { th: 'ใช้งานอยู่', en: 'Active' },
  DISABLE: { th: 'ปิดใช้งาน', en: 'Inactive' },
  SOON: { th: 'เร็วๆ นี้', en: 'Soon' },
  EXPIRED: { th: 'หมดอายุ', en: 'Expired' },
  UNKNOWN: { th: 'ไม่ทราบสถานะ', en: 'Unknown' },
} as const satisfies Record<PromotionStatus, { th: string; en: string }>;

/** What the status needs of a promotion: the enabled flag and its period. */
export interface PromotionPeriod {
  FlagEnabled?: string | boolean | null;
  DateBegin?: string | null;
  DateEnd?: string | null;
  /** 'YYYYMMDD', used when DateBegin is absent. */
  DateBeginT?: string | null;
  DateEndT?: string | null;
}

const enabledState = (flag: PromotionPeriod['FlagEnabled']): 'on' | 'off' | 'unknown' => {
  if (flag === true) return 'on';
  if (flag === false) return 'off';
  const text = (flag ?? '').trim().toUpperCase();
  return text === 'Y' ? 'on' : text === 'N' ? 'off' : 'unknown';
};

/**
 * The status of a promotion on a day (Bangkok time): DISABLE when not enabled; when enabled,
 * SOON before its begin date, EXPIRED after its end date, CURRENT on any day from begin to end,
 * both included. UNKNOWN when the flag or a date cannot be read, or the end is before the begin.
 */
export function promotionStatus(
  promotion: PromotionPeriod,
  now: Date | number = Date.now(),
): PromotionStatus {
  const enabled = enabledState(promotion.FlagEnabled);
  if (enabled === 'off') return 'DISABLE';
  if (enabled === 'unknown') return 'UNKNOWN';
  const begin = toDateKey(promotion.DateBegin ?? promotion.DateBeginT ?? null);
  const end = toDateKey(promotion.DateEnd ?? promotion.DateEndT ?? null);
  if (!begin || !end || end < begin) return 'UNKNOWN';
  const today = bangkokDateKey(now);
  if (today < begin) return 'SOON';
  if (today > end) return 'EXPIRED';
  return 'CURRENT';
}

export const promotionStatusColor = (status: PromotionStatus): PromotionStatusColor =>
  PROMOTION_STATUS_COLORS[status];
