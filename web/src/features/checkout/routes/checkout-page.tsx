// /checkout/adv: the selected cart lines become an order, priced by the server. Ordering is closed
// while the order announcement or a maintenance window is on.
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { cartStore } from '@/features/cart';
import { getRuntimeConfig } from '@/lib/config';
import { useUsableCoupons } from '../api/get-usable-coupons';
import { AddressChooser } from '../components/address-card';
import {
  DeliveryCard,
  PointsCard,
  RemarkCard,
  SummaryAside,
} from '../components/checkout-sections';
import { CouponBox } from '../components/coupon-box';
import { OrderLines } from '../components/order-summary';
import { PaymentMethods } from '../components/payment-methods';
import { orderLines, useCheckoutSummary } from '../hooks/use-checkout-summary';
import { useCoupon, useCouponRecheck } from '../hooks/use-coupon';
import { usePlaceOrder } from '../hooks/use-place-order';
import '../i18n';
import { activeMaintenance, maintenanceEnds } from '../lib/maintenance';
import styles from '../components/checkout.module.css';

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
  const customerCode = session.customer?.CUSTOMERCODE ?? null;

  const [remark, setRemark] = useState('');
  const [needTaxInvoice, setNeedTaxInvoice] = useState(false);
  const coupon = useCoupon(customerCode);
  const summary = useCheckoutSummary({
    cartKey: cart.key,
    saleUnit: cart.saleUnit,
    mode: cart.mode,
    items,
    couponId: coupon.couponId,
  });
  const { data, error, isLoading, isValidating } = summary;
  const saleUnit = data?.Cart.SaleUnit ?? cart.saleUnit;
  const coupons = useUsableCoupons(pointMode ? null : customerCode, saleUnit);
  useCouponRecheck(data, coupon.couponId, coupon.dropCoupon);
  const { placing, place } = usePlaceOrder({
    data,
    saleUnit,
    mode: cart.mode,
    items,
    choices: {
      shipToId: summary.shipToId,
      billToId: summary.billToId,
      payment: summary.payment,
      couponId: coupon.couponId,
      remark,
      needTaxInvoice,
    },
    refresh: summary.mutate,
  });

  const maintenance = activeMaintenance(getRuntimeConfig().maintenance);
  const blockedMessage = data?.OrderingBlocked
    ? data.OrderingBlocked.Message
    : maintenance
      ? t('maintenance', maintenanceEnds(maintenance, lang))
      : null;

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

  const billTo = data?.BillTo.find((address) => Number(address._id) === summary.billToId) ?? null;
  const isSap = session.customer?.IsBjcSapCustomer === true;
  const canPlace =
    !!data &&
    !blockedMessage &&
    !isValidating &&
    (pointMode ? data.Points.Enough : !!summary.payment) &&
    data.ShipTo.length > 0;

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
        <p className={styles.warning}>
          {t('salesmanNote', { name: session.customer.CUSTOMERNAME })}
        </p>
      ) : null}
      {error && !data ? (
        <div className={styles.card} role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={() => void summary.mutate()}>{t('retry')}</Button>
        </div>
      ) : null}
      {isLoading && !data ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <AddressChooser
              legend={t('shipTo')}
              name="ship-to"
              addresses={data.ShipTo}
              value={summary.shipToId}
              onChange={summary.setShipToId}
            />
            {!pointMode ? (
              <AddressChooser
                legend={t('billTo')}
                name="bill-to"
                addresses={data.BillTo}
                value={summary.billToId}
                onChange={summary.setBillToId}
              />
            ) : null}
            <p className={styles.muted}>
              {isSap ? (
                t('sapLocked')
              ) : (
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => void navigate(localePath(paths.profileAddress.href()))}
                >
                  {t('manageAddresses')}
                </button>
              )}
            </p>
            {!pointMode ? <DeliveryCard van={data.Van} /> : null}
            {!pointMode ? (
              <PaymentMethods
                methods={data.PaymentMethods}
                value={summary.payment}
                onChange={summary.setPayment}
                credit={data.Credit}
              />
            ) : (
              <PointsCard points={data.Points} />
            )}
            {!pointMode ? (
              <CouponBox
                applied={coupon.couponId}
                discount={data.Cart.Totals.CouponDiscount ?? 0}
                coupons={coupons.data ?? []}
                busy={coupon.checkingCoupon}
                error={coupon.couponError}
                onApply={(code) => void coupon.applyCoupon(code, saleUnit)}
                onRemove={() => coupon.dropCoupon()}
              />
            ) : null}
            <RemarkCard
              remark={remark}
              onRemark={setRemark}
              pointMode={pointMode}
              needTaxInvoice={needTaxInvoice}
              onNeedTaxInvoice={setNeedTaxInvoice}
              taxIdMissing={!!billTo && !billTo.TaxID}
            />
            <OrderLines cart={data.Cart} pointMode={pointMode} />
          </div>
          <SummaryAside
            cart={data.Cart}
            pointMode={pointMode}
            busy={isValidating}
            placing={placing}
            canPlace={canPlace}
            onPlace={() => void place()}
          />
        </div>
      ) : null}
    </section>
  );
}
