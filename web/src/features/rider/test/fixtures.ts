// An order to deliver as the rider's detail call answers it, cut to what the deliver form reads.
import type { RiderOrderDetailAnswer } from '@eorder/shared';

export const riderLine = (LineNo: number, Qty: number, NetAmount: number) => ({
  LineNo,
  P_Code: `P${LineNo}`,
  ProductName: 'x',
  ProductNameEn: 'x',
  UnitName: 'u',
  UnitNameEn: 'u',
  Qty,
  NetAmount,
  IsFree: false,
  DeliveredQty: null,
  Reason: null,
});

/** Four units for 400 and one for 50, with `due` to collect. */
export const riderDetail = (due: number) =>
  ({ Order: { AmountToCollect: due }, Lines: [riderLine(1, 4, 400), riderLine(2, 1, 50)] }) as unknown as RiderOrderDetailAnswer;
