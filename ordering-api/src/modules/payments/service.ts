// Payments (decision 059): every report goes through settle(), stored once in the ledger; a
// browser's return never settles anything.
import { randomBytes } from 'node:crypto';
import {
  AppError,
  formatThai,
  isAppError,
  mayTransition,
  PAYMENT_METHODS,
  paymentMethodCode,
  type CustomerClaims,
  type Payment,
  type PaymentCreateBody,
  type PaymentMethod,
  type PaymentMethodsAnswer,
  type PaymentOrderAnswer,
  type PaymentReconcileAnswer,
} from '@eorder/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../plugins/env';
import { offeredMethods, SETTLED_METHODS } from '../orders/placement/checks';
import type { OrdersModule } from '../orders/service';
import { withRetry } from '../orders/retry';
import { bahtOf, satangOf, thaiQrBillPayload } from './promptpay';
import {
  ProviderSignatureError,
  ProviderUnavailableError,
  textOf,
  THAI_QR_PROVIDER,
  type ProviderReport,
  type ThaiQrProvider,
} from './providers/thai-qr';
import { C2P_CARD_PROVIDER, type C2pCardProvider } from './providers/c2p-card';
import { cardRedirectOf, startCardPayment, type PaymentUrls } from './c2p-card-flow';
import { KBANK_CARD_PROVIDER, type KbankCardProvider } from './providers/kbank-card';
import { createPaymentRepository, OPEN_STATUSES, type PaymentRow } from './repository';
import { LINE_PAY_PROVIDER, type LinePayProvider } from './providers/line-pay/provider';
import { returnBaseOf, startLinePay } from './providers/line-pay/start';
import {
  GHL_METHODS,
  GHL_PROVIDER,
  isGhlMethod,
  REFERENCE_METHODS,
  type GhlProvider,
} from './providers/ghl';

/** Providers of the online methods, by method; a method without one is not offered. */
export interface PaymentProviders {
  thaiQr?: ThaiQrProvider | undefined;
  linePay?: LinePayProvider | undefined;
  /** GHL's hosted page: its wallets and the reference-number methods (decision 089). */
  ghl?: GhlProvider | undefined;
  /** 2C2P PGW 4.3 card (decision 085); needs `urls` for its returns. */
  c2pCard?: C2pCardProvider | undefined;
  urls?: PaymentUrls | undefined;
  /** KBank card (decision 087): the embedded form's token charged with the secret key. */
  kbankCard?: KbankCardProvider | undefined;
  /** TRANSFER is always possible: without a slip service, staff approve the slip. */
  transfer: true;
}

export interface PaymentServiceDeps {
  db: Db;
  clock: Clock;
  orders: OrdersModule;
  providers: PaymentProviders;
  qrTtlMs: number;
  reconcileAfterMs: number;
  log?: FastifyBaseLogger;
}

/** The online methods the configured providers make possible. */
export function onlineMethodsOf(providers: PaymentProviders): PaymentMethod[] {
  return [
    ...(providers.thaiQr ? (['THAI_QR'] as const) : []),
    ...(providers.linePay ? (['LINEPAY'] as const) : []),
    ...(providers.c2pCard && providers.urls ? (['C2P_CARD'] as const) : []),
    ...(providers.kbankCard && providers.urls ? (['CREDIT_CARD'] as const) : []),
    ...(providers.transfer ? (['TRANSFER'] as const) : []),
    ...(providers.ghl ? (Object.keys(GHL_METHODS) as (keyof typeof GHL_METHODS)[]) : []),
  ];
}

/** A reference number for a counter or bill payment: the key in 10 digits and a mod-97 check (2 digits). */
export function referenceNumber(id: number): string {
  const body = String(id).padStart(10, '0');
  return body + String(98 - Number((BigInt(body) * 100n) % 97n)).padStart(2, '0');
}

/** A payment id: 20 upper-case hex characters (also the QR's reference 1). */
const newPaymentId = () => randomBytes(10).toString('hex').toUpperCase();

