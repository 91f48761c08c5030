import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Dropdown } from '@/components/dropdown';
import { UserIcon } from '@/components/icons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/config';
import { formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { logoutCustomer, useShellSession } from '../session';

/**
 * My-account menu of the desktop top bar: points, name, register/login or logout, my account, the
 * Redeem / Products for sale switch, history, news and promotions.
 */
export function AccountMenu() {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const lang = useLang();
  const localePath = useLocalePath();
  const { customer } = useShellSession();
  const { flags } = getRuntimeConfig();
  const signedIn = customer.isAuthenticated && !customer.isGuest;
  const name = signedIn ? (customer.name ?? '') : t('guest');
  const showNews = signedIn && !customer.isSalemanActing && !flags.profile.disableNewsPage;

  return (
    <Dropdown
      label={t('accountMenu')}
      testId="account-menu"
      className="eo-account-menu"
      trigger={
        <>
          <UserIcon size={20} />
          <span className="eo-account-name" translate={signedIn ? 'no' : undefined}>
            {name || t('myAccount')}
          </span>
        </>
      }
    >
      {(close) => (
        <ul className="eo-menu-list">
          {signedIn && flags.profile.showPoint && customer.points !== null && (
            <li className="eo-menu-note" data-testid="account-points">
              {t('points', { points: formatNumber(customer.points, lang) })}
            </li>
          )}
          <li className="eo-menu-note eo-menu-name">{name}</li>
          {!signedIn && !flags.hideLoginLogout && (
            <li>
              <Link className="eo-menu-item" to={localePath(paths.login.href())} onClick={close}>
                {t('registerLogin')}
              </Link>
            </li>
          )}
          {signedIn && (
            <>
              <li>
                <Link className="eo-menu-item" to={localePath(paths.profile.href())} onClick={close}>
                  {t('myAccount')}
                </Link>
              </li>
              <li>
                {/* Re-authenticates, reloads the catalogue, re-syncs the cart and goes home (loaded on use). */}
                <button
                  type="button"
                  className="eo-menu-item"
                  data-testid="switch-point-mode"
                  onClick={() => {
                    close();
                    void import('@/features/points')
                      .then(({ switchPointMode }) => switchPointMode(!customer.pointMode))
                      .then((ok) => {
                        if (!ok) showToast(tc('genericError', { ns: 'errors' }), { kind: 'fail' });
                      })
                      .catch(() => showToast(tc('somethingWentWrong', { ns: 'errors' }), { kind: 'fail' }));
                  }}
                >
                  {customer.pointMode ? t('switchToSale') : t('switchToRedeem')}
                </button>
              </li>
              <li>
                <Link className="eo-menu-item" to={localePath(paths.history.href())} onClick={close}>
                  {t('history')}
                </Link>
              </li>
              {showNews && (
                <li>
                  <Link className="eo-menu-item" to={localePath(paths.profileNewsList.href())} onClick={close}>
                    {t('newsAndPromotions')}
                  </Link>
                </li>
              )}
              {!flags.hideLoginLogout && (
                <li>
                  <button
                    type="button"
                    className="eo-menu-item"
                    data-testid="logout"
                    onClick={() => {
                      close();
                      void logoutCustomer();
                    }}
                  >
                    {t('logout')}
                  </button>
                </li>
              )}
            </>
          )}
        </ul>
      )}
    </Dropdown>
  );
}
