// 2C2P card payments (decision 085): asking 2C2P for the hosted page of a new
// payment, and where the browser's frontend return goes. The return decides
// nothing: the web's return page asks the server, which asks 2C2P.
import type { AppError } from '@eorder/shared';
import type { Db } from '../../db/client';
import { withRetry } from '../orders/retry';
import { ProviderSignatureError, ProviderUnavailableError } from './providers/thai-qr';
import type { C2pCardProvider } from './providers/c2p-card';
import { OPEN_STATUSES, type PaymentRepository, type PaymentRow } from './repository';

/** Where providers reach the ordering API, and where the customer's browser comes back to the shop. */
export interface PaymentUrls {
  /** The ordering API's public origin (the provider's notices and the browser's form returns). */
  callback: string;
  /** The shop's public address (origin and base path, ending in '/'). */
  web: string;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The hosted page of an open card payment; null once it is settled. */
export function cardRedirectOf(row: PaymentRow): string | null {
  const url = row.details['redirectUrl'];
  return typeof url === 'string' && (OPEN_STATUSES as readonly string[]).includes(row.status) ? url : null;
}

interface StartDeps {
  db: Db;
  repository: PaymentRepository;
  provider: C2pCardProvider;
  urls: PaymentUrls;
  failed: (links: { orderId: string }[], cause?: unknown) => AppError;
}

/**
 * Asks 2C2P for a payment token and keeps the hosted page's address on the payment. 2C2P refusing
 * or not answering fails this payment (the customer may start another) with PAYMENT_FAILED.
 */
export async function startCardPayment(
  deps: StartDeps,
  row: PaymentRow,
  links: { orderId: string }[],
  locale: 'th' | 'en',
): Promise<PaymentRow> {
  const api = withSlash(deps.urls.callback);
  let token: { webPaymentUrl: string; paymentToken: string };
  try {
    token = await deps.provider.paymentToken({
      paymentId: row.paymentId,
      amountSatang: row.amountSatang,
      description: `eOrder ${links.map((l) => l.orderId).join(', ')}`,
      frontendReturnUrl: `${api}api/payment/return/2c2p/${row.paymentId}?lang=${locale}`,
      backendReturnUrl: `${api}api/payment/callback/2c2p`,
      expiresAt: row.expiresAt ?? new Date(),
      locale,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError) && !(error instanceof ProviderSignatureError)) throw error;
    await withRetry(deps.db, async (tx) => {
      const locked = await deps.repository.lock(row.id, tx);
      if (locked && (OPEN_STATUSES as readonly string[]).includes(locked.status)) {
        await deps.repository.update(locked.id, { status: 'FAILED', reason: 'PROVIDER_UNAVAILABLE' }, tx);
      }
    });
    throw deps.failed(links, error);
  }
  return withRetry(deps.db, async (tx) => {
    const locked = await deps.repository.lock(row.id, tx);
    if (!locked) return row;
    return deps.repository.update(
      locked.id,
      { details: { ...locked.details, redirectUrl: token.webPaymentUrl, paymentToken: token.paymentToken } },
      tx,
    );
  });
}

type Link = { orderId: string; saleUnit: string };

/** The web page a returning browser is sent to, made from the payment's orders; the failed page for an unknown payment. */
async function returnTarget(
  repository: PaymentRepository,
  urls: PaymentUrls,
  paymentId: string,
  lang: 'th' | 'en',
  pageOf: (links: [Link, ...Link[]], paymentId: string) => string[],
  query = '',
): Promise<string> {
  const web = `${withSlash(urls.web)}${lang === 'en' ? 'en/' : ''}`;
  const row = await repository.byPaymentId(paymentId);
  const links = row ? await repository.ordersOf(row.id) : [];
  const [first, ...rest] = links;
  if (!row || !first) return `${web}payment/status/failed`;
  return `${web}${pageOf([first, ...rest], row.paymentId).map(encodeURIComponent).join('/')}${query && `?${query}=${encodeURIComponent(row.paymentId)}`}`;
}

/**
 * The web page the browser lands on after 2C2P's hosted page:
 * `/payment/2c2p/return/{orderid}/{saleunit}/{paymentId}` (the seeds' generic payment return).
 */
export const cardReturnTarget = (repository: PaymentRepository, urls: PaymentUrls, paymentId: string, lang: 'th' | 'en') =>
  returnTarget(repository, urls, paymentId, lang, ([first], id) => ['payment', '2c2p', 'return', first.orderId, first.saleUnit, id]);

/**
 * Where KBank's 3-D Secure sends the browser back (decision 087): the seeds' KBank returns,
 * `/paymentkbank/callback/card/{orderid}/{saleunit}` for one order, `/payment/kbank/callback/card/{saleunit}`
 * for a combined payment; the payment id rides in `?paymentId=`.
 */
export const kbankReturnTarget = (repository: PaymentRepository, urls: PaymentUrls, paymentId: string, lang: 'th' | 'en') =>
  returnTarget(
    repository,
    urls,
    paymentId,
    lang,
    (links) =>
      links.length > 1
        ? ['payment', 'kbank', 'callback', 'card', links[0].saleUnit]
        : ['paymentkbank', 'callback', 'card', links[0].orderId, links[0].saleUnit],
    'paymentId',
  );
