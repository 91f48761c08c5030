// The payment method page's parts: the unpaid orders to pick from, and the chosen orders' total
// with the center's online methods (a redirect button, or a link to the method's page).
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { Link } from 'react-router-dom';
import type { PaymentMethod } from '@eorder/shared';
import { useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { MethodPageState } from '../hooks/use-method-page';
import { REDIRECT_METHODS, SINGLE_ORDER_METHODS } from '../lib/combine';
import { methodPage } from '../lib/links';
import styles from './payments.module.css';

export function OrderPicker({ state }: { state: MethodPageState }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  return (
    <div className={styles.card}>
      <h2 className={styles.pick}>{t('pickOrders')}</h2>
      <ul className={styles.orderList} aria-label={t('pickOrders')}>
        {state.list.map((order) => (
          <li key={order.OrderID}>
            <Checkbox checked={state.chosen.includes(order.OrderID)} onChange={() => state.toggle(order.OrderID)} data-testid={`pick-${order.OrderID}`}>
              {t('orders', { ids: order.OrderID })}
              {order.OrderDate ? <div className={styles.muted}>{formatDateTime(order.OrderDate, lang)}</div> : null}
            </Checkbox>
            <span>{formatMoney(order.Amount, lang)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PaymentChoice({ state, first, data }: { state: MethodPageState; first: string; data: NonNullable<MethodPageState['data']> }) {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const localePath = useLocalePath();
  const { chosen, busy } = state;
  return (
    <div className={styles.card}>
      <div className={styles.total}>
        <span>{chosen.length > 1 ? t('combinedTotal', { count: chosen.length }) : t('orders', { ids: first })}</span>
        <span className={styles.amount} data-testid="payment-total">
          {formatMoney(state.total, lang)}
        </span>
      </div>
      {state.paidAlready ? (
        <p>{t('status.success')}</p>
      ) : (
        <div className={styles.methods} role="list" aria-label={t('chooseMethod')}>
          {data.Methods.length === 0 ? <p>{t('noMethod')}</p> : null}
          {data.Methods.map((method) => {
            const name = lang === 'th' ? method.NameTH : method.NameEN;
            if (REDIRECT_METHODS.includes(method.Method)) {
              return (
                <div role="listitem" key={method.Method} data-code={method.Code}>
                  <Button block color="primary" fill="outline" loading={busy === method.Method} disabled={busy !== null} onClick={() => void state.payByRedirect(method.Method as PaymentMethod)}>
                    {name}
                  </Button>
                </div>
              );
            }
            if (chosen.length > 1 && SINGLE_ORDER_METHODS.includes(method.Method)) return null;
            return (
              <Link key={method.Method} role="listitem" to={localePath(methodPage(method.Method, state.refOf(first)))} data-code={method.Code}>
                <Button block color="primary" fill="outline">
                  {name}
                </Button>
              </Link>
            );
          })}
        </div>
      )}
    </div>
  );
}
