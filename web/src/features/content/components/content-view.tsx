// A content page: its title and cleaned rich text in the reader's language, and when it was last
// updated. Shows a skeleton while loading, and says so when the page is missing or failed to load.
import type { Content } from '@eorder/shared';
import { Button } from 'antd-mobile';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '@/lib/i18n';
import { LinkButton } from '@/components/link-button';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/format';
import '../i18n';
import { localized } from '../lib/localized';
import styles from './content.module.css';
import { RichText } from './rich-text';

export interface ContentViewProps {
  content: Content | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry?: () => void;
  /** The heading when the page is missing (the route's own title). */
  fallbackTitle: string;
  /** Render the heading as the page's h1 (default) or as a section heading. */
  asPage?: boolean;
}

export function ContentView({
  content,
  loading,
  failed,
  onRetry,
  fallbackTitle,
  asPage = true,
}: ContentViewProps) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const localePath = useLocalePath();

  if (content) {
    const title = localized(content.Title, content.TitleEN, lang) || fallbackTitle;
    const updated = content.UpdatedAt ? formatDateTime(content.UpdatedAt, lang) : null;
    return (
      <article className={styles.article} data-testid="content-article" data-code={content.Code}>
        {asPage ? <PageTitle title={title} /> : <h2>{title}</h2>}
        {updated ? <p className={styles.updated}>{t('updated', { date: updated })}</p> : null}
        <RichText html={localized(content.Body, content.BodyEN, lang)} testId="content-body" />
      </article>
    );
  }
  if (loading) {
    return (
      <div className={styles.article} role="status" aria-busy="true">
        {asPage ? <PageTitle title={fallbackTitle} visuallyHidden /> : null}
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (failed) {
    return (
      <div>
        {asPage ? <PageTitle title={fallbackTitle} /> : null}
        <EmptyState tone="error" title={t('failed')}>
          {onRetry ? (
            <Button color="primary" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
        </EmptyState>
      </div>
    );
  }
  return (
    <div data-testid="content-not-found">
      {asPage ? <PageTitle title={fallbackTitle} /> : null}
      <EmptyState title={t('notFound')} description={t('notFoundHint')}>
        <LinkButton to={localePath(paths.home.href())} color="primary">
          {t('home')}
        </LinkButton>
      </EmptyState>
    </div>
  );
}
