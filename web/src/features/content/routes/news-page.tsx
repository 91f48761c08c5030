// /news?code=HOWTO_001 | FAQ_001 | CONTACT_001: the how-to-order, FAQ and contact pages, with tabs
// between them. A page the company hides (web configuration) is not offered; an unknown code shows
// the first page offered.
import { NEWS_PAGE_CODES } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, useLocalePath } from '@/config/paths';
import { webConfigStore } from '@/lib/config';
import { useContent } from '../api/get-content';
import { ContentView } from '../components/content-view';
import styles from '../components/content.module.css';
import '../i18n';

type NewsCode = (typeof NEWS_PAGE_CODES)[number];

export function offeredNewsCodes(hidden: { hideHowToPage: boolean; hideFaqPage: boolean }): NewsCode[] {
  return NEWS_PAGE_CODES.filter((code) => !(code === 'HOWTO_001' && hidden.hideHowToPage) && !(code === 'FAQ_001' && hidden.hideFaqPage));
}

export function NewsPage() {
  const { t } = useTranslation('content');
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const { values } = useSnapshot(webConfigStore);
  const offered = offeredNewsCodes(values);
  const asked = (search.get('code') ?? '').trim().toUpperCase();
  const code = offered.find((item) => item === asked) ?? offered[0] ?? null;
  const { data, error, isLoading, mutate } = useContent('code', code);

  return (
    <section className={styles.page} data-testid="page-news">
      {offered.length > 1 ? (
        <nav aria-label={t('news.tabs')}>
          <ul className={styles.tabs}>
            {offered.map((item) => (
              <li key={item}>
                <Link className={styles.tab} to={localePath(paths.news.href(undefined, { code: item }))} aria-current={item === code ? 'page' : undefined}>
                  {t(`news.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ContentView
        key={code ?? 'none'}
        content={data}
        loading={isLoading}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        fallbackTitle={code ? t(`news.${code}`) : t('notFound')}
      />
    </section>
  );
}

export { NewsPage as Component };
export default NewsPage;
