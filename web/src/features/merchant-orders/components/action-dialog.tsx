// The confirmation of one action on an order, sent with the status the page showed, so a 409 says
// someone moved the order first (decision 056).
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import type { MerchantOrderAction, MerchantOrderDetailAnswer, OrderStatus } from '@eorder/shared';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { actOnOrder, refundOrder, useCenterRiders } from '../api/merchant-orders';
import { actionReady } from '../lib/filters';
import '../i18n';
import styles from './merchant-orders.module.css';

interface Props {
  action: MerchantOrderAction | null;
  detail: MerchantOrderDetailAnswer;
  onClose: () => void;
  /** After the call, with the new detail when it went through. */
  onDone: (changed: MerchantOrderDetailAnswer | null) => void;
}

function ShipFields({ saleUnit, riderId, setRiderId, carrier, setCarrier, trackingNo, setTrackingNo }: {
  saleUnit: string;
  riderId: number | null;
  setRiderId: (id: number | null) => void;
  carrier: string;
  setCarrier: (text: string) => void;
  trackingNo: string;
  setTrackingNo: (text: string) => void;
}) {
  const { t } = useTranslation('merchantOrders');
  const riders = useCenterRiders(saleUnit);
  return (
    <>
      <label className={styles.label}>
        {t('dialog.rider')}
        <select className={styles.input} data-testid="ship-rider" value={riderId ?? ''} onChange={(event) => setRiderId(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t('dialog.noRider')}</option>
          {(riders.data ?? []).map((rider) => (
            <option key={rider.RiderId} value={rider.RiderId}>
              {rider.Name}
              {rider.VehiclePlate ? ` (${rider.VehiclePlate})` : ''}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.muted}>{t('dialog.orCarrier')}</p>
      <label className={styles.label}>
        {t('tracking.carrier')}
        <input className={styles.input} data-testid="ship-carrier" maxLength={60} value={carrier} onChange={(event) => setCarrier(event.target.value)} />
      </label>
      <label className={styles.label}>
        {t('tracking.trackingNo')}
        <input className={styles.input} data-testid="ship-tracking-no" maxLength={60} value={trackingNo} onChange={(event) => setTrackingNo(event.target.value)} />
      </label>
    </>
  );
}

export function ActionDialog({ action, detail, onClose, onDone }: Props) {
  const { t } = useTranslation('merchantOrders');
  const [riderId, setRiderId] = useState<number | null>(null);
  const [carrier, setCarrier] = useState(detail.Parcel.Carrier ?? '');
  const [trackingNo, setTrackingNo] = useState(detail.Parcel.TrackingNo ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { OrderID, SaleUnit, Status } = detail.Order;
  const ready = action !== null && actionReady(action, { riderId, carrier, reason }) && !busy;
  // Cancelling an order paid online refunds it (decision 084): the refund call cancels it first.
  const refunds = action === 'cancel' && detail.Payment.Status === 'PAID' && Boolean(detail.Payment.Provider);

  async function confirm() {
    if (!action) return;
    setBusy(true);
    if (refunds) {
      const refunded = await refundOrder(OrderID, SaleUnit, { Reason: reason.trim() });
      setBusy(false);
      if (refunded.ok) showToast(t('done.cancel'), { kind: 'success' });
      onDone(null);
      return;
    }
    const result = await actOnOrder(OrderID, SaleUnit, {
      Action: action,
      Expect: Status as OrderStatus,
      ...(action === 'ship' ? { RiderId: riderId, Carrier: carrier.trim() || null, TrackingNo: trackingNo.trim() || null } : {}),
      ...(action === 'cancel' ? { Reason: reason.trim() } : {}),
    });
    setBusy(false);
    if (result.ok) showToast(t(`done.${action}`), { kind: 'success' });
    onDone(result.ok ? result.data : null);
  }

  return (
    <Dialog
      visible={action !== null}
      title={action ? t(`dialog.title.${action}`, { id: OrderID }) : ''}
      onClose={onClose}
      closeOnMaskClick={!busy}
      content={
        <div className={styles.dialogForm} data-testid="action-dialog">
          {action ? <p>{t(`dialog.body.${action}`, { id: OrderID })}</p> : null}
          {refunds ? <p data-testid="cancel-refunds">{t('refund.cancelRefunds')}</p> : null}
          {action === 'ship' ? (
            <ShipFields saleUnit={SaleUnit} riderId={riderId} setRiderId={setRiderId} carrier={carrier} setCarrier={setCarrier} trackingNo={trackingNo} setTrackingNo={setTrackingNo} />
          ) : null}
          {action === 'cancel' ? (
            <label className={styles.label}>
              {t('dialog.reason')}
              <textarea className={styles.input} data-testid="cancel-reason" maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
          ) : null}
        </div>
      }
      actions={[
        [
          { key: 'back', text: t('dialog.back'), disabled: busy, onClick: onClose },
          {
            key: 'confirm',
            text: action ? t(`actions.${action}`) : '',
            bold: true,
            danger: action === 'cancel',
            disabled: !ready,
            onClick: () => void confirm(),
          },
        ],
      ]}
    />
  );
}
