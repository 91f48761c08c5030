import type { PaymentMethod } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { useLang } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import type { CheckoutAnswer, CheckoutPaymentMethod } from '../api/checkout.schema';
import styles from './checkout.module.css';

/**
 * The methods the center offers for this order. One that cannot be used (credit for a cash
 * customer, credit short of the order) is shown disabled with the reason.
 */
export function PaymentMethods({
  methods,
  value,
  onChange,
  credit,
}: {
  methods: readonly CheckoutPaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  credit: CheckoutAnswer['Credit'];
}) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  return (
    <section className={styles.card} aria-label={t('payment')} data-testid="checkout-payment">
      <fieldset className={styles.options}>
        <legend className={styles.sectionTitle}>{t('payment')}</legend>
        {methods.length === 0 ? <p className={styles.warning}>{t('noPaymentMethod')}</p> : null}
        {methods.map((method) => (
          <label
            key={method.Method}
            className={`${styles.option} ${method.Available ? '' : styles.optionDisabled}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.Method}
              disabled={!method.Available}
              checked={value === method.Method}
              onChange={() => onChange(method.Method as PaymentMethod)}
            />
            <span>
              <span>{lang === 'en' ? method.NameEn : method.NameTh}</span>
              {method.Method === 'CREDIT' && credit.AuthorizeAmount > 0 ? (
                <span className={styles.muted}>
                  {' '}
                  · {t('creditRemaining', { amount: formatMoney(credit.Remaining, lang) })}
                </span>
              ) : null}
              {method.Reason ? (
                <span className={styles.muted}>
                  <br />
                  {t(`paymentReason.${method.Reason}`, { defaultValue: method.Reason })}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
