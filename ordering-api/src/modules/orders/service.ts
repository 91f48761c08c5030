// Placing an order, and what follows: the history, the detail, tracking and
// cancelling. Placing is one transaction keyed by an idempotency key; see
// docs/decisions/022-placing-an-order.md for the steps and why they are in
// this order.
import type { LineNotifications } from '../line/outbox';
import {
  AppError,
  bangkokParts,
  isAppError,
  canCustomerCancel,
  PAYMENT_METHODS,
  paymentMethodCode,
  type CustomerClaims,
  type Locale,
  type Order,
  type OrderCancelBody,
  type OrderListQuery,
  type OrderPlaceAnswer,
  type OrderPlaceBody,
  type OrderRefParams,
  type OrderTrackingAnswer,
  type PaymentMethod,
} from '@eorder/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import { sqlState } from '../../db/sql-state';
import type { Clock } from '../../plugins/env';
import { addressToWire, createAddressService } from '../addresses/service';
import type { AddressRow } from '../addresses/repository';
import { createCartRepository } from '../cart/repository';
import { isLive } from '../cart/merge';
import { createCouponService } from '../coupons/service';
import { isGuestClaims, resolveCaller, type Caller, type CustomerRow } from '../pricing/caller';
import type { CartLineRequest, CartMode, CouponFacts, PricedCart } from '../pricing/engine';
import {
  createPricingService,
  pricedCartToWire,
  type PriceFacts,
  type PriceResult,
} from '../pricing/service';
import {
  createSettingsReader,
  DEFAULT_PAYMENT_METHODS,
  orderingBlock,
  type OrderingSettings,
} from '../pricing/settings';
import { chooseVanFor, VAN_DELIVERY, vanToWire } from './delivery';
import { afterShortage, stockNeeds } from './stock-plan';
import { claimIdempotencyKey, findClaim, requestHash } from './idempotency';
import type { CheckoutAnswer, CheckoutBody } from '@eorder/shared';
import type { OrderFullDetailAnswer } from './orders.schema';
import {
  createOrderRepository,
  type OrderLineValues,
  type OrderPromotionValues,
  type OrderRecord,
  type OrderRow,
  type WrittenOrder,
} from './repository';
import {
  goodsIssueToWire,
  historyToWire,
  lineToWire,
  orderToWire,
  partyToWire,
  promotionToWire,
  storedPaymentType,
  type OrderNames,
} from './wire';

export const PLACE_SCOPE = 'orders/place';

/** Payment methods this server settles itself (others need a provider, set up elsewhere). */
export const SETTLED_METHODS: readonly PaymentMethod[] = ['COD', 'CREDIT'];

/** How long the orders calls use a center's settings before reading them again. */
export const SETTINGS_TTL_MS = 5_000;

/** How many times a transaction that lost a deadlock or serialization race is tried again. */
const TRANSACTION_ATTEMPTS = 3;

/** Runs work again when PostgreSQL chose it as a deadlock victim (or lost a serialization race). */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = sqlState(error);
      if (attempt >= TRANSACTION_ATTEMPTS || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/** Runs a transaction again when PostgreSQL chose it as a deadlock victim. */
export function withRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retried(() => db.transaction(work));
}

export interface PlaceContext {
  caller: Caller;
  body: OrderPlaceBody;
  idempotencyKey: string;
  now: Date;
  /** Who placed it, for the status history: 'customer', 'staff' or 'system'. */
  changedByKind: string;
  changedById: string | null;
  locale: Locale;
  /** Read before the transaction (see place); read inside it when absent. */
  read?: PlacementReads;
}

export interface PlacementReads {
  facts: PriceFacts;
  addresses: AddressRow[];
}

export interface PlacedOrder {
  order: OrderRow;
  replayed: boolean;
  /** What a fresh placement wrote, so its answer needs no second read; absent on a replay. */
  written?: { lines: OrderLineValues[]; promotions: OrderPromotionValues[]; names: OrderNames };
}

/** Names already at hand when an order is answered (customers by id, centers by sale unit). */
interface KnownNames {
  customers?: ReadonlyMap<number, { code: string; name: string }>;
  centers?: ReadonlyMap<string, string>;
}

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', {}, { errors: [{ path, message }] });

function snapshotOf(row: AddressRow): AddressSnapshot {
  return {
    Code: String(row.id),
    Name: row.name,
    Address: row.address,
    Province: row.provinceName ?? row.provinceCode ?? '',
    Ampher: row.ampherName ?? row.ampherCode ?? '',
    Town: row.townName ?? row.townCode ?? '',
    ZipCode: row.postalCode ?? '',
    TaxID: row.taxId ?? '',
    Phone: row.phone ?? '',
  };
}

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Where status changes are announced to the customer (LINE); none in tests that do not care. */
  notifications?: LineNotifications;
}

