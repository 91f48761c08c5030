// The cookie policy (`api/contents/cookies-policy`), for the cookie consent dialog and the
// `/contents` page the dialog links to.
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { useCookiesPolicy } from '../api/get-cookies-policy';
import '../i18n';
import { localized } from '../lib/localized';
import { ContentView } from './content-view';
import styles from './content.module.css';
import { RichText } from './rich-text';

/** The policy as a page section (title, date, text). */
export function CookiePolicyView({ asPage = true }: { asPage?: boolean }) {
  const { t } = useTranslation('content');
  const { data, error, isLoading, mutate } = useCookiesPolicy();
  return (
    <ContentView
      content={data}
      loading={isLoading}
      failed={Boolean(error)}
      onRetry={() => void mutate()}
      fallbackTitle={t('cookiePolicy')}
      asPage={asPage}
    />
  );
}

/** The policy's text only, compact, for inside the consent dialog. */
export function CookiePolicyText() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { data, isLoading } = useCookiesPolicy();
  if (isLoading) return <p className={styles.muted}>{t('cookiePolicy')}…</p>;
  if (!data) return <p className={styles.muted}>{t('cookiePolicyMissing')}</p>;
  return <RichText html={localized(data.Body, data.BodyEN, lang)} testId="cookie-policy-text" />;
}

export default CookiePolicyText;
