// /profile: the account's home; Register/Login for a guest, the account's picture, points, credit,
// pages and logout for a customer, as the configuration allows.
import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { ModeSwitchButton, refreshPointBalance } from '@/features/points';
import { getRuntimeConfig } from '@/lib/config';
import { formatMoney, formatNumber } from '@/lib/format';
import { useProfilePicture } from '../api/account';
import '../i18n';
import { pictureUrl } from '../lib/picture-url';
import { ProfileAvatar } from '../components/profile-avatar';
import { LanguageItem, ProfileMenu } from '../components/profile-menu';
import { inLang } from '@/lib/localized-name';
import styles from '../components/profile.module.css';

const num = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const { flags } = getRuntimeConfig();
  const user = session.customer;
  const signedIn = session.isAuthenticated && !!user;
  const picture = useProfilePicture(signedIn ? (user?.CUSTOMERCODE ?? null) : null);

  useEffect(() => {
    if (signedIn) void refreshPointBalance();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <section className={styles.page} data-testid="page-profile">
        <PageTitle title={tp('title.profile')} />
        <div className={styles.card}>
          <h2 className={styles.name}>{t('guestTitle')}</h2>
          <p className={styles.muted}>{t('guestHint')}</p>
          {!flags.hideLoginLogout ? (
            <Button color="primary" block onClick={() => void navigate(localePath(paths.login.href()))}>
              {t('registerLogin')}
            </Button>
          ) : null}
        </div>
        <ul className={styles.menu}>
          <LanguageItem />
        </ul>
      </section>
    );
  }

  const points = num((user as Record<string, unknown>).Points);
  const authorize = num(user.AuthorizeAmount);
  const credit = authorize - num(user.DebtAmount);
  const showCredit = flags.profile.showCreditBalance && authorize > 0;
  const acting = session.isLoginAsSaleman;
  const image = pictureUrl(picture.data ?? null);
  const name = user.CUSTOMERNAME ?? user.CUSTOMERCODE;
  const centerName = inLang(user.ActiveDCName ?? user.SALEUNIT_NAME, user.ActiveDCNameEN, lang);

  return (
    <section className={styles.page} data-testid="page-profile">
      <PageTitle title={tp('title.profile')} />
      <div className={styles.card}>
        <div className={styles.header}>
          <ProfileAvatar className={styles.avatar} image={image} name={name} />
          <div>
            <p className={styles.name} data-testid="profile-name" translate="no">
              {name}
            </p>
            <div className={styles.muted}>{t('customerCode', { code: user.CUSTOMERCODE })}</div>
            {centerName ? <div className={styles.muted}>{t('center', { name: centerName })}</div> : null}
          </div>
        </div>
        {acting ? <p className={styles.warning}>{t('salesmanNote')}</p> : null}
        {flags.profile.showPoint || showCredit ? (
          <div className={styles.stats}>
            {flags.profile.showPoint ? (
              <Link className={styles.stat} to={localePath(paths.pointTcp.href())}>
                <div className={styles.muted}>{t('points')}</div>
                <div className={styles.statValue} data-testid="profile-points">
                  {t('pointsValue', { points: formatNumber(points, lang) })}
                </div>
              </Link>
            ) : null}
            {showCredit ? (
              <div className={styles.stat}>
                <div className={styles.muted}>{t('credit')}</div>
                <div className={styles.statValue} data-testid="profile-credit">
                  {formatMoney(credit, lang)}
                </div>
                <div className={styles.muted}>{t('creditOf', { amount: formatMoney(authorize, lang) })}</div>
              </div>
            ) : null}
          </div>
        ) : null}
        <ModeSwitchButton block />
      </div>
      <ProfileMenu acting={acting} />
    </section>
  );
}
