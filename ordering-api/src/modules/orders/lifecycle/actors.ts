// Who changes an order, as the lifecycle knows them, and how each is written in
// the status history.
import type { OrderActor } from '@eorder/shared';
import type { StatusHistoryRow } from '../repository';

export type Actor =
  /** The customer, or the salesperson or agent ordering for them (their own history row says who placed it). */
  | { kind: 'customer'; customerId: number; code: string }
  /** Staff of the order's center. */
  | { kind: 'staff'; userId: number }
  /** The rider assigned to the order. */
  | { kind: 'rider'; riderId: number }
  /** A payment provider's confirmed event (its signed callback or inquiry). */
  | { kind: 'payment'; provider: string }
  /** A job of this server: recurring orders, expiring unpaid orders. */
  | { kind: 'scheduler'; job: string };

export const actorKind = (actor: Actor): OrderActor => actor.kind;

/** Who made a change, as the status history keeps it ('system' is the scheduler, as before). */
export function historyBy(actor: Actor): Pick<StatusHistoryRow, 'changedByKind' | 'changedById'> {
  switch (actor.kind) {
    case 'customer':
      return { changedByKind: 'customer', changedById: actor.code };
    case 'staff':
      return { changedByKind: 'staff', changedById: String(actor.userId) };
    case 'rider':
      return { changedByKind: 'rider', changedById: String(actor.riderId) };
    case 'payment':
      return { changedByKind: 'payment', changedById: actor.provider };
    case 'scheduler':
      return { changedByKind: 'system', changedById: actor.job };
  }
}
