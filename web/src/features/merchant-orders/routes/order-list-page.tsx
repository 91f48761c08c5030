// /merchant/order: the selected center's orders by status tab ('All' by default), searched by
// order number or customer, within a date range, page after page.
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_LIST_TABS, ORDER_STATUS_LABELS, type OrderListTab } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { useMerchantOrders } from '../api/merchant-orders';
import { OrderList } from '../components/order-list';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

export function OrderListPage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const [tab, setTab] = useState<OrderListTab>('All');
  const [draft, setDraft] = useState({ text: '', from: '', to: '' });
  const [search, setSearch] = useState(draft);
  const list = useMerchantOrders(saleUnit ? { saleUnit, tab, ...search } : null);

  return (
    <section className={styles.page} data-testid="page-merchantOrder">
      <PageTitle title={tp('title.merchantOrder')} />
      <Link to={localePath(paths.merchantOrderRedeem.href())} className="eo-tap-link" data-testid="goods-issue-link">
        {t('goodsIssue.link')}
      </Link>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as OrderListTab)} aria-label={t('tabsLabel')}>
        {ORDER_LIST_TABS.map((key) => (
          <Tabs.Tab key={key} title={key === 'All' ? t('all') : ORDER_STATUS_LABELS[key][lang]} />
        ))}
      </Tabs>
      <form
        className={`${styles.card} ${styles.filters}`}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft);
        }}
      >
        <label className={styles.label}>
          {t('search')}
          <input className={styles.input} type="search" data-testid="order-search" maxLength={200} placeholder={t('searchHint')} value={draft.text} onChange={(event) => setDraft({ ...draft, text: event.target.value })} />
        </label>
        <label className={styles.label}>
          {t('from')}
          <input className={styles.input} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <label className={styles.label}>
          {t('to')}
          <input className={styles.input} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <Button type="submit" color="primary">
          {t('find')}
        </Button>
      </form>
      {saleUnit ? <OrderList list={list} /> : <p className={styles.muted}>{t('noCenter')}</p>}
    </section>
  );
}
