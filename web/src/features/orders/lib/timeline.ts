// The steps of an order's life as the tracking page shows them. An order goes WAIT → APPROVED →
// SHIPPING → DELIVERED; a cancelled one stops at CANCELLED after the steps it reached.
import { isOrderStatus, type OrderStatus, type TrackingEvent } from '@eorder/shared';

export const FLOW: readonly OrderStatus[] = ['WAIT', 'APPROVED', 'SHIPPING', 'DELIVERED'];

export type StepState = 'done' | 'current' | 'pending';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step (the latest such event), when it did. */
  at: string | null;
  remark: string | null;
  by: string | null;
}

export function timelineSteps(status: string, events: readonly TrackingEvent[]): TimelineStep[] {
  const latest = new Map<string, TrackingEvent>();
  for (const event of [...events].sort((a, b) => a.At.localeCompare(b.At))) latest.set(event.Status, event);
  const step = (name: OrderStatus, state: StepState): TimelineStep => {
    const event = latest.get(name);
    return { status: name, state, at: event?.At ?? null, remark: event?.Remark ?? null, by: event?.By ?? null };
  };
  if (status === 'CANCELLED') {
    const reached = FLOW.filter((name) => latest.has(name));
    return [...reached.map((name) => step(name, 'done')), step('CANCELLED', 'current')];
  }
  const index = isOrderStatus(status) ? FLOW.indexOf(status) : -1;
  return FLOW.map((name, position) =>
    step(name, position < index ? 'done' : position === index ? (name === 'DELIVERED' ? 'done' : 'current') : 'pending'),
  );
}
