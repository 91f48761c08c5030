// Recurring orders (decision 025): the customer's rules, and the scheduler placing each due order
// at most once per period even with several replicas.
import {
  AppError,
  bangkokDateKey,
  isAppError,
  type CustomerClaims,
  type OrderPlaceBody,
  type Subscription,
  type SubscriptionSaveBody,
} from '@eorder/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { SubscriptionItem } from '../../db/schema/subscriptions';
import type { Clock } from '../../plugins/env';
import { createAddressService } from '../addresses/service';
import { createOrdersModule } from '../orders/service';
import { SETTLED_METHODS } from '../orders/placement/checks';
import type { PlacementService } from '../orders/placement/service';
import type { RequestCenter } from '../../plugins/center';
import { isGuestClaims, resolveCaller, type Caller } from '../pricing/caller';
import { createPricingRepository, dateKeyOf, isoDate } from '../pricing/repository';
import { createSubscriptionRepository, type SubscriptionRow } from './repository';
import { firstRunOnOrAfter, nextRunAfter, type Frequency, type ScheduleRule } from './schedule';

const ruleOf = (row: Pick<SubscriptionRow, 'frequency' | 'every' | 'dayOfWeek' | 'dayOfMonth'>): ScheduleRule => ({
  frequency: row.frequency as Frequency,
  every: row.every,
  dayOfWeek: row.dayOfWeek,
  dayOfMonth: row.dayOfMonth,
});

export type RunSummary = {
  placed: number;
  failed: number;
  skipped: number;
};

export interface SubscriptionServiceDeps {
  db: Db;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** The app's placement service; one of its own (without LINE notices) when used alone. */
  placement?: PlacementService;
}

