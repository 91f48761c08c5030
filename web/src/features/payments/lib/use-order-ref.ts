import { useParams, useSearchParams } from 'react-router-dom';
import type { OrderRefQuery } from './links';

/** The order a payment page is about: ?orderid= and the center from the path or ?saleunit=. */
export function useOrderRef(): OrderRefQuery | null {
  const [search] = useSearchParams();
  const params = useParams();
  const orderid = search.get('orderid');
  const saleunit = params['saleunit'] ?? search.get('saleunit');
  // More orders of the same center paid with it (the combined payment).
  const more = search.get('more');
  return orderid && saleunit ? { orderid, saleunit, ...(more ? { more } : {}) } : null;
}
