// Approve or reject a payment that waits for staff (a transfer slip without a verification service,
// a counter-service or bill-payment reference): each asks first, then the order page reloads.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import type { MerchantOrderPayment } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { reviewPayment } from '../api/merchant-orders';
import '../i18n';
import styles from './merchant-orders.module.css';

export function PaymentReview({ payment, onDone }: { payment: MerchantOrderPayment; onDone: () => void }) {
  const { t } = useTranslation('merchantOrders');
  const [busy, setBusy] = useState(false);
  const paymentId = payment.PaymentId;
  if (!payment.Reviewable || !paymentId) return null;

  const decide = async (decision: 'approve' | 'reject') => {
    const confirmed = await Dialog.confirm({
      title: t(`payment.review.${decision}Title`),
      content: t(`payment.review.${decision}Body`),
      confirmText: t(`payment.review.${decision}`),
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await reviewPayment(paymentId, { Decision: decision });
    setBusy(false);
    if (result.ok) showToast(t(decision === 'approve' ? 'payment.review.approved' : 'payment.review.rejected'), { kind: 'success' });
    onDone();
  };

  return (
    <section className={styles.card} data-testid="payment-review">
      <p className={styles.muted}>{t('payment.review.waiting')}</p>
      <div className={styles.row}>
        <Button color="primary" loading={busy} onClick={() => void decide('approve')} data-testid="payment-approve">
          {t('payment.review.approve')}
        </Button>
        <Button color="danger" fill="outline" disabled={busy} onClick={() => void decide('reject')} data-testid="payment-reject">
          {t('payment.review.reject')}
        </Button>
      </div>
    </section>
  );
}
