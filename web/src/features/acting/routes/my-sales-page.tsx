// `/sales/mysales`: the salesperson's own orders with totals by month, and "order for a client":
// search the clients they may act for and start that client's session.
import { Button, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMySales, useSalesClients } from '../api/acting-api';
import { OrderAsClientButton } from '../components/order-as-client-button';
import { monthLabel } from '../lib/rules';
import styles from '../acting.module.css';

/** The order's status in the page's language (the answer carries both names). */
function statusName(
  order: Record<string, unknown> & { Status: string },
  lang: 'th' | 'en',
): string {
  const name = lang === 'en' ? order.StatusNameEn : order.StatusName;
  return typeof name === 'string' && name !== '' ? name : order.Status;
}

function ClientPicker({ saleUnit }: { saleUnit: string }) {
  const { t } = useTranslation('acting');
  const [text, setText] = useState('');
  const clients = useSalesClients(saleUnit, text);
  return (
    <div className={styles.card} data-testid="sales-client-picker">
      <span className={styles.name}>{t('orderForAClient')}</span>
      <SearchField label={t('searchCustomers')} onSearch={setText} onClear={() => setText('')} />
      <ul className={styles.picker}>
        {clients.data?.Data.map((client) => (
          <li
            key={`${client.CUSTOMERCODE}-${client.SALEUNIT}`}
            className={styles.row}
            data-testid="sales-client"
          >
            <span>
              {client.CUSTOMERNAME ?? client.CUSTOMERCODE}{' '}
              <span className={styles.muted}>{client.CUSTOMERCODE}</span>{' '}
              {client.IsOwn ? <Tag color="primary">{t('ownClient')}</Tag> : null}
            </span>
            <OrderAsClientButton code={client.CUSTOMERCODE} saleUnit={client.SALEUNIT} />
          </li>
        ))}
      </ul>
      {clients.data && clients.data.Data.length === 0 ? (
        <p className={styles.muted}>{t('noClients')}</p>
      ) : null}
    </div>
  );
}

export function MySalesPage() {
  const { t } = useTranslation('acting');
  const lang = useLang();
  const localePath = useLocalePath();
  const session = useSession();
  const saleUnit = session.selectedStaffDist?.SaleUnit ?? session.staff?.selectedDist ?? null;
  const [month, setMonth] = useState<string | null>(null);
  const sales = useMySales(saleUnit, month);
  return (
    <section className={styles.page} data-testid="my-sales">
      <PageTitle title={t('mySales')} />
      {saleUnit ? <ClientPicker saleUnit={saleUnit} /> : null}
      {sales.error ? (
        <div className={styles.card} role="alert">
          {t('loadFailed')}
          <Button size="small" onClick={() => void sales.mutate()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <div className={styles.actions} role="group" aria-label={t('mySales')}>
        <Button
          size="mini"
          color={month === null ? 'primary' : 'default'}
          onClick={() => setMonth(null)}
        >
          {t('allMonths')}
        </Button>
        {sales.data?.Months.map((m) => (
          <Button
            key={m.Month}
            size="mini"
            color={month === m.Month ? 'primary' : 'default'}
            onClick={() => setMonth(m.Month)}
            data-testid="sales-month"
          >
            {monthLabel(m.Month, lang)} · {t('ordersThisMonth', { count: Number(m.TotalOrder) })} ·{' '}
            {formatMoney(Number(m.TotalAmount), lang)}
          </Button>
        ))}
      </div>
      {sales.data && sales.data.Orders.Data.length === 0 ? (
        <p className={styles.muted}>{t('noSales')}</p>
      ) : null}
      <ul className={styles.list}>
        {sales.data?.Orders.Data.map((order) => (
          <li
            key={`${order.SaleUnit}-${order.OrderID}`}
            className={styles.card}
            data-testid="sales-order"
          >
            <div className={styles.row}>
              <Link
                to={localePath(
                  paths.merchantOrderDetail.href({
                    orderid: order.OrderID,
                    saleunit: order.SaleUnit,
                  }),
                )}
                className={styles.name}
              >
                {order.OrderID}
              </Link>
              <strong>{formatMoney(Number(order.Total ?? order.Money ?? 0), lang)}</strong>
            </div>
            <span>{order.Customer_Name ?? order.Customer_Id}</span>
            <span className={styles.muted}>
              {formatDateTime(order.OrderDate, lang)} · {statusName(order, lang)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
