import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import type { CheckoutAnswer } from '../api/checkout.schema';
import { OrderTotals } from './order-summary';
import styles from './checkout.module.css';

/** How the order travels: by VAN on its plan date, or the standard delivery with the reason. */
export function DeliveryCard({ van }: { van: CheckoutAnswer['Van'] }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  return (
    <section className={styles.card} aria-label={t('delivery')} data-testid="checkout-delivery">
      <h2 className={styles.sectionTitle}>{t('delivery')}</h2>
      <div>
        {van.Deliverable
          ? [
              t('byVan', { van: van.VanCode ?? '' }),
              van.PlanDate ? t('vanDate', { date: van.PlanDate }) : '',
            ]
              .filter(Boolean)
              .join(' ')
          : t('standardDelivery')}
      </div>
      <div className={styles.muted} data-testid="van-reason" data-reason={van.Reason}>
        {lang === 'en' ? van.TextEn : van.TextTh}
      </div>
      {van.Reason === 'MOU_NOT_MATCH' && van.Shortfall !== null && van.MinOrderValue !== null ? (
        <p className={styles.warning}>
          {t('shortfall', {
            amount: formatMoney(van.Shortfall, lang),
            min: formatMoney(van.MinOrderValue, lang),
          })}
        </p>
      ) : null}
    </section>
  );
}

/** A redeem order: the points balance against the points it needs. */
export function PointsCard({ points }: { points: CheckoutAnswer['Points'] }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  return (
    <section className={styles.card} aria-label={t('pointsBalance')}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('pointsBalance')}</dt>
          <dd>{t('points', { points: formatNumber(points.Balance, lang) })}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('pointsNeeded')}</dt>
          <dd>{t('points', { points: formatNumber(points.Needed, lang) })}</dd>
        </div>
      </dl>
      {!points.Enough ? <p className={styles.warning}>{t('pointsNotEnough')}</p> : null}
    </section>
  );
}

interface RemarkProps {
  remark: string;
  onRemark: (value: string) => void;
  pointMode: boolean;
  needTaxInvoice: boolean;
  onNeedTaxInvoice: (value: boolean) => void;
  taxIdMissing: boolean;
}

/** The remark for the center and, for a money order, the tax-invoice request. */
export function RemarkCard({
  remark,
  onRemark,
  pointMode,
  needTaxInvoice,
  onNeedTaxInvoice,
  taxIdMissing,
}: RemarkProps) {
  const { t } = useTranslation('checkout');
  return (
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
        onChange={(event) => onRemark(event.target.value)}
      />
      {!pointMode ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={needTaxInvoice}
            onChange={(event) => onNeedTaxInvoice(event.target.checked)}
          />
          {t('taxInvoice')}
        </label>
      ) : null}
      {needTaxInvoice && taxIdMissing ? (
        <p className={styles.warning}>{t('taxIdMissing')}</p>
      ) : null}
    </section>
  );
}

interface SummaryProps {
  cart: CheckoutAnswer['Cart'];
  pointMode: boolean;
  busy: boolean;
  placing: boolean;
  canPlace: boolean;
  onPlace: () => void;
}

/** The totals and the place button, beside the form on a wide screen and in a bar on a phone. */
export function SummaryAside({ cart, pointMode, busy, placing, canPlace, onPlace }: SummaryProps) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const totalText = pointMode
    ? t('points', { points: formatNumber(cart.Totals.Points ?? 0, lang) })
    : formatMoney(cart.Totals.Total ?? 0, lang);
  return (
    <aside className={styles.aside} aria-label={t('summary')}>
      <div className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('summary')}</h2>
        <div aria-busy={busy} aria-live="polite">
          <OrderTotals cart={cart} pointMode={pointMode} />
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
            onClick={onPlace}
            data-testid="place-order"
          >
            {pointMode ? t('placeRedeem') : t('place')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
