import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { paths, useLocalePath } from '@/config/paths';
import { AppOutlet } from '../app-outlet';
import { LanguageSwitch } from './language-switch';
import { SkipLink } from './skip-link';

/** No menu: sign-in, registration, LINE hand-offs, payment returns. */
export function MinimalLayout() {
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  return (
    <div className="eo-app eo-minimal">
      <SkipLink />
      <MaintenanceBanner />
      <header className="eo-minimal-header">
        <Link to={localePath(paths.home.href())} className="eo-logo-link" aria-label={t('home')}>
          <Logo height={32} />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" className="eo-main eo-minimal-main" tabIndex={-1}>
        <AppOutlet />
      </main>
    </div>
  );
}
