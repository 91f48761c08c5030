// /merchant/broadcast/detail/{id}: a broadcast's message, state and delivery counts (read again
// while it sends), its batches, and cancel while it waits for its time. Another center's is the
// not-found page.
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { cancelBroadcast, useBroadcast } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import { confirm } from '../components/confirm';
import { LinePreview } from '../components/line-preview';
import { idOf, useNotFound } from '../components/use-not-found';
import { deliveredPercent } from '../lib/broadcast-form';
import '../i18n';

export function BroadcastDetailPage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const id = idOf(useParams().id);
  const broadcast = useBroadcast(id);
  const notFound = useNotFound(broadcast.error ?? (id === null ? new Error('no id') : undefined));
  if (notFound || id === null) return null;
  const data = broadcast.data;

  const cancel = async () => {
    if (!(await confirm(t('detail.cancelConfirm')))) return;
    const result = await cancelBroadcast(id);
    if (!result.ok) showToast(result.error.message, { kind: 'fail' });
    else showToast(t('detail.cancelled'), { kind: 'success' });
  };

  return (
    <section className={styles.page} data-testid="page-merchantBroadcastDetail">
      <PageTitle title={data?.Title ?? tp('title.merchantBroadcastDetail')} />
      {data ? (
        <>
          <div className={styles.card}>
            <div className={styles.row}>
              <span className={styles.badge} data-testid="broadcast-status" data-status={data.Status}>
                {t(`broadcasts.status.${data.Status}`)}
              </span>
              <span className={styles.muted}>
                {data.TagName ? t('broadcasts.toTag', { name: data.TagName }) : t('broadcasts.toAll')} ·{' '}
                {t('broadcasts.sendAt', { at: formatDateTime(data.SendAt, lang) })}
              </span>
            </div>
            <ProgressBar percent={deliveredPercent(data)} />
            <div className={styles.counts}>
              {(
                [
                  ['recipients', data.Recipients],
                  ['sent', data.Sent],
                  ['failed', data.Failed],
                  ['pending', data.Pending],
                  ['skipped', data.Skipped],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className={styles.count} data-testid={`count-${key}`}>
                  <strong>{value}</strong>
                  <span className={styles.muted}>{t(`detail.${key}`)}</span>
                </div>
              ))}
            </div>
            {data.Status === 'SCHEDULED' ? (
              <Button color="danger" fill="outline" onClick={() => void cancel()}>
                {t('detail.cancel')}
              </Button>
            ) : null}
          </div>
          <div className={styles.twoColumns}>
            <div className={styles.card}>
              <h2>{t('detail.message')}</h2>
              <LinePreview messages={data.Messages} />
            </div>
            {data.Batches.length > 0 ? (
              <div className={styles.card}>
                <h2>{t('detail.batches')}</h2>
                <ul className={styles.list}>
                  {data.Batches.map((batch) => (
                    <li key={batch.BatchNo} className={styles.muted} data-testid="broadcast-batch">
                      {t('detail.batch', {
                        no: batch.BatchNo + 1,
                        size: batch.Size,
                        status: t(`detail.batchStatus.${batch.Status}`),
                        attempts: batch.Attempts,
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </>
      ) : null}
      {broadcast.error && !notFound ? <p className={styles.problem}>{t('loadFailed')}</p> : null}
    </section>
  );
}
