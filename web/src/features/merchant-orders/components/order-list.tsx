// A list of the center's orders: cards linking to the detail, a load-more button, the empty and
// failed states. Used by the order list and by the goods issue page (with its own actions).
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MerchantOrderListAnswer } from '@eorder/shared';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { StatusTag } from '@/components/order-status-tag';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { useMerchantOrders } from '../api/merchant-orders';
import '../i18n';
import styles from './merchant-orders.module.css';

type Row = MerchantOrderListAnswer['Data'][number];

export function OrderList({ list, extra }: { list: ReturnType<typeof useMerchantOrders>; extra?: (order: Row) => ReactNode }) {
  const { t } = useTranslation('merchantOrders');
  const lang = useLang();
  const localePath = useLocalePath();
  if (list.error) {
    return (
      <div className={styles.card} role="alert">
        <p>{t('loadFailed')}</p>
        <Button size="small" onClick={() => void list.mutate()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!list.isLoading && list.orders.length === 0) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <>
      <p className={styles.muted} data-testid="order-count">
        {t(list.capped ? 'countAtLeast' : 'count', { count: list.total })}
      </p>
      <ul className={styles.list} data-testid="merchant-order-list">
        {list.orders.map((order) => (
          <li key={`${order.SaleUnit}/${order.OrderID}`} className={styles.card} data-testid="merchant-order-row" data-order-id={order.OrderID}>
            <div className={styles.row}>
              <Link className={styles.orderNo} to={localePath(paths.merchantOrderDetail.href({ orderid: order.OrderID, saleunit: order.SaleUnit }))}>
                {t('orderNo', { id: order.OrderID })}
              </Link>
              <StatusTag status={order.Status} />
            </div>
            <div className={styles.row}>
              <span>
                {order.Customer_Name ?? ''} <span className={styles.muted}>({order.Customer_Id})</span>
              </span>
              <strong>{order.Mode === 'point' ? t('points', { points: formatNumber(Number(order.PointsUsed ?? 0), lang) }) : formatMoney(Number(order.Total ?? 0), lang)}</strong>
            </div>
            <div className={styles.muted}>{formatDateTime(order.OrderDate, lang)}</div>
            {extra ? extra(order) : null}
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button block loading={list.isValidating} onClick={() => void list.setSize(list.size + 1)} data-testid="load-more">
          {t('loadMore')}
        </Button>
      ) : null}
    </>
  );
}
