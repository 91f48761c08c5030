// Where the payment pages send the customer, with the order in the query (?orderid=&saleunit=).
import { paths } from '@/config/paths';
import type { PaymentPageStatus } from '@eorder/shared';

export interface OrderRefQuery {
  orderid: string;
  saleunit: string;
  /** More order numbers paid with it, comma separated (the combined payment). */
  more?: string;
}

/** The page of an online method for an order; the method choice for the rest. */
export function methodPage(method: string, ref: OrderRefQuery): string {
  if (method === 'THAI_QR') return paths.paymentQrCodeIpone.href({}, { ...ref });
  if (method === 'LINEPAY') return paths.paymentReturn.href({ type: 'linepay', status: 'start', orderid: ref.orderid, saleunit: ref.saleunit, key: 'new' });
  if (method === 'TRANSFER') return paths.paymentUploadSlip.href({ saleunit: ref.saleunit }, { orderid: ref.orderid });
  return paths.paymentCombine.href({ saleunit: ref.saleunit }, { orderid: ref.orderid, method, ...(ref.more ? { more: ref.more } : {}) });
}

export const statusPage = (status: PaymentPageStatus, ref: OrderRefQuery): string =>
  paths.paymentStatus.href({ status }, { ...ref });
