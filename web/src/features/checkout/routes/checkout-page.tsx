// /checkout/adv: the selected cart lines become an order, priced by the server. Ordering is closed
// while the order announcement or a maintenance window is on. The state is in useCheckoutPage.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
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
import { useCheckoutPage } from '../hooks/use-checkout-page';
import '../i18n';
import styles from '../components/checkout.module.css';

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { t: tp } = useTranslation('pages');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const page = useCheckoutPage();
  const { session, pointMode, items, saleUnit, summary, coupon, blockedMessage, canPlace } = page;
  const { data, error, isLoading, isValidating } = summary;

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

  const isSap = session.customer?.IsBjcSapCustomer === true;

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
                coupons={page.coupons}
                busy={coupon.checkingCoupon}
                error={coupon.couponError}
                onApply={(code) => void coupon.applyCoupon(code, saleUnit)}
                onRemove={() => coupon.dropCoupon()}
              />
            ) : null}
            <RemarkCard
              remark={page.remark}
              onRemark={page.setRemark}
              pointMode={pointMode}
              needTaxInvoice={page.needTaxInvoice}
              onNeedTaxInvoice={page.setNeedTaxInvoice}
              taxIdMissing={page.taxIdMissing}
            />
            <OrderLines cart={data.Cart} pointMode={pointMode} />
          </div>
          <SummaryAside
            cart={data.Cart}
            pointMode={pointMode}
            busy={isValidating}
            placing={page.placing}
            canPlace={canPlace}
            onPlace={() => void page.place()}
          />
        </div>
      ) : null}
    </section>
  );
}
