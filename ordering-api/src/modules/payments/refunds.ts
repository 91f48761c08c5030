// Refunds and the merchant payment view (decisions 084, 121): through the provider's refund call,
// or recorded for staff to pay back by hand; one ledger entry per refund.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  AppError,
  mayTransition,
  type MerchantPayment,
  type MerchantPaymentRefundBody,
  type MerchantPaymentViewAnswer,
  type OrderRefParams,
} from '@eorder/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { paymentOrders, payments } from '../../db/schema';
import type { Clock } from '../../plugins/env';
import type { OrdersModule } from '../orders/service';
import { withRetry } from '../orders/retry';
import { bahtOf, satangOf } from './promptpay';
import { ProviderSignatureError, ProviderUnavailableError, textOf } from './providers/thai-qr';
import { ProviderRefusedError, type RefundingProvider, type RefundStatus } from './providers/refund';
import type { PaymentEventRow, PaymentRepository, PaymentRow } from './repository';

export interface RefundServiceDeps {
  db: Db;
  clock: Clock;
  orders: OrdersModule;
  repository: PaymentRepository;
  /** The providers with a refund call, by provider name. */
  refunders: readonly RefundingProvider[];
  /** A pending refund is asked about again when it was last asked about this long ago. */
  reconcileAfterMs: number;
  log?: FastifyBaseLogger;
}

/** What one round of the refund status job did. */
export interface RefundReconcileSummary {
  refundsChecked: number;
  refunded: number;
  refundsFailed: number;
}

const REFUNDABLE = ['PAID', 'PARTIALLY_REFUNDED'];
const COUNTED = ['APPLIED', 'MANUAL'];
/** Refunds that hold money back: counted, or still pending at the provider. */
const HELD = [...COUNTED, 'PENDING'];
/** A refund started this long ago and never finished (a crash) no longer blocks the next one. */
const IN_FLIGHT_MS = 2 * 60_000;

const notAllowed = (reason: string) => new AppError('PAYMENT_REFUND_NOT_ALLOWED', { reason });

