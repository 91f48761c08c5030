// /merchant/tag: the selected center's customer tags, with how many customers each has and how
// many of them a broadcast reaches on LINE.
import { Link } from 'react-router-dom';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useTags } from '../api/broadcast-api';
import styles from '../components/broadcast.module.css';
import '../i18n';

export function TagListPage() {
  const { t } = useTranslation('merchantBroadcast');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const tags = useTags(saleUnit);

  return (
    <section className={styles.page} data-testid="page-merchantTag">
      <PageTitle title={tp('title.merchantTag')} />
      <div className={styles.actions}>
        <LinkButton color="primary" to={localePath(paths.merchantTagCreate.href())} data-testid="tag-new">
          {t('tags.new')}
        </LinkButton>
      </div>
      {!saleUnit ? <p className={styles.muted}>{t('noCenter')}</p> : null}
      {tags.error ? <p className={styles.problem}>{t('loadFailed')}</p> : null}
      {tags.data && tags.data.Data.length === 0 ? <p className={styles.muted}>{t('tags.empty')}</p> : null}
      <ul className={styles.list}>
        {tags.data?.Data.map((tag) => (
          <li key={tag.Id} className={styles.card} data-testid="tag-row">
            <Link className={`${styles.name} eo-tap-link`} to={localePath(paths.merchantTagDetail.href({ id: tag.Id }))}>
              {tag.Name}
            </Link>
            <div className={styles.row}>
              <span className={styles.muted}>{t('tags.members', { count: tag.Members })}</span>
              <span className={styles.linked}>{t('tags.reachable', { count: tag.Reachable })}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
