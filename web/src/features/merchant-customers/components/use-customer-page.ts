// The customer a merchant customer page shows, from the route's {code}/{saleunit}. A customer who
// is not one of the staff member's centers' (the API's 404) shows the not-found page: nothing of
// them is shown.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { translate } from '@/lib/i18n';
import { showErrorPage } from '@/lib/error-page';
import { LoadError, useCustomerDetail } from '../api/customers';

export function useCustomerPage() {
  const { code, saleunit } = useParams();
  const detail = useCustomerDetail(code, saleunit);
  const notFound = detail.error instanceof LoadError && detail.error.status === 404;
  useEffect(() => {
    if (notFound) showErrorPage({ statusCode: 404, message: translate('errors:pageNotFound') });
  }, [notFound]);
  return { ...detail, notFound, code: code ?? '', saleUnit: saleunit ?? '' };
}
