// /checkout/adv: the selected lines of the cart become an order. Ship-to and bill-to addresses,
// delivery (VAN by plan or minimum order value, with the reason), the payment methods the center
// offers, a coupon, a remark and the tax-invoice request; the prices are the server's. While the
// order announcement or a maintenance window is on, ordering is closed with the specification's
// message. Placing sends the attempt's idempotency key, so a double tap or a retry never places
// two orders.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { isCouponValidAnswer, type OrderPlaceBodyInput, type PaymentMethod } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { cartStore, removeOrderedLines } from '@/features/cart';
import { getRuntimeConfig } from '@/lib/config';
import { formatMoney, formatNumber } from '@/lib/format';
import { swrDefaults } from '@/lib/swr';
import { showToast } from '@/lib/toast';
import { checkCoupon } from '../api/check-coupon';
import type { CheckoutAnswer, OrderLineBody } from '../api/checkout.schema';
import { getCheckout, type CheckoutInput } from '../api/get-checkout';
import { useUsableCoupons } from '../api/get-usable-coupons';
import { placeOrder } from '../api/place-order';
import { AddressChooser } from '../components/address-card';
import { CouponBox } from '../components/coupon-box';
import { OrderLines, OrderTotals } from '../components/order-summary';
import { methodPage } from '@/features/payments';
import { PaymentMethods } from '../components/payment-methods';
import '../i18n';
import { attemptKey, endAttempt, fingerprintOf } from '../lib/attempt-key';
import { activeMaintenance, maintenanceEnds } from '../lib/maintenance';
import styles from '../components/checkout.module.css';

/** The selected cart lines with a quantity, as the order takes them. */
export function orderLines(items: readonly { P_Code: string; qty1?: number; qty2?: number; qty3?: number; selected: boolean }[]): OrderLineBody[] {
  return items
    .filter((line) => line.selected && (line.qty1 ?? 0) + (line.qty2 ?? 0) + (line.qty3 ?? 0) > 0)
    .map((line) => ({ P_Code: line.P_Code, qty1: line.qty1 ?? 0, qty2: line.qty2 ?? 0, qty3: line.qty3 ?? 0 }));
}

