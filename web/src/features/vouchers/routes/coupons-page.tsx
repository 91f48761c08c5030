// /voucher/coupon and /profile/mycoupon: the customer's coupons in the active center, with the tabs
// All, Received (can still be used) and Paid (used on an order). A coupon is used at checkout.
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { CustomerCoupon } from '@eorder/shared';
import { EmptyCard } from '@/components/card';
import { RetryCard } from '@/components/retry-state';
import { LinkTabs } from '@/components/link-tabs';
import { PageTitle } from '@/components/page-title';
import { StateTag } from '@/components/state-tag';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath, type PathName } from '@/config/paths';
import { useSession } from '@/lib/session';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useCoupons } from '../api/get-coupons';
import '../i18n';
import { COUPON_TABS, couponState, couponsOfTab, tabOf } from '../lib/coupon-tabs';
import styles from '../components/vouchers.module.css';

function CouponCard({ entry }: { entry: CustomerCoupon }) {
  const { t } = useTranslation('vouchers');
  const lang = useLang();
  const localePath = useLocalePath();
  const coupon = entry.Coupon;
  const extra = coupon as Record<string, unknown>;
  const value = Number(extra.Value ?? 0);
  const state = couponState(entry);
  const date = (text: unknown) =>
    typeof text === 'string' ? (formatDateTime(text, lang) ?? text) : null;
  const expires = date(coupon.ExpireDate);
  const used = date(coupon.UsedDate);
  const promotion = entry.Promotion?.Opt30 || entry.Promotion?.PromotionName;
  return (
    <li
      className={`${styles.coupon} ${state === 'UNUSED' ? '' : styles.couponUsed}`}
      data-testid={`coupon-${coupon.couponid}`}
      data-state={state}
    >
      <div className={styles.couponValue}>
        {coupon.CouponType === 'POINT'
          ? t('points', { value: formatNumber(value, lang) })
          : t('discount', { value: formatMoney(value, lang) })}
      </div>
      <div className={styles.couponBody}>
        <div className={styles.couponHead}>
          <span className={styles.code}>{coupon.couponid}</span>
          <StateTag tone={state === 'UNUSED' ? 'success' : 'default'}>
            {t(`state.${state}`)}
          </StateTag>
        </div>
        {promotion ? <div>{promotion}</div> : null}
        {state === 'USED' && used ? (
          <div className={styles.muted}>
            {t('usedOn', { date: used })}
            {coupon.OrderID ? ` ${t('usedOrder', { id: coupon.OrderID })}` : ''}
          </div>
        ) : expires ? (
          <div className={styles.muted}>{t('expires', { date: expires })}</div>
        ) : null}
        {state === 'UNUSED' ? (
          <div className={styles.actions}>
            <Link className={styles.action} to={localePath(paths.cart.href())}>
              {t('useNow')}
            </Link>
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(coupon.couponid)
                  .then(() => showToast(t('copied', { code: coupon.couponid })))
                  .catch(() => undefined);
              }}
            >
              {t('copy')}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function CouponsPage({ name }: { name: PathName }) {
  const { t } = useTranslation('vouchers');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const session = useSession();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const customer = session.customer;
  const saleUnit = customer?.ActiveDC || customer?.SALEUNIT || null;
  const { data, error, isLoading, mutate } = useCoupons(customer?.CUSTOMERCODE ?? null, saleUnit);
  const shown = couponsOfTab(data ?? [], tab);

  return (
    <section className={styles.page} data-testid={`page-${name}`}>
      <PageTitle title={tp(`title.${name}`)} />
      <LinkTabs
        label={t('tabsLabel')}
        current={tab}
        tabs={COUPON_TABS.map((item) => ({
          key: item,
          to: localePath(
            paths[name].href(undefined, { tab: item === 'ALL' ? null : item.toLowerCase() }),
          ),
          label: t(`tabs.${item}`),
        }))}
      />
      <p className={styles.muted}>{t('howTo')}</p>
      {isLoading ? <PageSkeleton /> : null}
      {error ? (
        <RetryCard
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void mutate()}
        />
      ) : null}
      {data && shown.length === 0 ? (
        <EmptyCard>{data.length === 0 ? t('empty') : t('emptyTab')}</EmptyCard>
      ) : null}
      <ul className={styles.list}>
        {shown.map((entry) => (
          <CouponCard key={entry.Coupon.couponid} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
