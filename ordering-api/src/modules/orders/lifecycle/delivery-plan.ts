// What a delivery hands over and brings back (stock returned, value not delivered, lines kept),
// from the order's and the rider's short lines; pure, so tested without a database.
import { AppError, type DeliveredLine } from '@eorder/shared';
import type { DeliveredLineRecord } from '../../../db/schema';
import type { OrderLineRow } from '../repository';

export interface DeliveryPlan {
  /** Only the lines not delivered in full. */
  records: DeliveredLineRecord[];
  /** Base units back to stock, by product code. */
  returned: Map<string, number>;
  /** The net value of what was not delivered. */
  undeliveredValue: number;
  /** True when something was not delivered. */
  partial: boolean;
  /** True when nothing was delivered. */
  nothing: boolean;
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', {}, { errors: [{ path, message }] });

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Checks the rider's lines against the order: each names a line of it once, delivers at most its
 * quantity, and gives a reason when it delivers less. Lines not named are delivered in full.
 */
export function planDelivery(
  lines: readonly Pick<OrderLineRow, 'lineNo' | 'pCode' | 'qty' | 'baseQty' | 'netAmount'>[],
  short: readonly DeliveredLine[] = [],
): DeliveryPlan {
  const byNo = new Map(lines.map((line) => [line.lineNo, line]));
  const seen = new Set<number>();
  const records: DeliveredLineRecord[] = [];
  const returned = new Map<string, number>();
  let undeliveredValue = 0;
  short.forEach((entry, index) => {
    const line = byNo.get(entry.LineNo);
    if (!line) throw invalid(`Lines.${index}.LineNo`, 'Not a line of this order');
    if (seen.has(entry.LineNo)) throw invalid(`Lines.${index}.LineNo`, 'Named twice');
    seen.add(entry.LineNo);
    if (entry.DeliveredQty > line.qty)
      throw invalid(`Lines.${index}.DeliveredQty`, `At most ${line.qty}`);
    if (entry.DeliveredQty === line.qty) return;
    const reason = entry.Reason?.trim() ?? '';
    if (reason === '') throw invalid(`Lines.${index}.Reason`, 'A reason is needed');
    const missing = line.qty - entry.DeliveredQty;
    const units = Math.round((line.baseQty / line.qty) * missing);
    returned.set(line.pCode, (returned.get(line.pCode) ?? 0) + units);
    undeliveredValue += (line.netAmount * missing) / line.qty;
    records.push({ LineNo: line.lineNo, DeliveredQty: entry.DeliveredQty, Reason: reason });
  });
  const nothing = lines.every((line) =>
    records.some((r) => r.LineNo === line.lineNo && r.DeliveredQty === 0),
  );
  return {
    records: records.sort((a, b) => a.LineNo - b.LineNo),
    returned,
    undeliveredValue: round2(undeliveredValue),
    partial: records.length > 0,
    nothing,
  };
}

/** Every line refused: the whole order comes back. */
export const refuseAll = (
  lines: readonly Pick<OrderLineRow, 'lineNo' | 'pCode' | 'qty' | 'baseQty' | 'netAmount'>[],
  reason: string,
): DeliveryPlan =>
  planDelivery(
    lines,
    lines.map((line) => ({ LineNo: line.lineNo, DeliveredQty: 0, Reason: reason })),
  );
