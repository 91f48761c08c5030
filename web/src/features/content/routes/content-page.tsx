// /contents/{id}: a content page by id (or code). Without an id it is the cookie policy, which the
// cookie consent dialog links to.
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router-dom';
import { useContent } from '../api/get-content';
import { ContentView } from '../components/content-view';
import { CookiePolicyView } from '../components/cookie-policy';
import styles from '../components/content.module.css';
import '../i18n';

export function ContentPage() {
  const { t } = useTranslation('content');
  const { t: tp } = useTranslation('pages');
  const { id } = useParams();
  const { data, error, isLoading, mutate } = useContent('id', id);
  if (!id) {
    return (
      <section className={styles.page} data-testid="page-contents">
        <CookiePolicyView />
      </section>
    );
  }
  return (
    <section className={styles.page} data-testid="page-contents">
      <ContentView
        key={id}
        content={data}
        loading={isLoading}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        fallbackTitle={data === null ? t('notFound') : tp('title.contents')}
      />
    </section>
  );
}

export { ContentPage as Component };
export default ContentPage;
