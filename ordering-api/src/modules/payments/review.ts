// Staff approve or reject a payment that waits for them, only for their own centers (decisions 061,
// 088); approval settles like any provider's report.
import { AppError, type MerchantPaymentReviewBody, type Payment } from '@eorder/shared';
import type { OrdersModule } from '../orders/service';
import { REFERENCE_METHODS } from './providers/ghl';
import { OPEN_STATUSES, type PaymentRow } from './repository';
import type { PaymentService } from './service';

export const STAFF_PROVIDER = 'STAFF';

/** May staff decide this payment now? An open slip payment with its picture, or an open reference payment. */
export function reviewable(row: Pick<PaymentRow, 'status' | 'method' | 'slipFile'>): boolean {
  if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) return false;
  if (row.method === 'TRANSFER') return row.slipFile !== null;
  return (REFERENCE_METHODS as readonly string[]).includes(row.method);
}

export function createPaymentReview({ payments, orders }: { payments: PaymentService; orders: OrdersModule }) {
  const { repository } = payments;

  return {
    async review(staffUserId: number, paymentId: string, body: MerchantPaymentReviewBody): Promise<Payment> {
      const row = await repository.byPaymentId(paymentId);
      const first = row ? (await repository.ordersOf(row.id))[0] : undefined;
      if (!row || !first) throw new AppError('PAYMENT_NOT_FOUND');
      // Another center's payment answers as if it did not exist.
      await orders.queries.staffOrder(staffUserId, { orderId: first.orderId, saleUnit: first.saleUnit }).catch(() => {
        throw new AppError('PAYMENT_NOT_FOUND');
      });
      if (!reviewable(row)) throw new AppError('PAYMENT_NOT_WAITING');
      const approve = body.Decision === 'approve';
      const after = await payments.settle(
        row.id,
        {
          eventId: `${body.Decision}:${row.paymentId}`,
          reported: approve ? 'PAID' : 'FAILED',
          amountSatang: row.amountSatang,
          paymentId: row.paymentId,
          payload: { staffUserId, respCode: approve ? 'APPROVED_BY_STAFF' : 'REJECTED_BY_STAFF', note: body.Reason ?? null },
        },
        'STAFF',
        STAFF_PROVIDER,
      );
      return payments.wire(after);
    },
  };
}

export type PaymentReview = ReturnType<typeof createPaymentReview>;
