import Badge from 'antd-mobile/es/components/badge';
import { useChatUnread } from '@/lib/chat/rooms';
import { Popup } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dropdown } from '@/components/dropdown';
import {
  ChatIcon,
  CheckIcon,
  CloseIcon,
  GridIcon,
  HistoryIcon,
  HomeIcon,
  MenuIcon,
  OrderIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
} from '@/components/icons';
import { Logo } from '@/components/logo';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { paths, stripLangPrefix, useLocalePath } from '@/config/paths';
import { MerchantCenterPicker, openMerchantCenterPicker } from '@/features/auth';
import { getRuntimeConfig } from '@/lib/config';
import { useIsPhone } from '@/lib/use-media-query';
import { AppOutlet } from '../app-outlet';
import { logoutMerchant, useShellSession } from '../session';
import { BottomNav, type BottomNavItem } from './bottom-nav';
import { LanguageMenu } from './language-menu';
import { MobileTopBar } from './mobile-top-bar';
import { SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

interface MenuEntry {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
  /** A count shown on the icon (unread chat messages). */
  badge?: number;
}

/** The back-office menu, filtered by the runtime flags of the specification. */
function useMerchantMenu(): MenuEntry[] {
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  const { flags } = getRuntimeConfig();
  const chatUnread = useChatUnread('merchant', !flags.support.disableChat);
  const entries: (MenuEntry | false)[] = [
    { key: 'home', to: localePath(paths.merchantHome.href()), label: t('merchantHome'), icon: <HomeIcon />, end: true },
    flags.enableOrderPage && {
      key: 'order',
      to: localePath(paths.merchantOrder.href()),
      label: t('merchantOrder'),
      icon: <OrderIcon />,
    },
    // Goods issues of redeem orders (decision 057): part of the order pages.
    flags.enableOrderPage && {
      key: 'order-redeem',
      to: localePath(paths.merchantOrderRedeem.href()),
      label: t('merchantOrderRedeem'),
      icon: <CheckIcon />,
    },
    flags.enablePromotionPage && {
      key: 'promotion',
      to: localePath(paths.merchantPromotion.href()),
      label: t('merchantPromotion'),
      icon: <TagIcon />,
    },
    flags.enableProductPage && {
      key: 'product',
      to: localePath(paths.merchantProduct.href()),
      label: t('merchantProduct'),
      icon: <GridIcon />,
    },
    flags.enableCustomerPage && {
      key: 'customer',
      to: localePath(paths.merchantCustomer.href()),
      label: t('merchantCustomer'),
      icon: <UsersIcon />,
    },
    {
      key: 'register-customer',
      to: localePath(paths.manageRegisterFromPc.href()),
      label: t('merchantRegisterCustomer'),
      icon: <UserIcon />,
    },
    !flags.support.disableChat && {
      key: 'chat',
      to: localePath(paths.merchantSupportChat.href()),
      label: t('merchantChat'),
      icon: <ChatIcon />,
      badge: chatUnread,
    },
    { key: 'broadcast', to: localePath(paths.merchantBroadcast.href()), label: t('merchantBroadcast'), icon: <ChatIcon /> },
    { key: 'tag', to: localePath(paths.merchantTag.href()), label: t('merchantTag'), icon: <TagIcon /> },
    { key: 'survey', to: localePath(paths.merchantSurvey.href()), label: t('merchantSurvey'), icon: <HistoryIcon /> },
    {
      key: 'change-password',
      to: localePath(paths.merchantProfileChangePassword.href()),
      label: t('merchantChangePassword'),
      icon: <UserIcon />,
    },
    { key: 'profile', to: localePath(paths.merchantProfile.href()), label: t('merchantProfile'), icon: <UserIcon />, end: true },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

function MerchantMenuList({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  return (
    <ul className="eo-side-menu">
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink
            to={entry.to}
            end={entry.end}
            className={({ isActive }) => `eo-side-menu-item${isActive ? ' eo-side-menu-active' : ''}`}
            onClick={onNavigate}
            data-testid={`merchant-menu-${entry.key}`}
          >
            {entry.badge ? (
              <Badge content={entry.badge > 99 ? '99+' : entry.badge} data-testid={`merchant-menu-${entry.key}-badge`}>
                {entry.icon}
              </Badge>
            ) : (
              entry.icon
            )}
            <span>{entry.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function MerchantAccountMenu() {
  const { t } = useTranslation('layout');
  const { staff } = useShellSession();
  const { flags } = getRuntimeConfig();
  const canSwitch = flags.enableMultiDC && flags.enableChangeDist;
  return (
    <Dropdown
      label={t('accountMenu')}
      testId="merchant-account-menu"
      trigger={
        <>
          <UserIcon size={20} />
          <span className="eo-account-name">{staff?.name ?? t('myAccount')}</span>
        </>
      }
    >
      {(close) => (
        <ul className="eo-menu-list">
          {staff?.name && <li className="eo-menu-note eo-menu-name">{staff.name}</li>}
          {staff?.distName && <li className="eo-menu-note">{staff.distName}</li>}
          {canSwitch && (
            <li>
              <button
                type="button"
                className="eo-menu-item"
                onClick={() => {
                  close();
                  openMerchantCenterPicker();
                }}
              >
                {t('switchDistributionCenter')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className="eo-menu-item"
              data-testid="merchant-logout"
              onClick={() => {
                close();
                void logoutMerchant();
              }}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}

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
