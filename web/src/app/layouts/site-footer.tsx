import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ShieldIcon } from '@/components/icons';
import { SOCIAL_LINK_KEYS } from '@/config/features';
import { paths, useLocalePath } from '@/config/paths';
import { getRuntimeConfig, webConfigStore } from '@/lib/config';

const TrustMarkDialog = lazy(() => import('./trust-mark-dialog'));

const SOCIAL_NAMES: Record<keyof typeof SOCIAL_LINK_KEYS, string> = {
  facebook: 'Facebook',
  line: 'LINE',
  youtube: 'YouTube',
};

function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}

/** Footer: social links, about, privacy policy, your rights and the trust-mark popup. */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  const { values } = useSnapshot(webConfigStore);
  const [trustOpen, setTrustOpen] = useState(false);
  const { companyName, companyCode } = getRuntimeConfig();
  const social = (Object.keys(SOCIAL_LINK_KEYS) as (keyof typeof SOCIAL_LINK_KEYS)[])
    .map((key) => ({ key, url: values.raw[SOCIAL_LINK_KEYS[key]] }))
    .filter((entry): entry is { key: keyof typeof SOCIAL_LINK_KEYS; url: string } => isHttpUrl(entry.url));

  return (
    <footer className="eo-footer" aria-label={t('footer')}>
      <div className="eo-footer-inner">
        {social.length > 0 && (
          <nav aria-label={t('followUs')} className="eo-footer-social">
            <span>{t('followUs')}</span>
            {social.map((entry) => (
              <a key={entry.key} href={entry.url} target="_blank" rel="noopener noreferrer">
                {SOCIAL_NAMES[entry.key]}
              </a>
            ))}
          </nav>
        )}
        <nav aria-label={t('footer')} className="eo-footer-links">
          <Link to={localePath(paths.contents.href({ id: 'about' }))}>{t('about')}</Link>
          <Link to={localePath(paths.contents.href({ id: 'privacy-policy' }))}>{t('privacyPolicy')}</Link>
          <Link to={localePath(paths.contents.href({ id: 'your-rights' }))}>{t('yourRights')}</Link>
          <button type="button" className="eo-link-like" onClick={() => setTrustOpen(true)} data-testid="trust-mark">
            <ShieldIcon size={16} />
            {t('trustMark')}
          </button>
        </nav>
        <p className="eo-footer-copy">
          {t('copyright', { year: new Date().getFullYear(), company: companyName || companyCode })}
        </p>
      </div>
      {trustOpen && (
        <Suspense fallback={null}>
          <TrustMarkDialog open={trustOpen} onClose={() => setTrustOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
