// The steps the order allows now: start and arrive go at once, deliver and refuse open their form,
// and the invoice's approval shows on the invoice route or for an order with an invoice.
import Button from 'antd-mobile/es/components/button';
import type { RiderStep } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import type { Submit } from '../hooks/use-rider-step';
import styles from '../rider.module.css';

interface Props {
  steps: readonly string[];
  invoice: boolean;
  busy: boolean;
  submit: Submit;
  open: (form: 'deliver' | 'refuse') => void;
}

export function StepButtons({ steps, invoice, busy, submit, open }: Props) {
  const { t } = useTranslation('rider');
  const has = (step: RiderStep) => steps.includes(step);
  return (
    <div className={styles.row}>
      {has('START') ? (
        <Button color="primary" loading={busy} onClick={() => void submit('START')} data-testid="step-start">
          {t('step.START')}
        </Button>
      ) : null}
      {has('ARRIVE') ? (
        <Button color="primary" loading={busy} onClick={() => void submit('ARRIVE')} data-testid="step-arrive">
          {t('step.ARRIVE')}
        </Button>
      ) : null}
      {has('DELIVER') ? (
        <Button color="success" disabled={busy} onClick={() => open('deliver')} data-testid="step-deliver">
          {t('step.DELIVER')}
        </Button>
      ) : null}
      {has('REFUSE') ? (
        <Button color="danger" fill="outline" disabled={busy} onClick={() => open('refuse')} data-testid="step-refuse">
          {t('step.REFUSE')}
        </Button>
      ) : null}
      {invoice ? (
        <>
          {has('INVOICE_APPROVE') ? (
            <Button color="success" loading={busy} onClick={() => void submit('INVOICE_APPROVE')} data-testid="step-invoice-approve">
              {t('step.INVOICE_APPROVE')}
            </Button>
          ) : null}
          {has('INVOICE_CANCEL') ? (
            <Button color="danger" fill="outline" loading={busy} onClick={() => void submit('INVOICE_CANCEL')} data-testid="step-invoice-cancel">
              {t('step.INVOICE_CANCEL')}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
