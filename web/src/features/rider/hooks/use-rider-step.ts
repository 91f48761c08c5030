// Sends one step of an order through the phone's queue: which form is open, whether a step is on
// its way, and what came back (refused with the server's message, or saved to send when online).
import type { RiderOrderDetailAnswer, RiderStep } from '@eorder/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { newStepKey, riderQueue } from '../lib/rider-queue';

export type Submit = (step: RiderStep, fields?: Record<string, string>, files?: Record<string, Blob>) => Promise<void>;

interface Options {
  orderId: string | undefined;
  saleUnit: string | undefined;
  /** Shows the order as the server answered the step, without asking again. */
  update: (answer: RiderOrderDetailAnswer) => Promise<unknown>;
}

export function useRiderStep({ orderId, saleUnit, update }: Options) {
  const { t } = useTranslation('rider');
  const [form, setForm] = useState<'deliver' | 'refuse' | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit: Submit = async (step, fields = {}, files = {}) => {
    if (!orderId || !saleUnit) return;
    setBusy(true);
    setFailure(null);
    setMessage(null);
    const outcome = await riderQueue.submit({
      key: newStepKey(),
      orderId,
      saleUnit,
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
    else await update(outcome.answer as RiderOrderDetailAnswer);
  };

  return { form, setForm, busy, message, failure, submit };
}
