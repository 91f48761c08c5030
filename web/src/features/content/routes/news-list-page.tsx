// /profile/newslist: news and promotions of the customer's center and of every center, 12 at a
// time. Each item shows its picture, title, period and cleaned text, and its link when it has one.
import { CALL_PATHS } from '@eorder/shared';
import type { News } from '@eorder/shared';
import { Button } from 'antd-mobile';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { PageTitle } from '@/components/page-title';
import { useLang, useLocalePath } from '@/config/paths';
import { formatDay } from '@/features/catalogue';
import { RetryState } from '@/components/retry-state';
import { imageUrl } from '@/lib/image-url';
import { swrDefaults } from '@/lib/swr';
import { getNews, NEWS_PAGE_SIZE } from '../api/get-news';
import { useSessionCenter } from '../hooks/use-session-center';
import type { NewsListAnswer } from '@eorder/shared';
import styles from '../components/content.module.css';
import { RichText } from '../components/rich-text';
import '../i18n';
import { localized } from '../lib/localized';
import { safeHref } from '../lib/sanitize-html';

function NewsLink({ href, label }: { href: string; label: string }) {
  const localePath = useLocalePath();
  const safe = safeHref(href);
  if (!safe) return null;
  if (/^(https?:|mailto:|tel:)/i.test(safe)) {
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer nofollow">
        {label}
      </a>
    );
  }
  return <Link to={localePath(`/${safe.replace(/^\.?\/+/, '')}`)}>{label}</Link>;
}

function NewsItem({ item }: { item: News }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const title = localized(item.Title, item.TitleEN, lang);
  const picture = imageUrl(item.ImageUrl);
  const type =
    item.NewsType === 'P' || item.NewsType === 'N' || item.NewsType === 'B' ? item.NewsType : null;
  return (
    <li className={styles.newsItem} data-testid="news-item">
      {picture ? (
        <img
          className={styles.newsImage}
          src={picture}
          alt=""
          loading="lazy"
          width={320}
          height={180}
        />
      ) : null}
      <div>
        {type ? (
          <span className={`${styles.tag} ${type === 'P' ? styles.tagPromotion : ''}`}>
            {t(`newsList.type.${type}`)}
          </span>
        ) : null}
        <h2 className={styles.cardTitle}>{title}</h2>
        {item.DateBegin && item.DateEnd ? (
          <p className={styles.muted}>
            {t('newsList.period', {
              from: formatDay(item.DateBegin, lang),
              to: formatDay(item.DateEnd, lang),
            })}
          </p>
        ) : null}
        <RichText html={localized(item.Detail, item.DetailEN, lang)} />
        {item.LinkUrl ? <NewsLink href={item.LinkUrl} label={t('newsList.more')} /> : null}
      </div>
    </li>
  );
}

export function NewsListPage() {
  const { t } = useTranslation('content');
  const saleUnit = useSessionCenter();
  const {
    data,
    error,
    isLoading,
    isValidating,
    size,
    setSize,
    mutate,
  }: SWRInfiniteResponse<NewsListAnswer, Error> = useSWRInfinite<NewsListAnswer, Error>(
    (index, previous: NewsListAnswer | null) => {
      if (!saleUnit) return null;
      if (previous && previous.Data.length === 0) return null;
      return [CALL_PATHS.newsList, saleUnit, index * NEWS_PAGE_SIZE] as const;
    },
    async ([, , skip]: readonly [string, string, number]) => {
      const result = await getNews(skip);
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    { ...swrDefaults, revalidateFirstPage: false },
  );

  const items = (data ?? []).flatMap((page) => page.Data);
  const total = data?.[0]?.Total ?? 0;
  const done = data !== undefined && (items.length >= total || data.at(-1)?.Data.length === 0);
  const loadingMore = isValidating && data !== undefined && size > data.length;

  let body;
  if (error && !data) {
    body = (
      <RetryState message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data) {
    body = <Skeleton.Paragraph lineCount={8} animated />;
  } else if (items.length === 0) {
    body = <p className={styles.empty}>{t('newsList.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.newsList}>
          {items.map((item) => (
            <NewsItem key={String(item.NewsId)} item={item} />
          ))}
        </ul>
        <div className={styles.footer}>
          {done ? (
            <span>{t('newsList.end')}</span>
          ) : (
            <Button
              fill="outline"
              color="primary"
              loading={loadingMore}
              onClick={() => void setSize(size + 1)}
            >
              {t('newsList.loadMore')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={styles.page} data-testid="page-profileNewsList">
      <PageTitle title={t('newsList.title')} />
      {body}
    </section>
  );
}

export { NewsListPage as Component };
export default NewsListPage;
