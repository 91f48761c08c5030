// /history/{orderid}/{saleunit}: one order as it was placed (the lines' snapshot), its discounts,
// addresses, payment and status history; cancelling while it still waits and is unpaid; buy again,
// tracking, the delivery order and turning it into a recurring order.
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useParams } from 'react-router-dom';
import { canCustomerCancel, mayTransition, PAYMENT_METHODS, type OrderParty } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { orderCenterName, promotionLabel } from '@/lib/localized-name';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { methodPage } from '@/features/payments';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { cancelOrder } from '../api/cancel-order';
import { useOrderDetail } from '../api/get-order-detail';
import type { OrderFullDetail } from '../api/orders.schema';
import { isPointOrder } from '../components/order-card';
import { StatusTag } from '@/components/order-status-tag';
import { StatusTimeline } from '../components/status-timeline';
import { partyText } from '../lib/party-text';
import { useBuyAgain } from '../hooks/use-buy-again';
import '../i18n';
import styles from '../components/orders.module.css';

/** Methods paid online after the order is placed. */
const ONLINE_METHODS = new Set(['THAI_QR', 'TRANSFER', 'LINEPAY']);


function Party({ title, party }: { title: string; party: OrderParty | null }) {
  const { t } = useTranslation('orders');
  if (!party) return null;
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div>
        <strong>{party.Name}</strong>
      </div>
      <div>{partyText(party)}</div>
      {party.Phone ? <div className={styles.muted}>{t('phone', { phone: party.Phone })}</div> : null}
      {party.TaxID ? <div className={styles.muted}>{t('taxId', { id: party.TaxID })}</div> : null}
    </section>
  );
}

const isFree = (value: unknown) => value === true || value === 'Y' || value === 1;

