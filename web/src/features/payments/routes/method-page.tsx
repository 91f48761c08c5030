// /payment/combine/{saleunit}?orderid=: how to pay: the customer's unpaid orders of the center to
// pick from (the given order chosen; several make one combined payment, decision 086), their total,
// and the online methods the center offers (with the seeds' codes). A card payment goes straight to
// the provider's page; the others open their page, and ?method= starts a provider's page or a
// reference number (decision 089); ?method=CREDIT_CARD shows KBank's embedded card form (decision 095).
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { PaymentMethod } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useLang, useLocalePath } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { createPayment, usePaymentOrder, useUnpaidOrders } from '../api/payments';
import {
  REDIRECT_METHODS,
  SINGLE_ORDER_METHODS,
  selectionSatang,
  toggleOrder,
} from '../lib/combine';
import { methodPage } from '../lib/links';
import { KbankCardForm } from './kbank-card-form';
import { ProviderStart } from './provider-start';
import '../i18n';
import styles from '../components/payments.module.css';

export function MethodPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const saleunit = useParams()['saleunit'] ?? search.get('saleunit');
  const given = search.get('orderid');
  const method = search.get('method');
  const unpaid = useUnpaidOrders(saleunit);
  const [chosen, setChosen] = useState<string[]>(given ? [given] : []);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = unpaid.data ?? [];
  const ids = list.map((o) => o.OrderID);

  // With one unpaid order and none given, it is the one to pay.
  useEffect(() => {
    const only = unpaid.data?.length === 1 ? unpaid.data[0]?.OrderID : undefined;
    if (!given && only) setChosen([only]);
  }, [unpaid.data, given]);

  const first = chosen[0] ?? null;
  const { data, error } = usePaymentOrder(first, saleunit);
  const rest = chosen.slice(1);
  const refOf = (orderid: string) => ({
    orderid,
    saleunit: saleunit ?? '',
    ...(rest.length ? { more: rest.join(',') } : {}),
  });

  async function payByRedirect(method: PaymentMethod) {
    if (!first || !saleunit) return;
    setBusy(method);
    setFailure(null);
    const result = await createPayment({
      OrderID: first,
      ...(rest.length ? { OrderIDs: rest } : {}),
      SaleUnit: saleunit,
      Method: method,
    });
    if (result.ok && result.data.RedirectUrl) {
      window.location.assign(result.data.RedirectUrl);
      return;
    }
    setBusy(null);
    setFailure(result.ok ? t('failed', { saleCode: chosen.join(', ') }) : result.error.message);
  }

  const paidAlready = data?.PaymentStatus === 'PAID' && chosen.length === 1;
  const total =
    list.length && chosen.every((id) => ids.includes(id))
      ? selectionSatang(list, chosen) / 100
      : (data?.Amount ?? 0);
  if (method && given && saleunit) {
    return (
      <section className={styles.page} data-testid="page-paymentMethods">
        <PageTitle title={tp('title.paymentCombine')} />
        {method === 'CREDIT_CARD' ? (
          <KbankCardForm ref={{ orderid: given, saleunit, ...(search.get('more') ? { more: search.get('more') as string } : {}) }} />
        ) : (
          <ProviderStart method={method} ref={{ orderid: given, saleunit }} />
        )}
      </section>
    );
  }
  return (
    <section className={styles.page} data-testid="page-paymentMethods">
      <PageTitle title={tp('title.paymentCombine')} />
      {!saleunit ? <p>{t('noOrder')}</p> : null}
      {unpaid.error ? <p role="alert">{unpaid.error.message}</p> : null}
      {list.length > 0 ? (
        <div className={styles.card}>
          <h2 className={styles.pick}>{t('pickOrders')}</h2>
          <ul className={styles.orderList} aria-label={t('pickOrders')}>
            {list.map((order) => (
              <li key={order.OrderID}>
                <Checkbox
                  checked={chosen.includes(order.OrderID)}
                  onChange={() => setChosen((now) => toggleOrder(ids, now, order.OrderID))}
                  data-testid={`pick-${order.OrderID}`}
                >
                  {t('orders', { ids: order.OrderID })}
                  {order.OrderDate ? (
                    <div className={styles.muted}>{formatDateTime(order.OrderDate, lang)}</div>
                  ) : null}
                </Checkbox>
                <span>{formatMoney(order.Amount, lang)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {unpaid.data && list.length === 0 && !given ? <p>{t('nothingToPay')}</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      {first && data && saleunit ? (
        <div className={styles.card}>
          <div className={styles.total}>
            <span>
              {chosen.length > 1
                ? t('combinedTotal', { count: chosen.length })
                : t('orders', { ids: first })}
            </span>
            <span className={styles.amount} data-testid="payment-total">
              {formatMoney(total, lang)}
            </span>
          </div>
          {paidAlready ? (
            <p>{t('status.success')}</p>
          ) : (
            <div className={styles.methods} role="list" aria-label={t('chooseMethod')}>
              {data.Methods.length === 0 ? <p>{t('noMethod')}</p> : null}
              {data.Methods.map((method) => {
                const name = lang === 'th' ? method.NameTH : method.NameEN;
                if (REDIRECT_METHODS.includes(method.Method)) {
                  return (
                    <div role="listitem" key={method.Method} data-code={method.Code}>
                      <Button
                        block
                        color="primary"
                        fill="outline"
                        loading={busy === method.Method}
                        disabled={busy !== null}
                        onClick={() => void payByRedirect(method.Method as PaymentMethod)}
                      >
                        {name}
                      </Button>
                    </div>
                  );
                }
                if (chosen.length > 1 && SINGLE_ORDER_METHODS.includes(method.Method)) return null;
                return (
                  <Link
                    key={method.Method}
                    role="listitem"
                    to={localePath(methodPage(method.Method, refOf(first)))}
                    data-code={method.Code}
                  >
                    <Button block color="primary" fill="outline">
                      {name}
                    </Button>
                  </Link>
                );
              })}
            </div>
          )}
        </div>
      ) : null}
      {!first && list.length > 0 ? <p className={styles.muted}>{t('pickFirst')}</p> : null}
    </section>
  );
}
