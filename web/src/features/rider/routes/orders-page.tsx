// `/rider?status=`: the rider's orders of the day by tab; `status=Invoice Approve` (the bottom
// navigation's tab, for the company that approves invoices) lists the invoices waiting.
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router-dom';
import { RIDER_INVOICE_TAB, RIDER_LIST_STATUSES, type RiderListStatus } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from '@/lib/i18n';
import { preloadRiderOrders, useRiderOrders } from '../api/rider-api';
import { RiderOrderCard } from '../components/rider-order-card';
import { PendingSteps } from '../components/pending-steps';
import styles from '../rider.module.css';

const TABS = RIDER_LIST_STATUSES.filter((status) => status !== RIDER_INVOICE_TAB);

const isStatus = (value: string | null): value is RiderListStatus =>
  (RIDER_LIST_STATUSES as readonly string[]).includes(value ?? '');

/** The tab a `status` query names: the approved orders when it names none. */
const tabOf = (raw: string | null): RiderListStatus => (isStatus(raw) ? raw : 'APPROVED');

export function RiderOrdersPage() {
  const { t } = useTranslation('rider');
  const [params, setParams] = useSearchParams();
  const status = tabOf(params.get('status'));
  if (status === RIDER_INVOICE_TAB) return <InvoiceList />;
  return (
    <section className={styles.page} data-testid="rider-orders">
      <PageTitle title={t('ordersTitle')} />
      <PendingSteps />
      <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            className={`${styles.tab} ${tab === status ? styles.tabActive : ''}`}
            onClick={() => setParams({ status: tab }, { replace: true })}
          >
            {t(`tab.${tab}`)}
          </button>
        ))}
      </div>
      <OrderList status={status} />
    </section>
  );
}

/** The invoices waiting for the rider's decision (`/rider/singha` and the Invoice Approve tab). */
export function InvoiceList() {
  const { t } = useTranslation('rider');
  return (
    <section className={styles.page} data-testid="rider-invoices">
      <PageTitle title={t('invoiceTitle')} />
      <PendingSteps />
      <OrderList status={RIDER_INVOICE_TAB} singha />
    </section>
  );
}

function OrderList({ status, singha = false }: { status: RiderListStatus; singha?: boolean }) {
  const { t } = useTranslation('rider');
  const { orders, hasMore, error, isLoading, isValidating, size, setSize, mutate } = useRiderOrders(status);
  if (isLoading) return <p className={styles.muted}>{t('loading')}</p>;
  if (error && orders.length === 0)
    return (
      <div>
        <p className={styles.error}>{t('loadFailed')}</p>
        <Button onClick={() => void mutate()}>{t('retry')}</Button>
      </div>
    );
  if (orders.length === 0) return <p className={styles.muted}>{t(`empty.${status === RIDER_INVOICE_TAB ? 'invoice' : status}`)}</p>;
  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <RiderOrderCard key={`${order.SaleUnit}-${order.OrderID}`} order={order} singha={singha} />
        ))}
      </ul>
      {hasMore ? (
        <Button block loading={isValidating} onClick={() => void setSize(size + 1)} data-testid="rider-load-more">
          {t('loadMore')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The list's first page asked for while the page's code and texts load (the router calls it before
 * the first render): the tab the address names.
 */
export function preloadData(): void {
  preloadRiderOrders(tabOf(new URLSearchParams(window.location.search).get('status')));
}

/** The same for `/rider/singha`: the invoices waiting. */
export function preloadInvoiceData(): void {
  preloadRiderOrders(RIDER_INVOICE_TAB);
}
