// The parcel (rider or carrier, tracking number, expected date, invoice) and the order's parties.
import Tag from 'antd-mobile/es/components/tag';
import type { MerchantOrderDetailAnswer, MerchantOrderInvoice, OrderParty } from '@eorder/shared';
import { useLang } from '@/config/paths';
import { partyText } from '@/features/orders';
import { formatDate, formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { invoiceView } from '../lib/invoice';
import styles from './merchant-orders.module.css';

export function Party({ title, party }: { title: string; party: OrderParty | null }) {
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

export function ParcelCard({ detail: data }: { detail: MerchantOrderDetailAnswer }) {
  const { t } = useTranslation('merchantOrders');
  const lang = useLang();
  return (
    <section className={styles.card} aria-label={t('tracking.title')} data-testid="parcel">
      <h2 className={styles.sectionTitle}>{t('tracking.title')}</h2>
      {data.Parcel.RiderName ? <div>{t('tracking.riderIs', { name: data.Parcel.RiderName })}</div> : null}
      {data.Parcel.Carrier ? <div>{t('tracking.carrierIs', { name: data.Parcel.Carrier })}</div> : null}
      {data.Parcel.TrackingNo ? <div>{t('tracking.trackingNoIs', { no: data.Parcel.TrackingNo })}</div> : null}
      {data.Parcel.ExpectedDate ? <div>{t('tracking.expectedIs', { date: formatDate(data.Parcel.ExpectedDate, lang) ?? data.Parcel.ExpectedDate })}</div> : null}
      {data.Invoice ? <InvoiceState invoice={data.Invoice} /> : null}
    </section>
  );
}
