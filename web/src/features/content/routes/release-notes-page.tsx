// /release/notes: the release notes the company writes as a content page (code RELEASE_NOTES).
// The specification does not show this page's content; without notes it says there are none.
import { useTranslation } from '@/lib/i18n';
import { useContent } from '../api/get-content';
import { ContentView } from '../components/content-view';
import styles from '../components/content.module.css';
import '../i18n';

export const RELEASE_NOTES_CODE = 'RELEASE_NOTES';

export function ReleaseNotesPage() {
  const { t } = useTranslation('content');
  const { data, error, isLoading, mutate } = useContent('code', RELEASE_NOTES_CODE);
  if (data === null && !isLoading && !error) {
    return (
      <section className={styles.page} data-testid="page-releaseNotes">
        <h1 className="eo-page-title">{t('release.title')}</h1>
        <p className={styles.empty}>{t('release.none')}</p>
      </section>
    );
  }
  return (
    <section className={styles.page} data-testid="page-releaseNotes">
      <ContentView content={data} loading={isLoading} failed={Boolean(error)} onRetry={() => void mutate()} fallbackTitle={t('release.title')} />
    </section>
  );
}

export { ReleaseNotesPage as Component };
export default ReleaseNotesPage;
