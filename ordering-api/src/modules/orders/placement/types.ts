// What placing takes, gives and needs.
import type { Locale, OrderPlaceBody, PaymentMethod } from '@eorder/shared';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../plugins/env';
import type { AddressService } from '../../addresses/service';
import type { CouponService } from '../../coupons/service';
import type { Caller } from '../../pricing/caller';
import type { PricingService } from '../../pricing/service';
import type { SettingsReader } from '../../pricing/settings';
import type { Actor, OrderLifecycle } from '../lifecycle/service';
import type { OrderQueries } from '../queries/service';
import type { OrderRecord, OrderRepository, OrderRow } from '../repository';
import type { OrderNames } from '../wire';

export interface PlaceOrderInput {
  caller: Caller;
  body: OrderPlaceBody;
  idempotencyKey: string;
  locale: Locale;
  /** Who places it: the customer (or the agent ordering for them), a salesperson, the scheduler. */
  by: Actor;
  /** When it is placed; the clock's time by default. */
  now?: Date;
}

export interface PlacedOrder {
  order: OrderRow;
  replayed: boolean;
  /** What a fresh placement wrote, so its answer needs no second read; absent on a replay. */
  written?: Pick<OrderRecord, 'lines' | 'promotions'> & { names: OrderNames };
}

export interface PlacementDeps {
  db: Db;
  clock: Clock;
  repository: OrderRepository;
  lifecycle: OrderLifecycle;
  queries: OrderQueries;
  pricing: PricingService;
  coupons: CouponService;
  addresses: AddressService;
  readSettings: SettingsReader;
  /** Online payment methods whose provider is configured (a payment step follows the order). */
  onlineMethods: readonly PaymentMethod[];
}

/** One attempt to place: the input, its time and its first history row. */
export type Attempt = PlaceOrderInput & { now: Date; history: OrderRecord['history'] };
