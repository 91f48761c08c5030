// Placing an order: one path and one replay rule (decisions 022 and 043).
import {
  AppError,
  isAppError,
  type CustomerClaims,
  type Locale,
  type OrderPlaceAnswer,
  type OrderPlaceBody,
  type PaymentMethod,
} from '@eorder/shared';
import type { DbOrTx, Tx } from '../../../db/client';
import { sqlState } from '../../../db/sql-state';
import { isGuestClaims, resolveCaller, type Caller } from '../../pricing/caller';
import { orderingBlock } from '../../pricing/settings';
import { findClaim, requestHash } from '../idempotency';
import type { Actor } from '../lifecycle/service';
import type { OrderKey } from '../repository';
import { inTransaction } from '../retry';
import { lineToWire, orderToWire, partyToWire, paymentMethodOf, promotionToWire } from '../wire';
import { assertCanOrder } from './checks';
import { ownAddresses, type PlacementReads } from './record';
import type { Attempt, PlacedOrder, PlaceOrderInput, PlacementDeps } from './types';
import { createWrites } from './writes';

export type { PlacedOrder, PlaceOrderInput } from './types';

export const PLACE_SCOPE = 'orders/place';

export function createPlacementService(deps: PlacementDeps) {
  const { db, clock, repository, lifecycle, queries, pricing, addresses, readSettings } = deps;

  /** Checks that do not depend on what the writes change. */
  async function prepare(caller: Caller, body: OrderPlaceBody, now: Date, on: DbOrTx) {
    const settings = await readSettings(caller.saleUnit, on);
    const block = orderingBlock(settings, now);
    if (block) throw new AppError('ORDERING_DISABLED_ANNOUNCEMENT', block);
    assertCanOrder(caller, body, settings, deps.onlineMethods);
  }

  /** What an order is priced and addressed on; nothing here is scarce, so it needs no lock. */
  async function readFor(attempt: Attempt, on: DbOrTx): Promise<PlacementReads> {
    const { caller, body, now } = attempt;
    const [facts, own] = await Promise.all([
      pricing.loadFacts(on, caller, { items: body.Items, mode: body.Mode, now }),
      ownAddresses(addresses, caller, on),
    ]);
    return { facts, addresses: own };
  }

  /** The one replay rule: the order a key was used for, IDEMPOTENCY_CONFLICT for another body. */
  async function replayOf(on: DbOrTx, key: OrderKey): Promise<PlacedOrder | undefined> {
    const claim = await findClaim(on, key);
    if (!claim) return undefined;
    if (claim.requestHash !== key.hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    const orderPk = (claim.response as { orderPk?: number } | null)?.orderPk;
    const order = orderPk ? await repository.findByPk(orderPk, on) : undefined;
    if (!order) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { order, replayed: true };
  }

  const { writeInOneStatement, writeInTransaction } = createWrites(deps);

  /**
   * Places an order, in the caller's transaction when given one (as a savepoint). A retry with
   * the same key answers the order placed before (`replayed`), whatever its cart would say now.
   */
  async function placeOrder(input: PlaceOrderInput, tx?: Tx): Promise<PlacedOrder> {
    const { caller, body } = input;
    if (!caller.customer) throw new AppError('AUTH_REQUIRED');
    const hash = requestHash({ ...body, SaleUnit: caller.saleUnit });
    const key = {
      scope: PLACE_SCOPE,
      owner: String(caller.customer.id),
      key: input.idempotencyKey,
      hash,
    };
    const on = tx ?? db;
    try {
      const attempt: Attempt = {
        ...input,
        now: input.now ?? clock(),
        history: lifecycle.placedHistory(input.by),
      };
      // The reads run side by side before the writes: they take no locks, and everything scarce
      // is taken by the writes with conditional updates.
      const [, read] = await Promise.all([
        prepare(caller, body, attempt.now, on),
        readFor(attempt, on),
      ]);
      return (
        (!tx && (await writeInOneStatement(attempt, read, key))) ||
        (await inTransaction(db, tx, (t) => writeInTransaction(t, attempt, read, key)))
      );
    } catch (error) {
      if (!isAppError(error) && sqlState(error) !== '23505') throw error;
      const replay = await replayOf(on, key);
      if (replay) return replay;
      throw error;
    }
  }

  async function placeAnswer(placed: PlacedOrder, locale: Locale): Promise<OrderPlaceAnswer> {
    const { order } = placed;
    // A fresh order answers what it wrote; a replay reads the order back.
    const [lines, promotions, names] = placed.written
      ? [placed.written.lines, placed.written.promotions, placed.written.names]
      : await Promise.all([
          repository.lines(order.id),
          repository.promotions(order.id),
          queries.namesOf(order),
        ]);
    return {
      Order: orderToWire(order, names),
      OrderDetails: lines.map((line) => lineToWire(order, line, locale)),
      ShipTo: partyToWire(order.shipTo),
      BillTo: partyToWire(order.billTo),
      Promotions: promotions.map(promotionToWire),
      PaymentRequired: order.mode === 'MONEY' && deps.onlineMethods.includes(paymentMethodOf(order.paymentType) as PaymentMethod),
      Replayed: placed.replayed,
    };
  }

  return {
    placeOrder,

    /** `POST api/orders/place`: the customer's (or a salesperson's acting for them) order. */
    async place(
      claims: CustomerClaims,
      saleUnit: string,
      body: OrderPlaceBody,
      idempotencyKey: string,
      locale: Locale,
    ): Promise<OrderPlaceAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const caller = await resolveCaller(db, claims, saleUnit);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const by: Actor = caller.actingUserId
        ? { kind: 'staff', userId: caller.actingUserId }
        : { kind: 'customer', customerId: customer.id, code: customer.customerCode };
      return placeAnswer(await placeOrder({ caller, body, idempotencyKey, locale, by }), locale);
    },
  };
}

export type PlacementService = ReturnType<typeof createPlacementService>;
