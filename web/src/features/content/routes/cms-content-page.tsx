// /cms/content: the company's content pages (how to order, FAQ, contact, policies ...), each leading
// to /contents/{id}. With ?code= it shows that page directly.
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { RetryState } from '@/components/retry-state';
import { formatDateTime } from '@/lib/format';
import { useContent } from '../api/get-content';
import { useContents } from '../api/get-contents';
import { ContentView } from '../components/content-view';
import styles from '../components/content.module.css';
import '../i18n';
import { localized } from '../lib/localized';

function ContentByCode({ code }: { code: string }) {
  const { t } = useTranslation('content');
  const { data, error, isLoading, mutate } = useContent('code', code);
  return (
    <ContentView
      content={data}
      loading={isLoading}
      failed={Boolean(error)}
      onRetry={() => void mutate()}
      fallbackTitle={t('pages')}
    />
  );
}

export function CmsContentPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const code = search.get('code');
  const { data, error, isLoading, mutate } = useContents();

  if (code) {
    return (
      <section className={styles.page} data-testid="page-cmsContent">
        <ContentByCode code={code} />
      </section>
    );
  }

  let body;
  if (error && !data) {
    body = (
      <RetryState message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data) {
    body = <Skeleton.Paragraph lineCount={6} animated />;
  } else if (data.Data.length === 0) {
    body = <p className={styles.empty}>{t('pagesEmpty')}</p>;
  } else {
    body = (
      <ul className={styles.cards}>
        {data.Data.map((page) => {
          const kind =
            typeof page.Kind === 'string' && (page.Kind === 'PAGE' || page.Kind === 'POLICY')
              ? page.Kind
              : null;
          const id =
            typeof page.Id === 'number' || typeof page.Id === 'string'
              ? String(page.Id)
              : page.Code;
          return (
            <li key={page.Code}>
              <Link className={styles.card} to={localePath(paths.contents.href({ id }))}>
                {kind ? <span className={styles.muted}>{t(`kind.${kind}`)}</span> : null}
                <h2 className={styles.cardTitle}>
                  {localized(page.Title, page.TitleEN, lang) || page.Code}
                </h2>
                {page.UpdatedAt ? (
                  <span className={styles.muted}>
                    {t('updated', { date: formatDateTime(page.UpdatedAt, lang) ?? '' })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.page} data-testid="page-cmsContent">
      <PageTitle title={t('pages')} />
      {body}
    </section>
  );
}

export { CmsContentPage as Component };
export default CmsContentPage;
