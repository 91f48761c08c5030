// The profile's menu: the account's pages, the language and logout.
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router-dom';
import { localizePath, paths, useLang, useLocalePath } from '@/config/paths';
import { logoutCustomer } from '@/features/auth';
import { getRuntimeConfig } from '@/lib/config';
import styles from './profile.module.css';

function MenuLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <li>
      <Link className={styles.menuItem} to={to} data-testid={testId}>
        {label}
      </Link>
    </li>
  );
}

export function LanguageItem() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const location = useLocation();
  return (
    <li>
      <div className={`${styles.menuItem} ${styles.static}`}>
        <span>{t('language')}</span>
        <span className={styles.actions}>
          <Link to={localizePath(`${location.pathname}${location.search}`, 'th')} aria-current={lang === 'th' ? 'true' : undefined} lang="th" translate="no">
            ไทย
          </Link>
          <Link to={localizePath(`${location.pathname}${location.search}`, 'en')} aria-current={lang === 'en' ? 'true' : undefined}>
            English
          </Link>
        </span>
      </div>
    </li>
  );
}

export function ProfileMenu({ acting }: { acting: boolean }) {
  const { t } = useTranslation('profile');
  const localePath = useLocalePath();
  const { flags } = getRuntimeConfig();
  return (
    <ul className={styles.menu} aria-label={t('menu')}>
      {!acting ? <MenuLink to={localePath(paths.profileEditProfile.href())} label={t('editProfile')} /> : null}
      {!acting ? <MenuLink to={localePath(paths.profileChangePassword.href())} label={t('changePassword')} /> : null}
      <MenuLink to={localePath(paths.profileAddress.href())} label={t('addresses')} />
      <MenuLink to={localePath(paths.history.href())} label={t('history')} />
      <MenuLink to={localePath(paths.profileMyCoupon.href())} label={t('coupons')} />
      <MenuLink to={localePath(paths.orderSubscription.href())} label={t('subscriptions')} />
      {flags.profile.showPoint ? <MenuLink to={localePath(paths.pointTcp.href())} label={t('pointsPage')} /> : null}
      <MenuLink to={localePath(paths.voucherPoints.href())} label={t('pointVouchers')} />
      <MenuLink to={localePath(paths.profileWishlist.href())} label={t('wishlist')} />
      {!acting && !flags.profile.disableNewsPage ? <MenuLink to={localePath(paths.profileNewsList.href())} label={t('news')} /> : null}
      <MenuLink to={localePath(paths.pdpa.href())} label={t('pdpa')} />
      <LanguageItem />
      {!flags.hideLoginLogout ? (
        <li>
          <button type="button" className={`${styles.menuItem} ${styles.danger}`} onClick={() => void logoutCustomer()}>
            {t('logout')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
