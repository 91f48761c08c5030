// What the server says of a payment after a provider's page (decision 086): the page asks the
// server, which asks the provider; the address the browser came back on decides nothing.
import { useEffect, useState } from 'react';
import { paymentPageStatus, type Payment, type PaymentPageStatus } from '@eorder/shared';
import { inquirePayment } from '../api/payments';

/** How often, and how many times, a payment still pending is asked about before the page says "pending". */
const POLL_MS = 2000;
const POLLS = 8;

export type Verdict =
  | { kind: 'asking' }
  | { kind: 'done'; status: PaymentPageStatus; payment: Payment | null; message: string | null };

export function usePaymentVerdict(paymentId: string | null): Verdict {
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'asking' });
  useEffect(() => {
    if (!paymentId) {
      setVerdict({ kind: 'done', status: 'failed', payment: null, message: null });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (round: number) => {
      const result = await inquirePayment(paymentId);
      if (stopped) return;
      if (!result.ok) {
        const status = result.error.code === 'PAYMENT_QR_EXPIRED' ? 'expired' : 'failed';
        setVerdict({ kind: 'done', status, payment: null, message: result.error.message });
        return;
      }
      const status = paymentPageStatus(result.data.Status);
      if (status === 'pending' && round < POLLS) {
        timer = setTimeout(() => void ask(round + 1), POLL_MS);
        return;
      }
      setVerdict({ kind: 'done', status, payment: result.data, message: null });
    };
    void ask(1);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [paymentId]);
  return verdict;
}
