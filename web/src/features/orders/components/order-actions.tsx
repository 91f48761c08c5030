// What the customer can do with an order: pay it online, track it, see its delivery order, buy
// again, and make it a recurring order (not a redeem order).
import { Link } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { methodPage } from '@/features/payments';
import { useTranslation } from '@/lib/i18n';
import type { OrderFullDetail } from '../api/orders.schema';
import type { useBuyAgain } from '../hooks/use-buy-again';
import type { OrderFacts } from '../lib/order-facts';
import styles from './orders.module.css';

interface Props {
  data: OrderFullDetail;
  facts: OrderFacts;
  buy: ReturnType<typeof useBuyAgain>;
}

export function OrderActions({ data, facts, buy }: Props) {
  const { t } = useTranslation('orders');
  const localePath = useLocalePath();
  const order = data.Order;
  const ids = { orderid: order.OrderID, saleunit: order.SaleUnit };
  return (
    <div className={`${styles.actions} ${styles.noPrint}`}>
      {facts.canPay ? (
        <Link className={`${styles.action} ${styles.actionPrimary}`} to={localePath(methodPage(facts.method, ids))} data-testid="pay-order">
          {t('payNow')}
        </Link>
      ) : null}
      <Link className={styles.action} to={localePath(paths.orderTracking.href({ id: order.OrderID }, { saleunit: order.SaleUnit }))}>
        {t('track')}
      </Link>
      <Link className={styles.action} to={localePath(paths.historyDeliveryOrder.href(ids))}>
        {t('deliveryOrder')}
      </Link>
      <button type="button" className={`${styles.action} ${styles.actionPrimary}`} disabled={buy.busy === order.OrderID} onClick={() => void buy.run(order, data)}>
        {buy.busy === order.OrderID ? t('buyingAgain') : t('buyAgain')}
      </button>
      {!facts.points ? (
        <Link
          className={styles.action}
          to={localePath(paths.orderSubscription.href(undefined, { fromOrder: order.OrderID, saleunit: order.SaleUnit }))}
        >
          {t('subscribe')}
        </Link>
      ) : null}
    </div>
  );
}
