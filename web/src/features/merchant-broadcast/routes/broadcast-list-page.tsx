// /merchant/broadcast: the selected center's LINE broadcasts, newest first, with their state and
// how many people each has reached.
import { Link } from 'react-router-dom';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useBroadcasts } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import '../i18n';

export function BroadcastListPage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const broadcasts = useBroadcasts(saleUnit);

  return (
    <section className={styles.page} data-testid="page-merchantBroadcast">
      <PageTitle title={tp('title.merchantBroadcast')} />
      <div className={styles.actions}>
        <LinkButton color="primary" to={localePath(paths.merchantBroadcastCreate.href())} data-testid="broadcast-new">
          {t('broadcasts.new')}
        </LinkButton>
        <LinkButton to={localePath(paths.merchantTag.href())}>{tp('title.merchantTag')}</LinkButton>
      </div>
      {!saleUnit ? <p className={styles.muted}>{t('noCenter')}</p> : null}
      {broadcasts.error ? <p className={styles.problem}>{t('loadFailed')}</p> : null}
      {broadcasts.data && broadcasts.data.Data.length === 0 ? <p className={styles.muted}>{t('broadcasts.empty')}</p> : null}
      <ul className={styles.list}>
        {broadcasts.data?.Data.map((broadcast) => (
          <li key={broadcast.Id} className={styles.card} data-testid="broadcast-row">
            <div className={styles.row}>
              <Link className={`${styles.name} eo-tap-link`} to={localePath(paths.merchantBroadcastDetail.href({ id: broadcast.Id }))}>
                {broadcast.Title}
              </Link>
              <span className={styles.badge}>{t(`broadcasts.status.${broadcast.Status}`)}</span>
            </div>
            <span className={styles.muted}>
              {t(`broadcasts.kind.${broadcast.Kind}`)} ·{' '}
              {broadcast.TagName ? t('broadcasts.toTag', { name: broadcast.TagName }) : t('broadcasts.toAll')} ·{' '}
              {t('broadcasts.sendAt', { at: formatDateTime(broadcast.SendAt, lang) })}
            </span>
            <span className={styles.muted}>{t('broadcasts.counts', { sent: broadcast.Sent, recipients: broadcast.Recipients })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
