// The deliver form's state: the proof photo (with its preview), the receiver, the quantity and
// reason per line, the cash, the drawn signature, and the checks before the step is sent.
import type { RiderOrderDetailAnswer } from '@eorder/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { SignatureHandle } from '../components/signature-field';
import { checkDelivery, type LineEntry } from '../lib/delivery-form';
import type { Submit } from './use-rider-step';

const CASH = /^\d{1,9}(\.\d{1,2})?$/;

export function useDeliverForm(detail: RiderOrderDetailAnswer, onSubmit: Submit) {
  const { t } = useTranslation('rider');
  const [entries, setEntries] = useState(new Map<number, LineEntry>());
  const [receiver, setReceiver] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cash, setCash] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const signature = useRef<SignatureHandle>(null);
  const check = checkDelivery(detail, entries);
  // The cash to collect is offered until the rider types another amount.
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
    if (cashText !== '' && !CASH.test(cashText.trim())) return setProblem(t('badCash'));
    setProblem(null);
    const fields: Record<string, string> = { ReceiverName: receiver.trim() };
    if (check.lines.length > 0) fields.Lines = JSON.stringify(check.lines);
    if (cashText.trim() !== '') fields.CashCollected = cashText.trim();
    const files: Record<string, Blob> = { photo };
    const drawn = await signature.current?.toBlob();
    if (drawn) files.signature = drawn;
    await onSubmit('DELIVER', fields, files);
  }

  return { entries, setEntry, receiver, setReceiver, setPhoto, preview, cashText, setCash, problem, signature, send };
}