export function createRefundService(deps: RefundServiceDeps) {
  const { db, clock, orders, repository } = deps;
  const refunderOf = (provider: string) => deps.refunders.find((r) => r.name === provider);

  async function paymentsOf(orderPk: number) {
    return db
      .select({ payment: payments, share: paymentOrders.amountSatang })
      .from(paymentOrders)
      .innerJoin(payments, eq(payments.id, paymentOrders.paymentPk))
      .where(eq(paymentOrders.orderPk, orderPk))
      .orderBy(desc(payments.id));
  }

  /** What was refunded of this order's share (a combined payment's refunds name their order). */
  const refundedFor = (events: PaymentEventRow[], orderId: string) =>
    events
      .filter((e) => e.kind === 'REFUND' && HELD.includes(e.outcome) && e.payload['orderId'] === orderId)
      .reduce((sum, e) => sum + (e.amountSatang ?? 0), 0);

  const pendingOf = (events: PaymentEventRow[]) => events.filter((e) => e.kind === 'REFUND' && e.outcome === 'PENDING');

  const refundableOf = (payment: PaymentRow, share: number, events: PaymentEventRow[], orderId: string) => {
    const pending = pendingOf(events).reduce((sum, e) => sum + (e.amountSatang ?? 0), 0);
    return REFUNDABLE.includes(payment.status)
      ? Math.max(0, Math.min(share - refundedFor(events, orderId), payment.amountSatang - payment.refundedSatang - pending))
      : 0;
  };

  function toWire(payment: PaymentRow, share: number, events: PaymentEventRow[], orderId: string): MerchantPayment {
    return {
      PaymentId: payment.paymentId,
      Method: payment.method,
      Provider: payment.provider,
      Status: payment.status,
      Amount: bahtOf(payment.amountSatang),
      Refunded: bahtOf(payment.refundedSatang),
      OrderShare: bahtOf(share),
      Refundable: bahtOf(refundableOf(payment, share, events, orderId)),
      AutomaticRefund: refunderOf(payment.provider) !== undefined,
      ProviderReference: payment.providerReference,
      TransactionId: typeof payment.details['transactionId'] === 'string' ? payment.details['transactionId'] : null,
      SlipUrl: payment.slipFile ? `/files/${payment.slipFile}` : null,
      PaidAt: payment.paidAt?.toISOString() ?? null,
      Reason: payment.reason,
      CreatedAt: payment.createdAt.toISOString(),
      Ledger: events.map((e) => ({
        EventId: e.eventId,
        Provider: e.provider,
        Kind: e.kind,
        Reported: e.reported,
        Amount: e.amountSatang === null ? null : bahtOf(e.amountSatang),
        Outcome: e.outcome,
        Note: e.kind === 'REFUND' || e.kind === 'REFUND_STATUS' ? [e.payload['reason'], e.payload['respCode']].filter((v) => typeof v === 'string' && v !== '').join(' · ') || null : null,
        ReceivedAt: e.receivedAt.toISOString(),
      })),
    };
  }

  async function view(staffUserId: number, ref: OrderRefParams): Promise<MerchantPaymentViewAnswer> {
    const order = await orders.queries.staffOrder(staffUserId, ref);
    const rows = await paymentsOf(order.id);
    const list = await Promise.all(rows.map(async ({ payment, share }) => toWire(payment, share, await repository.events(payment.id), order.orderId)));
    return {
      OrderID: order.orderId,
      SaleUnit: order.saleUnit,
      OrderStatus: order.status,
      PaymentStatus: order.paymentStatus,
      Payments: list,
      RefundCancels: mayTransition('cancel', 'staff', { Status: order.status, PaymentStatus: order.paymentStatus }),
    };
  }

  /** Marks a refund as under way (one at a time per payment); false when another one is. */
  async function claim(paymentPk: number): Promise<void> {
    await withRetry(db, async (tx) => {
      const locked = await repository.lock(paymentPk, tx);
      if (!locked) throw new AppError('PAYMENT_NOT_FOUND');
      const mark = locked.details['refundStartedAt'];
      const started = typeof mark === 'string' ? Date.parse(mark) : Number.NaN;
      if (Number.isFinite(started) && clock().getTime() - started < IN_FLIGHT_MS) throw notAllowed('IN_PROGRESS');
      await repository.update(paymentPk, { details: { ...locked.details, refundStartedAt: clock().toISOString() } }, tx);
    });
  }

  async function release(paymentPk: number): Promise<void> {
    await withRetry(db, async (tx) => {
      const locked = await repository.lock(paymentPk, tx);
      if (!locked || locked.details['refundStartedAt'] === undefined) return;
      const { refundStartedAt: _done, ...rest } = locked.details;
      await repository.update(paymentPk, { details: rest }, tx);
    });
  }

  async function refund(staffUserId: number, ref: OrderRefParams, body: MerchantPaymentRefundBody): Promise<MerchantPaymentViewAnswer> {
    const order = await orders.queries.staffOrder(staffUserId, ref);
    const found = (await paymentsOf(order.id)).find((r) => REFUNDABLE.includes(r.payment.status));
    if (!found) throw notAllowed('NOT_PAID');
    const { payment, share } = found;
    const events = await repository.events(payment.id);
    // 2C2P's status call names the invoice and amount: one refund waiting at the provider at a time.
    if (pendingOf(events).length > 0) throw notAllowed('IN_PROGRESS');
    const left = refundableOf(payment, share, events, order.orderId);
    const amount = body.Amount === undefined ? left : satangOf(body.Amount);
    if (left <= 0) throw notAllowed('REFUNDED');
    if (amount > left) {
      throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'body.Amount', message: `At most ${bahtOf(left).toFixed(2)} may be refunded` }] });
    }
    const whole = amount === left;
    const orderRef = { orderId: order.orderId, saleUnit: order.saleUnit };

    await claim(payment.id);
    try {
      // Cancelling a paid order is what refunds it: the order is cancelled first, so money never goes back for goods still on their way.
      if (whole && mayTransition('cancel', 'staff', { Status: order.status, PaymentStatus: order.paymentStatus })) {
        await orders.lifecycle.cancel({ kind: 'staff', userId: staffUserId }, orderRef, { note: body.Reason, expect: [order.status] });
      }
      const refunder = refunderOf(payment.provider);
      let done: { eventId: string; payload: Record<string, unknown>; outcome: 'APPLIED' | 'MANUAL'; pending?: boolean | undefined };
      if (refunder) {
        try {
          const result = await refunder.refund(payment, amount);
          done = { ...result, outcome: 'APPLIED' };
        } catch (error) {
          // A refusal, or an answer we cannot verify (decision 108): recorded, nothing else changes.
          const code = error instanceof ProviderRefusedError ? error.code : error instanceof ProviderSignatureError ? 'SIGNATURE_INVALID' : null;
          if (code) {
            await repository.recordEvent(
              { paymentPk: payment.id, provider: payment.provider, eventId: `refund-refused:${randomUUID()}`, kind: 'REFUND', reported: 'REFUSED', amountSatang: amount, outcome: 'REFUSED', payload: { respCode: code, orderId: order.orderId, reason: body.Reason, staffUserId } },
              db,
            );
            throw new AppError('PAYMENT_REFUND_FAILED', { reason: code }, { cause: error });
          }
          if (error instanceof ProviderUnavailableError) throw new AppError('PAYMENT_REFUND_FAILED', { reason: 'UNAVAILABLE' }, { cause: error });
          throw error;
        }
      } else {
        done = { eventId: `manual-refund:${randomUUID()}`, payload: {}, outcome: 'MANUAL' };
      }

      if (done.pending) {
        // Accepted, not finished: nothing is refunded yet; the job asks 2C2P after the wait (decision 121).
        await withRetry(db, async (tx) => {
          const locked = await repository.lock(payment.id, tx);
          if (!locked) throw new AppError('PAYMENT_NOT_FOUND');
          await repository.recordEvent(
            { paymentPk: payment.id, provider: payment.provider, eventId: done.eventId, kind: 'REFUND', reported: 'PENDING', amountSatang: amount, outcome: 'PENDING', payload: { ...done.payload, orderId: order.orderId, reason: body.Reason, staffUserId, whole } },
            tx,
          );
          const { refundStartedAt: _done, ...details } = locked.details;
          await repository.update(locked.id, { details, checkedAt: clock() }, tx);
        });
        return view(staffUserId, ref);
      }

      const current = await orders.queries.staffOrder(staffUserId, orderRef);
      await withRetry(db, async (tx) => {
        const locked = await repository.lock(payment.id, tx);
        if (!locked) throw new AppError('PAYMENT_NOT_FOUND');
        await repository.recordEvent(
          { paymentPk: payment.id, provider: payment.provider, eventId: done.eventId, kind: 'REFUND', reported: 'REFUNDED', amountSatang: amount, outcome: done.outcome, payload: { ...done.payload, orderId: order.orderId, reason: body.Reason, staffUserId } },
          tx,
        );
        const refunded = locked.refundedSatang + amount;
        const { refundStartedAt: _done, ...details } = locked.details;
        await repository.update(locked.id, { refundedSatang: refunded, status: refunded >= locked.amountSatang ? 'REFUNDED' : 'PARTIALLY_REFUNDED', details }, tx);
        if (whole && mayTransition('refund', 'payment', { Status: current.status, PaymentStatus: current.paymentStatus })) {
          await orders.lifecycle.refund({ kind: 'payment', provider: payment.provider }, orderRef, { note: body.Reason }, tx);
        }
      });
    } finally {
      await release(payment.id);
    }
    return view(staffUserId, ref);
  }

  /**
   * Settles a pending refund once: the status entry is keyed by the refund's own ledger id, so a
   * second inquiry (again, or on another replica) finds it stored and changes nothing.
   */
  async function settlePending(paymentPk: number, pending: PaymentEventRow, status: RefundStatus): Promise<boolean> {
    const outcome = status.state === 'REFUNDED' ? 'APPLIED' : 'FAILED';
    return withRetry(db, async (tx) => {
      const locked = await repository.lock(paymentPk, tx);
      if (!locked) return false;
      const stored = await repository.recordEvent(
        { paymentPk, provider: locked.provider, eventId: `refund-status:${pending.eventId}`, kind: 'REFUND_STATUS', reported: status.code, amountSatang: pending.amountSatang, outcome, payload: { ...status.payload, respCode: status.code, orderId: pending.payload['orderId'] } },
        tx,
      );
      if (!stored) return false;
      await repository.setEventOutcome(pending.id, outcome, tx);
      if (outcome === 'FAILED') return true;
      const amount = pending.amountSatang ?? 0;
      const refunded = locked.refundedSatang + amount;
      await repository.update(locked.id, { refundedSatang: refunded, status: refunded >= locked.amountSatang ? 'REFUNDED' : 'PARTIALLY_REFUNDED' }, tx);
      const link = (await repository.ordersOf(paymentPk, tx)).find((l) => l.orderId === pending.payload['orderId']);
      if (pending.payload['whole'] === true && link && mayTransition('refund', 'payment', { Status: link.status, PaymentStatus: link.paymentStatus })) {
        await orders.lifecycle.refund({ kind: 'payment', provider: locked.provider }, { orderId: link.orderId, saleUnit: link.saleUnit }, { note: textOf(pending.payload['reason']) }, tx);
      }
      return true;
    });
  }

  /**
   * One round of the refund status job (decision 121), run with the payment reconciliation: each
   * payment with a refund pending at its provider and not asked about within the wait is claimed by
   * one replica and asked; an unreachable provider leaves the refund pending for the next round.
   */
  async function reconcile(limit = 100): Promise<RefundReconcileSummary> {
    const summary: RefundReconcileSummary = { refundsChecked: 0, refunded: 0, refundsFailed: 0 };
    const asked = deps.refunders.filter((r) => r.refundStatus).map((r) => r.name);
    for (let i = 0; i < limit; i++) {
      const now = clock();
      const claimed = await repository.claimPendingRefund(asked, new Date(now.getTime() - deps.reconcileAfterMs), now);
      if (!claimed) break;
      const ask = refunderOf(claimed.provider)?.refundStatus;
      if (!ask) continue;
      for (const pending of pendingOf(await repository.events(claimed.id))) {
        summary.refundsChecked += 1;
        try {
          const status = await ask(claimed, pending.amountSatang ?? 0);
          if (status.state === 'PENDING' || !(await settlePending(claimed.id, pending, status))) continue;
          if (status.state === 'REFUNDED') summary.refunded += 1;
          else summary.refundsFailed += 1;
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError) && !(error instanceof ProviderSignatureError)) throw error;
          deps.log?.warn({ err: error, paymentId: claimed.paymentId }, 'refund status could not be asked; the refund stays pending');
        }
      }
    }
    return summary;
  }

  return { view, refund, reconcile };
}

export type RefundService = ReturnType<typeof createRefundService>;
