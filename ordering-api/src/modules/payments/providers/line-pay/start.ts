// Starting a LINE Pay payment (decision 083): the payment row exists first
// (CREATED), then LINE Pay is asked for its page, outside any transaction; the
// answer's transaction and page addresses are kept on the payment.
import { AppError } from '@eorder/shared';
import type { Db } from '../../../../db/client';
import type { PaymentRepository, PaymentRow } from '../../repository';
import { ProviderUnavailableError } from '../thai-qr';
import { ProviderRefusedError } from '../refund';
import { transactionOf, type LinePayProvider } from './provider';

/** The web's return page: `<origin>[<base path>][/en]/payment/linepay`, to which /{status}/{orderid}/{saleunit}/{key} is added. */
const RETURN_PATH = /^(\/[\w.~-]+)*\/payment\/linepay$/;

const invalidReturn = () =>
  new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'body.ReturnUrl', message: 'Expected the web page <origin>/payment/linepay' }] });

export function returnBaseOf(returnUrl: string | null | undefined): string {
  if (!returnUrl) throw invalidReturn();
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw invalidReturn();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !RETURN_PATH.test(url.pathname) || url.search || url.hash) throw invalidReturn();
  return `${url.origin}${url.pathname}`;
}

export async function startLinePay(
  deps: { db: Db; repository: PaymentRepository; provider: LinePayProvider },
  row: PaymentRow,
  returnBase: string,
  order: { orderId: string; saleUnit: string },
): Promise<PaymentRow> {
  if (transactionOf(row)) return row;
  const tail = (status: string) =>
    `${returnBase}/${status}/${[order.orderId, order.saleUnit, row.paymentId].map(encodeURIComponent).join('/')}`;
  try {
    const started = await deps.provider.request({
      paymentId: row.paymentId,
      amountSatang: row.amountSatang,
      title: `Order ${order.orderId}`,
      confirmUrl: tail('confirm'),
      cancelUrl: tail('cancel'),
    });
    return await deps.repository.update(
      row.id,
      { status: 'PENDING', details: { ...row.details, transactionId: started.transactionId, paymentUrlWeb: started.web, paymentUrlApp: started.app } },
      deps.db,
    );
  } catch (error) {
    if (!(error instanceof ProviderRefusedError) && !(error instanceof ProviderUnavailableError)) throw error;
    // Nothing was started at LINE Pay: the payment fails and a new tap makes a new one.
    await deps.repository.update(row.id, { status: 'FAILED', reason: error instanceof ProviderRefusedError ? `LINE_PAY_${error.code}` : 'PROVIDER_UNAVAILABLE' }, deps.db);
    throw new AppError('PAYMENT_FAILED', { saleCode: order.orderId }, { cause: error });
  }
}
