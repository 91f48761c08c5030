// KBank's embedded card form (decision 095): the attributes of its script tag, as KBank's
// integration guide names them (data-apikey, data-amount ...). The script draws the card form inside
// our <form> and submits it with a one-time `token` field.
import type { KbankFormConfig } from '@eorder/shared';

/** The script tag's data attributes (without the `data-` prefix) for a payment of `amountSatang`. */
export function kbankScriptData(
  config: KbankFormConfig,
  payment: { AmountSatang: number; PaymentId: string },
  shopName: string,
  lang: 'th' | 'en',
): Record<string, string> {
  const satang = payment.AmountSatang;
  return {
    apikey: config.publicKey,
    // Baht with two decimals, from the integer satang (no floating-point rounding on the way).
    amount: `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`,
    currency: 'THB',
    paymentMethods: 'card',
    name: shopName,
    orderId: payment.PaymentId,
    locale: lang === 'th' ? 'th' : 'en',
    ...(config.mid ? { mid: config.mid } : {}),
  };
}

/** The token KBank's script left in the form, or null when it left none usable. */
export function tokenOf(form: FormData): string | null {
  const token = form.get('token');
  return typeof token === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(token.trim()) ? token.trim() : null;
}
