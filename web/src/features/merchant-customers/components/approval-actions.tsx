// The merchant admin's answer to a customer waiting for approval: approve or reject, each after a
// confirmation. Others see the state only (decision 075).
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { MerchantCustomerAnswer } from '@eorder/shared';
import { ensureAntdRender } from '@/lib/antd-imperative';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { answerApproval } from '../api/customers';
import { mayAnswerApproval } from '../lib/register-link';
import styles from './merchant-customers.module.css';

async function confirm(content: string, confirmText: string, cancelText: string): Promise<boolean> {
  await ensureAntdRender();
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText, cancelText });
}

export function ApprovalActions({
  customer,
  onAnswered,
}: {
  customer: MerchantCustomerAnswer;
  onAnswered: (next: MerchantCustomerAnswer) => void;
}) {
  const { t } = useTranslation('merchantCustomers');
  const role = useSession().staff?.role ?? null;
  const [busy, setBusy] = useState(false);
  if (!mayAnswerApproval(role, customer.ApprovalStatus)) return null;

  const answer = async (approve: boolean) => {
    const question = approve
      ? t('approval.approveQuestion', { name: customer.CUSTOMERNAME })
      : t('approval.rejectQuestion', { name: customer.CUSTOMERNAME });
    if (
      !(await confirm(
        question,
        approve ? t('approval.approve') : t('approval.reject'),
        t('approval.cancel'),
      ))
    )
      return;
    setBusy(true);
    const result = await answerApproval(customer.Code, customer.SaleUnit, approve);
    setBusy(false);
    if (!result.ok) return;
    showToast(approve ? t('approval.approved') : t('approval.rejected'), { kind: 'success' });
    onAnswered(result.data);
  };

  return (
    <div className={styles.actions} data-testid="approval-actions">
      <Button color="success" size="small" loading={busy} onClick={() => void answer(true)}>
        {t('approval.approve')}
      </Button>
      <Button
        color="danger"
        fill="outline"
        size="small"
        disabled={busy}
        onClick={() => void answer(false)}
      >
        {t('approval.reject')}
      </Button>
    </div>
  );
}
