/**
 * Payment methods of the specification. The code of a method (used by the order and the payment
 * screens) is: COD 0, LINEPAY 1, BANK 2, any other -1.
 */
export const PAYMENT_METHODS = {
  COD: { th: 'เก็บเงินปลายทาง', en: 'Cash on delivery' },
  BANK: { th: 'ชำระผ่านธนาคาร (Bill payment)', en: 'Bank bill payment' },
  BANK_QR: { th: 'QR ธนาคาร', en: 'Bank QR' },
  CREDIT_CARD: { th: 'บัตรเครดิต', en: 'Credit card' },
  LINEPAY: { th: 'LINE Pay', en: 'LINE Pay' },
  THAI_QR: { th: 'Thai QR (พร้อมเพย์)', en: 'Thai QR (PromptPay)' },
  C2P_CARD: { th: 'บัตรเครดิต VISA/MASTERCARD (2C2P)', en: 'Credit card VISA/MASTERCARD (2C2P)' },
  C2P_THAI_QR: { th: 'Thai QR (2C2P)', en: 'Thai QR (2C2P)' },
  CREDIT: { th: 'เครดิตลูกค้า (AR)', en: 'Customer credit (AR)' },
  TRANSFER: { th: 'โอนเงินผ่านธนาคาร เคาน์เตอร์ หรือ ATM', en: 'Bank, counter service or ATM transfer' },
  COUNTER_SERVICE: { th: 'เคาน์เตอร์เซอร์วิส', en: 'Counter service' },
  GHL_THAI_QR: { th: 'Thai QR (GHL)', en: 'Thai QR (GHL)' },
  GHL_QRCS: { th: 'QRCS (GHL)', en: 'QRCS (GHL)' },
  GHL_ALIPAY: { th: 'Alipay (GHL)', en: 'Alipay (GHL)' },
  GHL_RABBIT_LINE_PAY: { th: 'Rabbit LINE Pay (GHL)', en: 'Rabbit LINE Pay (GHL)' },
  GHL_WECHATPAY: { th: 'WeChat Pay (GHL)', en: 'WeChat Pay (GHL)' },
} as const satisfies Record<string, { th: string; en: string }>;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_LIST = Object.keys(PAYMENT_METHODS) as PaymentMethod[];

export const PAYMENT_METHOD_CODES = { COD: 0, LINEPAY: 1, BANK: 2 } as const;
export type PaymentMethodCode = 0 | 1 | 2 | -1;

/** The code of a payment method name: COD 0, LINEPAY 1, BANK 2, anything else -1. */
export function paymentMethodCode(method: string | null | undefined): PaymentMethodCode {
  const key = (method ?? '').trim().toUpperCase();
  return key === 'COD' || key === 'LINEPAY' || key === 'BANK' ? PAYMENT_METHOD_CODES[key] : -1;
}

/** Methods that settle without an outside provider, so they work on one machine. */
export const OFFLINE_PAYMENT_METHODS = [
  'COD',
  'CREDIT',
  'TRANSFER',
  'THAI_QR',
] as const satisfies readonly PaymentMethod[];
