// The orders module's data access: what placing takes and gives back (scarce),
// the statements that write an order, and reading orders (rows).
import type { Db } from '../../db/client';
import { createDeliveryRepository } from './repository/deliveries';
import { createOrderRowsRepository } from './repository/rows';
import { createScarceRepository } from './repository/scarce';

export type * from './repository/types';
export type { DeliveryRow, DeliveryValues } from './repository/deliveries';
export type { OrderListFilter } from './repository/list';
export type { OrderKey, OrderRecord, WrittenOrder } from './repository/statements';

export function createOrderRepository(db: Db) {
  return {
    ...createScarceRepository(db),
    ...createOrderRowsRepository(db),
    ...createDeliveryRepository(db),
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
