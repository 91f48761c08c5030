// The deliver form's rules, apart from the screen: which lines are short, that
// each short line has a reason, that something is delivered, and the cash to
// expect for what is handed over.
import type { DeliveredLine, RiderOrderDetailAnswer } from '@eorder/shared';

export interface LineEntry {
  /** Units handed over. */
  qty: number;
  reason: string;
}

export interface DeliveryCheck {
  /** The short lines, as the status call takes them. */
  lines: DeliveredLine[];
  /** Line numbers whose reason is missing. */
  missingReasons: number[];
  /** Nothing at all would be handed over: that is a refusal. */
  nothing: boolean;
  /** Cash to collect for what is handed over (a cash-on-delivery order), rounded to satang. */
  expectedCash: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function checkDelivery(
  detail: Pick<RiderOrderDetailAnswer, 'Lines' | 'Order'>,
  entries: ReadonlyMap<number, LineEntry>,
): DeliveryCheck {
  const lines: DeliveredLine[] = [];
  const missingReasons: number[] = [];
  let shortValue = 0;
  let delivered = 0;
  for (const line of detail.Lines) {
    const entry = entries.get(line.LineNo);
    const qty = Math.min(Math.max(0, Math.trunc(entry?.qty ?? line.Qty)), line.Qty);
    delivered += qty;
    if (qty === line.Qty) continue;
    const reason = entry?.reason.trim() ?? '';
    if (reason === '') missingReasons.push(line.LineNo);
    lines.push({ LineNo: line.LineNo, DeliveredQty: qty, Reason: reason || null });
    shortValue += (line.NetAmount * (line.Qty - qty)) / line.Qty;
  }
  const due = detail.Order.AmountToCollect;
  return {
    lines,
    missingReasons,
    nothing: delivered === 0,
    expectedCash: due > 0 ? Math.max(0, round2(due - shortValue)) : 0,
  };
}
