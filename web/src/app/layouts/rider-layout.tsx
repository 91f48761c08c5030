import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CheckIcon, OrderIcon, UserIcon } from '@/components/icons';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { paths, stripLangPrefix, useLocalePath } from '@/config/paths';
import { showRiderInvoiceApprove } from '@/config/features';
import { getRuntimeConfig } from '@/lib/config';
import { AppOutlet } from '../app-outlet';
import { BottomNav, type BottomNavItem } from './bottom-nav';
import { MobileTopBar } from './mobile-top-bar';
import { SkipLink } from './skip-link';
import { useRouteTitle } from './use-route-title';

/** The rider list's query value for invoices waiting for approval. */
export const INVOICE_APPROVE_STATUS = 'Invoice Approve';

/** The rider area: a phone app on every screen size, with Order, Invoice Approve and Profile. */
export function RiderLayout() {
  const { t } = useTranslation('layout');
  const title = useRouteTitle();
  const location = useLocation();
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const path = stripLangPrefix(location.pathname);
  const onList = path === paths.rider.pattern;
  const invoiceView = onList && params.get('status') === INVOICE_APPROVE_STATUS;

  const items: BottomNavItem[] = [
    { key: 'order', to: localePath(paths.rider.href()), label: t('riderOrder'), icon: <OrderIcon />, active: onList && !invoiceView },
  ];
  if (showRiderInvoiceApprove(getRuntimeConfig())) {
    items.push({
      key: 'invoice-approve',
      to: localePath(paths.rider.href(undefined, { status: INVOICE_APPROVE_STATUS })),
      label: t('riderInvoiceApprove'),
      icon: <CheckIcon />,
      active: invoiceView,
    });
  }
  items.push({
    key: 'profile',
    to: localePath(paths.riderProfile.href()),
    label: t('riderProfile'),
    icon: <UserIcon />,
    active: path === paths.riderProfile.pattern,
  });

  return (
    <div className="eo-app eo-rider eo-phone">
      <SkipLink />
      <MaintenanceBanner />
      <MobileTopBar title={title} showBack={!onList && path !== paths.riderProfile.pattern} />
      <main id="main" className="eo-main eo-rider-main" tabIndex={-1}>
        <AppOutlet />
      </main>
      <BottomNav items={items} label={t('bottomNavigation')} />
    </div>
  );
}
