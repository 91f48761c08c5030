// The order a merchant order page shows, from the route's {orderid}/{saleunit}. An order that is
// not one of the staff member's centers' (the API's 404) shows the not-found page: nothing of it
// is shown.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { translate } from '@/lib/i18n';
import { showErrorPage } from '@/lib/error-page';
import { LoadError, useMerchantOrderDetail } from '../api/merchant-orders';

export function useOrderPage() {
  const { orderid, saleunit } = useParams();
  const detail = useMerchantOrderDetail(orderid, saleunit);
  const notFound = detail.error instanceof LoadError && detail.error.status === 404;
  useEffect(() => {
    if (notFound) showErrorPage({ statusCode: 404, message: translate('errors:pageNotFound') });
  }, [notFound]);
  return { ...detail, notFound, orderId: orderid ?? '', saleUnit: saleunit ?? '' };
}
