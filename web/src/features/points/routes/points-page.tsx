// /point_tcp: the points balance, the switch to redeem mode, and the history of points received
// and paid (tabs All, Received, Paid). /voucher/points: the redemptions (goods issues) with their
// state: Wait (confirm redeem point), Approve, Cancel.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { POINT_HISTORY_TABS, type PointTransaction } from '@eorder/shared';
import { EmptyCard } from '@/components/card';
import { RetryCard } from '@/components/retry-state';
import { LinkTabs } from '@/components/link-tabs';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { StateTag, type Tone } from '@/components/state-tag';
import { paths, useLang, useLocalePath, type PathName } from '@/config/paths';
import { useSession } from '@/lib/session';
import { getRuntimeConfig } from '@/lib/config';
import { formatDateTime, formatNumber } from '@/lib/format';
import { usePointHistory, type PointTab } from '../api/get-point-history';
import { ModeSwitchButton } from '../components/mode-switch-button';
import '../i18n';
import { refreshPointBalance } from '../lib/points-balance';
import { isPointMode } from '../lib/switch-mode';
import styles from '../components/points.module.css';

const tabOf = (value: string | null): PointTab =>
  (POINT_HISTORY_TABS as readonly string[]).includes((value ?? '').toUpperCase())
    ? ((value ?? '').toUpperCase() as PointTab)
    : 'ALL';

const STATUS_TONES: Record<string, Tone> = {
  WAIT: 'warning',
  APPROVE: 'success',
  CANCEL: 'default',
};

function Balance() {
  const { t } = useTranslation('points');
  const lang = useLang();
  const [points, setPoints] = useState<number | null>(null);
  useEffect(() => {
    void refreshPointBalance().then(setPoints);
  }, []);
  if (!getRuntimeConfig().flags.profile.showPoint)
    return <p className={styles.muted}>{t('showPointOff')}</p>;
  return (
    <div className={styles.balance}>
      <div>
        <div>{t('balance')}</div>
        <div className={styles.balanceValue} data-testid="points-balance">
          {points === null ? '…' : formatNumber(points, lang)}
        </div>
        <div>{isPointMode() ? t('pointMode') : t('saleMode')}</div>
      </div>
      <ModeSwitchButton />
    </div>
  );
}

function Entry({ row, voucher }: { row: PointTransaction; voucher: boolean }) {
  const { t } = useTranslation('points');
  const lang = useLang();
  const localePath = useLocalePath();
  const received = row.Type === 'RECEIVED';
  const remark = row.Remark ?? '';
  const saleUnit = row.SaleUnit ?? null;
  const orderLink =
    row.OrderID && saleUnit && row.OrderID !== 'OPENING'
      ? localePath(paths.historyDetail.href({ orderid: row.OrderID, saleunit: saleUnit }))
      : null;
  const balance = (row as Record<string, unknown>).Balance;
  return (
    <li className={styles.row} data-testid={`point-entry-${row.Id}`}>
      <div>
        <div>
          {voucher && row.OrderID
            ? t('voucherTitle', { id: row.OrderID })
            : t(`reason.${remark}`, { defaultValue: remark || row.Type })}
        </div>
        <div className={styles.muted}>{formatDateTime(row.CreateDate, lang)}</div>
        {orderLink && !voucher ? (
          <Link className={styles.muted} to={orderLink}>
            {t('order', { id: row.OrderID })}
          </Link>
        ) : null}
        {orderLink && voucher ? (
          <Link to={orderLink}>{t('order', { id: row.OrderID })}</Link>
        ) : null}
      </div>
      <div className={styles.right}>
        <div className={received ? styles.plus : styles.minus}>
          {t(received ? 'received' : 'paid', { points: formatNumber(Number(row.Points), lang) })}
        </div>
        {typeof balance === 'number' ? (
          <div className={styles.muted}>
            {t('balanceAfter', { points: formatNumber(balance, lang) })}
          </div>
        ) : null}
        {row.Status ? (
          <StateTag tone={STATUS_TONES[row.Status] ?? 'default'} testId="redeem-status">
            {t(`redeemStatus.${row.Status}`, { defaultValue: row.Status })}
          </StateTag>
        ) : null}
      </div>
    </li>
  );
}

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