function CancelPanel({ detail, onDone }: { detail: OrderFullDetail; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { OrderID, SaleUnit } = detail.Order;
  if (!open) {
    return (
      <div>
        <Button color="danger" fill="outline" size="small" onClick={() => setOpen(true)} data-testid="cancel-order">
          {t('cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.card} role="group" aria-label={t('cancelTitle', { id: OrderID })}>
      <strong>{t('cancelTitle', { id: OrderID })}</strong>
      <label className={styles.muted} htmlFor="cancel-reason">
        {t('cancelReason')}
      </label>
      <textarea id="cancel-reason" className={styles.input} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className={styles.actions}>
        <Button
          color="danger"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void cancelOrder(OrderID, SaleUnit, reason.trim() || null).then((result) => {
              setBusy(false);
              if (!result.ok) return;
              showToast(t('cancelled'), { kind: 'success' });
              setOpen(false);
              onDone();
            });
          }}
        >
          {t('cancelConfirm')}
        </Button>
        <Button onClick={() => setOpen(false)}>{t('keep')}</Button>
      </div>
    </div>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const location = useLocation();
  const session = useSession();
  const params = useParams();
  const orderId = params.orderid ?? null;
  const saleUnit = params.saleunit || session.customer?.ActiveDC || session.customer?.SALEUNIT || null;
  const { data, error, isLoading, mutate } = useOrderDetail(orderId, saleUnit);
  const buy = useBuyAgain();
  const placed = (location.state as { placed?: boolean } | null)?.placed === true;

  if (isLoading) return <PageSkeleton />;
  if (error || !data) {
    return (
      <section className={styles.page} data-testid="page-historyDetail">
        <PageTitle title={tp('title.historyDetail')} />
        <div className={styles.card} role="alert">
          <p>{(error as { status?: number } | undefined)?.status === 404 ? t('notFound') : t('loadFailed')}</p>
          <Link to={localePath(paths.history.href())}>{t('backToHistory')}</Link>
        </div>
      </section>
    );
  }

  const order = data.Order;
  const points = isPointOrder(order);
  const extra = order as Record<string, unknown>;
  const method = typeof extra.PaymentMethod === 'string' ? extra.PaymentMethod : String(order.PaymentType ?? '');
  const methodName = points ? t('pointMethod') : (PAYMENT_METHODS[method as keyof typeof PAYMENT_METHODS]?.[lang] ?? method);
  const paymentStatus = order.PaymentStatus ?? '';
  const money = (value: unknown) => formatMoney(Number(value ?? 0), lang);
  const couponId = typeof extra.CouponId === 'string' ? extra.CouponId : null;
  const canCancel = canCustomerCancel({ Status: order.Status, PaymentStatus: order.PaymentStatus });
  // An order of an online method still to pay: its payment page (the method choice for others).
  const canPay = !points && ONLINE_METHODS.has(method) && mayTransition('pay', 'payment', { Status: order.Status, PaymentStatus: paymentStatus || 'UNPAID' });

  return (
    <section className={styles.page} data-testid="page-historyDetail">
      <PageTitle title={tp('title.historyDetail')} />
      {placed ? (
        <p className={styles.notice} role="status">
          {t('placedNotice')}
        </p>
      ) : null}
      <div className={styles.card}>
        <div className={styles.cardHead}>
          <div>
            <div className={styles.orderNo} data-testid="order-id">
              {t('orderNo', { id: order.OrderID })}
            </div>
            <div className={styles.muted}>{t('orderedAt', { date: formatDateTime(order.OrderDate, lang) ?? order.OrderDate })}</div>
            {order.SaleUnitName ? <div className={styles.muted}>{t('center', { name: orderCenterName(order, lang) })}</div> : null}
            {order.PlacedByName ? <div className={styles.muted}>{t('placedBy', { name: order.PlacedByName })}</div> : null}
          </div>
          <StatusTag status={order.Status} />
        </div>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          {canPay ? (
            <Link
              className={`${styles.action} ${styles.actionPrimary}`}
              to={localePath(methodPage(method, { orderid: order.OrderID, saleunit: order.SaleUnit }))}
              data-testid="pay-order"
            >
              {t('payNow')}
            </Link>
          ) : null}
          <Link className={styles.action} to={localePath(paths.orderTracking.href({ id: order.OrderID }, { saleunit: order.SaleUnit }))}>
            {t('track')}
          </Link>
          <Link className={styles.action} to={localePath(paths.historyDeliveryOrder.href({ orderid: order.OrderID, saleunit: order.SaleUnit }))}>
            {t('deliveryOrder')}
          </Link>
          <button type="button" className={`${styles.action} ${styles.actionPrimary}`} disabled={buy.busy === order.OrderID} onClick={() => void buy.run(order, data)}>
            {buy.busy === order.OrderID ? t('buyingAgain') : t('buyAgain')}
          </button>
          {!points ? (
            <Link
              className={styles.action}
              to={localePath(paths.orderSubscription.href(undefined, { fromOrder: order.OrderID, saleunit: order.SaleUnit }))}
            >
              {t('subscribe')}
            </Link>
          ) : null}
        </div>
        {canCancel ? <CancelPanel detail={data} onDone={() => void mutate()} /> : null}
      </div>

      <div className={styles.grid}>
        <div className={styles.grid} style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <section className={styles.card} aria-label={t('items')}>
            <h2 className={styles.sectionTitle}>{t('items')}</h2>
            <table className={styles.table} data-testid="order-lines">
              <thead>
                <tr>
                  <th scope="col">{t('product')}</th>
                  <th scope="col" className={styles.num}>
                    {t('qty')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {points ? t('pointsUsed') : t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.OrderDetails.map((line) => {
                  const free = isFree(line.IsFree);
                  const net = Number((line as Record<string, unknown>).NetAmount ?? line.Amount ?? 0);
                  return (
                    <tr key={`${line.LineNo ?? ''}-${line.P_Code}`}>
                      <td>
                        {free ? <span className={styles.free}>[{t('free')}] </span> : null}
                        {line.PRODUCTNAME ?? line.P_Code}
                        {!free && !points && line.Price ? (
                          <div className={styles.muted}>
                            {money(line.Price)} / {line.UNITNAME}
                          </div>
                        ) : null}
                        {Number(line.DiscountAmount ?? 0) > 0 ? (
                          <div className={styles.free}>
                            {t('discount')} −{money(line.DiscountAmount)}
                          </div>
                        ) : null}
                      </td>
                      <td className={styles.num}>
                        {formatNumber(Number(line.Qty ?? 0), lang)} {line.UNITNAME}
                      </td>
                      <td className={styles.num}>
                        {free ? t('free') : points ? formatNumber(Number(line.Points ?? 0), lang) : money(net)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {data.Promotions.length > 0 || couponId ? (
              <>
                <h3 className={styles.sectionTitle}>{t('promotions')}</h3>
                <ul className={styles.list}>
                  {data.Promotions.map((promotion) => (
                    <li key={promotion.PromotionId} className={styles.row}>
                      <span>{promotionLabel(promotion, lang)}</span>
                      {promotion.DiscountAmount > 0 ? <span className={styles.free}>−{money(promotion.DiscountAmount)}</span> : null}
                    </li>
                  ))}
                  {couponId ? <li>{t('coupon', { code: couponId })}</li> : null}
                </ul>
              </>
            ) : null}
          </section>
          <section className={styles.card} aria-label={t('history')}>
            <h2 className={styles.sectionTitle}>{t('history')}</h2>
            <StatusTimeline status={order.Status} events={data.StatusHistory} />
          </section>
        </div>
        <div className={styles.aside}>
          <section className={styles.card} aria-label={t('payment')}>
            <h2 className={styles.sectionTitle}>{t('payment')}</h2>
            <dl className={styles.rows}>
              {points ? (
                <div className={`${styles.row} ${styles.total}`}>
                  <dt>{t('pointsUsed')}</dt>
                  <dd>{t('points', { points: formatNumber(Number(order.PointsUsed ?? 0), lang) })}</dd>
                </div>
              ) : (
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
              )}
              <div className={styles.row}>
                <dt>{t('paymentMethod')}</dt>
                <dd data-testid="order-payment-method">{methodName}</dd>
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
          <Party title={t('shipTo')} party={data.ShipTo} />
          <Party title={t('billTo')} party={data.BillTo} />
        </div>
      </div>
    </section>
  );
}
