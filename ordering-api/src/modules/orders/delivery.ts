// Delivery by VAN: the center's planned trips within the plan horizon and its
// minimum order value (MOU), judged by the shared chooseVan rule.
import { and, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  bangkokDateKey,
  chooseVan,
  VAN_PLAN_HORIZON_DAYS,
  VAN_REASONS,
  type Locale,
  type VanChoice,
} from '@eorder/shared';
import type { Db, DbOrTx } from '../../db/client';
import { deliveryAddresses } from '../../db/schema';
import { vanPlans } from '../../db/schema/van-plans';
import type { Caller } from '../pricing/caller';
import { isoDate } from '../pricing/repository';

/** The delivery method that goes by VAN. */
export const VAN_DELIVERY = 'VAN';

export type VanAnswer = {
  Reason: string;
  Text: string;
  TextTh: string;
  TextEn: string;
  Deliverable: boolean;
  VanCode: string | null;
  PlanDate: string | null;
  Shortfall: number | null;
  MinOrderValue: number | null;
};

export function vanToWire(
  choice: VanChoice,
  minOrderValue: number | null,
  locale: Locale,
): VanAnswer {
  const texts = VAN_REASONS[choice.reason];
  return {
    Reason: choice.reason,
    Text: texts[locale],
    TextTh: texts.th,
    TextEn: texts.en,
    Deliverable: choice.deliverable,
    VanCode: choice.plan?.VanCode ?? null,
    PlanDate: choice.plan?.PlanDate ?? null,
    Shortfall: choice.shortfall ?? null,
    MinOrderValue: minOrderValue,
  };
}

/** Which VAN (if any) can take an order of this value to this customer. */
export async function chooseVanFor(
  db: Db | DbOrTx,
  caller: Caller,
  orderValue: number,
  now: Date,
): Promise<{ choice: VanChoice; minOrderValue: number | null }> {
  const today = bangkokDateKey(now);
  const last = addDays(today, VAN_PLAN_HORIZON_DAYS);
  const plans = await db
    .select()
    .from(vanPlans)
    .where(
      and(
        eq(vanPlans.saleUnit, caller.saleUnit),
        gte(vanPlans.planDate, isoDate(today)),
        lte(vanPlans.planDate, isoDate(last)),
      ),
    );
  let position: { lat: number; lng: number } | null = null;
  if (caller.customer) {
    const [registered] = await db
      .select({ lat: deliveryAddresses.lat, long: deliveryAddresses.long })
      .from(deliveryAddresses)
      .where(
        and(
          eq(deliveryAddresses.customerId, caller.customer.id),
          eq(deliveryAddresses.addressType, 'C'),
        ),
      )
      .limit(1);
    if (registered?.lat != null && registered.long != null)
      position = { lat: registered.lat, lng: registered.long };
  }
  const minOrderValue = caller.center.mouMinAmount ?? null;
  const choice = chooseVan({
    plans: plans.map((p) => ({
      VanCode: p.vanCode,
      PlanDate: p.planDate,
      CustomerCodes: p.customerCodes,
      Stops: p.stops,
    })),
    customerCode: caller.customer?.customerCode ?? '',
    customerPosition: position,
    orderValue,
    mouConfig: minOrderValue === null ? null : { MinOrderValue: minOrderValue },
    now,
  });
  return { choice, minOrderValue };
}
