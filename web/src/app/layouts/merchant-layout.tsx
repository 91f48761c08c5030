import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { paths, stripLangPrefix, useLocalePath } from '@/config/paths';
import { MerchantCenterPicker } from '@/features/auth';
import { useIsPhone } from '@/lib/use-media-query';
import { AppOutlet } from '../app-outlet';
import { BottomNav, type BottomNavItem } from './bottom-nav';
import { LanguageMenu } from './language-menu';
import { MerchantAccountMenu } from './merchant-account-menu';
import { MerchantMenuList } from './merchant-menu-list';
import { MobileTopBar } from './mobile-top-bar';
import { SkipLink } from './skip-link';
import { useMerchantMenu } from './use-merchant-menu';
import { useRouteTitle } from './use-route-title';

/** The merchant back-office layout: menu (drawer on a phone, side column on a desktop), account menu. */
export function MerchantLayout() {
  const { t } = useTranslation('layout');
  const isPhone = useIsPhone();
  const title = useRouteTitle();
  const location = useLocation();
  const localePath = useLocalePath();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = useMerchantMenu();
  const isHome = stripLangPrefix(location.pathname) === paths.merchantHome.pattern;
  const bottomKeys = new Set(['home', 'order', 'product', 'customer', 'profile']);
  const bottomItems: BottomNavItem[] = menu
    .filter((entry) => bottomKeys.has(entry.key))
    .map((entry) => ({ key: entry.key, to: entry.to, label: entry.label, icon: entry.icon, end: entry.end }));

  return (
    <div className={`eo-app eo-merchant ${isPhone ? 'eo-phone' : 'eo-desktop'}`}>
      <SkipLink />
      <MaintenanceBanner />
      {isPhone ? (
        <MobileTopBar
          title={title}
          showBack={!isHome}
          onMenu={() => setDrawerOpen(true)}
          menuLabel={t('openMenu')}
          right={
            isHome ? null : (
              <button type="button" className="eo-icon-button" aria-label={t('openMenu')} onClick={() => setDrawerOpen(true)}>
                <MenuIcon />
              </button>
            )
          }
        />
      ) : (
        <header className="eo-merchant-header" data-testid="merchant-header">
          <Link to={localePath(paths.merchantHome.href())} className="eo-logo-link" aria-label={t('merchantHome')}>
            <Logo height={32} />
          </Link>
          <div className="eo-merchant-header-right">
            <LanguageMenu />
            <MerchantAccountMenu />
          </div>
        </header>
      )}
      <div className="eo-merchant-body">
        {!isPhone && (
          <nav className="eo-merchant-side" aria-label={t('merchantMenu')}>
            <MerchantMenuList entries={menu} />
          </nav>
        )}
        <main id="main" className="eo-main eo-merchant-main" tabIndex={-1}>
          <AppOutlet />
        </main>
      </div>
      {isPhone && <BottomNav items={bottomItems} label={t('bottomNavigation')} />}
      <MerchantCenterPicker />
      <Popup
        visible={drawerOpen}
        position="left"
        onMaskClick={() => setDrawerOpen(false)}
        onClose={() => setDrawerOpen(false)}
        bodyClassName="eo-drawer"
        aria-label={t('merchantMenu')}
      >
        <div className="eo-drawer-header">
          <h2 className="eo-drawer-title">{t('merchantMenu')}</h2>
          <button type="button" className="eo-icon-button" aria-label={t('close', { ns: 'common' })} onClick={() => setDrawerOpen(false)}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('merchantMenu')} className="eo-drawer-body">
          <MerchantMenuList entries={menu} onNavigate={() => setDrawerOpen(false)} />
        </nav>
        <div className="eo-drawer-footer">
          <MerchantAccountMenu />
        </div>
      </Popup>
    </div>
  );
}
