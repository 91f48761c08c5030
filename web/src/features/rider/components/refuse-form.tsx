// The refusal of an order, with the reason the customer gave.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Submit } from '../hooks/use-rider-step';
import styles from '../rider.module.css';

export function RefuseForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: Submit; onCancel: () => void }) {
  const { t } = useTranslation('rider');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  return (
    <form
      className={styles.card}
      data-testid="refuse-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setProblem(true);
        void onSubmit('REFUSE', { Reason: reason.trim() });
      }}
    >
      <label className={styles.field}>
        <span>{t('refuseReason')}</span>
        <textarea value={reason} maxLength={200} rows={3} onChange={(event) => setReason(event.target.value)} data-testid="refuse-reason" />
      </label>
      {problem ? <p className={styles.error}>{t('needReason')}</p> : null}
      <div className={styles.row}>
        <Button type="submit" color="danger" loading={busy} data-testid="refuse-submit">
          {t('step.REFUSE')}
        </Button>
        <Button onClick={onCancel}>{t('back')}</Button>
      </div>
    </form>
  );
}
