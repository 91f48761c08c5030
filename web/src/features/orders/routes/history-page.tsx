// /history: the customer's orders, by status tab (All by default, as the specification says of
// the order lists), newest first, with load more. Each order opens its detail, its tracking, or
// goes back into the cart (buy again).
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router-dom';
import { ORDER_LIST_TABS, ORDER_STATUS_LABELS, type OrderListTab } from '@eorder/shared';
import { RetryCard } from '@/components/retry-state';
import { LinkTabs } from '@/components/link-tabs';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { useBuyAgain } from '../hooks/use-buy-again';
import '../i18n';
import styles from '../components/orders.module.css';

export const tabOf = (value: string | null): OrderListTab =>
  (ORDER_LIST_TABS as readonly string[]).includes(value ?? '') ? (value as OrderListTab) : 'All';

export function HistoryPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('status'));
  const { orders, hasMore, isLoading, isValidating, error, size, setSize, mutate } = useOrders(tab);
  const buy = useBuyAgain();

  return (
    <section className={styles.page} data-testid="page-history">
      <PageTitle title={tp('title.history')} />
      <LinkTabs
        className={styles.tabs}
        label={t('tabsLabel')}
        current={tab}
        tabs={ORDER_LIST_TABS.map((name) => ({
          key: name,
          to: localePath(paths.history.href(undefined, { status: name === 'All' ? null : name })),
          label: name === 'All' ? t('tabs.All') : ORDER_STATUS_LABELS[name][lang],
        }))}
      />
      {isLoading ? <PageSkeleton /> : null}
      {error && orders.length === 0 ? (
        <RetryCard
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void mutate()}
        />
      ) : null}
      {!isLoading && !error && orders.length === 0 ? (
        <div className={styles.card} data-testid="history-empty">
          <p>{tab === 'All' ? t('empty') : t('emptyTab')}</p>
        </div>
      ) : null}
      <ul className={styles.list} aria-label={tp('title.history')}>
        {orders.map((order) => (
          <OrderCard
            key={`${order.SaleUnit}/${order.OrderID}`}
            order={order}
            buying={buy.busy === order.OrderID}
            onBuyAgain={() => void buy.run(order)}
          />
        ))}
      </ul>
      {hasMore ? (
        <Button block loading={isValidating} onClick={() => void setSize(size + 1)}>
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
