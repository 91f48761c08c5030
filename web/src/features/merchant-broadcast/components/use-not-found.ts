// A tag or broadcast that is not one of the staff member's centers' (the API's 404) shows the
// not-found page: nothing of it is shown.
import { useEffect } from 'react';
import { showErrorPage } from '@/lib/error-page';
import { translate } from '@/lib/i18n';
import { LoadError } from '../api/broadcast-api';

export function useNotFound(error: Error | undefined): boolean {
  const notFound = error instanceof LoadError && (error.status === 404 || error.status === 400);
  useEffect(() => {
    if (notFound) showErrorPage({ statusCode: 404, message: translate('errors:pageNotFound') });
  }, [notFound]);
  return notFound;
}

/** The numeric id of a route parameter, or null. */
export const idOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
