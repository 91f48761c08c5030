import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from 'react-router-dom';
import { MenuIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { CenterPickerEntry } from '@/features/centers';
import { getRuntimeConfig } from '@/lib/config';
import { formatMoney } from '@/lib/format';
import { openDrawer } from '@/lib/ui-store';
import { useShellSession } from '../session';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { LanguageMenu } from './language-menu';
import { SearchBox } from './search-box';

/** The desktop top bar of the customer layout. */
export function DesktopHeader() {
  const { t } = useTranslation('layout');
  const lang = useLang();
  const localePath = useLocalePath();
  const { customer } = useShellSession();
  const { flags } = getRuntimeConfig();
  const showCredit =
    flags.profile.showCreditBalance && customer.isAuthenticated && customer.hasCredit && customer.creditBalance !== null;

  return (
    <header className="eo-desktop-header" data-testid="desktop-header">
      <div className="eo-top-strip">
        <div className="eo-container eo-top-strip-inner">
          <nav aria-label={t('mainNavigation')} className="eo-top-links">
            <Link to={localePath(paths.news.href(undefined, { code: 'HOWTO_001' }))}>{t('howToOrder')}</Link>
            <Link to={localePath(paths.news.href(undefined, { code: 'FAQ_001' }))}>{t('faq')}</Link>
            <Link to={localePath(paths.news.href(undefined, { code: 'CONTACT_001' }))}>{t('contactUs')}</Link>
          </nav>
          <div className="eo-top-strip-right">
            <CenterPickerEntry />
            {showCredit && (
              <span className="eo-credit" data-testid="credit-balance">
                {t('creditBalance')}: {formatMoney(customer.creditBalance ?? 0, lang)}
              </span>
            )}
            <LanguageMenu />
          </div>
        </div>
      </div>
      <div className="eo-container eo-main-bar">
        <Link to={localePath(paths.home.href())} className="eo-logo-link" aria-label={t('home')}>
          <Logo height={36} />
        </Link>
        <button type="button" className="eo-categories-button" onClick={openDrawer} data-testid="categories-button">
          <MenuIcon size={20} />
          <span>{t('categories')}</span>
        </button>
        <nav aria-label={t('menu')} className="eo-main-links">
          <NavLink to={localePath(paths.home.href())} end>
            {t('home')}
          </NavLink>
          <NavLink to={localePath(paths.product.href())}>{t('product')}</NavLink>
        </nav>
        <SearchBox />
        <AccountMenu />
        <CartButton />
      </div>
    </header>
  );
}
