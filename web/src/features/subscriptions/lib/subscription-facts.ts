// What the detail page reads from one subscription answer beyond its schema (status, runs, last
// order and error), and the edit form's starting values.
import type { PaymentMethod } from '@eorder/shared';
import type { Frequency, SubscriptionForm } from './schedule';

export interface SubscriptionRun {
  Period: string;
  Status: string;
  ErrorCode?: string | null;
}

interface SubscriptionLike {
  Name: string;
  Frequency: string;
  Every: number;
  DayOfWeek?: number | string | null;
  DayOfMonth?: number | string | null;
  PaymentMethod: string;
  ShipToAddressId?: number | string | null;
  Active?: string | null;
  Items: readonly { P_Code: string; PRODUCTNAME?: string | null; qty1?: number | string | null; qty2?: number | string | null; qty3?: number | string | null }[];
}

export interface SubscriptionFacts {
  status: string;
  runs: SubscriptionRun[];
  lastOrder: string | null;
  lastError: string | null;
}

/** Status falls back to the Active flag when the answer has none. */
export function subscriptionFacts(data: SubscriptionLike): SubscriptionFacts {
  const extra = data as unknown as Record<string, unknown>;
  return {
    status: typeof extra.Status === 'string' ? extra.Status : data.Active === 'Y' ? 'ACTIVE' : 'PAUSED',
    runs: (Array.isArray(extra.Runs) ? extra.Runs : []) as SubscriptionRun[],
    lastOrder: typeof extra.LastOrderID === 'string' ? extra.LastOrderID : null,
    lastError: typeof extra.LastError === 'string' && extra.LastError ? extra.LastError : null,
  };
}

export function formFromSubscription(data: SubscriptionLike): SubscriptionForm {
  return {
    name: data.Name,
    frequency: data.Frequency as Frequency,
    every: data.Every,
    dayOfWeek: Number(data.DayOfWeek ?? (data.Frequency === 'DAYS' ? 0 : 1)),
    dayOfMonth: Number(data.DayOfMonth ?? 1),
    paymentMethod: data.PaymentMethod as PaymentMethod,
    shipToId: data.ShipToAddressId ? Number(data.ShipToAddressId) : null,
    items: data.Items.map((item) => ({
      P_Code: item.P_Code,
      PRODUCTNAME: item.PRODUCTNAME ?? item.P_Code,
      qty1: Number(item.qty1 ?? 0),
      qty2: Number(item.qty2 ?? 0),
      qty3: Number(item.qty3 ?? 0),
    })),
  };
}
