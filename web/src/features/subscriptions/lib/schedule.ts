// How a recurring order's rule reads, and the form's values as the contract's body.
import {
  bangkokDateKey,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_MAX_EVERY,
  type PaymentMethod,
  type SubscriptionFrequency,
  type SubscriptionSaveBody,
  weekdayOf,
} from '@eorder/shared';

export type Frequency = SubscriptionFrequency;
export const FREQUENCIES: readonly Frequency[] = SUBSCRIPTION_FREQUENCIES;
export const MAX_EVERY = SUBSCRIPTION_MAX_EVERY;
/** 1 Monday ... 7 Sunday, as the ordering API counts them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface SubscriptionForm {
  name: string;
  frequency: Frequency;
  /** N of "every N days, weeks or months". */
  every: number;
  /** 1 Monday ... 7 Sunday; 0 (every N days only) starts today. */
  dayOfWeek: number;
  dayOfMonth: number;
  paymentMethod: PaymentMethod;
  shipToId: number | null;
  items: {
    P_Code: string;
    PRODUCTNAME: string;
    qty1: number;
    qty2: number;
    qty3: number;
    /** Unit names of levels 1 to 3, where known (a level without a name is not offered). */
    units?: readonly (string | null | undefined)[];
  }[];
}

/** The weekday of a date in Bangkok, 1 Monday ... 7 Sunday. */
export function bangkokWeekday(now: Date = new Date()): number {
  return weekdayOf(bangkokDateKey(now)) || 7;
}

export function toBody(form: SubscriptionForm, saleUnit: string | null, active: boolean): SubscriptionSaveBody {
  const monthly = form.frequency === 'MONTHS';
  return {
    SaleUnit: saleUnit,
    Name: form.name.trim(),
    Frequency: form.frequency,
    Every: form.every,
    DayOfWeek: monthly || form.dayOfWeek < 1 ? null : form.dayOfWeek,
    DayOfMonth: monthly ? Math.min(28, Math.max(1, form.dayOfMonth)) : null,
    Active: active ? 'Y' : 'N',
    PaymentMethod: form.paymentMethod,
    ShipToAddressId: form.shipToId,
    Items: form.items
      .filter((item) => item.qty1 + item.qty2 + item.qty3 > 0)
      .map((item) => ({ P_Code: item.P_Code, qty1: item.qty1, qty2: item.qty2, qty3: item.qty3 })),
  };
}

/** What is wrong with the form, as text keys; empty when it can be saved. */
export function formProblems(form: SubscriptionForm): string[] {
  const problems: string[] = [];
  if (form.name.trim() === '') problems.push('nameRequired');
  if (!form.items.some((item) => item.qty1 + item.qty2 + item.qty3 > 0)) problems.push('itemsRequired');
  if (!(Number.isInteger(form.every) && form.every >= 1 && form.every <= MAX_EVERY[form.frequency])) problems.push('everyRange');
  if (form.frequency === 'WEEKS' && !(form.dayOfWeek >= 1 && form.dayOfWeek <= 7)) problems.push('dayOfWeekRequired');
  if (form.frequency === 'MONTHS' && !(form.dayOfMonth >= 1 && form.dayOfMonth <= 28)) problems.push('dayOfMonthRange');
  return problems;
}
