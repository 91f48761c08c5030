import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clearErrorPage, errorPageStore } from '@/lib/error-page';
import { ErrorPageGuard, ErrorView } from './routes/error-page';

/**
 * The page area of a layout: the page, or the error page when an API answer asked for it (see the
 * API client's 500 handling). The error is cleared when the visitor goes elsewhere.
 */
export function AppOutlet() {
  const { error } = useSnapshot(errorPageStore);
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearErrorPage();
  }, [location.key]);

  if (error) {
    return (
      <ErrorPageGuard>
        <ErrorView statusCode={error.statusCode} message={error.message} />
      </ErrorPageGuard>
    );
  }
  return <Outlet />;
}