async function loadCheckout(input: CheckoutInput): Promise<CheckoutAnswer> {
  const result = await getCheckout(input);
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
  return result.data;
}

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useSnapshot(cartStore);
  const pointMode = cart.mode === 'point';
  const items = useMemo(() => orderLines(cart.items), [cart.items]);

  const [couponId, setCouponId] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const [shipToId, setShipToId] = useState<number | null>(null);
  const [billToId, setBillToId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [remark, setRemark] = useState('');
  const [needTaxInvoice, setNeedTaxInvoice] = useState(false);
  const [placing, setPlacing] = useState(false);

  const input: CheckoutInput = {
    saleUnit: cart.saleUnit,
    mode: cart.mode,
    items,
    couponId,
    shipToId,
    billToId,
    // The summary does not depend on the method chosen: choosing one does not ask again.
    paymentMethod: null,
    deliveryMethod: null,
  };
  const { data, error, isLoading, isValidating, mutate } = useSWR<CheckoutAnswer, Error>(
    items.length > 0 && cart.key ? ['checkout', fingerprintOf(input)] : null,
    () => loadCheckout(input),
    { ...swrDefaults, keepPreviousData: true },
  );
  const customerCode = session.customer?.CUSTOMERCODE ?? null;
  const saleUnit = data?.Cart.SaleUnit ?? cart.saleUnit;
  const coupons = useUsableCoupons(pointMode ? null : customerCode, saleUnit);

  // Defaults the server chose, until the customer picks otherwise.
  useEffect(() => {
    if (!data) return;
    if (shipToId === null && data.DefaultShipToId !== null) setShipToId(data.DefaultShipToId);
    if (billToId === null && data.DefaultBillToId !== null) setBillToId(data.DefaultBillToId);
    const usable = data.PaymentMethods.filter((method) => method.Available);
    if (!pointMode && (payment === null || !usable.some((method) => method.Method === payment))) {
      const first = usable[0]?.Method as PaymentMethod | undefined;
      if (first && first !== payment) setPayment(first);
    }
  }, [data, shipToId, billToId, payment, pointMode]);

  const maintenance = activeMaintenance(getRuntimeConfig().maintenance);
  const blockedMessage = data?.OrderingBlocked
    ? data.OrderingBlocked.Message
    : maintenance
      ? t('maintenance', maintenanceEnds(maintenance, lang))
      : null;

  const applyCoupon = async (code: string) => {
    if (!customerCode || !saleUnit) return;
    setCheckingCoupon(true);
    setCouponError(null);
    const result = await checkCoupon({ customerCode, saleUnit, couponId: code });
    setCheckingCoupon(false);
    if (!result.ok) {
      setCouponError(result.error.message || t('couponStatus.other'));
      return;
    }
    if (!isCouponValidAnswer(result.data)) {
      const status = result.data.statusText;
      const message = (result.data as Record<string, unknown>).Message;
      setCouponError(typeof message === 'string' && message ? message : t(`couponStatus.${status}`, { defaultValue: t('couponStatus.other') }));
      return;
    }
    setCouponId(code);
  };

  // The server re-checks the coupon with the order: one that no longer applies is taken off.
  useEffect(() => {
    const coupon = data?.Cart.Coupon;
    if (!couponId || !coupon || coupon.couponid !== couponId || coupon.statusText === 'OK') return;
    setCouponError(t(`couponStatus.${coupon.statusText}`, { defaultValue: t('couponStatus.other') }));
    setCouponId(null);
  }, [data, couponId, t]);

  const place = async () => {
    if (!data || placing) return;
    if (shipToId === null) {
      showToast(t('chooseAddress'));
      return;
    }
    if (!pointMode && !payment) {
      showToast(t('choosePayment'));
      return;
    }
    const body: OrderPlaceBodyInput = {
      SaleUnit: saleUnit,
      Mode: cart.mode,
      Items: items,
      // The contract asks for a method; a redeem order is paid with points whatever is sent.
      PaymentMethod: pointMode ? 'COD' : (payment as PaymentMethod),
      ShipToAddressId: shipToId,
      BillToAddressId: billToId,
      NeedTaxInvoice: needTaxInvoice,
      Remark: remark.trim() === '' ? null : remark.trim(),
      CouponId: couponId,
      DeliveryMethod: data.Van.Deliverable && !pointMode ? 'VAN' : null,
      ExpectedTotal: pointMode ? data.Cart.Totals.Points : data.Cart.Totals.Total,
    };
    const key = attemptKey(body);
    setPlacing(true);
    const result = await placeOrder(body, key);
    setPlacing(false);
    if (!result.ok) {
      // A lost answer keeps the key: trying again answers the order if it was placed.
      if (result.error.code === 'CONFLICT') showToast(t('priceChanged'), { durationMs: 5000 });
      if (result.error.kind === 'http') void mutate();
      return;
    }
    endAttempt();
    const order = result.data.Order;
    removeOrderedLines(items.map((line) => line.P_Code));
    void import('swr').then(({ mutate: mutateAll }) => mutateAll((key) => Array.isArray(key) && key[0] === 'orders', undefined));
    showToast(pointMode ? t('redeemed', { id: order.OrderID }) : t('placed', { id: order.OrderID }), { kind: 'success' });
    if (result.data.PaymentRequired) {
      // An online method: its payment page (a lazy chunk of its own) takes over.
      void navigate(localePath(methodPage(typeof order.PaymentMethod === 'string' ? order.PaymentMethod : '', { orderid: order.OrderID, saleunit: order.SaleUnit })), { replace: true });
      return;
    }
    void navigate(localePath(paths.historyDetail.href({ orderid: order.OrderID, saleunit: order.SaleUnit })), {
      replace: true,
      state: { placed: true },
    });
  };

  const title = tp('title.checkoutAdv');
  if (items.length === 0) {
    return (
      <section className={styles.page} data-testid="page-checkoutAdv">
        <PageTitle title={title} />
        <div className={styles.card}>
          <p>{t('empty')}</p>
          <Button color="primary" onClick={() => void navigate(localePath(paths.cart.href()))}>
            {t('backToCart')}
          </Button>
        </div>
      </section>
    );
  }

  const totals = data?.Cart.Totals;
  const billTo = data?.BillTo.find((address) => Number(address._id) === billToId) ?? null;
  const isSap = session.customer?.IsBjcSapCustomer === true;
  const canPlace =
    !!data && !blockedMessage && !isValidating && (pointMode ? data.Points.Enough : !!payment) && data.ShipTo.length > 0;
  const totalText = pointMode
    ? t('points', { points: formatNumber(totals?.Points ?? 0, lang) })
    : formatMoney(totals?.Total ?? 0, lang);

  return (
    <section className={styles.page} data-testid="page-checkoutAdv">
      <PageTitle title={title} />
      {blockedMessage ? (
        <div className={styles.blocked} role="alert" data-testid="ordering-blocked">
          <h2>{t('blockedTitle')}</h2>
          <p>{blockedMessage}</p>
        </div>
      ) : null}
      {session.isLoginAsSaleman && session.customer?.CUSTOMERNAME ? (
        <p className={styles.warning}>{t('salesmanNote', { name: session.customer.CUSTOMERNAME })}</p>
      ) : null}
      {error && !data ? (
        <div className={styles.card} role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={() => void mutate()}>{t('retry')}</Button>
        </div>
      ) : null}
      {isLoading && !data ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <AddressChooser legend={t('shipTo')} name="ship-to" addresses={data.ShipTo} value={shipToId} onChange={setShipToId} />
            {!pointMode ? (
              <AddressChooser legend={t('billTo')} name="bill-to" addresses={data.BillTo} value={billToId} onChange={setBillToId} />
            ) : null}
            <p className={styles.muted}>
              {isSap ? (
                t('sapLocked')
              ) : (
                <button type="button" className={styles.link} onClick={() => void navigate(localePath(paths.profileAddress.href()))}>
                  {t('manageAddresses')}
                </button>
              )}
            </p>
            {!pointMode ? (
              <section className={styles.card} aria-label={t('delivery')} data-testid="checkout-delivery">
                <h2 className={styles.sectionTitle}>{t('delivery')}</h2>
                <div>
                  {data.Van.Deliverable
                    ? [t('byVan', { van: data.Van.VanCode ?? '' }), data.Van.PlanDate ? t('vanDate', { date: data.Van.PlanDate }) : '']
                        .filter(Boolean)
                        .join(' ')
                    : t('standardDelivery')}
                </div>
                <div className={styles.muted} data-testid="van-reason" data-reason={data.Van.Reason}>
                  {lang === 'en' ? data.Van.TextEn : data.Van.TextTh}
                </div>
                {data.Van.Reason === 'MOU_NOT_MATCH' && data.Van.Shortfall !== null && data.Van.MinOrderValue !== null ? (
                  <p className={styles.warning}>
                    {t('shortfall', { amount: formatMoney(data.Van.Shortfall, lang), min: formatMoney(data.Van.MinOrderValue, lang) })}
                  </p>
                ) : null}
              </section>
            ) : null}
            {!pointMode ? (
              <PaymentMethods methods={data.PaymentMethods} value={payment} onChange={setPayment} credit={data.Credit} />
            ) : (
              <section className={styles.card} aria-label={t('pointsBalance')}>
                <dl className={styles.rows}>
                  <div className={styles.row}>
                    <dt>{t('pointsBalance')}</dt>
                    <dd>{t('points', { points: formatNumber(data.Points.Balance, lang) })}</dd>
                  </div>
                  <div className={styles.row}>
                    <dt>{t('pointsNeeded')}</dt>
                    <dd>{t('points', { points: formatNumber(data.Points.Needed, lang) })}</dd>
                  </div>
                </dl>
                {!data.Points.Enough ? <p className={styles.warning}>{t('pointsNotEnough')}</p> : null}
              </section>
            )}
            {!pointMode ? (
              <CouponBox
                applied={couponId}
                discount={totals?.CouponDiscount ?? 0}
                coupons={coupons.data ?? []}
                busy={checkingCoupon}
                error={couponError}
                onApply={(code) => void applyCoupon(code)}
                onRemove={() => {
                  setCouponId(null);
                  setCouponError(null);
                }}
              />
            ) : null}
            <section className={styles.card} aria-label={t('remark')}>
              <label className={styles.sectionTitle} htmlFor="checkout-remark">
                {t('remark')}
              </label>
              <textarea
                id="checkout-remark"
                className={styles.textarea}
                maxLength={500}
                placeholder={t('remarkPlaceholder')}
                value={remark}
                onChange={(event) => setRemark(event.target.value)}
              />
              {!pointMode ? (
                <label className={styles.check}>
                  <input type="checkbox" checked={needTaxInvoice} onChange={(event) => setNeedTaxInvoice(event.target.checked)} />
                  {t('taxInvoice')}
                </label>
              ) : null}
              {needTaxInvoice && billTo && !billTo.TaxID ? <p className={styles.warning}>{t('taxIdMissing')}</p> : null}
            </section>
            <OrderLines cart={data.Cart} pointMode={pointMode} />
          </div>
          <aside className={styles.aside} aria-label={t('summary')}>
            <div className={styles.card}>
              <h2 className={styles.sectionTitle}>{t('summary')}</h2>
              <div aria-busy={isValidating} aria-live="polite">
                <OrderTotals cart={data.Cart} pointMode={pointMode} />
              </div>
              <div className={styles.actionBar}>
                <span className={styles.barTotal} aria-hidden="true">
                  {totalText}
                </span>
                <Button
                  block
                  color="primary"
                  size="large"
                  loading={placing}
                  disabled={!canPlace || placing}
                  onClick={() => void place()}
                  data-testid="place-order"
                >
                  {pointMode ? t('placeRedeem') : t('place')}
                </Button>
              </div>
            </div>
          </aside>
        </div>
      ) : null}
    </section>
  );
}