export function createSubscriptionService({ db, clock, log, ...deps }: SubscriptionServiceDeps) {
  const repository = createSubscriptionRepository(db);
  const placement = deps.placement ?? createOrdersModule({ db, clock }).placement;
  const addresses = createAddressService(db);
  const products = createPricingRepository(db);

  async function toWire(row: SubscriptionRow, customerCode: string, tx: DbOrTx = db): Promise<Subscription> {
    const loaded = await products.loadProducts(row.saleUnit, row.items.map((i) => i.P_Code), bangkokDateKey(clock()), tx);
    const runs = await repository.runs(row.id, tx);
    return {
      SubscriptionId: row.id,
      SaleUnit: row.saleUnit,
      CustomerCode: customerCode,
      Name: row.name,
      Frequency: row.frequency,
      Every: row.every,
      DayOfWeek: row.dayOfWeek,
      DayOfMonth: row.dayOfMonth,
      NextRunDate: dateKeyOf(row.nextRunDate),
      Active: row.status === 'ACTIVE' ? 'Y' : 'N',
      Status: row.status,
      PaymentMethod: row.paymentMethod,
      ShipToAddressId: row.shipToAddressId,
      Items: row.items.map((item) => ({ ...item, PRODUCTNAME: loaded.get(item.P_Code)?.facts.nameTh ?? null })),
      LastRunAt: row.lastRunAt ? row.lastRunAt.toISOString() : null,
      LastOrderID: row.lastOrderId,
      LastError: row.lastError,
      Runs: runs.map((r) => ({ Period: dateKeyOf(r.period), Status: r.status, ErrorCode: r.errorCode })),
      CreateDate: row.createdAt.toISOString(),
    };
  }

  async function memberCaller(claims: CustomerClaims, saleUnit: string): Promise<Caller & { customer: NonNullable<Caller['customer']> }> {
    if (isGuestClaims(claims)) throw new AppError('AUTH_REQUIRED');
    const caller = await resolveCaller(db, claims, saleUnit);
    const customer = caller.customer;
    if (!customer) throw new AppError('AUTH_REQUIRED');
    return { ...caller, customer };
  }

  /** One of the customer's recurring orders, in a center the caller may use. */
  async function own(claims: CustomerClaims, center: RequestCenter, id: number) {
    const caller = await memberCaller(claims, center.saleUnit);
    const row = await repository.find(id);
    if (!row || row.customerId !== caller.customer.id || row.status === 'CANCELLED') throw new AppError('NOT_FOUND');
    if (!center.usable?.includes(row.saleUnit)) throw new AppError('NOT_FOUND');
    return { caller, row };
  }

  /** What a saved subscription must hold: products the center sells, a method we settle, an own address. */
  async function validate(caller: Caller, body: SubscriptionSaveBody) {
    if (!SETTLED_METHODS.includes(body.PaymentMethod)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    if (body.PaymentMethod === 'CREDIT' && (caller.customer?.authorizeAmount ?? 0) <= 0) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    const codes = [...new Set(body.Items.map((i) => i.P_Code))];
    if (codes.length !== body.Items.length) {
      throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'Items', message: 'A product appears once' }] });
    }
    const sold = await products.loadProducts(caller.saleUnit, codes, bangkokDateKey(clock()));
    const missing = codes.find((code) => !sold.has(code));
    if (missing) throw new AppError('PRODUCT_NOT_FOUND', { productCode: missing });
    if (body.ShipToAddressId && caller.customer) {
      const address = await addresses.ownAddress({ customer: caller.customer, saleUnit: caller.saleUnit }, body.ShipToAddressId).catch(() => undefined);
      if (!address?.active) {
        throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'ShipToAddressId', message: 'The address is not one of yours' }] });
      }
    }
  }

  const itemsOf = (body: SubscriptionSaveBody): SubscriptionItem[] =>
    body.Items.map((i) => ({ P_Code: i.P_Code, qty1: i.qty1, qty2: i.qty2, qty3: i.qty3 }));

  const ruleFromBody = (body: SubscriptionSaveBody): ScheduleRule => ({
    frequency: body.Frequency,
    every: body.Every,
    dayOfWeek: body.Frequency === 'MONTHS' ? null : (body.DayOfWeek ?? null),
    dayOfMonth: body.Frequency === 'MONTHS' ? (body.DayOfMonth ?? null) : null,
  });

  /** What a save writes, created or edited: the schedule restarts from today. */
  const savedFields = (body: SubscriptionSaveBody) => {
    const rule = ruleFromBody(body);
    return {
      name: body.Name,
      ...rule,
      status: body.Active === 'N' ? ('PAUSED' as const) : ('ACTIVE' as const),
      paymentMethod: body.PaymentMethod,
      shipToAddressId: body.ShipToAddressId ?? null,
      items: itemsOf(body),
      nextRunDate: isoDate(firstRunOnOrAfter(rule, bangkokDateKey(clock()))),
    };
  };

  /** Places one due subscription's order; the caller's transaction holds the subscription row. */
  async function runOne(tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: SubscriptionRow, now: Date): Promise<'placed' | 'failed' | 'skipped'> {
    const today = bangkokDateKey(now);
    const period = row.nextRunDate;
    const next = isoDate(nextRunAfter(ruleOf(row), dateKeyOf(period), today));
    if (!(await repository.claimRun(row.id, period, tx))) {
      await repository.update(row.id, { nextRunDate: next }, tx);
      return 'skipped';
    }
    try {
      const customer = await repository.customerOf(row, tx);
      if (!customer) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: String(row.customerId) });
      const claims: CustomerClaims = {
        sub: customer.customerCode,
        kind: 'customer',
        role: customer.isAgent ? 'AGENT' : 'CUSTOMER',
        CUSTOMERCODE: customer.customerCode,
        SALEUNIT: row.saleUnit,
        iat: 0,
        exp: 0,
      };
      const caller = await resolveCaller(tx, claims, row.saleUnit);
      const body: OrderPlaceBody = {
        SaleUnit: row.saleUnit,
        Mode: 'money',
        Items: row.items,
        PaymentMethod: row.paymentMethod as OrderPlaceBody['PaymentMethod'],
        ShipToAddressId: row.shipToAddressId,
        BillToAddressId: null,
        NeedTaxInvoice: false,
        Remark: row.name,
        SubscriptionId: row.id,
      };
      // In this transaction (a savepoint of it), so the run and its order commit together.
      const { order } = await placement.placeOrder(
        {
          caller,
          body,
          idempotencyKey: `subscription-${row.id}-${dateKeyOf(period)}`,
          now,
          by: { kind: 'scheduler', job: `subscription:${row.id}` },
          locale: 'th',
        },
        tx,
      );
      await repository.finishRun(row.id, period, { status: 'PLACED', orderPk: order.id, errorCode: null }, tx);
      await repository.update(row.id, { nextRunDate: next, lastRunAt: now, lastOrderId: order.orderId, lastError: null }, tx);
      return 'placed';
    } catch (error) {
      // An order the rules refuse (stock, credit, closed ordering ...) is recorded and the period
      // passes; anything else rolls the whole run back so the next tick tries again.
      if (!isAppError(error)) throw error;
      await repository.finishRun(row.id, period, { status: 'FAILED', orderPk: null, errorCode: error.code }, tx);
      await repository.update(row.id, { nextRunDate: next, lastRunAt: now, lastError: error.code }, tx);
      log?.info({ subscriptionId: row.id, period, code: error.code }, 'subscription order refused');
      return 'failed';
    }
  }

  return {
    /** The customer's recurring orders in the centers the caller may use. */
    async list(claims: CustomerClaims, center: RequestCenter): Promise<Subscription[]> {
      const caller = await memberCaller(claims, center.saleUnit);
      const rows = (await repository.listForCustomer(caller.customer.id, null)).filter((row) =>
        center.usable?.includes(row.saleUnit),
      );
      return Promise.all(rows.map((row) => toWire(row, caller.customer.customerCode)));
    },

    async get(claims: CustomerClaims, center: RequestCenter, id: number): Promise<Subscription> {
      const { caller, row } = await own(claims, center, id);
      return toWire(row, caller.customer.customerCode);
    },

    async create(claims: CustomerClaims, center: RequestCenter, body: SubscriptionSaveBody): Promise<Subscription> {
      const caller = await memberCaller(claims, center.saleUnit);
      await validate(caller, body);
      const row = await repository.insert({
        saleUnit: caller.saleUnit,
        customerId: caller.customer.id,
        createdByUserId: caller.actingUserId,
        ...savedFields(body),
      });
      return toWire(row, caller.customer.customerCode);
    },

    async update(claims: CustomerClaims, center: RequestCenter, id: number, body: SubscriptionSaveBody): Promise<Subscription> {
      const { caller, row } = await own(claims, center, id);
      if (body.SaleUnit && center.saleUnit !== row.saleUnit) {
        throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'SaleUnit', message: 'A subscription stays in its center' }] });
      }
      await validate({ ...caller, saleUnit: row.saleUnit }, body);
      const updated = await repository.update(id, savedFields(body));
      if (!updated) throw new AppError('NOT_FOUND');
      return toWire(updated, caller.customer.customerCode);
    },

    /** Pause, resume or cancel. Resuming starts again from today, never with missed periods. */
    async setStatus(
      claims: CustomerClaims,
      center: RequestCenter,
      id: number,
      status: 'ACTIVE' | 'PAUSED' | 'CANCELLED',
    ): Promise<Subscription> {
      const { caller, row } = await own(claims, center, id);
      const values =
        status === 'ACTIVE'
          ? { status, nextRunDate: isoDate(firstRunOnOrAfter(ruleOf(row), bangkokDateKey(clock()))) }
          : { status };
      const updated = await repository.update(id, values);
      if (!updated) throw new AppError('NOT_FOUND');
      return toWire(updated, caller.customer.customerCode);
    },

    /** Places every order due by `now`, each in its own transaction. */
    async runDue(now: Date = clock(), limit = 500): Promise<RunSummary> {
      const summary: RunSummary = { placed: 0, failed: 0, skipped: 0 };
      const today = isoDate(bangkokDateKey(now));
      for (let i = 0; i < limit; i++) {
        const outcome = await db.transaction(async (tx) => {
          const row = await repository.lockNextDue(today, tx);
          return row ? runOne(tx, row, now) : null;
        });
        if (outcome === null) break;
        summary[outcome] += 1;
      }
      return summary;
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
