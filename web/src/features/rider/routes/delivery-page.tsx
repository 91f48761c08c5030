// `/rider/detail/{orderid}/{saleunit}` (and its `singha/` twin, for invoice approval): one order
// to deliver, and its steps: start, arrive, deliver with proof (photo, receiver, signature, the
// lines handed over, the cash), refuse, and the invoice's approval. Every step goes through the
// phone's queue, so a step made without signal is sent when the network returns.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { orderEventLabel, type RiderOrderDetailAnswer, type RiderStep } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { useLang } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useRiderOrder } from '../api/rider-api';
import { CollectLine } from '../components/rider-order-card';
import { OrderContact } from '../components/order-contact';
import { PendingSteps } from '../components/pending-steps';
import { SignatureField, type SignatureHandle } from '../components/signature-field';
import { checkDelivery, type LineEntry } from '../lib/delivery-form';
import { newStepKey, riderQueue } from '../lib/rider-queue';
import styles from '../rider.module.css';

type Submit = (step: RiderStep, fields?: Record<string, string>, files?: Record<string, Blob>) => Promise<void>;

export function RiderDeliveryPage() {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const { orderid, saleunit } = useParams();
  const singha = useLocation().pathname.includes('/detail/singha/');
  const { data, error, isLoading, mutate } = useRiderOrder(orderid, saleunit);
  const [form, setForm] = useState<'deliver' | 'refuse' | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!orderid || !saleunit) return <p className={styles.page}>{t('notFound')}</p>;
  if (isLoading) return <p className={styles.page}>{t('loading')}</p>;
  if (error || !data)
    return (
      <section className={styles.page} data-testid="rider-order-missing">
        <PageTitle title={t('detailTitle')} />
        <p className={styles.error}>{t('notFound')}</p>
      </section>
    );

  const submit: Submit = async (step, fields = {}, files = {}) => {
    setBusy(true);
    setFailure(null);
    setMessage(null);
    const outcome = await riderQueue.submit({
      key: newStepKey(),
      orderId: orderid,
      saleUnit: saleunit,
      fields: { Step: step, ...fields },
      files,
      queuedAt: Date.now(),
    });
    setBusy(false);
    if (outcome.kind === 'refused') {
      setFailure(outcome.message);
      return;
    }
    setForm(null);
    if (outcome.kind === 'later') setMessage(t('savedOffline'));
    else await mutate(outcome.answer as RiderOrderDetailAnswer, { revalidate: false });
  };

  const order = data.Order;
  const steps = new Set(data.Steps);
  const has = (step: RiderStep) => steps.has(step);
  return (
    <section className={styles.page} data-testid="rider-delivery" data-status={order.Status}>
      <PageTitle title={t('detailTitle')} />
      <PendingSteps />
      <div className={styles.card}>
        <div className={styles.head}>
          <div>
            <div className={styles.title}>{order.CustomerName ?? order.CustomerCode}</div>
            <div className={styles.muted}>{t('orderNo', { id: order.OrderID })}</div>
          </div>
          <span data-testid="rider-order-status">
            {order.Outcome ? t(`outcome.${order.Outcome}`) : lang === 'en' ? order.StatusNameEn : order.StatusName}
          </span>
        </div>
        <div>{order.Address || t('noAddress')}</div>
        <CollectLine order={order} />
        {order.InvoiceStatus ? <div>{t('invoiceStatus', { status: t(`invoice.${order.InvoiceStatus}`) })}</div> : null}
        <div className={styles.row}>
          <OrderContact order={order} />
        </div>
      </div>

      {message ? (
        <div className={styles.notice} role="status" data-testid="step-saved-offline">
          {message}
        </div>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}

      {form === 'deliver' ? (
        <DeliverForm detail={data} busy={busy} onSubmit={submit} onCancel={() => setForm(null)} />
      ) : form === 'refuse' ? (
        <RefuseForm busy={busy} onSubmit={submit} onCancel={() => setForm(null)} />
      ) : (
        <div className={styles.row}>
          {has('START') ? (
            <Button color="primary" loading={busy} onClick={() => void submit('START')} data-testid="step-start">
              {t('step.START')}
            </Button>
          ) : null}
          {has('ARRIVE') ? (
            <Button color="primary" loading={busy} onClick={() => void submit('ARRIVE')} data-testid="step-arrive">
              {t('step.ARRIVE')}
            </Button>
          ) : null}
          {has('DELIVER') ? (
            <Button color="success" disabled={busy} onClick={() => setForm('deliver')} data-testid="step-deliver">
              {t('step.DELIVER')}
            </Button>
          ) : null}
          {has('REFUSE') ? (
            <Button color="danger" fill="outline" disabled={busy} onClick={() => setForm('refuse')} data-testid="step-refuse">
              {t('step.REFUSE')}
            </Button>
          ) : null}
          {singha || order.InvoiceStatus ? (
            <>
              {has('INVOICE_APPROVE') ? (
                <Button color="success" loading={busy} onClick={() => void submit('INVOICE_APPROVE')} data-testid="step-invoice-approve">
                  {t('step.INVOICE_APPROVE')}
                </Button>
              ) : null}
              {has('INVOICE_CANCEL') ? (
                <Button color="danger" fill="outline" loading={busy} onClick={() => void submit('INVOICE_CANCEL')} data-testid="step-invoice-cancel">
                  {t('step.INVOICE_CANCEL')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      )}

      <Lines detail={data} />
      {data.Delivery ? <Proof detail={data} /> : null}
      <ul className={styles.events} aria-label={t('events')}>
        {data.Events.map((event, index) => (
          <li key={`${event.Status}-${index}`} data-testid="rider-event" data-status={event.Status}>
            {formatDateTime(event.At, lang)} · {orderEventLabel(event.Status)?.[lang] ?? event.Status}
            {event.Remark ? ` · ${event.Remark}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Lines({ detail }: { detail: RiderOrderDetailAnswer }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  return (
    <div className={styles.card}>
      <div className={styles.title}>{t('lines')}</div>
      {detail.Lines.map((line) => (
        <div key={line.LineNo} className={styles.line}>
          <span>
            {lang === 'en' ? line.ProductNameEn : line.ProductName}
            {line.DeliveredQty !== null && line.DeliveredQty < line.Qty ? (
              <span className={styles.error}> · {t('deliveredOf', { qty: line.DeliveredQty, of: line.Qty })} {line.Reason}</span>
            ) : null}
          </span>
          <span>
            {line.Qty} {lang === 'en' ? line.UnitNameEn : line.UnitName}
          </span>
        </div>
      ))}
    </div>
  );
}

function Proof({ detail }: { detail: RiderOrderDetailAnswer }) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const proof = detail.Delivery;
  // An arrival alone leaves a record with nothing to show yet.
  if (!proof || !detail.Order.Outcome) return null;
  return (
    <div className={styles.card} data-testid="delivery-proof">
      {proof.ReceiverName ? <div>{t('receivedBy', { name: proof.ReceiverName })}</div> : null}
      {detail.Order.CashCollected !== null ? (
        <div>{t('cashCollected')}: {formatMoney(detail.Order.CashCollected, lang)}</div>
      ) : null}
      {proof.Reason ? <div>{t('reason')}: {proof.Reason}</div> : null}
      {proof.PhotoUrl ? <img className={styles.preview} src={proof.PhotoUrl} alt={t('photo')} /> : null}
      {proof.SignatureUrl ? <img className={styles.preview} src={proof.SignatureUrl} alt={t('signature')} /> : null}
    </div>
  );
}

function DeliverForm({
  detail,
  busy,
  onSubmit,
  onCancel,
}: {
  detail: RiderOrderDetailAnswer;
  busy: boolean;
  onSubmit: Submit;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rider');
  const lang = useLang();
  const [entries, setEntries] = useState(new Map<number, LineEntry>());
  const [receiver, setReceiver] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cash, setCash] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const signature = useRef<SignatureHandle>(null);
  const check = checkDelivery(detail, entries);
  const cashText = cash ?? (check.expectedCash > 0 ? String(check.expectedCash) : '');

  useEffect(() => {
    if (!photo) return undefined;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const setEntry = (lineNo: number, qty: number, change: Partial<LineEntry>) =>
    setEntries((previous) => {
      const next = new Map(previous);
      const current = previous.get(lineNo) ?? { qty, reason: '' };
      next.set(lineNo, { ...current, ...change });
      return next;
    });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!photo) return setProblem(t('needPhoto'));
    if (receiver.trim() === '') return setProblem(t('needReceiver'));
    if (check.nothing) return setProblem(t('nothingDelivered'));
    if (check.missingReasons.length > 0) return setProblem(t('needReasons'));
    if (cashText !== '' && !/^\d{1,9}(\.\d{1,2})?$/.test(cashText.trim())) return setProblem(t('badCash'));
    setProblem(null);
    const fields: Record<string, string> = { ReceiverName: receiver.trim() };
    if (check.lines.length > 0) fields.Lines = JSON.stringify(check.lines);
    if (cashText.trim() !== '') fields.CashCollected = cashText.trim();
    const files: Record<string, Blob> = { photo };
    const drawn = await signature.current?.toBlob();
    if (drawn) files.signature = drawn;
    await onSubmit('DELIVER', fields, files);
  }

  return (
    <form className={styles.card} onSubmit={(event) => void send(event)} data-testid="deliver-form">
      <div className={styles.title}>{t('step.DELIVER')}</div>
      <label className={styles.field}>
        <span>{t('photo')}</span>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          data-testid="proof-photo"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </label>
      {preview ? <img className={styles.preview} src={preview} alt={t('photo')} /> : null}
      <label className={styles.field}>
        <span>{t('receiver')}</span>
        <input type="text" value={receiver} maxLength={200} onChange={(event) => setReceiver(event.target.value)} data-testid="receiver-name" />
      </label>
      <div className={styles.field}>
        <span>{t('linesHandedOver')}</span>
        {detail.Lines.map((line) => {
          const entry = entries.get(line.LineNo);
          const qty = entry?.qty ?? line.Qty;
          return (
            <div key={line.LineNo} className={styles.line} data-testid={`deliver-line-${line.LineNo}`}>
              <span>{lang === 'en' ? line.ProductNameEn : line.ProductName}</span>
              <span className={styles.qty}>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.Qty}
                  value={qty}
                  aria-label={t('qtyHandedOver')}
                  onChange={(event) => setEntry(line.LineNo, line.Qty, { qty: Number(event.target.value) })}
                />
                / {line.Qty}
              </span>
              {qty < line.Qty ? (
                <input
                  type="text"
                  placeholder={t('lineReason')}
                  aria-label={t('lineReason')}
                  value={entry?.reason ?? ''}
                  maxLength={200}
                  onChange={(event) => setEntry(line.LineNo, line.Qty, { reason: event.target.value })}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <label className={styles.field}>
        <span>{t('cashCollected')}</span>
        <input type="text" inputMode="decimal" value={cashText} onChange={(event) => setCash(event.target.value)} data-testid="cash-collected" />
      </label>
      <SignatureField ref={signature} />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" color="success" loading={busy} data-testid="deliver-submit">
          {t('confirmDelivered')}
        </Button>
        <Button onClick={onCancel}>{t('back')}</Button>
      </div>
    </form>
  );
}

function RefuseForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: Submit; onCancel: () => void }) {
  const { t } = useTranslation('rider');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  return (
    <form
      className={styles.card}
      data-testid="refuse-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setProblem(true);
        void onSubmit('REFUSE', { Reason: reason.trim() });
      }}
    >
      <label className={styles.field}>
        <span>{t('refuseReason')}</span>
        <textarea value={reason} maxLength={200} rows={3} onChange={(event) => setReason(event.target.value)} data-testid="refuse-reason" />
      </label>
      {problem ? <p className={styles.error}>{t('needReason')}</p> : null}
      <div className={styles.row}>
        <Button type="submit" color="danger" loading={busy} data-testid="refuse-submit">
          {t('step.REFUSE')}
        </Button>
        <Button onClick={onCancel}>{t('back')}</Button>
      </div>
    </form>
  );
}
