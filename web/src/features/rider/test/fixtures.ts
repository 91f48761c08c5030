// The rider's orders as the calls answer them: a card of the list, and an order to deliver cut
// to what the deliver form reads.
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

/** A card of the rider's list: the `index`th order of the day, in `status`. */
export const riderCard = (index: number, status = 'APPROVED') => ({
  OrderID: `DC0126${String(index).padStart(6, '0')}`,
  SaleUnit: 'DC01',
  OrderDate: '2026-12-03T03:00:00Z',
  Status: status,
  StatusName: 'อนุมัติแล้ว',
  StatusNameEn: 'Approved',
  CustomerCode: `C${index}`,
  CustomerName: `ร้านที่ ${index}`,
  Phone: null,
  Address: '1 ถนนสุขุมวิท',
  MapUrl: 'https://maps.example/?q=1',
  PaymentMethod: 'COD',
  PaymentStatus: 'UNPAID',
  Total: 100,
  AmountToCollect: 100,
  InvoiceStatus: null,
  ArrivedAt: null,
  DeliveredAt: null,
  Outcome: null,
  CashCollected: null,
});
