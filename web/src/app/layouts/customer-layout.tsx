import Badge from 'antd-mobile/es/components/badge';
import { lazy, Suspense } from 'react';
import { useChatUnread } from '@/lib/chat/rooms';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { ChatIcon, CartIcon, GridIcon, HistoryIcon, HomeIcon, UserIcon, UsersIcon } from '@/components/icons';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { paths, stripLangPrefix, useLocalePath } from '@/config/paths';
import { useCartSummary } from '@/features/cart/summary';
import { CenterPickerHost } from '@/features/centers';
import { getRuntimeConfig } from '@/lib/config';
import { usePageSettled } from '@/lib/idle';
import { isPhoneScreen, useIsPhone } from '@/lib/use-media-query';
import { openDrawer } from '@/lib/ui-store';
import { AppOutlet } from '../app-outlet';
import { useSession } from '@/lib/session';
import { useShellSession } from '../session';
import { AgentBanner } from './agent-banner';
import { BottomNav, type BottomNavItem } from './bottom-nav';
import { CategoryDrawer } from './category-drawer';
import { DesktopHeaderFrame } from './desktop-header-frame';
import { MobileTopBar } from './mobile-top-bar';
import { SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

// The desktop top bar (account and language menus, the search box) is a chunk of its own: a phone
// never loads it. On a desktop screen its load starts with the app, beside the first page's.
const loadDesktopHeader = () => import('./desktop-header').then((m) => ({ default: m.DesktopHeader }));
const DesktopHeader = lazy(loadDesktopHeader);
if (typeof window !== 'undefined' && !isPhoneScreen()) void loadDesktopHeader().catch(() => undefined);

// The footer is below the first screen: its code loads once the first page has settled.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

// Only a session that came from LINE can need the official-account prompt: its code loads then.
const ActiveCenterOfficialAccountPrompt = lazy(() =>
  import('./line-official-account').then((m) => ({ default: m.ActiveCenterOfficialAccountPrompt })),
);

/** Chat is hidden for a salesperson acting as a customer and where support chat is off. */
export function useChatVisible(): boolean {
  const { customer } = useShellSession();
  return !customer.isSalemanActing && !getRuntimeConfig().flags.support.disableChat;
}

function ChatLink({ className, testId, unread }: { className: string; testId: string; unread: number }) {
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  return (
    <Link to={localePath(paths.chatList.href())} className={className} aria-label={t('openChat')} data-testid={testId}>
      <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
        <ChatIcon />
      </Badge>
      {className.includes('fab') && <span>{t('chat')}</span>}
    </Link>
  );
}

function usePhoneNavItems(): BottomNavItem[] {
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  const { count } = useCartSummary();
  const { customer } = useShellSession();
  const { flags } = getRuntimeConfig();
  const items: BottomNavItem[] = [
    { key: 'home', to: localePath(paths.home.href()), label: t('home'), icon: <HomeIcon />, end: true },
  ];
  if (flags.product.showBottomProductPage) {
    items.push({ key: 'product', to: localePath(paths.product.href()), label: t('product'), icon: <GridIcon /> });
  }
  items.push({ key: 'cart', to: localePath(paths.cart.href()), label: t('cart'), icon: <CartIcon />, badge: count });
  if (flags.bottomNavigation.showHistoryButton) {
    items.push({ key: 'buy-again', to: localePath(paths.history.href()), label: t('buyAgain'), icon: <HistoryIcon /> });
  }
  items.push({ key: 'profile', to: localePath(paths.profile.href()), label: t('profile'), icon: <UserIcon /> });
  if (customer.isAgent) {
    items.push({ key: 'my-clients', to: localePath(paths.agentsCustomers.href()), label: t('myClients'), icon: <UsersIcon /> });
  }
  return items;
}

/**
 * The default customer layout: desktop top bar, or on a phone the 56 px top bar and the bottom
 * navigation; the category drawer, the footer and the floating chat button.
 */
export function CustomerLayout() {
  const { t } = useTranslation('layout');
  const isPhone = useIsPhone();
  const title = useRouteTitle();
  const location = useLocation();
  const chatVisible = useChatVisible();
  const navItems = usePhoneNavItems();
  const isHome = stripLangPrefix(location.pathname) === paths.home.pattern;
  // The floating button would cover the message box of a chat page.
  const onChatPage = stripLangPrefix(location.pathname).startsWith('/chat/');
  const { fromLine } = useSession();
  // The footer, and for a session from LINE the prompt's code and look-ups, wait until the first
  // page has settled.
  const pageSettled = usePageSettled();
  // The unread count waits for the first page too: it is no part of what the first visit needs.
  const chatUnread = useChatUnread('customer', chatVisible && pageSettled);

  return (
    <div className={`eo-app eo-customer ${isPhone ? 'eo-phone' : 'eo-desktop'}`}>
      <SkipLink />
      <MaintenanceBanner />
      {isPhone ? (
        <MobileTopBar
          title={isHome ? undefined : title}
          showBack={!isHome}
          onMenu={openDrawer}
          menuLabel={t('openCategories')}
          right={chatVisible ? <ChatLink className="eo-icon-button" testId="top-bar-chat" unread={chatUnread} /> : null}
        />
      ) : (
        <Suspense fallback={<DesktopHeaderFrame />}>
          <DesktopHeader />
        </Suspense>
      )}
      <AgentBanner />
      <main id="main" className="eo-main eo-main-fill" tabIndex={-1}>
        <div className="eo-container">
          <AppOutlet />
        </div>
      </main>
      {pageSettled ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      {isPhone && <BottomNav items={navItems} label={t('bottomNavigation')} />}
      {!isPhone && chatVisible && !onChatPage && <ChatLink className="eo-chat-fab" testId="chat-fab" unread={chatUnread} />}
      <CategoryDrawer showLanguage={isPhone} />
      <CenterPickerHost />
      {fromLine && pageSettled ? (
        <Suspense fallback={null}>
          <ActiveCenterOfficialAccountPrompt />
        </Suspense>
      ) : null}
    </div>
  );
}