export function createOrderService({ db, clock, notifications }: OrderServiceDeps) {
  const repository = createOrderRepository(
    db,
    notifications &&
      ((order, tx) =>
        notifications.orderStatusChanged(
          {
            orderPk: order.id,
            orderId: order.orderId,
            saleUnit: order.saleUnit,
            customerId: order.customerId,
            status: order.status,
            total: order.total,
          },
          tx,
        )),
  );
  const pricing = createPricingService(db);
  const coupons = createCouponService(db);
  const addresses = createAddressService(db);
  const carts = createCartRepository(db);
  // Settings are read once per center every few seconds, not on every order (see the reader).
  const readSettings = createSettingsReader(db, { clock, ttlMs: SETTINGS_TTL_MS });

  /** Names an order answer shows: the customer, the center, who placed it. Known ones are not read. */
  async function namesOf(order: OrderRow, tx: DbOrTx = db, known: KnownNames = {}): Promise<OrderNames> {
    const people = [order.customerId, ...(order.placedByCustomerId ? [order.placedByCustomerId] : [])];
    const [customers, centers, staff] = await Promise.all([
      repository.customerNames(
        people.filter((id) => !known.customers?.has(id)),
        tx,
      ),
      known.centers?.has(order.saleUnit)
        ? known.centers
        : repository.centerNames([order.saleUnit], tx),
      repository.staffNames(order.placedByUserId ? [order.placedByUserId] : [], tx),
    ]);
    const person = (id: number) => known.customers?.get(id) ?? customers.get(id);
    const agent = order.placedByCustomerId ? person(order.placedByCustomerId) : undefined;
    const salesperson = order.placedByUserId ? staff.get(order.placedByUserId) : undefined;
    return {
      customer: person(order.customerId),
      centerName: centers.get(order.saleUnit),
      placedBy: order.placedByUserId ? String(order.placedByUserId) : (agent?.code ?? null),
      placedByName: salesperson ?? agent?.name ?? null,
    };
  }

  async function orderWire(order: OrderRow, tx: DbOrTx = db): Promise<Order> {
    return orderToWire(order, await namesOf(order, tx));
  }

  /** The methods a center offers that this server can settle, and whether each fits this order. */
  function paymentMethods(
    settings: OrderingSettings,
    caller: Caller,
    total: number,
    locale: Locale,
  ) {
    const offered = (settings.paymentMethods ?? DEFAULT_PAYMENT_METHODS).filter(
      (m): m is PaymentMethod => m in PAYMENT_METHODS && SETTLED_METHODS.includes(m),
    );
    const customer = caller.customer;
    return offered.map((method) => {
      let reason: string | null = null;
      if (method === 'CREDIT') {
        if (!customer || customer.authorizeAmount <= 0) reason = 'NOT_A_CREDIT_CUSTOMER';
        else if (customer.authorizeAmount < customer.debtAmount + total) reason = 'CREDIT_EXCEEDED';
      }
      const names = PAYMENT_METHODS[method];
      return {
        Method: method,
        Code: paymentMethodCode(method),
        Name: names[locale],
        NameTh: names.th,
        NameEn: names.en,
        Available: reason === null,
        Reason: reason,
      };
    });
  }

  /** The customer's addresses in the center (and their registered one), active or not. */
  async function addressesOf(caller: Caller, tx: DbOrTx): Promise<AddressRow[]> {
    const customer = caller.customer;
    return customer ? addresses.repository.list(customer.id, caller.saleUnit, tx) : [];
  }

  /**
   * Ship-to and bill-to from the customer's addresses (`own`, as addressesOf answers them): the
   * chosen ones (active, the customer's, in the center) or the defaults.
   */
  function chooseAddresses(
    own: readonly AddressRow[],
    shipToId: number | null | undefined,
    billToId: number | null | undefined,
  ) {
    const all = own.filter((a) => a.active);
    const pick = (id: number | null | undefined, path: string, preferred: 'S' | 'B') => {
      if (id) {
        const row = all.find((a) => a.id === id);
        if (!row) throw validation(path, 'The address is not one of yours');
        return row;
      }
      return (
        all.find((a) => a.addressType === preferred) ??
        all.find((a) => a.addressType === 'C') ??
        null
      );
    };
    return {
      shipTo: pick(shipToId, 'ShipToAddressId', 'S'),
      billTo: pick(billToId, 'BillToAddressId', 'B'),
      all,
    };
  }

  async function couponFor(
    caller: Caller,
    couponId: string | null | undefined,
    now: Date,
    tx: DbOrTx,
  ): Promise<CouponFacts | null> {
    if (!couponId) return null;
    if (!caller.customer) throw new AppError('AUTH_REQUIRED');
    const check = await coupons.check(
      { couponId, saleUnit: caller.saleUnit, customerId: caller.customer.id, now },
      tx,
    );
    if (check.statusText === 'USED') throw new AppError('COUPON_USED');
    if (check.statusText !== 'OK' || !check.facts) throw new AppError('COUPON_INVALID');
    return check.facts;
  }

  /** Lines that cannot be ordered as asked stop the order with the reason per line. */
  function assertOrderable(cart: PricedCart) {
    const [removed] = cart.removed;
    if (removed) throw new AppError('PRODUCT_NOT_FOUND', { productCode: removed });
    const bad = cart.lines.filter((l) => !l.isFree && l.issues.some((i) => i !== 'OUT_OF_STOCK'));
    if (bad.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        {
          errors: bad.map((l) => ({
            path: `Items.${l.pCode}.qty${l.unitLevel}`,
            message: l.issues.join(', '),
          })),
        },
      );
    }
    if (cart.totals.itemCount === 0) throw new AppError('CART_EMPTY');
  }

  /**
   * Prices the order and takes the uses of the limited promotions it gets. A promotion whose last
   * use another order took meanwhile is left out and the order priced again without it.
   */
  async function priceAndClaimPromotions(
    tx: Tx,
    caller: Caller,
    facts: PriceFacts,
    input: { items: CartLineRequest[]; mode: CartMode; now: Date; coupon: CouponFacts | null },
  ) {
    const excluded = new Set<number>();
    const counted = new Set<number>();
    const customerCounted = new Set<number>();
    for (;;) {
      const result = pricing.priceWith(facts, {
        ...input,
        unselectOutOfStock: false,
        excludedPromotionIds: excluded,
      });
      const applied = result.cart.promotions
        .filter((p) => p.status === 'APPLIED')
        .map((p) => p.promotionId)
        .sort((a, b) => a - b);
      const limits = new Map(
        result.promotions
          .filter((p) => p.usageLimit !== null || p.usageLimitPerCustomer !== null)
          .map((p) => [
            p.promotionId,
            { total: p.usageLimit !== null, perCustomer: p.usageLimitPerCustomer },
          ]),
      );
      let lost = false;
      for (const id of applied) {
        const limit = limits.get(id);
        if (!limit) continue;
        if (limit.total && !counted.has(id)) {
          if (!(await repository.takePromotionUse(id, tx))) {
            excluded.add(id);
            lost = true;
            continue;
          }
          counted.add(id);
        }
        if (limit.perCustomer !== null && caller.customer && !customerCounted.has(id)) {
          if (
            !(await repository.takeCustomerPromotionUse(
              id,
              caller.customer.id,
              limit.perCustomer,
              tx,
            ))
          ) {
            excluded.add(id);
            lost = true;
            continue;
          }
          customerCounted.add(id);
        }
      }
      if (lost) continue;
      // Uses taken for a promotion that a later pricing no longer gives are handed back.
      const appliedSet = new Set(applied);
      for (const id of counted)
        if (!appliedSet.has(id)) await repository.givePromotionUseBack(id, tx);
      for (const id of customerCounted) {
        if (!appliedSet.has(id) && caller.customer)
          await repository.giveCustomerPromotionUseBack(id, caller.customer.id, tx);
      }
      const usageCounted = new Set(
        [...counted, ...customerCounted].filter((id) => appliedSet.has(id)),
      );
      return { result, usageCounted };
    }
  }

  /**
   * Reserves stock for the lines, each product once with its units summed, all in one statement
   * (a second one only when a gift is short). A gift that cannot be had is dropped (the sale goes
   * on); a bought line that cannot be had stops the order, and the rollback gives back what the
   * other products took. Answers the products whose gifts were dropped.
   */
  async function reserveStock(
    tx: DbOrTx,
    saleUnit: string,
    cart: PricedCart,
    products: PriceResult['products'],
  ) {
    const outOfStock = (code: string) =>
      new AppError('OUT_OF_STOCK', {
        productName: products.get(code)?.facts.nameTh ?? code,
        productCode: code,
      });
    const needs = stockNeeds(cart);
    const wanted = new Map([...needs].map(([code, need]) => [code, need.bought + need.given]));
    const taken = await repository.reserveStock(saleUnit, wanted, tx);
    const { stop, retry, droppedGifts } = afterShortage(
      needs,
      [...needs.keys()].filter((code) => !taken.has(code)),
    );
    if (stop) throw outOfStock(stop);
    const retaken = await repository.reserveStock(saleUnit, retry, tx);
    const stillShort = [...retry.keys()].find((code) => !retaken.has(code));
    if (stillShort) throw outOfStock(stillShort);
    return droppedGifts;
  }

  /** What an order is priced and addressed on; nothing here is scarce, so it needs no lock. */
  async function readForPlacement(
    tx: DbOrTx,
    caller: Caller,
    body: OrderPlaceBody,
    now: Date,
  ): Promise<PlacementReads> {
    const [facts, own] = await Promise.all([
      pricing.loadFacts(tx, caller, { items: body.Items, mode: body.Mode, now }),
      addressesOf(caller, tx),
    ]);
    return { facts, addresses: own };
  }

  /**
   * The checks of a priced order that stop it: lines that cannot be ordered, a coupon that does
   * not apply, a total other than the one the customer saw, a VAN that cannot take it.
   */
  async function assertPlaceable(
    tx: DbOrTx,
    ctx: PlaceContext,
    cart: PricedCart,
    coupon: CouponFacts | null,
  ) {
    const { body, caller, now } = ctx;
    assertOrderable(cart);
    if (coupon && !cart.coupon?.usable) throw new AppError('COUPON_INVALID');
    const total = body.Mode === 'money' ? cart.totals.total : 0;
    const points = body.Mode === 'point' ? cart.totals.points : 0;
    if (body.ExpectedTotal !== null && body.ExpectedTotal !== undefined) {
      const expected = body.Mode === 'money' ? total : points;
      if (Math.abs(expected - body.ExpectedTotal) > 0.005) throw new AppError('CONFLICT');
    }
    if (body.Mode === 'money' && body.DeliveryMethod?.toUpperCase() === VAN_DELIVERY) {
      const { choice } = await chooseVanFor(tx, caller, total, now);
      if (!choice.deliverable)
        throw validation('DeliveryMethod', vanToWire(choice, null, ctx.locale).Text);
    }
    return { total, points };
  }

  /** The rows an order is written as, and answered with. */
  function orderRecord(
    ctx: PlaceContext,
    priced: {
      cart: PricedCart;
      total: number;
      points: number;
      coupon: CouponFacts | null;
      droppedGifts: ReadonlySet<string>;
      usageCounted: ReadonlySet<number>;
    },
    parties: { shipTo: AddressRow | null; billTo: AddressRow | null; agent: CustomerRow | undefined },
    hash: string,
  ): OrderRecord {
    const { caller, body, now } = ctx;
    const { cart, total, points, coupon, droppedGifts, usageCounted } = priced;
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    const mode = body.Mode;
    const lines: OrderLineValues[] = [];
    for (const line of cart.lines) {
      if (line.isFree ? droppedGifts.has(line.pCode) : !line.selected) continue;
      const [main] = [...line.discounts].sort((a, b) => b.amount - a.amount);
      const promotionId = line.isFree ? line.promotionId : (main?.promotionId ?? null);
      lines.push({
        lineNo: lines.length + 1,
        pCode: line.pCode,
        productNameTh: line.nameTh,
        productNameEn: line.nameEn,
        unitLevel: line.unitLevel,
        unitCode: line.unitCode,
        unitNameTh: line.unitNameTh,
        unitNameEn: line.unitNameEn,
        unitRate: line.unitRate,
        qty: line.qty,
        baseQty: Math.round(line.baseQty),
        price: line.isFree ? 0 : (line.price ?? 0),
        priceType: line.priceType ?? '0',
        priceLevel: line.priceLevel ?? caller.priceLevel,
        amount: line.amount,
        discountAmount: line.discount,
        netAmount: line.net,
        pointsPerUnit: line.pointsPerUnit,
        isFree: line.isFree,
        promotionId,
        promotionName: promotionId
          ? (cart.promotions.find((p) => p.promotionId === promotionId)?.name ?? null)
          : null,
      });
    }
    const promotions: OrderPromotionValues[] = cart.promotions
      .filter((p) => p.status === 'APPLIED')
      .map((p) => ({
        promotionId: p.promotionId,
        promotionName: p.name,
        shortName: p.shortName,
        kind: p.kind,
        scope: p.scope,
        discountAmount: p.discount,
        freeItems: p.freeItems
          .filter((f) => !droppedGifts.has(f.pCode))
          .map((f) => ({ P_Code: f.pCode, UnitLevel: f.unitLevel, Qty: f.qty })),
        usageCounted: usageCounted.has(p.promotionId),
      }));
    const { year } = bangkokParts(now);
    return {
      order: {
        saleUnit: caller.saleUnit,
        customerId: customer.id,
        placedByUserId: caller.actingUserId,
        placedByCustomerId: parties.agent?.id ?? null,
        status: 'WAIT',
        mode: mode === 'point' ? 'POINT' : 'MONEY',
        subtotal: mode === 'money' ? cart.totals.subtotal : 0,
        discountAmount: mode === 'money' ? cart.totals.discount : 0,
        deliveryFee: 0,
        vatAmount: mode === 'money' ? cart.totals.vat : 0,
        total,
        pointsUsed: points,
        pointsEarned: 0,
        paymentType: mode === 'point' ? 'POINT' : storedPaymentType(body.PaymentMethod),
        paymentStatus: 'UNPAID',
        deliveryMethod: body.DeliveryMethod ?? null,
        couponId: coupon?.couponId ?? null,
        shipTo: parties.shipTo ? snapshotOf(parties.shipTo) : null,
        billTo: parties.billTo ? snapshotOf(parties.billTo) : null,
        remark: body.Remark ?? null,
        needTaxInvoice: body.NeedTaxInvoice,
        riderId: null,
        trackingNo: null,
        idempotencyKey: ctx.idempotencyKey,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      },
      prefix: `${caller.saleUnit}${String(year % 100).padStart(2, '0')}`,
      year,
      lines,
      promotions,
      history: {
        status: 'WAIT',
        note: null,
        changedByKind: ctx.changedByKind,
        changedById: ctx.changedById,
      },
    };
  }

  /** A written order as placing answers it: what was written, with the names at hand. */
  async function writtenOrder(
    tx: DbOrTx,
    ctx: PlaceContext,
    record: OrderRecord,
    written: WrittenOrder,
    agent: CustomerRow | undefined,
  ): Promise<PlacedOrder> {
    const { caller } = ctx;
    const order: OrderRow = { ...record.order, ...written };
    const people: [number, { code: string; name: string }][] = [caller.customer, agent]
      .filter((c): c is CustomerRow => c !== null && c !== undefined)
      .map((c) => [c.id, { code: c.customerCode, name: c.customerName }]);
    const names = await namesOf(order, tx, {
      customers: new Map(people),
      centers: new Map([[caller.saleUnit, caller.center.distName]]),
    });
    return {
      order,
      replayed: false,
      written: { lines: record.lines, promotions: record.promotions, names },
    };
  }

  /** The order a key was used for before, when it was; IDEMPOTENCY_CONFLICT for another body. */
  async function replayOf(
    tx: DbOrTx,
    owner: string,
    key: string,
    hash: string,
  ): Promise<PlacedOrder | undefined> {
    const claim = await findClaim(tx, { scope: PLACE_SCOPE, owner, key });
    if (!claim) return undefined;
    if (claim.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return replayed(tx, claim.response);
  }

  async function replayed(tx: DbOrTx, response: unknown): Promise<PlacedOrder> {
    const orderPk = (response as { orderPk?: number } | null)?.orderPk;
    const order = orderPk ? await repository.findByPk(orderPk, tx) : undefined;
    // A claim without an order is one still being placed by a request that has not committed.
    if (!order) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { order, replayed: true };
  }

  /**
   * The common order (money, not on credit, no coupon, no promotion with limited uses) is written
   * in one statement, its own transaction: stock (all or none), the counter, the order and the
   * key's claim with its answer. It holds its row locks only while that statement runs, where the
   * transaction of placeInTx holds them across round trips to this process. The key is claimed
   * last there, so a second request with it fails on the unique key (after the first commits) and
   * answers the first order. Answers undefined for any other order, or when a product is short
   * (nothing was written): placeInTx then places it, or says which product is short.
   */
  async function placeInOneStatement(
    ctx: PlaceContext,
    read: PlacementReads,
  ): Promise<PlacedOrder | undefined> {
    const { caller, body, now } = ctx;
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    if (body.Mode !== 'money' || body.PaymentMethod === 'CREDIT' || body.CouponId) return undefined;
    const owner = String(customer.id);
    const hash = requestHash({ ...body, SaleUnit: caller.saleUnit });
    let record: OrderRecord;
    let reserve: Map<string, number>;
    let agent: CustomerRow | undefined;
    try {
      const result = pricing.priceWith(read.facts, {
        items: body.Items.map((item) => ({ ...item, selected: true })),
        mode: body.Mode,
        now,
        coupon: null,
      });
      const limited = new Set(
        result.promotions
          .filter((p) => p.usageLimit !== null || p.usageLimitPerCustomer !== null)
          .map((p) => p.promotionId),
      );
      const applied = result.cart.promotions.filter((p) => p.status === 'APPLIED');
      if (applied.some((p) => limited.has(p.promotionId))) return undefined;
      const { shipTo, billTo } = chooseAddresses(
        read.addresses,
        body.ShipToAddressId,
        body.BillToAddressId,
      );
      const { total, points } = await assertPlaceable(db, ctx, result.cart, null);
      agent = await agentOf(caller, db);
      record = orderRecord(
        ctx,
        {
          cart: result.cart,
          total,
          points,
          coupon: null,
          droppedGifts: new Set(),
          usageCounted: new Set(),
        },
        { shipTo, billTo, agent },
        hash,
      );
      reserve = new Map(
        [...stockNeeds(result.cart)].map(([code, need]) => [code, need.bought + need.given]),
      );
    } catch (error) {
      // A retry of an order placed before answers that order, whatever its cart says now.
      const replay = isAppError(error)
        ? await replayOf(db, owner, ctx.idempotencyKey, hash)
        : undefined;
      if (replay) return replay;
      throw error;
    }
    const key = { scope: PLACE_SCOPE, owner, key: ctx.idempotencyKey, hash };
    try {
      const written = await retried(() =>
        repository.reserveAndRecordOrder(record, reserve, key, db),
      );
      return written ? await writtenOrder(db, ctx, record, written, agent) : undefined;
    } catch (error) {
      if (sqlState(error) !== '23505') throw error;
      const replay = await replayOf(db, owner, ctx.idempotencyKey, hash);
      if (!replay) throw error;
      return replay;
    }
  }

  /** The agent placing the order for their client, when one is. */
  async function agentOf(caller: Caller, tx: DbOrTx): Promise<CustomerRow | undefined> {
    return caller.actingAgentCode
      ? addresses.repository.findCustomerByCode(caller.actingAgentCode, tx)
      : undefined;
  }

  /**
   * Places an order inside the given transaction. The idempotency key is claimed first, so a
   * second request with the same key waits for the first and then answers its order.
   */
  async function placeInTx(tx: Tx, ctx: PlaceContext): Promise<PlacedOrder> {
    const { caller, body, now } = ctx;
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    const owner = String(customer.id);
    const hash = requestHash({ ...body, SaleUnit: caller.saleUnit });
    const claim = await claimIdempotencyKey(tx, {
      scope: PLACE_SCOPE,
      owner,
      key: ctx.idempotencyKey,
      hash,
    });
    if (claim.kind === 'replay') return replayed(tx, claim.response);

    const read = ctx.read ?? (await readForPlacement(tx, caller, body, now));
    const { shipTo, billTo } = chooseAddresses(
      read.addresses,
      body.ShipToAddressId,
      body.BillToAddressId,
    );
    const coupon = await couponFor(caller, body.CouponId, now, tx);
    const { result, usageCounted } = await priceAndClaimPromotions(tx, caller, read.facts, {
      items: body.Items.map((item) => ({ ...item, selected: true })),
      mode: body.Mode,
      now,
      coupon,
    });
    const cart = result.cart;
    const { total, points } = await assertPlaceable(tx, ctx, cart, coupon);

    const droppedGifts = await reserveStock(tx, caller.saleUnit, cart, result.products);

    if (
      body.Mode === 'money' &&
      body.PaymentMethod === 'CREDIT' &&
      !(await repository.takeCredit(customer.id, total, tx))
    ) {
      throw new AppError('CREDIT_EXCEEDED');
    }

    const agent = await agentOf(caller, tx);
    const record = orderRecord(
      ctx,
      { cart, total, points, coupon, droppedGifts, usageCounted },
      { shipTo, billTo, agent },
      hash,
    );
    // The order and the key's answer are written in the same statement as the counter is taken.
    const written = await repository.recordOrder(
      record,
      { scope: PLACE_SCOPE, owner, key: ctx.idempotencyKey, hash },
      tx,
    );

    if (body.Mode === 'point' && points > 0) {
      const balance = await repository.spendPoints(
        {
          customerId: customer.id,
          saleUnit: caller.saleUnit,
          points,
          reason: 'ORDER_REDEEM',
          ref: written.orderId,
        },
        tx,
      );
      if (balance === null) {
        const available = await repository.pointBalance(customer.id, caller.saleUnit, tx);
        throw new AppError('POINTS_NOT_ENOUGH', { required: points, available });
      }
    }
    if (body.Mode === 'point') {
      await repository.insertGoodsIssue(
        {
          orderPk: written.id,
          saleUnit: caller.saleUnit,
          customerId: customer.id,
          points,
          status: 'WAIT',
        },
        tx,
      );
    }

    if (coupon) {
      const used = await coupons.repository.claim(
        {
          couponId: coupon.couponId,
          saleUnit: caller.saleUnit,
          customerId: customer.id,
          orderId: written.orderId,
          now,
        },
        tx,
      );
      if (!used) throw new AppError('COUPON_USED');
    }

    return writtenOrder(tx, ctx, record, written, agent);
  }

  async function placeAnswer(placed: PlacedOrder, locale: Locale): Promise<OrderPlaceAnswer> {
    const { order } = placed;
    // A fresh order answers what it wrote; a replay reads the order back.
    const [lines, promotions, names] = placed.written
      ? [placed.written.lines, placed.written.promotions, placed.written.names]
      : await Promise.all([
          repository.lines(order.id),
          repository.promotions(order.id),
          namesOf(order),
        ]);
    return {
      Order: orderToWire(order, names),
      OrderDetails: lines.map((line) => lineToWire(order, line, locale)),
      ShipTo: partyToWire(order.shipTo),
      BillTo: partyToWire(order.billTo),
      Promotions: promotions.map(promotionToWire),
      PaymentRequired: false,
      Replayed: placed.replayed,
    };
  }

  function assertCanOrder(
    caller: Caller,
    body: Pick<OrderPlaceBody, 'Mode' | 'PaymentMethod'>,
    settings: OrderingSettings,
  ) {
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    if (customer.approvalStatus !== 'APPROVED') throw new AppError('AUTH_PENDING_APPROVAL');
    if (body.Mode === 'money') {
      const offered = settings.paymentMethods ?? DEFAULT_PAYMENT_METHODS;
      if (!offered.includes(body.PaymentMethod) || !SETTLED_METHODS.includes(body.PaymentMethod)) {
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      }
      if (body.PaymentMethod === 'CREDIT' && customer.authorizeAmount <= 0)
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    }
  }

  return {
    repository,
    placeInTx,
    placeAnswer,

    /** Checks before the transaction that do not depend on what it changes. */
    async prepare(caller: Caller, body: OrderPlaceBody, now: Date, tx: DbOrTx = db) {
      const settings = await readSettings(caller.saleUnit, tx);
      const block = orderingBlock(settings, now);
      if (block) throw new AppError('ORDERING_DISABLED_ANNOUNCEMENT', block);
      assertCanOrder(caller, body, settings);
    },

    async place(
      claims: CustomerClaims,
      saleUnit: string,
      body: OrderPlaceBody,
      idempotencyKey: string,
      locale: Locale,
    ): Promise<OrderPlaceAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const now = clock();
      const caller = await resolveCaller(db, claims, saleUnit);
      // The reads run on the pool, side by side, before the transaction: they take no locks,
      // and everything scarce is taken inside it with conditional updates. The transaction
      // then holds its connection (and its row locks) only for the writes.
      const [, read] = await Promise.all([
        this.prepare(caller, body, now),
        readForPlacement(db, caller, body, now),
      ]);
      const ctx: PlaceContext = {
        caller,
        body,
        idempotencyKey,
        now,
        changedByKind: caller.actingUserId ? 'staff' : 'customer',
        changedById: caller.actingUserId
          ? String(caller.actingUserId)
          : (caller.customer?.customerCode ?? null),
        locale,
      };
      const placed =
        (await placeInOneStatement(ctx, read)) ??
        (await withRetry(db, (tx) => placeInTx(tx, { ...ctx, read })));
      return placeAnswer(placed, locale);
    },

    async checkout(
      claims: CustomerClaims,
      saleUnit: string,
      body: CheckoutBody,
      locale: Locale,
    ): Promise<CheckoutAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const now = clock();
      const caller = await resolveCaller(db, claims, saleUnit);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const settings = await readSettings(caller.saleUnit);
      let items: CartLineRequest[];
      if (body.Items) {
        items = body.Items.map((item) => ({ ...item, selected: true }));
      } else {
        const stored = await carts.read({
          customerKey: customer.customerCode,
          saleUnit: caller.saleUnit,
          mode: body.Mode === 'point' ? 'POINT' : 'MONEY',
        });
        items = stored.lines.filter((l) => isLive(l) && l.selected);
      }
      let couponStatus: { couponId: string; statusText: string } | null = null;
      let coupon: CouponFacts | null = null;
      if (body.CouponId) {
        const check = await coupons.check({
          couponId: body.CouponId,
          saleUnit: caller.saleUnit,
          customerId: customer.id,
          now,
        });
        couponStatus = { couponId: body.CouponId, statusText: check.statusText };
        coupon = check.facts;
      }
      const result = await pricing.price(db, caller, {
        items,
        mode: body.Mode,
        now,
        coupon,
        unselectOutOfStock: settings.disableItemOutOfStock,
      });
      const total = body.Mode === 'money' ? result.cart.totals.total : 0;
      const { shipTo, billTo, all } = chooseAddresses(
        await addressesOf(caller, db),
        body.ShipToAddressId,
        body.BillToAddressId,
      );
      const { choice, minOrderValue } = await chooseVanFor(db, caller, total, now);
      const balance = await repository.pointBalance(customer.id, caller.saleUnit);
      const block = orderingBlock(settings, now);
      const remaining = Math.round((customer.authorizeAmount - customer.debtAmount) * 100) / 100;
      return {
        Cart: pricedCartToWire(caller, result, { couponStatus }),
        ShipTo: all
          .filter((a) => a.addressType !== 'B')
          .map((a) => addressToWire(a, customer.customerCode)),
        BillTo: all
          .filter((a) => a.addressType !== 'S')
          .map((a) => addressToWire(a, customer.customerCode)),
        DefaultShipToId: shipTo?.id ?? null,
        DefaultBillToId: billTo?.id ?? null,
        PaymentMethods:
          body.Mode === 'money' ? paymentMethods(settings, caller, total, locale) : [],
        Credit: {
          AuthorizeAmount: customer.authorizeAmount,
          DebtAmount: customer.debtAmount,
          Remaining: remaining,
          Enough: remaining >= total,
        },
        Points: {
          Balance: balance,
          Needed: result.cart.totals.points,
          Enough: balance >= result.cart.totals.points,
        },
        Van: vanToWire(choice, minOrderValue, locale),
        OrderingBlocked: block
          ? {
              From: block.from,
              To: block.to,
              Message:
                locale === 'en'
                  ? `System maintenance from ${block.from} - ${block.to}, please place a new order again later.`
                  : `ปิดปรับปรุงระบบตั้งแต่ ${block.from} - ${block.to} กรุณาสั่งซื้อใหม่อีกครั้งภายหลัง`,
            }
          : null,
      };
    },

    /** The customer's orders in `saleUnits`: the one the query named, else every center they may use. */
    async list(claims: CustomerClaims, saleUnits: readonly string[], query: OrderListQuery) {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const [first] = saleUnits;
      if (first === undefined) return { Data: [], Total: 0 };
      const caller = await resolveCaller(db, claims, first);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const { rows, total } = await repository.list({
        customerId: customer.id,
        saleUnits,
        ...(query.Status !== 'All' ? { statuses: [query.Status] } : {}),
        ...(query.Text ? { text: query.Text } : {}),
        ...(query.FromDate ? { from: dashed(query.FromDate) } : {}),
        ...(query.ToDate ? { to: dashed(query.ToDate) } : {}),
        skip: query.skip,
        take: query.take,
      });
      const data = await Promise.all(rows.map((row) => orderWire(row)));
      return { Data: data, Total: total };
    },

    /** One of the customer's orders (or, for staff, one of their center's). */
    async detail(order: OrderRow, locale: Locale): Promise<OrderFullDetailAnswer> {
      const [lines, promotions, history, goodsIssue] = await Promise.all([
        repository.lines(order.id),
        repository.promotions(order.id),
        repository.history(order.id),
        repository.goodsIssue(order.id),
      ]);
      return {
        Order: await orderWire(order),
        OrderDetails: lines.map((line) => lineToWire(order, line, locale)),
        ShipTo: partyToWire(order.shipTo),
        BillTo: partyToWire(order.billTo),
        Promotions: promotions.map(promotionToWire),
        StatusHistory: history.map(historyToWire),
        GoodsIssue: goodsIssueToWire(goodsIssue),
      };
    },

    /** One of the customer's orders in a center they may use (the request's, resolved). */
    async customerOrder(claims: CustomerClaims, ref: OrderRefParams): Promise<OrderRow> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const { orderId, saleUnit } = ref;
      const caller = await resolveCaller(db, claims, saleUnit);
      const order = await repository.findByRef(orderId, saleUnit);
      if (!order || order.customerId !== caller.customer?.id)
        throw new AppError('ORDER_NOT_FOUND', { orderId });
      return order;
    },

    async staffOrder(staffUserId: number, ref: OrderRefParams): Promise<OrderRow> {
      const order = await repository.findByRef(ref.orderId, ref.saleUnit);
      if (!order || !(await repository.staffIsInCenter(staffUserId, order.saleUnit))) {
        throw new AppError('ORDER_NOT_FOUND', { orderId: ref.orderId });
      }
      return order;
    },

    async tracking(order: OrderRow): Promise<OrderTrackingAnswer> {
      const history = await repository.history(order.id);
      const rider = order.riderId ? await repository.rider(order.riderId) : undefined;
      return {
        OrderID: order.orderId,
        SaleUnit: order.saleUnit,
        Status: order.status,
        TrackingNo: order.trackingNo,
        Carrier: null,
        RiderName: rider?.name ?? null,
        RiderMobileNo: rider?.mobileNo ?? null,
        Events: history.map(historyToWire),
      };
    },

    /** The customer cancels an order still waiting and unpaid; everything it took goes back. */
    async cancel(claims: CustomerClaims, params: OrderRefParams, body: OrderCancelBody) {
      const order = await this.customerOrder(claims, params);
      const cancelled = await withRetry(db, async (tx) => {
        const locked = await repository.lockByRef(order.orderId, order.saleUnit, tx);
        if (!locked) throw new AppError('ORDER_NOT_FOUND', { orderId: order.orderId });
        if (!canCustomerCancel({ Status: locked.status, PaymentStatus: locked.paymentStatus })) {
          throw new AppError('ORDER_CANNOT_CANCEL', { status: locked.status });
        }
        return cancelInTx(tx, locked, {
          kind: 'customer',
          id: claims.CUSTOMERCODE,
          note: body.Reason ?? null,
        });
      });
      return { Order: await orderWire(cancelled) };
    },

    cancelInTx,
  };

  /**
   * Cancels a locked order and gives back what it took, in the order rows are locked when placing:
   * promotion uses, stock, credit, points, the coupon; a redeem order's goods issue is cancelled.
   */
  async function cancelInTx(
    tx: Tx,
    order: OrderRow,
    by: { kind: string; id: string | null; note: string | null },
  ): Promise<OrderRow> {
    const promotions = await repository.promotions(order.id, tx);
    for (const p of promotions
      .filter((row) => row.usageCounted)
      .sort((a, b) => a.promotionId - b.promotionId)) {
      await repository.givePromotionUseBack(p.promotionId, tx);
      await repository.giveCustomerPromotionUseBack(p.promotionId, order.customerId, tx);
    }
    const lines = await repository.lines(order.id, tx);
    const byProduct = new Map<string, number>();
    for (const line of lines)
      byProduct.set(line.pCode, (byProduct.get(line.pCode) ?? 0) + line.baseQty);
    for (const code of [...byProduct.keys()].sort())
      await repository.returnStock(order.saleUnit, code, byProduct.get(code) ?? 0, tx);
    if (order.mode === 'MONEY' && order.paymentType === 'CREDIT' && order.total > 0) {
      await repository.giveCreditBack(order.customerId, order.total, tx);
    }
    if (order.mode === 'POINT' && order.pointsUsed > 0) {
      await repository.refundPoints(
        {
          customerId: order.customerId,
          saleUnit: order.saleUnit,
          points: order.pointsUsed,
          reason: 'ORDER_CANCEL',
          ref: order.orderId,
        },
        tx,
      );
      await repository.setGoodsIssueStatus(
        order.id,
        'CANCEL',
        { kind: by.kind, id: by.id, remark: by.note },
        tx,
      );
    }
    if (order.couponId)
      await coupons.repository.release({ couponId: order.couponId, orderId: order.orderId }, tx);
    return repository.setStatus(
      order,
      'CANCELLED',
      { note: by.note, changedByKind: by.kind, changedById: by.id },
      tx,
    );
  }
}

export type OrderService = ReturnType<typeof createOrderService>;

const dashed = (key: string) => `${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`;
