// One entry of the points history: a receipt, a payment or a redemption with its state.
import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import type { PointTransaction } from '@eorder/shared';
import { StateTag, type Tone } from '@/components/state-tag';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatNumber } from '@/lib/format';
import styles from './points.module.css';

const STATUS_TONES: Record<string, Tone> = {
  WAIT: 'warning',
  APPROVE: 'success',
  CANCEL: 'default',
};

export function Entry({ row, voucher }: { row: PointTransaction; voucher: boolean }) {
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
