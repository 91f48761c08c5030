// Placing an order, and what follows: the history, the detail, tracking and
// cancelling. Placing is one transaction keyed by an idempotency key; see
// docs/decisions/022-placing-an-order.md for the steps and why they are in
// this order.
import type { LineNotifications } from '../line/outbox';
import {
  AppError,
  bangkokParts,
  canCustomerCancel,
  PAYMENT_METHODS,
  paymentMethodCode,
  type CustomerClaims,
  type Locale,
  type Order,
  type OrderCancelBody,
  type OrderDetailBody,
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
import type { Clock } from '../../plugins/env';
import { addressToWire, createAddressService } from '../addresses/service';
import type { AddressRow } from '../addresses/repository';
import { createCartRepository } from '../cart/repository';
import { isLive } from '../cart/merge';
import { createCouponService } from '../coupons/service';
import { isGuestClaims, resolveCaller, type Caller } from '../pricing/caller';
import type { CartLineRequest, CartMode, CouponFacts, PricedCart } from '../pricing/engine';
import { createPricingService, pricedCartToWire, type PriceResult } from '../pricing/service';
import {
  createSettingsReader,
  DEFAULT_PAYMENT_METHODS,
  orderingBlock,
  type OrderingSettings,
} from '../pricing/settings';
import { chooseVanFor, VAN_DELIVERY, vanToWire } from './delivery';
import { claimIdempotencyKey, completeIdempotencyKey, requestHash } from './idempotency';
import type { CheckoutAnswer, CheckoutBody, OrderFullDetailAnswer } from './orders.schema';
import { createOrderRepository, type OrderLineInsert, type OrderRow } from './repository';
import {
  goodsIssueToWire,
  historyToWire,
  lineToWire,
  orderToWire,
  partyToWire,
  promotionToWire,
  storedPaymentType,
} from './wire';

export const PLACE_SCOPE = 'orders/place';

/** Payment methods this server settles itself (others need a provider, set up elsewhere). */
export const SETTLED_METHODS: readonly PaymentMethod[] = ['COD', 'CREDIT'];

/** How many times a transaction that lost a deadlock or serialization race is tried again. */
const TRANSACTION_ATTEMPTS = 3;

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Runs a transaction again when PostgreSQL chose it as a deadlock victim. */
export async function withRetry<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = pgCode(error);
      if (attempt >= TRANSACTION_ATTEMPTS || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
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
}

export interface PlacedOrder {
  order: OrderRow;
  replayed: boolean;
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
  const readSettings = createSettingsReader(db);

  /** Names an order answer shows: the customer, the center, who placed it. */
  async function namesOf(order: OrderRow, tx: DbOrTx = db) {
    const [customers, centers, staff] = await Promise.all([
      repository.customerNames(
        [order.customerId, ...(order.placedByCustomerId ? [order.placedByCustomerId] : [])],
        tx,
      ),
      repository.centerNames([order.saleUnit], tx),
      repository.staffNames(order.placedByUserId ? [order.placedByUserId] : [], tx),
    ]);
    const agent = order.placedByCustomerId ? customers.get(order.placedByCustomerId) : undefined;
    const salesperson = order.placedByUserId ? staff.get(order.placedByUserId) : undefined;
    return {
      customer: customers.get(order.customerId),
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

  /** Ship-to and bill-to: the chosen ones (active, the customer's, in the center) or the defaults. */
  async function chooseAddresses(
    caller: Caller,
    shipToId: number | null | undefined,
    billToId: number | null | undefined,
    tx: DbOrTx,
  ) {
    const customer = caller.customer;
    if (!customer) return { shipTo: null, billTo: null, all: [] as AddressRow[] };
    const actor = { customer, saleUnit: caller.saleUnit };
    const all = (await addresses.repository.list(customer.id, caller.saleUnit, tx)).filter(
      (a) => a.active,
    );
    const pick = async (id: number | null | undefined, path: string, preferred: 'S' | 'B') => {
      if (id) {
        const row = await addresses.ownAddress(actor, id, tx).catch(() => undefined);
        if (!row || !row.active) throw validation(path, 'The address is not one of yours');
        return row;
      }
      return (
        all.find((a) => a.addressType === preferred) ??
        all.find((a) => a.addressType === 'C') ??
        null
      );
    };
    return {
      shipTo: await pick(shipToId, 'ShipToAddressId', 'S'),
      billTo: await pick(billToId, 'BillToAddressId', 'B'),
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
    input: { items: CartLineRequest[]; mode: CartMode; now: Date; coupon: CouponFacts | null },
  ) {
    const excluded = new Set<number>();
    const counted = new Set<number>();
    const customerCounted = new Set<number>();
    for (;;) {
      const result = await pricing.price(tx, caller, {
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
   * Reserves stock for the lines, each product once with its units summed, in product-code order.
   * A gift that cannot be had is dropped (the sale goes on); a bought line that cannot be had
   * stops the order.
   */
  async function reserveStock(
    tx: DbOrTx,
    saleUnit: string,
    cart: PricedCart,
    products: PriceResult['products'],
  ) {
    const paid = new Map<string, number>();
    const free = new Map<string, number>();
    for (const line of cart.lines) {
      if (line.isFree) free.set(line.pCode, (free.get(line.pCode) ?? 0) + line.baseQty);
      else if (line.selected && line.issues.every((i) => i === 'OUT_OF_STOCK'))
        paid.set(line.pCode, (paid.get(line.pCode) ?? 0) + line.baseQty);
    }
    const droppedGifts = new Set<string>();
    const codes = [...new Set([...paid.keys(), ...free.keys()])].sort();
    for (const code of codes) {
      // Stock is counted in whole base units.
      const bought = Math.round(paid.get(code) ?? 0);
      const given = Math.round(free.get(code) ?? 0);
      if (await repository.reserveStock(saleUnit, code, bought + given, tx)) continue;
      if (given > 0 && bought > 0 && (await repository.reserveStock(saleUnit, code, bought, tx))) {
        droppedGifts.add(code);
        continue;
      }
      if (bought === 0) {
        droppedGifts.add(code);
        continue;
      }
      const name = products.get(code)?.facts.nameTh ?? code;
      throw new AppError('OUT_OF_STOCK', { productName: name, productCode: code });
    }
    return droppedGifts;
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
    if (claim.kind === 'replay') {
      const orderPk = (claim.response as { orderPk?: number } | null)?.orderPk;
      const order = orderPk ? await repository.findByPk(orderPk, tx) : undefined;
      // A claim without an order is one still being placed by a request that has not committed.
      if (!order) throw new AppError('IDEMPOTENCY_CONFLICT');
      return { order, replayed: true };
    }

    const mode: CartMode = body.Mode;
    const { shipTo, billTo } = await chooseAddresses(
      caller,
      body.ShipToAddressId,
      body.BillToAddressId,
      tx,
    );
    const coupon = await couponFor(caller, body.CouponId, now, tx);
    const items = body.Items.map((item) => ({ ...item, selected: true }));
    const { result, usageCounted } = await priceAndClaimPromotions(tx, caller, {
      items,
      mode,
      now,
      coupon,
    });
    const cart = result.cart;
    assertOrderable(cart);
    if (coupon && !cart.coupon?.usable) throw new AppError('COUPON_INVALID');

    const total = mode === 'money' ? cart.totals.total : 0;
    const points = mode === 'point' ? cart.totals.points : 0;
    if (body.ExpectedTotal !== null && body.ExpectedTotal !== undefined) {
      const expected = mode === 'money' ? total : points;
      if (Math.abs(expected - body.ExpectedTotal) > 0.005) throw new AppError('CONFLICT');
    }

    if (mode === 'money' && body.DeliveryMethod?.toUpperCase() === VAN_DELIVERY) {
      const { choice } = await chooseVanFor(tx, caller, total, now);
      if (!choice.deliverable)
        throw validation('DeliveryMethod', vanToWire(choice, null, ctx.locale).Text);
    }

    const droppedGifts = await reserveStock(tx, caller.saleUnit, cart, result.products);

    if (
      mode === 'money' &&
      body.PaymentMethod === 'CREDIT' &&
      !(await repository.takeCredit(customer.id, total, tx))
    ) {
      throw new AppError('CREDIT_EXCEEDED');
    }

    const { year } = bangkokParts(now);
    const number = await repository.nextOrderNo(caller.saleUnit, year, tx);
    const orderId = `${caller.saleUnit}${String(year % 100).padStart(2, '0')}${String(number).padStart(6, '0')}`;

    if (mode === 'point' && points > 0) {
      const balance = await repository.spendPoints(
        {
          customerId: customer.id,
          saleUnit: caller.saleUnit,
          points,
          reason: 'ORDER_REDEEM',
          ref: orderId,
        },
        tx,
      );
      if (balance === null) {
        const available = await repository.pointBalance(customer.id, caller.saleUnit, tx);
        throw new AppError('POINTS_NOT_ENOUGH', { required: points, available });
      }
    }

    if (coupon) {
      const used = await coupons.repository.claim(
        {
          couponId: coupon.couponId,
          saleUnit: caller.saleUnit,
          customerId: customer.id,
          orderId,
          now,
        },
        tx,
      );
      if (!used) throw new AppError('COUPON_USED');
    }

    let agentId: number | null = null;
    if (caller.actingAgentCode) {
      const agent = await addresses.repository.findCustomerByCode(caller.actingAgentCode, tx);
      agentId = agent?.id ?? null;
    }

    const lines: Omit<OrderLineInsert, 'orderPk'>[] = [];
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
    const promotionRows = cart.promotions
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

    const order = await repository.insertOrder(
      {
        orderId,
        saleUnit: caller.saleUnit,
        customerId: customer.id,
        placedByUserId: caller.actingUserId,
        placedByCustomerId: agentId,
        status: 'WAIT',
        mode: mode === 'point' ? 'POINT' : 'MONEY',
        subtotal: mode === 'money' ? cart.totals.subtotal : 0,
        discountAmount: mode === 'money' ? cart.totals.discount : 0,
        deliveryFee: 0,
        vatAmount: mode === 'money' ? cart.totals.vat : 0,
        total,
        pointsUsed: points,
        paymentType: mode === 'point' ? 'POINT' : storedPaymentType(body.PaymentMethod),
        paymentStatus: 'UNPAID',
        deliveryMethod: body.DeliveryMethod ?? null,
        couponId: coupon?.couponId ?? null,
        shipTo: shipTo ? snapshotOf(shipTo) : null,
        billTo: billTo ? snapshotOf(billTo) : null,
        remark: body.Remark ?? null,
        needTaxInvoice: body.NeedTaxInvoice,
        idempotencyKey: ctx.idempotencyKey,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      },
      lines,
      promotionRows,
      {
        status: 'WAIT',
        note: null,
        changedByKind: ctx.changedByKind,
        changedById: ctx.changedById,
      },
      tx,
    );
    if (mode === 'point') {
      await repository.insertGoodsIssue(
        {
          orderPk: order.id,
          saleUnit: caller.saleUnit,
          customerId: customer.id,
          points,
          status: 'WAIT',
        },
        tx,
      );
    }
    await completeIdempotencyKey(tx, {
      scope: PLACE_SCOPE,
      owner,
      key: ctx.idempotencyKey,
      statusCode: 200,
      response: { orderPk: order.id, orderId },
    });
    return { order, replayed: false };
  }

  async function placeAnswer(placed: PlacedOrder, locale: Locale): Promise<OrderPlaceAnswer> {
    const { order } = placed;
    const [lines, promotions] = await Promise.all([
      repository.lines(order.id),
      repository.promotions(order.id),
    ]);
    return {
      Order: await orderWire(order),
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
      body: OrderPlaceBody,
      idempotencyKey: string,
      locale: Locale,
    ): Promise<OrderPlaceAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const now = clock();
      const caller = await resolveCaller(db, claims, body.SaleUnit);
      await this.prepare(caller, body, now);
      const placed = await withRetry(db, (tx) =>
        placeInTx(tx, {
          caller,
          body,
          idempotencyKey,
          now,
          changedByKind: caller.actingUserId ? 'staff' : 'customer',
          changedById: caller.actingUserId
            ? String(caller.actingUserId)
            : (caller.customer?.customerCode ?? null),
          locale,
        }),
      );
      return placeAnswer(placed, locale);
    },

    async checkout(
      claims: CustomerClaims,
      body: CheckoutBody,
      locale: Locale,
    ): Promise<CheckoutAnswer> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const now = clock();
      const caller = await resolveCaller(db, claims, body.SaleUnit);
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
      const { shipTo, billTo, all } = await chooseAddresses(
        caller,
        body.ShipToAddressId,
        body.BillToAddressId,
        db,
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

    async list(claims: CustomerClaims, query: OrderListQuery) {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const caller = await resolveCaller(db, claims, null);
      const customer = caller.customer;
      if (!customer) throw new AppError('AUTH_REQUIRED');
      const { rows, total } = await repository.list({
        customerId: customer.id,
        ...(query.SaleUnit ? { saleUnit: query.SaleUnit } : {}),
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

    async customerOrder(
      claims: CustomerClaims,
      ref: OrderDetailBody | OrderRefParams,
    ): Promise<OrderRow> {
      if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
      const orderId = 'orderid' in ref ? ref.orderid : ref.orderId;
      const saleUnit = 'saleunit' in ref ? ref.saleunit : ref.saleUnit;
      const caller = await resolveCaller(db, claims, null);
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
