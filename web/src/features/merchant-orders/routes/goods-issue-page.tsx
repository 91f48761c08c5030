// /merchant/order/redeem: redeem orders by the state of their goods issue (Wait, Approve, Cancel);
// a waiting one is approved, or cancelled with a reason (its points go back), each after a
// confirmation (decision 057).
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { REDEEM_STATUSES, type GoodsIssueTab, type MerchantOrderListAnswer } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { redeemAction, useMerchantOrders } from '../api/merchant-orders';
import { OrderList } from '../components/order-list';
import '../i18n';
import styles from '../components/merchant-orders.module.css';

type Row = MerchantOrderListAnswer['Data'][number];
type Pending = { order: Row; action: 'APPROVE' | 'CANCEL' };

export function GoodsIssuePage() {
  const { t } = useTranslation('merchantOrders');
  const { t: tp } = useTranslation('pages');
  const saleUnit = useSession().staff?.selectedDist ?? null;
  const [tab, setTab] = useState<GoodsIssueTab>('WAIT');
  const list = useMerchantOrders(saleUnit ? { saleUnit, tab: 'All', text: '', from: '', to: '', goodsIssue: tab } : null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const result = await redeemAction(pending.order.OrderID, pending.order.SaleUnit, pending.action, reason.trim() || null);
    setBusy(false);
    if (result.ok) showToast(t(pending.action === 'APPROVE' ? 'goodsIssue.approved' : 'goodsIssue.cancelled'), { kind: 'success' });
    setPending(null);
    setReason('');
    void list.mutate();
  }

  return (
    <section className={styles.page} data-testid="page-merchantOrderRedeem">
      <PageTitle title={tp('title.merchantOrderRedeem')} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as GoodsIssueTab)}>
        {REDEEM_STATUSES.map((key) => (
          <Tabs.Tab key={key} title={t(`goodsIssue.tabs.${key}`)} />
        ))}
      </Tabs>
      {saleUnit ? (
        <OrderList
          list={list}
          extra={(order) =>
            order.GoodsIssueStatus === 'WAIT' ? (
              <div className={styles.actions}>
                <Button size="small" color="primary" data-testid="goods-issue-approve" onClick={() => setPending({ order, action: 'APPROVE' })}>
                  {t('goodsIssue.approve')}
                </Button>
                <Button size="small" color="danger" fill="outline" data-testid="goods-issue-cancel" onClick={() => setPending({ order, action: 'CANCEL' })}>
                  {t('goodsIssue.cancel')}
                </Button>
              </div>
            ) : null
          }
        />
      ) : (
        <p className={styles.muted}>{t('noCenter')}</p>
      )}
      <Dialog
        visible={pending !== null}
        title={pending ? t(pending.action === 'APPROVE' ? 'goodsIssue.approveTitle' : 'goodsIssue.cancelTitle', { id: pending.order.OrderID }) : ''}
        onClose={() => setPending(null)}
        content={
          pending?.action === 'CANCEL' ? (
            <label className={styles.label}>
              {t('goodsIssue.reason')}
              <textarea className={styles.input} data-testid="goods-issue-reason" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
          ) : (
            <p>{t('goodsIssue.approveBody')}</p>
          )
        }
        actions={[
          [
            { key: 'back', text: t('dialog.back'), disabled: busy, onClick: () => setPending(null) },
            {
              key: 'confirm',
              text: pending?.action === 'CANCEL' ? t('goodsIssue.cancel') : t('goodsIssue.approve'),
              bold: true,
              danger: pending?.action === 'CANCEL',
              disabled: busy || (pending?.action === 'CANCEL' && reason.trim() === ''),
              onClick: () => void confirm(),
            },
          ],
        ]}
      />
    </section>
  );
}
