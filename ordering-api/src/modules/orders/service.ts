// The orders module, built once per app by the composition root: placing
// (placement/), the only code that changes an order's state (lifecycle/) and
// reading orders (queries/). Other modules use these three and nothing inside.
import type { PaymentMethod } from '@eorder/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../plugins/env';
import { createAddressService } from '../addresses/service';
import { createCartRepository } from '../cart/repository';
import { createCouponService } from '../coupons/service';
import type { LineNotifications } from '../line/outbox';
import { createPricingService } from '../pricing/service';
import { createSettingsReader } from '../pricing/settings';
import type { WebConfigChanges } from '../web-config/changes';
import { createOrderLifecycle } from './lifecycle/service';
import { createCheckout } from './placement/checkout';
import { createPlacementService } from './placement/service';
import { createOrderQueries } from './queries/service';
import { createOrderRepository } from './repository';

/** How long the orders calls use a center's settings before reading them again. */
export const SETTINGS_TTL_MS = 5_000;

export interface OrdersModuleDeps {
  db: Db;
  clock: Clock;
  /** Where changes are announced to the customer (LINE); none in tests that do not care. */
  notifications?: LineNotifications | undefined;
  /** The company approves invoices at delivery (decision 065). */
  invoiceApproval?: boolean | undefined;
  /** Online payment methods whose provider is configured; none by default. */
  onlineMethods?: readonly PaymentMethod[];
  /** Refreshes of the web configuration, which drop the kept settings. */
  webConfigChanges?: WebConfigChanges | undefined;
}

export function createOrdersModule({
  db,
  clock,
  notifications,
  invoiceApproval,
  onlineMethods = [],
  webConfigChanges,
}: OrdersModuleDeps) {
  const repository = createOrderRepository(db);
  const pricing = createPricingService(db);
  const coupons = createCouponService(db);
  const addresses = createAddressService(db);
  // Settings are read once per center every few seconds, not on every order (see the reader).
  const readSettings = createSettingsReader(db, { clock, ttlMs: SETTINGS_TTL_MS, changes: webConfigChanges });
  const queries = createOrderQueries({ db, repository });
  const lifecycle = createOrderLifecycle({
    db,
    repository,
    coupons,
    notifications,
    invoiceApproval,
  });
  const placement = createPlacementService({
    db,
    clock,
    repository,
    lifecycle,
    queries,
    pricing,
    coupons,
    addresses,
    readSettings,
    onlineMethods,
  });
  const checkout = createCheckout({
    db,
    clock,
    repository,
    pricing,
    coupons,
    addresses,
    carts: createCartRepository(db),
    readSettings,
    onlineMethods,
  });
  return { placement, checkout, lifecycle, queries, readSettings };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;
