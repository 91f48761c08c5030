import { distanceKm, type GeoPoint } from '../center/center-order.js';
import { VAN_PLAN_HORIZON_DAYS } from '../constants.js';
import { addDays, bangkokDateKey, toDateKey } from '../date/bangkok-date.js';

/** Why a delivery VAN was (or was not) chosen, with the texts shown to people. */
export const VAN_REASONS = {
  PLAN1: {
    th: 'มีรถ VAN ที่ให้บริการร้านค้านี้วางแผนไว้ภายใน 3 วัน',
    en: 'A VAN serving this customer is planned within 3 days',
  },
  PLAN2: {
    th: 'มีรถ VAN ในพื้นที่ใกล้เคียงวางแผนไว้ภายใน 3 วัน',
    en: 'A nearby VAN is planned within 3 days',
  },
  MOU_MATCHED: {
    th: 'คำสั่งซื้อผ่านเงื่อนไขมูลค่าสั่งซื้อขั้นต่ำ (MOU)',
    en: 'The order passes the minimum order value (MOU) condition',
  },
  MOU_NOT_MATCH: {
    th: 'มูลค่าคำสั่งซื้อไม่ถึงเงื่อนไขมูลค่าสั่งซื้อขั้นต่ำ',
    en: 'The order value does not meet the minimum order value condition',
  },
  DIST_MOU_CONFIG_NOT_FOUND: {
    th: 'สำนักงานขายยังไม่ได้กำหนดเงื่อนไขมูลค่าสั่งซื้อขั้นต่ำ',
    en: 'The sales office has not set a minimum order value condition',
  },
} as const satisfies Record<string, { th: string; en: string }>;
export type VanReason = keyof typeof VAN_REASONS;

/** A nearby VAN stop must be this close to the customer (not given by the specification). */
export const VAN_NEARBY_RADIUS_KM = 5;

/** A planned VAN trip. */
export interface VanPlan {
  VanCode: string;
  /** The trip's date: 'YYYYMMDD', 'YYYY-MM-DD' or an ISO date-time. */
  PlanDate: string;
  /** Customers the trip serves. */
  CustomerCodes: readonly string[];
  /** Where the trip stops, for the nearby rule. */
  Stops?: readonly GeoPoint[];
}

/** A center's minimum-order-value (MOU) condition. */
export interface MouConfig {
  MinOrderValue: number;
  /** Radius of the nearby rule in km; {@link VAN_NEARBY_RADIUS_KM} when absent. */
  NearbyRadiusKm?: number | null;
}

export interface VanChoice {
  reason: VanReason;
  /** The chosen trip for PLAN1 and PLAN2, otherwise null. */
  plan: VanPlan | null;
  /** Can the order go by VAN: PLAN1, PLAN2 and MOU_MATCHED. */
  deliverable: boolean;
  /** How much the order lacks for the MOU condition (MOU_NOT_MATCH only). */
  shortfall?: number;
}

/**
 * Chooses a VAN for an order, in this order of preference:
 * 1. PLAN1: a trip within the horizon (today and the next 3 days, Bangkok dates) serving the
 *    customer, the earliest first;
 * 2. PLAN2: a trip within the horizon stopping within the nearby radius of the customer, the
 *    earliest first, then the nearest;
 * 3. otherwise the MOU condition: DIST_MOU_CONFIG_NOT_FOUND without one, MOU_MATCHED when the
 *    order value reaches the minimum, MOU_NOT_MATCH when it does not.
 * Past trips and trips with unreadable dates are ignored.
 */
export function chooseVan(input: {
  plans: readonly VanPlan[];
  customerCode: string;
  customerPosition?: GeoPoint | null;
  orderValue: number;
  mouConfig: MouConfig | null | undefined;
  now?: Date | number;
}): VanChoice {
  const today = bangkokDateKey(input.now ?? Date.now());
  const last = addDays(today, VAN_PLAN_HORIZON_DAYS);
  const inHorizon = input.plans
    .map((plan) => ({ plan, date: toDateKey(plan.PlanDate) }))
    .filter(
      (entry): entry is { plan: VanPlan; date: string } =>
        entry.date !== null && entry.date >= today && entry.date <= last,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.plan.VanCode.localeCompare(b.plan.VanCode));

  const serving = inHorizon.find((entry) => entry.plan.CustomerCodes.includes(input.customerCode));
  if (serving) return { reason: 'PLAN1', plan: serving.plan, deliverable: true };

  const position = input.customerPosition;
  if (position) {
    const radius = input.mouConfig?.NearbyRadiusKm ?? VAN_NEARBY_RADIUS_KM;
    const nearby = inHorizon
      .map((entry) => ({
        ...entry,
        distance: Math.min(
          Infinity,
          ...(entry.plan.Stops ?? []).map((stop) => distanceKm(position, stop)),
        ),
      }))
      .filter((entry) => entry.distance <= radius)
      .sort((a, b) => a.date.localeCompare(b.date) || a.distance - b.distance);
    const first = nearby[0];
    if (first) return { reason: 'PLAN2', plan: first.plan, deliverable: true };
  }

  const mou = input.mouConfig;
  if (!mou || !Number.isFinite(mou.MinOrderValue)) {
    return { reason: 'DIST_MOU_CONFIG_NOT_FOUND', plan: null, deliverable: false };
  }
  if (input.orderValue >= mou.MinOrderValue) {
    return { reason: 'MOU_MATCHED', plan: null, deliverable: true };
  }
  return {
    reason: 'MOU_NOT_MATCH',
    plan: null,
    deliverable: false,
    shortfall: Math.round((mou.MinOrderValue - input.orderValue) * 100) / 100,
  };
}
