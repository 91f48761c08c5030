// /point_tcp: the points balance, the switch to redeem mode, and the history of points received
// and paid (tabs All, Received, Paid). /voucher/points: the redemptions (goods issues) with their
// state: Wait (confirm redeem point), Approve, Cancel.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { POINT_HISTORY_TABS, type PointTransaction } from '@eorder/shared';
import { EmptyCard } from '@/components/card';
import { RetryCard } from '@/components/retry-state';
import { LinkTabs } from '@/components/link-tabs';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLocalePath, type PathName } from '@/config/paths';
import { useSession } from '@/lib/session';
import { usePointHistory, type PointTab } from '../api/get-point-history';
import { Balance } from '../components/balance';
import { Entry } from '../components/point-entry';
import '../i18n';
import styles from '../components/points.module.css';

const tabOf = (value: string | null): PointTab =>
  (POINT_HISTORY_TABS as readonly string[]).includes((value ?? '').toUpperCase())
    ? ((value ?? '').toUpperCase() as PointTab)
    : 'ALL';


/** Vouchers: the redemptions, filtered by their goods issue (Received approved, Paid waiting). */
function voucherRows(rows: readonly PointTransaction[], tab: PointTab): PointTransaction[] {
  const redemptions = rows.filter(
    (row) => row.Type === 'PAID' && row.OrderID && row.Remark === 'ORDER_REDEEM',
  );
  if (tab === 'RECEIVED') return redemptions.filter((row) => row.Status === 'APPROVE');
  if (tab === 'PAID') return redemptions.filter((row) => row.Status === 'WAIT');
  return redemptions;
}

export function PointsPage({ name }: { name: PathName }) {
  const { t } = useTranslation('points');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const session = useSession();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const voucher = name === 'voucherPoints';
  const owner = session.customer
    ? `${session.customer.CUSTOMERCODE}/${session.customer.ActiveDC ?? session.customer.SALEUNIT ?? ''}`
    : null;
  // Vouchers are the paid entries; their tabs filter by the redemption's state.
  const history = usePointHistory(voucher ? 'PAID' : tab, owner);
  const rows = voucher ? voucherRows(history.rows, tab) : history.rows;

  return (
    <section className={styles.page} data-testid={`page-${name}`}>
      <PageTitle title={tp(`title.${name}`)} />
      <Balance />
      <LinkTabs
        label={t('tabsLabel')}
        current={tab}
        tabs={POINT_HISTORY_TABS.map((item) => ({
          key: item,
          to: localePath(
            paths[name].href(undefined, { tab: item === 'ALL' ? null : item.toLowerCase() }),
          ),
          label: voucher ? t(`voucherTabs.${item}`) : t(`tabs.${item}`),
        }))}
      />
      {history.isLoading ? <PageSkeleton /> : null}
      {history.error && rows.length === 0 ? (
        <RetryCard
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void history.mutate()}
        />
      ) : null}
      {!history.isLoading && !history.error && rows.length === 0 ? (
        <EmptyCard>{voucher ? t('emptyVouchers') : t('empty')}</EmptyCard>
      ) : null}
      {rows.length > 0 ? (
        <ul className={styles.list}>
          {rows.map((row) => (
            <Entry key={String(row.Id)} row={row} voucher={voucher} />
          ))}
        </ul>
      ) : null}
      {history.hasMore ? (
        <Button
          block
          loading={history.isValidating}
          onClick={() => void history.setSize(history.size + 1)}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}