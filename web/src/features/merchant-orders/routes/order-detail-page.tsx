// /merchant/order/{orderid}/{saleunit}: the order with its lines, promotions, addresses, payment,
// parcel and status history, and the actions the lifecycle allows staff now, each one click with
// a confirmation.
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import type { MerchantOrderAction, MerchantOrderInvoice, OrderParty } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useLang } from '@/config/paths';
import { partyText, StatusTimeline } from '@/features/orders';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { promotionFullName } from '@/lib/localized-name';
import { ActionDialog } from '../components/action-dialog';
import { OrderHeader } from '../components/order-header';
import { PaymentSummary } from '../components/payment-summary';
import { useOrderPage } from '../components/use-order-page';
import { invoiceView } from '../lib/invoice';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

function Party({ title, party }: { title: string; party: OrderParty | null }) {
  if (!party) return null;
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <strong>{party.Name}</strong>
      <div>{partyText(party)}</div>
      {party.Phone ? <div className={styles.muted}>{party.Phone}</div> : null}
      {party.TaxID ? <div className={styles.muted}>{party.TaxID}</div> : null}
    </section>
  );
}

/** The invoice the rider approves or cancels at delivery, where the company approves invoices. */
function InvoiceState({ invoice }: { invoice: MerchantOrderInvoice }) {
  const { t } = useTranslation('merchantOrders');
  const lang = useLang();
  const view = invoiceView(invoice);
  return (
    <div className={styles.row} data-testid="invoice" data-status={invoice.Status}>
      <span>{t('invoice.title')}</span>
      <span className={styles.invoiceState}>
        <Tag color={view.color} fill="outline">
          {t(`invoice.${invoice.Status}`)}
        </Tag>
        {view.decided ? (
          <div className={styles.muted}>
            {t('invoice.decided', { when: formatDateTime(view.decided.at, lang), who: t(`invoice.by.${view.decided.who}`) })}
          </div>
        ) : null}
      </span>
    </div>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const { data, error, isLoading, notFound, mutate } = useOrderPage();
  const [action, setAction] = useState<MerchantOrderAction | null>(null);

  if (isLoading) return <PageSkeleton />;
  if (notFound) return null;
  if (error || !data) {
    return (
      <section className={styles.page}>
        <PageTitle title={tp('title.merchantOrderDetail')} />
        <p role="alert">{t('loadFailed')}</p>
      </section>
    );
  }
  const order = data.Order;
  const point = order.Mode === 'point';
  const amount = (value: unknown) => (point ? t('points', { points: formatNumber(Number(value ?? 0), lang) }) : formatMoney(Number(value ?? 0), lang));

  return (
    <section className={styles.page} data-testid="page-merchantOrderDetail">
      <PageTitle title={tp('title.merchantOrderDetail')} />
      <OrderHeader detail={data} />
      {data.Actions.length > 0 ? (
        <div className={`${styles.card} ${styles.actions}`} data-testid="order-actions">
          {data.Actions.map((name) => (
            <Button key={name} color={name === 'cancel' ? 'danger' : 'primary'} fill={name === 'cancel' ? 'outline' : 'solid'} data-testid={`action-${name}`} onClick={() => setAction(name)}>
              {t(`actions.${name}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={styles.twoColumns}>
        <section className={styles.card} aria-label={t('lines')}>
          <h2 className={styles.sectionTitle}>{t('lines')}</h2>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th>{t('product')}</th>
                <th className={styles.number}>{t('qty')}</th>
                <th className={styles.number}>{t('amount')}</th>
              </tr>
            </thead>
            <tbody>
              {data.OrderDetails.map((line) => (
                <tr key={`${line.LineNo ?? ''}-${line.P_Code}`}>
                  <td>
                    {line.PRODUCTNAME ?? line.P_Code}
                    <div className={styles.muted}>{line.P_Code}</div>
                  </td>
                  <td className={styles.number}>
                    {formatNumber(Number(line.Qty ?? 0), lang)} {line.UNITNAME ?? ''}
                  </td>
                  <td className={styles.number}>{point ? formatNumber(Number(line.Points ?? 0), lang) : formatMoney(Number(line.Amount ?? 0), lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.Promotions.length > 0 ? (
            <ul className={styles.list} aria-label={t('promotions')}>
              {data.Promotions.map((promotion) => (
                <li key={promotion.PromotionId} className={styles.row}>
                  <span>{promotionFullName(promotion, lang) || promotion.PromotionId}</span>
                  <span>-{formatMoney(promotion.DiscountAmount, lang)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.row}>
            <strong>{t('total')}</strong>
            <strong>{amount(point ? order.PointsUsed : order.Total)}</strong>
          </div>
          {order.Remark ? <div className={styles.muted}>{t('remark', { text: order.Remark })}</div> : null}
        </section>
        <div className={styles.page}>
          <PaymentSummary payment={data.Payment} />
          <section className={styles.card} aria-label={t('tracking.title')} data-testid="parcel">
            <h2 className={styles.sectionTitle}>{t('tracking.title')}</h2>
            {data.Parcel.RiderName ? <div>{t('tracking.riderIs', { name: data.Parcel.RiderName })}</div> : null}
            {data.Parcel.Carrier ? <div>{t('tracking.carrierIs', { name: data.Parcel.Carrier })}</div> : null}
            {data.Parcel.TrackingNo ? <div>{t('tracking.trackingNoIs', { no: data.Parcel.TrackingNo })}</div> : null}
            {data.Parcel.ExpectedDate ? <div>{t('tracking.expectedIs', { date: formatDate(data.Parcel.ExpectedDate, lang) ?? data.Parcel.ExpectedDate })}</div> : null}
            {data.Invoice ? <InvoiceState invoice={data.Invoice} /> : null}
          </section>
          <Party title={t('shipTo')} party={data.ShipTo} />
          <Party title={t('billTo')} party={data.BillTo} />
        </div>
      </div>
      <section className={styles.card} aria-label={t('history')}>
        <h2 className={styles.sectionTitle}>{t('history')}</h2>
        <StatusTimeline status={order.Status} events={data.StatusHistory} />
      </section>
      <ActionDialog
        key={`${action ?? ''}-${order.Status}`}
        action={action}
        detail={data}
        onClose={() => setAction(null)}
        onDone={(changed) => {
          setAction(null);
          void (changed ? mutate(changed, { revalidate: false }) : mutate());
        }}
      />
    </section>
  );
}
