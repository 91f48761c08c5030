// The order lifecycle: the only code that changes an order's status or payment status, each change
// one transaction (decision 043).
import {
  AppError,
  mayTransition,
  ORDER_PLACED_BY,
  ORDER_TRANSITIONS,
  type OrderTransition,
  type OrderTransitionName,
} from '@eorder/shared';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import type { CouponService } from '../../coupons/service';
import type { LineNotifications } from '../../line/outbox';
import type { OrderRepository, OrderRow, StatusHistoryRow } from '../repository';
import { inTransaction } from '../retry';
import { historyBy, type Actor } from './actors';
import { createEffects, type ChangeInput } from './effects';

export type { Actor } from './actors';
export type { ChangeInput, DeliveryInput } from './effects';

/** Names an order; the lifecycle locks it and checks the caller's right to it. */
export interface OrderRef {
  orderId: string;
  saleUnit: string;
}

export interface LifecycleDeps {
  db: Db;
  repository: OrderRepository;
  coupons: CouponService;
  /** Where changes are announced to the customer (LINE); none in tests that do not care. */
  notifications?: LineNotifications | undefined;
  /** The company approves invoices at delivery (decision 065). */
  invoiceApproval?: boolean | undefined;
}

export function createOrderLifecycle({
  db,
  repository,
  coupons,
  notifications,
  invoiceApproval = false,
}: LifecycleDeps) {
  const effects = createEffects(repository, coupons, { invoiceApproval });

  /** Queues the customer's LINE notice of the order's new state, in the change's transaction. */
  async function announce(order: OrderRow, status: string, tx: DbOrTx): Promise<void> {
    await notifications?.orderStatusChanged(
      {
        orderPk: order.id,
        orderId: order.orderId,
        saleUnit: order.saleUnit,
        customerId: order.customerId,
        status,
        total: order.total,
        trackingNo: order.trackingNo,
        carrier: order.carrier,
      },
      tx,
    );
  }

  /**
   * The order locked, if it is this actor's to change: a customer's own, one of the staff member's
   * centers, the rider's assignment; payment events and the scheduler are this server's own.
   * Answered as ORDER_NOT_FOUND otherwise, so no one learns of orders that are not theirs.
   */
  async function lockReached(actor: Actor, ref: OrderRef, tx: Tx): Promise<OrderRow> {
    // Staff: the lock answers whether they work at the order's center (one round trip).
    const found =
      actor.kind === 'staff'
        ? await repository.lockByRefForStaff(ref.orderId, ref.saleUnit, actor.userId, tx)
        : await repository.lockByRef(ref.orderId, ref.saleUnit, tx).then((order) => order && { order, staffReaches: false });
    if (!found) throw new AppError('ORDER_NOT_FOUND', { orderId: ref.orderId });
    const { order, staffReaches } = found;
    const reaches =
      actor.kind === 'customer'
        ? order.customerId === actor.customerId
        : actor.kind === 'staff'
          ? staffReaches
          : actor.kind === 'rider'
            ? order.riderId === actor.riderId
            : true;
    if (!reaches) throw new AppError('ORDER_NOT_FOUND', { orderId: order.orderId });
    return order;
  }

  function refusal(name: OrderTransitionName, order: OrderRow): AppError {
    if (name === 'cancel') return new AppError('ORDER_CANNOT_CANCEL', { status: order.status });
    if (name === 'pay' && order.paymentStatus === 'PAID') return new AppError('ORDER_ALREADY_PAID');
    return new AppError('ORDER_STATUS_CHANGE_NOT_ALLOWED', { status: order.status });
  }

  async function change(
    name: OrderTransitionName,
    actor: Actor,
    ref: OrderRef,
    input: ChangeInput = {},
    outer?: Tx,
  ): Promise<OrderRow> {
    const transition: OrderTransition = ORDER_TRANSITIONS[name];
    const run = (work: (tx: Tx) => Promise<OrderRow>) => (outer && input.joinTransaction ? work(outer) : inTransaction(db, outer, work));
    const changed = await run(async (tx) => {
      const order = await lockReached(actor, ref, tx);
      if (!transition.from[actor.kind]) throw new AppError('AUTH_FORBIDDEN');
      const state = {
        Status: order.status,
        PaymentStatus: order.paymentStatus,
        InvoiceStatus: order.invoiceStatus,
      };
      // What the caller saw is gone: someone moved the order first (a conflict, not a lost update).
      if (input.expect && !input.expect.includes(order.status))
        throw new AppError('ORDER_CHANGED_MEANWHILE', { status: order.status });
      if (!mayTransition(name, actor.kind, state)) throw refusal(name, order);

      const fields = await effects[name]({ tx, order, actor, input });
      // The history and the notice name the event when there is one (ARRIVED, REFUSED, ...).
      const status = transition.event ?? transition.to ?? transition.payment?.to ?? order.status;
      const updated = await repository.setState(
        order,
        {
          ...fields,
          ...(transition.to ? { status: transition.to } : {}),
          ...(transition.payment ? { paymentStatus: transition.payment.to } : {}),
          ...(transition.invoice ? { invoiceStatus: transition.invoice.to } : {}),
        },
        { status, note: input.note ?? null, ...historyBy(actor) },
        tx,
      );
      await announce(updated, status, tx);
      return updated;
    });
    // The notice is in the outbox once the change has committed (a caller's own transaction may
    // commit later: then the sender's next tick takes it).
    notifications?.committed();
    return changed;
  }

  const transition =
    (name: OrderTransitionName) =>
    (actor: Actor, ref: OrderRef, input?: ChangeInput, tx?: Tx): Promise<OrderRow> =>
      change(name, actor, ref, input, tx);

  return {
    /** WAIT -> APPROVED (staff); a redeem order's goods issue is approved; a rider may be named. */
    approve: transition('approve'),
    /** APPROVED -> SHIPPING (staff, assigned rider); reserved stock leaves; staff set the parcel. */
    ship: transition('ship'),
    /** SHIPPING, the rider at the door (staff, assigned rider), once: an ARRIVED event. */
    arrive: transition('arrive'),
    /** SHIPPING -> DELIVERED (staff, assigned rider), in full or in part; what is short comes back. */
    deliver: transition('deliver'),
    /** SHIPPING -> CANCELLED, refused at the door (staff, assigned rider); everything comes back. */
    refuse: transition('refuse'),
    /** Invoice Wait -> Approved (staff, assigned rider). */
    approveInvoice: transition('approveInvoice'),
    /** Invoice Wait -> Canceled (staff, assigned rider). */
    cancelInvoice: transition('cancelInvoice'),
    /** -> CANCELLED (table in shared); everything the order took goes back. */
    cancel: transition('cancel'),
    /** Payment -> PAID (provider, staff); a credit order's debt is settled. */
    pay: transition('pay'),
    /** Payment PAID -> REFUNDED on a cancelled order (provider, staff). */
    refund: transition('refund'),

    /**
     * The first history row of an order placed by `actor` (placing writes it with the order), or
     * AUTH_FORBIDDEN for an actor who may not place.
     */
    placedHistory(
      actor: Actor,
    ): Pick<StatusHistoryRow, 'status' | 'note' | 'changedByKind' | 'changedById'> {
      if (!ORDER_PLACED_BY.includes(actor.kind)) throw new AppError('AUTH_FORBIDDEN');
      return { status: 'WAIT', note: null, ...historyBy(actor) };
    },

    /**
     * Whether placing by `actor` notifies the customer: not when they placed it themselves (they
     * see the answer), but when the scheduler or a salesperson did.
     */
    noticeOnPlace: (actor: Actor): boolean => actor.kind !== 'customer',

    /** The notice of a placed order, in the placing transaction (see noticeOnPlace). */
    announcePlaced: (order: OrderRow, tx: Tx) => announce(order, order.status, tx),
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
