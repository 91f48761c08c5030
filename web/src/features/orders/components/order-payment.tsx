// An order's payment: the totals (or the points used), the method and its status, the delivery,
// the tax invoice, the remark and the goods issue.
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { OrderFullDetail } from '../api/orders.schema';
import type { OrderFacts } from '../lib/order-facts';
import styles from './orders.module.css';

function MoneyRows({ order, extra }: { order: OrderFullDetail['Order']; extra: Record<string, unknown> }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const money = (value: unknown) => formatMoney(Number(value ?? 0), lang);
  return (
    <>
      <div className={styles.row}>
        <dt>{t('subtotal')}</dt>
        <dd>{money(extra.Subtotal ?? order.Total)}</dd>
      </div>
      {Number(order.DiscountAmount ?? 0) > 0 ? (
        <div className={styles.row}>
          <dt>{t('discountTotal')}</dt>
          <dd className={styles.free}>−{money(order.DiscountAmount)}</dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>{t('vat')}</dt>
        <dd>{money(extra.VatAmount)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('grandTotal')}</dt>
        <dd data-testid="order-total">{money(order.Total ?? order.Money)}</dd>
      </div>
    </>
  );
}

export function OrderPayment({ data, facts }: { data: OrderFullDetail; facts: OrderFacts }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const order = data.Order;
  const { points, paymentStatus } = facts;
  return (
    <section className={styles.card} aria-label={t('payment')}>
      <h2 className={styles.sectionTitle}>{t('payment')}</h2>
      <dl className={styles.rows}>
        {points ? (
          <div className={`${styles.row} ${styles.total}`}>
            <dt>{t('pointsUsed')}</dt>
            <dd>{t('points', { points: formatNumber(Number(order.PointsUsed ?? 0), lang) })}</dd>
          </div>
        ) : (
          <MoneyRows order={order} extra={facts.extra} />
        )}
        <div className={styles.row}>
          <dt>{t('paymentMethod')}</dt>
          <dd data-testid="order-payment-method">{facts.methodName ?? t('pointMethod')}</dd>
        </div>
        {!points && paymentStatus ? (
          <div className={styles.row}>
            <dt>{t('paymentStatus')}</dt>
            <dd>{t(`paymentStatuses.${paymentStatus}`, { defaultValue: paymentStatus })}</dd>
          </div>
        ) : null}
        {!points ? (
          <div className={styles.row}>
            <dt>{t('delivery')}</dt>
            <dd>{order.DeliveryMethod === 'VAN' ? t('deliveryVan') : t('deliveryStandard')}</dd>
          </div>
        ) : null}
      </dl>
      {order.NeedTaxInvoice === true || order.NeedTaxInvoice === 'Y' ? <div className={styles.muted}>{t('taxInvoice')}</div> : null}
      {order.Remark ? (
        <div>
          <span className={styles.muted}>{t('remark')}: </span>
          {order.Remark}
        </div>
      ) : null}
      {data.GoodsIssue ? (
        <div data-testid="goods-issue" data-status={data.GoodsIssue.Status}>
          <span className={styles.muted}>{t('goodsIssue')}: </span>
          {t(`goodsIssueStatus.${data.GoodsIssue.Status}`, { defaultValue: data.GoodsIssue.Status })}
        </div>
      ) : null}
    </section>
  );
}