type OrderLink = {
  orderPk: number;
  orderId: string;
  saleUnit: string;
  status: string;
  paymentStatus: string;
};

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, clock, orders, providers } = deps;
  const repository = createPaymentRepository(db);
  const online = onlineMethodsOf(providers);

  const expiryText = (at: Date) => formatThai(at, 'D MMMM BBBB HH:mm');
  const open = (row: PaymentRow) => (OPEN_STATUSES as readonly string[]).includes(row.status);

  function toWire(row: PaymentRow, links: OrderLink[]): Payment {
    const first = links[0];
    return {
      PaymentId: row.paymentId,
      OrderID: first?.orderId ?? '',
      OrderIDs: links.map((l) => l.orderId),
      SaleUnit: row.saleUnit,
      Method: row.method,
      MethodCode: paymentMethodCode(row.method),
      Status: row.status,
      Amount: bahtOf(row.amountSatang),
      AmountSatang: row.amountSatang,
      Currency: 'THB',
      RedirectUrl:
        cardRedirectOf(row) ??
        ghlRedirect(row, first?.orderId ?? '') ??
        (open(row) ? textOf(row.details['paymentUrlWeb']) || null : null),
      RedirectUrlApp: open(row) ? textOf(row.details['paymentUrlApp']) || null : null,
      Reference: typeof row.details['reference'] === 'string' ? row.details['reference'] : null,
      QrPayload: row.status === 'PENDING' || row.status === 'CREATED' ? row.qrPayload : null,
      ExpiresAt: row.expiresAt?.toISOString() ?? null,
      ServerTime: clock().toISOString(),
      SlipUrl: row.slipFile ? `/files/${row.slipFile}` : null,
      PaidAt: row.paidAt?.toISOString() ?? null,
      Reason: row.reason,
      Message: null,
    };
  }

  /** GHL's hosted page for an open wallet payment (reference-number methods show their reference instead). */
  function ghlRedirect(row: PaymentRow, orderNumber: string): string | null {
    if (
      row.provider !== GHL_PROVIDER ||
      !providers.ghl ||
      !isGhlMethod(row.method) ||
      GHL_METHODS[row.method].pymtMethod === 'OTC'
    )
      return null;
    if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) return null;
    return providers.ghl.paymentRequest({
      paymentId: row.paymentId,
      method: row.method,
      amountSatang: row.amountSatang,
      orderNumber,
      language: 'TH',
    });
  }

  async function wire(row: PaymentRow, tx: Db | Tx = db): Promise<Payment> {
    return toWire(row, await repository.ordersOf(row.id, tx));
  }

  function methodsFor(offered: readonly PaymentMethod[]): PaymentMethodsAnswer {
    return offered.map((method) => ({
      Method: method,
      Code: paymentMethodCode(method),
      NameTH: PAYMENT_METHODS[method].th,
      NameEN: PAYMENT_METHODS[method].en,
      Enabled: true,
      Online: !SETTLED_METHODS.includes(method),
    }));
  }

  async function offeredIn(saleUnit: string): Promise<PaymentMethod[]> {
    return offeredMethods(await orders.readSettings(saleUnit), online);
  }

  /** A failure the customer reads with the order number: 'Payment cannot be process properly. ({saleCode})'. */
  const failed = (links: { orderId: string }[], cause?: unknown) =>
    new AppError('PAYMENT_FAILED', { saleCode: links.map((l) => l.orderId).join(', ') }, { cause });

  /**
   * Applies a provider's report to a payment, once per provider event id. Answers the payment as
   * it is after (unchanged for a repeat, a mismatch or a report about nothing paid).
   */
  async function settle(
    target: number | { paymentId: string; provider: string },
    report: ProviderReport,
    kind: string,
    provider: string,
  ): Promise<PaymentRow> {
    return withRetry(db, async (tx) => {
      // One statement locks the payment and reads its orders (decision 109).
      const locked = await repository.lockWithOrders(target, tx);
      if (!locked) throw new AppError('PAYMENT_NOT_FOUND');
      const { payment, links } = locked;
      if (!report.eventId) return payment;
      // What the report does is decided first, so the ledger row is written once, with its outcome.
      const decision = decide(payment, links, report);
      const event = await repository.recordEvent(
        {
          paymentPk: payment.id,
          provider,
          eventId: report.eventId,
          kind,
          reported: report.reported,
          amountSatang: report.amountSatang,
          outcome: decision.outcome,
          payload: report.payload,
        },
        tx,
      );
      // The same transaction reported again (a second notice, the inquiry after the notice): applied once.
      if (!event) return payment;
      if (decision.outcome === 'AMOUNT_MISMATCH') {
        deps.log?.warn(
          { paymentId: payment.paymentId, paid: report.amountSatang, due: payment.amountSatang },
          'payment amount mismatch refused',
        );
      }
      if (decision.pay) {
        // Money came in (even late, after the QR expired): the orders that may still be paid are paid.
        const actor = { kind: 'payment' as const, provider };
        for (const link of decision.pay) {
          await orders.lifecycle.pay(
            actor,
            { orderId: link.orderId, saleUnit: link.saleUnit },
            // Any error ends the settling transaction anyway: no savepoint needed (decision 109).
            { note: `payment ${payment.paymentId}`, joinTransaction: true },
            tx,
          );
        }
      }
      return decision.values ? repository.update(payment.id, decision.values, tx) : payment;
    });
  }

  /** What a report does to a locked payment: the ledger outcome, the payment's new values, the orders paid. */
  function decide(
    payment: PaymentRow,
    links: OrderLink[],
    report: ProviderReport,
  ): { outcome: string; values: Parameters<typeof repository.update>[1] | null; pay?: OrderLink[] } {
    if (report.reported === 'FAILED') {
      return (OPEN_STATUSES as readonly string[]).includes(payment.status)
        ? { outcome: 'APPLIED', values: { status: 'FAILED', reason: textOf(report.payload['respCode']) || 'FAILED' } }
        : { outcome: 'IGNORED', values: null };
    }
    if (report.reported === 'EXPIRED') {
      return open(payment)
        ? { outcome: 'APPLIED', values: { status: 'EXPIRED', reason: 'EXPIRED' } }
        : { outcome: 'IGNORED', values: null };
    }
    if (report.reported !== 'PAID') return { outcome: 'IGNORED', values: null };
    if (report.amountSatang !== payment.amountSatang) return { outcome: 'AMOUNT_MISMATCH', values: { reason: 'AMOUNT_MISMATCH' } };
    if (payment.status === 'PAID' || payment.status === 'REFUNDED' || payment.status === 'PARTIALLY_REFUNDED') {
      return { outcome: 'IGNORED', values: null };
    }
    const pay = links.filter((link) => mayTransition('pay', 'payment', { Status: link.status, PaymentStatus: link.paymentStatus }));
    const closed = pay.length < links.length;
    return {
      outcome: closed ? 'APPLIED_ORDER_CLOSED' : 'APPLIED',
      values: { status: 'PAID', paidAt: clock(), providerReference: report.eventId, reason: closed ? 'ORDER_CLOSED' : null },
      pay,
    };
  }

  /** The providers that answer an inquiry, by the provider name a payment keeps. */
  const { thaiQr, c2pCard, kbankCard: kbank, linePay, ghl } = providers;
  const inquirers: Record<
    string,
    ((payment: PaymentRow) => Promise<ProviderReport | null>) | undefined
  > = {
    [THAI_QR_PROVIDER]: thaiQr && ((p) => thaiQr.inquiry(p.paymentId)),
    [C2P_CARD_PROVIDER]: c2pCard && ((p) => c2pCard.inquiry(p.paymentId)),
    // A KBank payment is asked about by its charge, once the embedded form's token was charged.
    [KBANK_CARD_PROVIDER]:
      kbank &&
      ((p) =>
        typeof p.details['chargeId'] === 'string'
          ? kbank.inquiry(p.details['chargeId'], p.paymentId)
          : Promise.resolve(null)),
    [LINE_PAY_PROVIDER]: linePay && ((p) => linePay.inquiry(p)),
    [GHL_PROVIDER]:
      ghl &&
      ((p) =>
        isGhlMethod(p.method)
          ? ghl.inquiry({ paymentId: p.paymentId, method: p.method, amountSatang: p.amountSatang })
          : Promise.resolve(null)),
  };

  /** Asks the payment's provider and applies its answer; an expired QR nobody paid becomes EXPIRED. */
  async function askProvider(payment: PaymentRow): Promise<PaymentRow> {
    let current = payment;
    const inquirer = inquirers[payment.provider];
    const report = inquirer ? await inquirer(payment) : null;
    if (report) current = await settle(payment.id, report, 'INQUIRY', payment.provider);
    if (
      (OPEN_STATUSES as readonly string[]).includes(current.status) &&
      current.expiresAt &&
      current.expiresAt <= clock()
    ) {
      current = await withRetry(db, async (tx) => {
        const locked = await repository.lock(current.id, tx);
        if (!locked || !(OPEN_STATUSES as readonly string[]).includes(locked.status))
          return locked ?? current;
        return repository.update(locked.id, { status: 'EXPIRED' }, tx);
      });
    }
    return current;
  }

  /** GHL's return or callback: verified by its hash, then applied once (a bad hash changes nothing). */
  async function ghlMessage(
    fields: Record<string, string | undefined>,
    kind: 'RETURN' | 'NOTICE',
  ): Promise<{ row: PaymentRow; links: OrderLink[] }> {
    if (!providers.ghl) throw new AppError('NOT_FOUND');
    let report: ProviderReport;
    try {
      report = providers.ghl.readMessage(fields);
    } catch (error) {
      if (error instanceof ProviderSignatureError)
        throw new AppError('PAYMENT_SIGNATURE_INVALID', {}, { cause: error });
      throw error;
    }
    const row = await repository.byPaymentId(report.paymentId);
    if (!row || row.provider !== GHL_PROVIDER) throw new AppError('PAYMENT_NOT_FOUND');
    // The browser's return only says "ask now": GHL's own answer to the QUERY decides.
    const after =
      kind === 'RETURN'
        ? await askProvider(row).catch(() => row)
        : await settle(row.id, report, kind, GHL_PROVIDER);
    return { row: after, links: await repository.ordersOf(after.id) };
  }

  /** A provider's signed notice: a bad signature changes nothing; a good one is settled once. */
  async function notice(
    name: string,
    provider: { readNotice(payload: string): Promise<ProviderReport> } | undefined,
    payload: string,
  ) {
    if (!provider) throw new AppError('NOT_FOUND');
    let report: ProviderReport;
    try {
      report = await provider.readNotice(payload);
    } catch (error) {
      if (error instanceof ProviderSignatureError)
        throw new AppError('PAYMENT_SIGNATURE_INVALID', {}, { cause: error });
      throw error;
    }
    // Found and locked by payment id and provider in settle's first statement (decision 109).
    await settle({ paymentId: report.paymentId, provider: name }, report, 'NOTICE', name);
  }

  /** The customer's payment, or PAYMENT_NOT_FOUND. */
  async function own(
    claims: CustomerClaims,
    paymentId: string,
  ): Promise<{ row: PaymentRow; links: OrderLink[] }> {
    const row = await repository.byPaymentId(paymentId);
    if (!row) throw new AppError('PAYMENT_NOT_FOUND');
    const links = await repository.ordersOf(row.id);
    const first = links[0];
    if (!first) throw new AppError('PAYMENT_NOT_FOUND');
    // The customer must reach the orders (the same rule as reading the order).
    await orders.queries
      .customerOrder(claims, { orderId: first.orderId, saleUnit: first.saleUnit })
      .catch(() => {
        throw new AppError('PAYMENT_NOT_FOUND');
      });
    return { row, links };
  }

  /** The answer of a settled payment: the payment, or the error the pages show. */
  function answer(row: PaymentRow, links: OrderLink[]): Payment {
    if (row.status === 'EXPIRED' && row.expiresAt)
      throw new AppError('PAYMENT_QR_EXPIRED', { date: expiryText(row.expiresAt) });
    if (row.status === 'FAILED') throw failed(links);
    return toWire(row, links);
  }

  return {
    online,

    async methods(saleUnit: string): Promise<PaymentMethodsAnswer> {
      return methodsFor(await offeredIn(saleUnit));
    },

    /** What the payment pages show of an order. */
    async orderView(
      claims: CustomerClaims,
      ref: { orderId: string; saleUnit: string },
    ): Promise<PaymentOrderAnswer> {
      const order = await orders.queries.customerOrder(claims, ref);
      const latest = await repository.latestOfOrder(order.id);
      const offered = (await offeredIn(order.saleUnit)).filter((m) => !SETTLED_METHODS.includes(m));
      return {
        OrderID: order.orderId,
        SaleUnit: order.saleUnit,
        Method: order.paymentType,
        Amount: order.total,
        AmountSatang: satangOf(order.total),
        OrderStatus: order.status,
        PaymentStatus: order.paymentStatus,
        Payment: latest ? await wire(latest) : null,
        Methods: methodsFor(offered),
      };
    },

    /** Starts the payment of one or more unpaid orders of one center, or resumes its open one. */
    async create(
      claims: CustomerClaims,
      body: PaymentCreateBody,
      locale: 'th' | 'en' = 'th',
    ): Promise<Payment> {
      const method = body.Method;
      const returnBase = method === 'LINEPAY' ? returnBaseOf(body.ReturnUrl) : '';
      if (!online.includes(method) || !(await offeredIn(body.SaleUnit)).includes(method)) {
        throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      }
      const ids = [...new Set([body.OrderID, ...(body.OrderIDs ?? [])])];
      const found = await Promise.all(
        ids.map((orderId) =>
          orders.queries.customerOrder(claims, { orderId, saleUnit: body.SaleUnit }),
        ),
      );
      for (const order of found) {
        if (order.paymentStatus === 'PAID') throw new AppError('ORDER_ALREADY_PAID');
        if (
          order.mode !== 'MONEY' ||
          !mayTransition('pay', 'payment', {
            Status: order.status,
            PaymentStatus: order.paymentStatus,
          })
        ) {
          throw new AppError('ORDER_STATUS_CHANGE_NOT_ALLOWED', { status: order.status });
        }
      }
      const shares = found.map((order) => ({
        orderPk: order.id,
        amountSatang: satangOf(order.total),
      }));
      const amountSatang = shares.reduce((sum, s) => sum + s.amountSatang, 0);
      if (amountSatang <= 0) throw failed(found);
      const now = clock();
      const row = await withRetry(db, async (tx) => {
        // One open payment per order: a second tap resumes it; another method or set of orders replaces it.
        const open = await repository.openOfOrders(
          shares.map((s) => s.orderPk),
          tx,
        );
        for (const existing of open) {
          const locked = await repository.lock(existing.id, tx);
          if (!locked || !(OPEN_STATUSES as readonly string[]).includes(locked.status)) continue;
          const sameOrders =
            (await repository.ordersOf(locked.id, tx))
              .map((l) => l.orderPk)
              .sort()
              .join() ===
            shares
              .map((s) => s.orderPk)
              .sort()
              .join();
          const live = !locked.expiresAt || locked.expiresAt > now;
          if (
            sameOrders &&
            live &&
            locked.method === method &&
            locked.amountSatang === amountSatang
          )
            return locked;
          await repository.update(locked.id, { status: 'EXPIRED', reason: 'REPLACED' }, tx);
        }
        const paymentId = newPaymentId();
        const thaiQr = method === 'THAI_QR' ? providers.thaiQr : undefined;
        const linePay = method === 'LINEPAY' ? providers.linePay : undefined;
        const ghl = isGhlMethod(method) && providers.ghl ? GHL_PROVIDER : undefined;
        const card = method === 'C2P_CARD' || method === 'CREDIT_CARD';
        const inserted = await repository.insert(
          {
            paymentId,
            saleUnit: body.SaleUnit,
            customerId: found[0]?.customerId ?? 0,
            method,
            provider: thaiQr
              ? THAI_QR_PROVIDER
              : linePay
                ? LINE_PAY_PROVIDER
                : method === 'C2P_CARD'
                  ? C2P_CARD_PROVIDER
                  : method === 'CREDIT_CARD'
                    ? KBANK_CARD_PROVIDER
                    : (ghl ?? 'SLIP'),
            amountSatang,
            status: linePay ? 'CREATED' : 'PENDING',
            qrPayload: thaiQr
              ? thaiQrBillPayload({
                  billerId: thaiQr.billerId,
                  ref1: paymentId,
                  ref2:
                    body.SaleUnit.replace(/[^A-Z0-9]/gi, '')
                      .toUpperCase()
                      .slice(0, 20) || undefined,
                  amountSatang,
                })
              : null,
            expiresAt: thaiQr || linePay || card ? new Date(now.getTime() + deps.qrTtlMs) : null,
            reason: thaiQr || linePay || ghl || card ? null : 'WAITING_FOR_SLIP',
          },
          shares,
          tx,
        );
        // A reference-number method: digits a counter or bank app takes, unique by the payment's key.
        if (!(REFERENCE_METHODS as readonly string[]).includes(method)) return inserted;
        return repository.update(
          inserted.id,
          { details: { reference: referenceNumber(inserted.id) } },
          tx,
        );
      });
      if (row.provider === LINE_PAY_PROVIDER && providers.linePay) {
        return wire(
          await startLinePay({ db, repository, provider: providers.linePay }, row, returnBase, {
            orderId: body.OrderID,
            saleUnit: body.SaleUnit,
          }),
        );
      }
      if (method === 'C2P_CARD' && providers.c2pCard && providers.urls && !cardRedirectOf(row)) {
        const links = await repository.ordersOf(row.id);
        return wire(
          await startCardPayment(
            { repository, db, provider: providers.c2pCard, urls: providers.urls, failed },
            row,
            links,
            locale,
          ),
        );
      }
      return wire(row);
    },

    /**
     * The LINE Pay return page's call: the server confirms with LINE Pay (the only call that takes
     * the money) and answers the payment; the browser's word (its transactionId) must match ours.
     */
    async linePayConfirm(
      claims: CustomerClaims,
      body: { PaymentId: string; TransactionId?: string | null | undefined },
    ): Promise<Payment> {
      const { row, links } = await own(claims, body.PaymentId);
      const linePay = providers.linePay;
      if (row.provider !== LINE_PAY_PROVIDER || !linePay) throw new AppError('PAYMENT_NOT_FOUND');
      if (body.TransactionId && body.TransactionId !== row.details['transactionId'])
        throw new AppError('PAYMENT_NOT_FOUND');
      if (!open(row)) return answer(row, links);
      try {
        return answer(
          await settle(row.id, await linePay.confirm(row), 'CONFIRM', LINE_PAY_PROVIDER),
          links,
        );
      } catch (error) {
        if (error instanceof ProviderUnavailableError || error instanceof ProviderSignatureError) {
          deps.log?.warn(
            { err: error, paymentId: row.paymentId },
            'LINE Pay confirm failed; the job asks again',
          );
          return toWire(row, links);
        }
        throw error;
      }
    },

    /** The payment as the provider knows it now (a result page calls this; it never decides itself). */
    async inquiry(claims: CustomerClaims, paymentId: string): Promise<Payment> {
      const { row, links } = await own(claims, paymentId);
      if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) return answer(row, links);
      try {
        return answer(await askProvider(row), links);
      } catch (error) {
        if (error instanceof ProviderUnavailableError || error instanceof ProviderSignatureError) {
          deps.log?.warn(
            { err: error, paymentId },
            'payment inquiry failed; the payment stays pending',
          );
          return toWire(row, links);
        }
        throw error;
      }
    },

    /** The Thai QR provider's notice: verified, then applied once. */
    async thaiQrNotice(payload: string): Promise<void> {
      await notice(THAI_QR_PROVIDER, providers.thaiQr, payload);
    },

    /**
     * Charges the token KBank's embedded form gave for an open KBank payment (once: a second token
     * for the same payment is refused) and answers where the browser goes: KBank's 3-D Secure page,
     * or straight back when the bank asks for none.
     */
    async kbankCharge(
      paymentId: string,
      token: string,
    ): Promise<{ redirectUrl: string | null; payment: PaymentRow }> {
      if (!kbank) throw new AppError('NOT_FOUND');
      const row = await repository.byPaymentId(paymentId);
      if (!row || row.provider !== KBANK_CARD_PROVIDER) throw new AppError('PAYMENT_NOT_FOUND');
      const links = await repository.ordersOf(row.id);
      // Claim the payment for this token first, so two submits never charge twice.
      const claimed = await withRetry(db, async (tx) => {
        const locked = await repository.lock(row.id, tx);
        if (
          !locked ||
          !(OPEN_STATUSES as readonly string[]).includes(locked.status) ||
          locked.details['charging']
        )
          return null;
        return repository.update(locked.id, { details: { ...locked.details, charging: true } }, tx);
      });
      if (!claimed) throw failed(links);
      let charged: Awaited<ReturnType<KbankCardProvider['charge']>>;
      try {
        charged = await kbank.charge({
          paymentId,
          token,
          amountSatang: row.amountSatang,
          description: `eOrder ${links.map((l) => l.orderId).join(', ')}`,
        });
      } catch (error) {
        await withRetry(db, (tx) =>
          repository.update(row.id, { status: 'FAILED', reason: 'PROVIDER_UNAVAILABLE' }, tx),
        );
        throw failed(links, error);
      }
      await withRetry(db, async (tx) => {
        const locked = await repository.lock(row.id, tx);
        if (locked)
          await repository.update(
            locked.id,
            { details: { ...locked.details, chargeId: charged.chargeId } },
            tx,
          );
      });
      const after = charged.report.eventId
        ? await settle(row.id, charged.report, 'CHARGE', KBANK_CARD_PROVIDER)
        : row;
      return {
        redirectUrl: charged.report.reported === 'PENDING' ? charged.redirectUrl : null,
        payment: after,
      };
    },

    /** 2C2P's backend notification of a card payment: verified, then applied once. */
    async c2pCardNotice(payload: string): Promise<void> {
      await notice(C2P_CARD_PROVIDER, providers.c2pCard, payload);
    },

    /**
     * One round of the reconciliation job: every open payment older than the wait is asked about
     * once (claimed with SKIP LOCKED, so replicas share the work and never ask twice).
     */
    async reconcile(limit = 200): Promise<PaymentReconcileAnswer> {
      const summary: PaymentReconcileAnswer = { checked: 0, paid: 0, expired: 0, failed: 0 };
      const asked = Object.entries(inquirers).flatMap(([name, inquirer]) =>
        inquirer ? [name] : [],
      );
      for (let i = 0; i < limit; i++) {
        const now = clock();
        const claimed = await repository.claimStale(
          asked,
          new Date(now.getTime() - deps.reconcileAfterMs),
          now,
        );
        if (!claimed) break;
        summary.checked += 1;
        try {
          const after = await askProvider(claimed);
          if (after.status === 'PAID') summary.paid += 1;
          else if (after.status === 'EXPIRED') summary.expired += 1;
          else if (after.status === 'FAILED') summary.failed += 1;
        } catch (error) {
          if (
            !(error instanceof ProviderUnavailableError) &&
            !(error instanceof ProviderSignatureError) &&
            !isAppError(error)
          )
            throw error;
          deps.log?.warn(
            { err: error, paymentId: claimed.paymentId },
            'reconciliation could not ask the provider',
          );
        }
      }
      return summary;
    },

    ghlMessage,

    /** For the slip flow and the tests: the stored payment and its ledger. */
    db,
    repository,
    settle,
    wire,
    expiryText,
    failed,
    answer,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
