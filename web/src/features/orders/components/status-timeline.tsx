import { useTranslation } from '@/lib/i18n';
import type { TrackingEvent } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { timelineSteps } from '../lib/timeline';
import styles from './orders.module.css';

/** The order's steps, each with when it was reached; the current one stands out. */
export function StatusTimeline({ status, events }: { status: string; events: readonly TrackingEvent[] }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const steps = timelineSteps(status, events);
  return (
    <ol className={styles.timeline} data-testid="status-timeline">
      {steps.map((step) => {
        const className = [
          styles.step,
          step.state === 'done' ? styles.stepDone : '',
          step.state === 'current' ? styles.stepCurrent : '',
          step.status === 'CANCELLED' ? styles.stepCancelled : '',
        ].join(' ');
        return (
          <li key={step.status} className={className} aria-current={step.state === 'current' ? 'step' : undefined} data-state={step.state}>
            <span className={styles.dot} aria-hidden="true" />
            <div>
              <div className={styles.stepTitle}>{t(`steps.${step.status}`)}</div>
              <div className={styles.muted}>
                {step.at ? formatDateTime(step.at, lang) : t(step.state === 'pending' ? 'stepPending' : 'stepCurrent')}
                {step.by ? ` · ${t(`by.${step.by}`, { defaultValue: step.by })}` : ''}
              </div>
              {step.remark ? <div className={styles.muted}>{step.remark}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
